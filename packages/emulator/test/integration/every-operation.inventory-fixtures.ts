import type { EbayClient } from 'baykit';

// The Inventory part of the every-operation fixtures: locations, items, offers (published ones with the
// policies and location publishing needs), a group, compatibility and SKU location mappings, made through `ebay`.
// The operations run in catalog order (sell.account's moved location calls first, then sell.inventory
// alphabetically), so whatever an operation ends or deletes is its own record.

const ADDRESS = { country: 'US', postalCode: '95125' };
const CENTER = {
  location: {
    address: { addressLine1: '1 Main St', city: 'San Jose', stateOrProvince: 'CA', postalCode: '95125', country: 'US' },
  },
  locationTypes: ['FULFILLMENT_CENTER'],
};

/** The Inventory fixtures, keyed `<api>.<operationId>`. */
export async function inventoryFixtures(ebay: EbayClient): Promise<Record<string, () => unknown[]>> {
  const inventory = ebay.sell.inventory;
  // The default test seller's own business policies on EBAY_US (seeded as real state): publishing checks them.
  const marketplace = { marketplace_id: 'EBAY_US' };
  const POLICIES = {
    fulfillmentPolicyId: (await ebay.sell.account.getFulfillmentPolicies(marketplace)).fulfillmentPolicies![0]!
      .fulfillmentPolicyId!,
    paymentPolicyId: (await ebay.sell.account.getPaymentPolicies(marketplace)).paymentPolicies![0]!.paymentPolicyId!,
    returnPolicyId: (await ebay.sell.account.getReturnPolicies(marketplace)).returnPolicies![0]!.returnPolicyId!,
  };
  for (const key of ['LOC-E', 'LOC-DEL', 'LOC-TOGGLE', 'alias-LOC', 'alias-LOC-DEL'])
    await inventory.createInventoryLocation(key, { location: { address: ADDRESS } });
  await inventory.createInventoryLocation('LOC-FC', CENTER);
  const skus = ['SKU-E', 'SKU-P2', 'SKU-DEL', 'SKU-OFF-DEL', 'SKU-FEE', 'SKU-C', 'SKU-B2', 'SKU-G1', 'SKU-G2'];
  for (const sku of [...skus, 'SKU-CMP', 'SKU-CMP2'])
    await inventory.createOrReplaceInventoryItem(sku, {
      product: { title: `Every op ${sku}`, aspects: { Brand: ['Wilson'] } },
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 3 } },
    });
  const offer = {
    marketplaceId: 'EBAY_US',
    format: 'FIXED_PRICE',
    categoryId: '310', // Sporting Goods > Other Sporting Goods: a leaf that requires Brand
    merchantLocationKey: 'LOC-E',
    listingPolicies: POLICIES,
    availableQuantity: 2,
    pricingSummary: { price: { value: '5.00', currency: 'USD' } },
  };
  const offerOf = async (sku: string): Promise<string> => (await inventory.createOffer({ ...offer, sku })).offerId!;
  const [offerId, offerP2, offerDel, offerFee] = [
    await offerOf('SKU-E'),
    await offerOf('SKU-P2'),
    await offerOf('SKU-OFF-DEL'),
    await offerOf('SKU-FEE'),
  ];
  for (const sku of ['SKU-G1', 'SKU-G2']) await offerOf(sku);
  const { listingId } = await inventory.publishOffer(offerId);
  const { listingId: listingP2 } = await inventory.publishOffer(offerP2);
  const mapping = { locations: [{ merchantLocationKey: 'LOC-FC' }] };
  await inventory.createOrReplaceSkuLocationMapping(listingP2!, 'SKU-P2', mapping);
  for (const key of ['GROUP-E', 'GROUP-DEL'])
    await inventory.createOrReplaceInventoryItemGroup(key, {
      title: 'Every op group',
      aspects: { Size: ['S', 'M'] },
      variantSKUs: key === 'GROUP-E' ? ['SKU-G1', 'SKU-G2'] : [],
      variesBy: { specifications: [{ name: 'Size', values: ['S', 'M'] }] },
    });
  const compatibility = { compatibleProducts: [{ productIdentifier: { epid: '123' } }] };
  for (const sku of ['SKU-CMP', 'SKU-CMP2']) await inventory.createOrReplaceProductCompatibility(sku, compatibility);
  const byGroup = { inventoryItemGroupKey: 'GROUP-E', marketplaceId: 'EBAY_US' };
  return {
    'sell.account.createInventoryLocation': () => ['alias-LOC-NEW', { location: { address: ADDRESS } }, {}],
    'sell.account.deleteInventoryLocation': () => ['alias-LOC-DEL', {}],
    'sell.account.disableInventoryLocation': () => ['alias-LOC', {}],
    'sell.account.enableInventoryLocation': () => ['alias-LOC', {}],
    'sell.account.getInventoryLocation': () => ['alias-LOC', {}],
    'sell.account.updateInventoryLocation': () => ['alias-LOC', { name: 'Renamed' }, {}],
    'sell.inventory.bulkCreateOffer': () => [
      { requests: [{ sku: 'SKU-B2', marketplaceId: 'EBAY_US', format: 'FIXED_PRICE' }] },
      {},
    ],
    'sell.inventory.bulkCreateOrReplaceInventoryItem': () => [
      { requests: [{ sku: 'SKU-B1', locale: 'en_US', product: { title: 'Bulk one' } }] },
      {},
    ],
    'sell.inventory.bulkGetInventoryItem': () => [{ requests: [{ sku: 'SKU-E' }] }, {}],
    'sell.inventory.bulkMigrateListing': () => [{ requests: [{ listingId: '110000000000' }] }, {}],
    'sell.inventory.bulkPublishOffer': () => [{ requests: [{ offerId }] }, {}],
    'sell.inventory.bulkUpdatePriceQuantity': () => [
      {
        requests: [
          {
            sku: 'SKU-E',
            shipToLocationAvailability: { quantity: 4 },
            offers: [{ offerId, availableQuantity: 3, price: { value: '6.00', currency: 'USD' } }],
          },
        ],
      },
      {},
    ],
    'sell.inventory.createInventoryLocation': () => ['LOC-NEW', { location: { address: ADDRESS } }, {}],
    'sell.inventory.createOffer': () => [{ ...offer, sku: 'SKU-C' }, {}],
    'sell.inventory.createOrReplaceProductCompatibility': () => ['SKU-E', compatibility, {}],
    'sell.inventory.createOrReplaceSkuLocationMapping': () => [listingId, 'SKU-E', mapping, {}],
    'sell.inventory.deleteInventoryItem': () => ['SKU-DEL', {}],
    'sell.inventory.deleteInventoryItemGroup': () => ['GROUP-DEL', {}],
    'sell.inventory.deleteInventoryLocation': () => ['LOC-DEL', {}],
    'sell.inventory.deleteOffer': () => [offerDel, {}],
    'sell.inventory.deleteProductCompatibility': () => ['SKU-CMP', {}],
    'sell.inventory.deleteSkuLocationMapping': () => [listingId, 'SKU-E', {}],
    'sell.inventory.disableInventoryLocation': () => ['LOC-TOGGLE', {}],
    'sell.inventory.enableInventoryLocation': () => ['LOC-TOGGLE', {}],
    'sell.inventory.getInventoryItem': () => ['SKU-E', {}],
    'sell.inventory.getInventoryItemGroup': () => ['GROUP-E', {}],
    'sell.inventory.getInventoryLocation': () => ['LOC-E', {}],
    'sell.inventory.getListingFees': () => [{ offers: [{ offerId: offerFee }] }, {}],
    'sell.inventory.getOffer': () => [offerId, {}],
    'sell.inventory.getProductCompatibility': () => ['SKU-CMP2', {}],
    'sell.inventory.getSkuLocationMapping': () => [listingP2, 'SKU-P2', {}],
    'sell.inventory.publishOffer': () => [offerId, {}],
    'sell.inventory.publishOfferByInventoryItemGroup': () => [byGroup, {}],
    'sell.inventory.updateInventoryLocation': () => ['LOC-E', { name: 'Main warehouse' }, {}],
    'sell.inventory.updateOffer': () => [offerId, { ...offer, availableQuantity: 1 }, {}],
    'sell.inventory.withdrawOffer': () => [offerId, {}],
    'sell.inventory.withdrawOfferByInventoryItemGroup': () => [byGroup, {}],
  };
}
