import type { EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { publishInventoryListing } from './inventory-listing.js';
import { simulateRaw } from './simulate-raw.js';

// A simulated purchase of a multiple-variation listing (an Inventory API item group published as one listing) names
// the variation: by its SKU or its aspects. The order line names it (Fulfillment `variationAspects` and `sku`,
// Trading `Transaction.Variation`), it sells at that variation's price, and that variation's quantity goes down
// (getOffer, getInventoryItem) with the listing's. Over HTTP on 127.0.0.1.

const SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
];
const emulator = createEmulator({ seed: 61 });
let seller: EbayClient;
let admin: EmulatorAdmin;
let policies: Record<string, unknown>;

/** An inventory item of the lamp group in `size` with `quantity` units, and its offer at `price` USD: the offer id. */
async function variant(sku: string, size: string, quantity: number, price: string): Promise<string> {
  await seller.sell.inventory.createOrReplaceInventoryItem(sku, {
    product: { title: `Lamp ${size}`, aspects: { Brand: ['IKEA'], Type: ['Table Lamp'], Size: [size] } },
    condition: 'NEW',
    availability: { shipToLocationAvailability: { quantity } },
  });
  const { offerId } = await seller.sell.inventory.createOffer({
    sku,
    marketplaceId: 'EBAY_US',
    format: 'FIXED_PRICE',
    categoryId: '112581',
    ...policies,
    pricingSummary: { price: { value: price, currency: 'USD' } },
  });
  return offerId!;
}

/** Publishes group `key` of a small (2 units, 30.00) and a large (3 units, 45.00) lamp: the listing and offer ids. */
async function publishGroup(key: string): Promise<{ listingId: string; small: string; large: string }> {
  const small = await variant(`${key}-S`, 'Small', 2, '30.00');
  const large = await variant(`${key}-L`, 'Large', 3, '45.00');
  await seller.sell.inventory.createOrReplaceInventoryItemGroup(key, {
    title: 'Brass lamp, two sizes',
    aspects: { Brand: ['IKEA'] },
    variantSKUs: [`${key}-S`, `${key}-L`],
    variesBy: { specifications: [{ name: 'Size', values: ['Small', 'Large'] }] },
  });
  const { listingId } = await seller.sell.inventory.publishOfferByInventoryItemGroup({
    inventoryItemGroupKey: key,
    marketplaceId: 'EBAY_US',
  });
  return { listingId: listingId!, small, large };
}

/** The status and `error` of a simulated purchase of `fields`. */
async function refusal(fields: Record<string, unknown>): Promise<{ status: number; error: unknown }> {
  return simulateRaw(admin.baseUrl, 'purchase', fields);
}

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  seller = await signedInClient(url, SCOPES, undefined, { maxRetries: 0 });
  await seller.sell.inventory.createInventoryLocation('VAR-WH', {
    location: { address: { country: 'US', postalCode: '95125' } },
  });
  const marketplace = { marketplace_id: 'EBAY_US' };
  const [fulfillment, payment, returns] = await Promise.all([
    seller.sell.account.getFulfillmentPolicies(marketplace),
    seller.sell.account.getPaymentPolicies(marketplace),
    seller.sell.account.getReturnPolicies(marketplace),
  ]);
  policies = {
    merchantLocationKey: 'VAR-WH',
    listingPolicies: {
      fulfillmentPolicyId: fulfillment.fulfillmentPolicies![0]!.fulfillmentPolicyId,
      paymentPolicyId: payment.paymentPolicies![0]!.paymentPolicyId,
      returnPolicyId: returns.returnPolicies![0]!.returnPolicyId,
    },
  };
});
afterAll(async () => {
  await seller.close();
  await emulator.close();
});

describe('a purchase of one variation', () => {
  it('by SKU: the order line names it, at its price, and that variation has fewer left', async () => {
    const { listingId, large, small } = await publishGroup('VLAMP');
    const made = await admin.simulate('purchase', { listingId, variation: 'VLAMP-L', quantity: 2 });
    const order = await seller.sell.fulfillment.getOrder(made.orderId);
    expect(
      order.lineItems?.map((l) => [l.legacyItemId, l.sku, l.variationAspects, l.quantity, l.lineItemCost?.value]),
    ).toEqual([[listingId, 'VLAMP-L', [{ name: 'Size', value: 'Large' }], 2, '90.00']]);

    const { OrderArray } = await seller.trading.GetOrders({ OrderIDArray: { OrderID: [made.orderId] } });
    expect(OrderArray?.Order?.[0]?.TransactionArray?.Transaction?.[0]?.Variation).toMatchObject({
      SKU: 'VLAMP-L',
      VariationSpecifics: { NameValueList: [{ Name: 'Size', Value: ['Large'] }] },
    });
    expect(await seller.sell.inventory.getOffer(large)).toMatchObject({ availableQuantity: 1 });
    expect(await seller.sell.inventory.getOffer(small)).toMatchObject({ availableQuantity: 2 });
    const item = await seller.sell.inventory.getInventoryItem('VLAMP-L');
    expect(item.availability?.shipToLocationAvailability?.quantity).toBe(1);
    const { Item } = await seller.trading.GetItem({ ItemID: listingId });
    expect([Item?.Quantity, Item?.SellingStatus?.QuantitySold]).toEqual(['5', '2']);
  });

  it('by its aspects (name=value, any case); more than the variation has left is 409', async () => {
    const { listingId } = await publishGroup('ALAMP');
    const made = await admin.simulate('purchase', { listingId, variation: 'size=small' });
    const order = await seller.sell.fulfillment.getOrder(made.orderId);
    expect(order.lineItems?.map((l) => [l.sku, l.lineItemCost?.value])).toEqual([['ALAMP-S', '30.00']]);
    expect(await refusal({ listingId, variation: 'Size=Small', quantity: 2 })).toMatchObject({
      status: 409,
      error: expect.stringContaining('variation ALAMP-S of item'),
    });
  });
});

describe('refusals change nothing', () => {
  it('a variation listing without a variation is 400 naming them; an unknown variation 404', async () => {
    const { listingId } = await publishGroup('RLAMP');
    expect(await refusal({ listingId })).toMatchObject({
      status: 400,
      error: `item ${listingId} has variations: give variation, one of RLAMP-S (Size=Small), RLAMP-L (Size=Large)`,
    });
    expect(await refusal({ listingId, variation: 'RLAMP-XL' })).toMatchObject({
      status: 404,
      error: expect.stringContaining('has no variation RLAMP-XL'),
    });
    expect(await refusal({ listingId, variation: 'Size=Huge' })).toMatchObject({ status: 404 });
    expect(await refusal({ listingId, variation: 'x'.repeat(501) })).toMatchObject({ status: 400 });
    const { Item } = await seller.trading.GetItem({ ItemID: listingId });
    expect(Item?.SellingStatus?.QuantitySold ?? '0').toBe('0');
  });

  it('a variation of a listing without variations is 400', async () => {
    const { listingId } = await publishInventoryListing(seller, {
      sku: 'PLAIN-LAMP',
      quantity: 2,
      title: 'Plain kayak',
      price: '50.00',
    });
    expect(await refusal({ listingId, variation: 'Size=Small' })).toMatchObject({
      status: 400,
      error: `item ${listingId} has no variations`,
    });
  });
});
