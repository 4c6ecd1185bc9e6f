import type { ExampleValues } from './catalog-examples.js';

/** The SKU, location and group the explorer's samples create and then refer to (catalog-sample-values.ts). */
export const SAMPLE_SKU = 'baykit-sample-sku';
export const SAMPLE_LOCATION = 'baykit-sample-location';
export const SAMPLE_GROUP = 'baykit-sample-group';

type BodyBuilder = (examples: ExampleValues) => unknown;

/**
 * Request bodies of our own for the operations whose generated sample (every optional field, enum-typed strings
 * filled with text) would not pass or would not mean anything: small bodies with real enum values that name the
 * records other samples create. Every other JSON body starts from the emulator's schema-valid sample.
 */
const BODIES: Readonly<Record<string, BodyBuilder>> = {
  'sell.inventory.createOrReplaceInventoryItem': () => ({
    availability: { shipToLocationAvailability: { quantity: 5 } },
    condition: 'NEW',
    product: {
      title: 'baykit sample: running shoes',
      description: 'A sample inventory item made by the baykit explorer.',
      // The required item specifics of Athletic Shoes (15709), the category of the sample offer.
      aspects: { Brand: ['baykit'], Type: ['Athletic'], 'US Shoe Size': ['10'], Department: ['Men'] },
      imageUrls: ['https://example.com/baykit-sample.jpg'],
    },
    packageWeightAndSize: { weight: { value: 1, unit: 'POUND' } },
  }),
  'sell.inventory.createOffer': (e) => ({
    sku: SAMPLE_SKU,
    marketplaceId: e.marketplaceId ?? 'EBAY_US',
    format: 'FIXED_PRICE',
    availableQuantity: 5,
    categoryId: e.categoryId ?? '15709',
    listingDescription: 'A sample offer made by the baykit explorer.',
    listingDuration: 'GTC',
    // What publishing needs besides: a location of the seller's and the three listing policies.
    merchantLocationKey: SAMPLE_LOCATION,
    // On the emulator, the test seller's own policies; on eBay, yours (getFulfillmentPolicies, …).
    listingPolicies: e.listingPolicies ?? {
      fulfillmentPolicyId: 'baykit-sample-fulfillment-policy',
      paymentPolicyId: 'baykit-sample-payment-policy',
      returnPolicyId: 'baykit-sample-return-policy',
    },
    pricingSummary: { price: { value: '49.99', currency: 'USD' } },
  }),
  'sell.inventory.createInventoryLocation': () => ({
    name: 'baykit sample warehouse',
    location: { address: { city: 'San Jose', stateOrProvince: 'CA', postalCode: '95125', country: 'US' } },
    locationTypes: ['WAREHOUSE'],
  }),
  // Not its type: a location made a fulfillment center can no longer be deleted (the deleteInventoryLocation sample).
  'sell.inventory.updateInventoryLocation': () => ({ name: 'baykit sample warehouse, renamed', phone: '555-0100' }),
  'sell.inventory.createOrReplaceInventoryItemGroup': () => ({
    title: 'baykit sample: running shoes in sizes',
    aspects: { Brand: ['baykit'] },
    variantSKUs: [SAMPLE_SKU],
    variesBy: { specifications: [{ name: 'Size', values: ['9'] }] },
  }),
  'sell.inventory.publishOfferByInventoryItemGroup': (e) => ({
    inventoryItemGroupKey: SAMPLE_GROUP,
    marketplaceId: e.marketplaceId ?? 'EBAY_US',
  }),
  'sell.inventory.withdrawOfferByInventoryItemGroup': (e) => ({
    inventoryItemGroupKey: SAMPLE_GROUP,
    marketplaceId: e.marketplaceId ?? 'EBAY_US',
  }),
  'developer.keyManagement.createSigningKey': () => ({ signingKeyCipher: 'ED25519' }),
  'commerce.notification.createSubscription': () => ({
    topicId: 'MARKETPLACE_ACCOUNT_DELETION',
    status: 'ENABLED',
    destinationId: 'baykit-sample-destination-id',
    payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
  }),
  'commerce.notification.createDestination': () => ({
    name: 'baykit-sample',
    status: 'ENABLED',
    deliveryConfig: {
      endpoint: 'https://example.com/ebay/notifications',
      verificationToken: 'baykit-sample-verification-token-0123456789',
    },
  }),
  'commerce.notification.updateConfig': () => ({ alertEmail: 'alerts@example.com' }),
};

/** Our own request body for an operation, when it has one (see BODIES). */
export function ownSampleBody(api: string, operationId: string, examples: ExampleValues): unknown {
  return BODIES[`${api}.${operationId}`]?.(examples);
}
