import { EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, isEmulatorAdminError, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { publishInventoryListing } from './inventory-listing.js';
import { LAMP_ITEM_SPECIFICS } from '../xml/helpers.js';
import { simulateRaw } from './simulate-raw.js';

// The other side of the market on demand: `POST /__emulator/simulate/purchase` (admin.simulate('purchase', …)) buys a
// seller's listing as eBay's checkout would, through placeOrder, so every API sees the order: Fulfillment getOrders,
// Trading GetOrders, Finances getTransactions, the events log. Over HTTP on 127.0.0.1.

const SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/sell.finances',
];
const emulator = createEmulator({ seed: 41 });
let seller: EbayClient;
let admin: EmulatorAdmin;

/** Lists `quantity` units at 25.00 USD through Trading AddFixedPriceItem; the legacy item id. */
async function listThroughTrading(title: string, quantity: number): Promise<string> {
  const { ItemID } = await seller.trading.AddFixedPriceItem({
    Item: {
      Title: title,
      PrimaryCategory: { CategoryID: '112581' },
      ItemSpecifics: LAMP_ITEM_SPECIFICS,
      StartPrice: 25,
      Quantity: quantity,
      ConditionID: 1000,
    },
  });
  return ItemID ?? '';
}

/** Publishes `quantity` units of `sku` at 120.00 USD through the Inventory API; the legacy item id. */
async function publish(sku: string, quantity: number): Promise<string> {
  return (await publishInventoryListing(seller, { sku, quantity, title: `Simulated kayak ${sku}`, price: '120.00' }))
    .listingId;
}

/** The status and `error` of a simulated purchase of `fields`, sent as JSON (any fields, typed or not). */
async function refusal(fields: Record<string, unknown>): Promise<{ status: number; error: unknown }> {
  return simulateRaw(admin.baseUrl, 'purchase', fields);
}

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  const keys = new EbayClient({ appId: emulator.app.appId, certId: emulator.app.certId, origin: url });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keys.close();
  // Finances reads must be signed, as eBay requires of EU/UK sellers.
  const signature = { jwe: key.jwe!, privateKey: key.privateKey! };
  seller = await signedInClient(url, SCOPES, undefined, { maxRetries: 0, signature });
});
afterAll(async () => {
  await seller.close();
  await emulator.close();
});

describe('simulate purchase of a Trading listing', () => {
  it('makes the order every API sees: Fulfillment, Trading GetOrders, Finances SALE, order.placed', async () => {
    const itemId = await listThroughTrading('Simulated lamp', 5);
    const made = await admin.simulate('purchase', { listingId: itemId, quantity: 2 });
    expect(made.orderId).toMatch(/^\d{2}-\d{5}-\d{5}$/);
    expect(made.lineItemIds).toHaveLength(1);
    const [lineItemId] = made.lineItemIds;

    const { orders } = await seller.sell.fulfillment.getOrders({ orderIds: made.orderId });
    expect(orders?.map((o) => [o.orderId, o.buyer?.username, o.orderPaymentStatus])).toEqual([
      [made.orderId, 'jsmith_42', 'PAID'],
    ]);
    expect(orders?.[0]?.lineItems?.map((l) => [l.lineItemId, l.legacyItemId, l.quantity])).toEqual([
      [lineItemId, itemId, 2],
    ]);

    const trading = await seller.trading.GetOrders({ OrderIDArray: { OrderID: [made.orderId] } });
    const order = trading.OrderArray?.Order?.[0];
    expect(order?.OrderID).toBe(made.orderId);
    expect(order?.BuyerUserID).toBe('jsmith_42');
    expect(
      order?.TransactionArray?.Transaction?.map((t) => [t.Item?.ItemID, Number(t.QuantityPurchased), t.TransactionID]),
    ).toEqual([[itemId, 2, lineItemId]]);

    const finances = await seller.sell.finances.getTransactions({ filter: `orderId:{${made.orderId}}` });
    expect(finances?.transactions?.map((t) => [t.transactionType, t.bookingEntry, t.amount, t.orderId])).toEqual([
      // Net of the fees: 13.25 % of 50.00 (6.63) and the $0.40 per-order fee.
      ['SALE', 'CREDIT', { value: '42.97', currency: 'USD' }, made.orderId],
    ]);

    const placed = await admin.events({ type: 'order.placed' });
    const event = placed.events.find((e) => 'orderId' in e.data && e.data.orderId === made.orderId);
    expect(event?.data).toMatchObject({ buyer: 'jsmith_42', seller: 'testuser_baykit', lineItemIds: [lineItemId] });
    expect(made.events).toContain(event?.id);
    // Every id answered is an event of this purchase, and the listing sold what was bought.
    const all = await admin.events({ limit: 1000 });
    const ours = all.events.filter((e) => made.events.includes(e.id)).map((e) => e.type);
    expect(ours).toEqual(['order.placed', 'order.paid']);
    const { Item } = await seller.trading.GetItem({ ItemID: itemId });
    expect([Number(Item?.SellingStatus?.QuantitySold), Number(Item?.Quantity)]).toEqual([2, 5]);
  });

  it('ends a listing bought out, and lists listing.ended among its events', async () => {
    const itemId = await listThroughTrading('Last lamp', 2);
    const made = await admin.simulate('purchase', { itemId: `v1|${itemId}|0`, quantity: 2, buyer: 'ann.buyer' });
    const page = await admin.events({ limit: 1000 });
    expect(page.events.filter((e) => made.events.includes(e.id)).map((e) => e.type)).toEqual([
      'order.placed',
      'order.paid',
      'listing.ended',
    ]);
    expect(await refusal({ listingId: itemId })).toMatchObject({
      status: 409,
      error: expect.stringContaining('ended'),
    });
  });
});

describe('simulate purchase of an Inventory API listing by SKU', () => {
  it('buys the published offer of the SKU', async () => {
    const itemId = await publish('SIM-KAYAK', 3);
    const made = await admin.simulate('purchase', { sku: 'SIM-KAYAK', quantity: 2, buyer: 'collector_mike' });
    const order = await seller.sell.fulfillment.getOrder(made.orderId);
    expect(order.lineItems?.map((l) => [l.legacyItemId, l.sku, l.quantity])).toEqual([[itemId, 'SIM-KAYAK', 2]]);
    expect(order.buyer?.username).toBe('collector_mike');
    const finances = await seller.sell.finances.getTransactions({ filter: `orderId:{${made.orderId}}` });
    expect(finances?.transactions?.map((t) => [t.transactionType, t.amount?.value])).toEqual([['SALE', '207.80']]);
  });
});

describe('refusals', () => {
  it('an unknown listing is 404, by id, item id or SKU, and nothing is placed', async () => {
    const before = (await admin.events({ type: 'order.placed', limit: 1000 })).events.length;
    expect(await refusal({ listingId: '999999999999' })).toMatchObject({
      status: 404,
      error: expect.stringContaining('no listing 999999999999'),
    });
    expect(await refusal({ itemId: 'v1|999999999999|0' })).toMatchObject({ status: 404 });
    expect(await refusal({ sku: 'NO-SUCH-SKU' })).toMatchObject({ status: 404 });
    expect((await admin.events({ type: 'order.placed', limit: 1000 })).events).toHaveLength(before);
  });

  it('more than is left is 409 and the listing keeps its quantity', async () => {
    const itemId = await listThroughTrading('Scarce lamp', 3);
    expect(await refusal({ listingId: itemId, quantity: 4 })).toMatchObject({
      status: 409,
      error: expect.stringContaining('has 3 left, fewer than 4'),
    });
    const { Item } = await seller.trading.GetItem({ ItemID: itemId });
    expect(Number(Item?.SellingStatus?.QuantitySold ?? 0)).toBe(0);
  });

  it('fields it cannot take are 400: none or two listings, a bad quantity, unknown fields, paid not a boolean', async () => {
    expect(await refusal({})).toMatchObject({ status: 400 });
    expect(await refusal({ listingId: '1', sku: 'A' })).toMatchObject({ status: 400 });
    expect(await refusal({ listingId: '1', quantity: 0 })).toMatchObject({ status: 400 });
    expect(await refusal({ listingId: '1', colour: 'red' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('purchase takes no field colour'),
    });
    expect(await refusal({ listingId: '1', paid: 'no' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('paid must be true or false'),
    });
  });

  it('the seller cannot buy its own listing (409)', async () => {
    const itemId = await listThroughTrading('Own lamp', 1);
    expect(await refusal({ listingId: itemId, buyer: 'testuser_baykit' })).toMatchObject({ status: 409 });
  });

  it('a seller given with an id is checked: not a user name is 400, another seller 409', async () => {
    const itemId = await listThroughTrading('Checked lamp', 1);
    expect(await refusal({ listingId: itemId, seller: 42 })).toMatchObject({ status: 400 });
    expect(await refusal({ listingId: itemId, seller: 'someone_else' })).toMatchObject({
      status: 409,
      error: expect.stringContaining("is testuser_baykit's, not someone_else's"),
    });
  });

  it('an unknown event is 404', async () => {
    const answer = await fetch(`${admin.baseUrl}/__emulator/simulate/teleport`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: expect.stringContaining('simulates purchase, buyer-message') });
  });

  it('refuses a web page of another origin (403), like every admin route, and buys nothing', async () => {
    const itemId = await listThroughTrading('Guarded lamp', 1);
    const answer = await fetch(`${admin.baseUrl}/__emulator/simulate/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ listingId: itemId }),
    });
    expect(answer.status).toBe(403);
    const { Item } = await seller.trading.GetItem({ ItemID: itemId });
    expect(Number(Item?.SellingStatus?.QuantitySold ?? 0)).toBe(0);
  });
});

describe('the typed admin client', () => {
  it('throws an EmulatorAdminError with the status and the error of a refusal', async () => {
    const refused = await admin.simulate('purchase', { listingId: '999999999998' }).catch((error: unknown) => error);
    expect(isEmulatorAdminError(refused)).toBe(true);
    expect(refused).toMatchObject({ status: 404, detail: expect.stringContaining('no listing 999999999998') });
  });
});
