import type { EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { LAMP_ITEM_SPECIFICS } from '../xml/helpers.js';
import { platformReceiver, subscribePlatform, type PlatformReceiver } from './platform-receiver.js';
import { simulateRaw } from './simulate-raw.js';

// `POST /__emulator/simulate/auction-end`: an auction ends now, at its current state. With bids its high bidder buys
// it at the current bid (order.placed through the same path as EndItem's SellToHighBidder: Fulfillment, Trading,
// AuctionCheckoutComplete); without, it ends unsold (listing.ended, ItemClosed). Over HTTP on 127.0.0.1.

const SCOPES = ['https://api.ebay.com/oauth/api_scope', 'https://api.ebay.com/oauth/api_scope/sell.fulfillment'];
const SELLER = 'testuser_baykit';
const emulator = createEmulator({ seed: 59 });
let seller: EbayClient;
let bidder: EbayClient;
let admin: EmulatorAdmin;
let receiver: PlatformReceiver;

const usd = (value: string): { '#value': string; '@_currencyID': 'USD' } => ({
  '#value': value,
  '@_currencyID': 'USD',
});

/** Lists an auction starting at 10.00 USD through Trading AddItem; its legacy item id. */
async function listAuction(title: string): Promise<string> {
  const { ItemID } = await seller.trading.AddItem({
    Item: {
      Title: title,
      PrimaryCategory: { CategoryID: '112581' },
      ItemSpecifics: LAMP_ITEM_SPECIFICS,
      StartPrice: 10,
      ConditionID: 1000,
      ListingType: 'Chinese',
      ListingDuration: 'Days_7',
    },
  });
  return ItemID ?? '';
}

/** The status and `error` of a simulated auction end of `fields` (any fields, typed or not). */
async function refusal(fields: Record<string, unknown>): Promise<{ status: number; error: unknown }> {
  return simulateRaw(admin.baseUrl, 'auction-end', fields);
}

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  seller = await signedInClient(url, SCOPES, undefined, { maxRetries: 0 });
  bidder = await signedInClient(url, SCOPES, 'bidder_hal', { maxRetries: 0 });
  receiver = await platformReceiver();
  await subscribePlatform(seller, receiver.url, ['AuctionCheckoutComplete', 'ItemClosed']);
});
afterAll(async () => {
  await seller.close();
  await bidder.close();
  await emulator.close();
  await receiver.close();
});

describe('a simulated auction end', () => {
  it('sells to the high bidder at the current bid: the order every API sees, order.placed then listing.ended', async () => {
    const itemId = await listAuction('Bid lamp');
    await bidder.trading.PlaceOffer({ ItemID: itemId, Offer: { Action: 'Bid', MaxBid: usd('17.00'), Quantity: 1 } });
    const ended = await admin.simulate('auction-end', { listingId: itemId });
    expect(ended).toMatchObject({ sold: true, winner: 'bidder_hal', price: 10, lineItemIds: [expect.any(String)] });
    const page = await admin.events({ limit: 1000 });
    expect(page.events.filter((e) => ended.events.includes(e.id)).map((e) => e.type)).toEqual([
      'order.placed',
      'order.paid',
      'listing.ended',
    ]);
    const order = await seller.sell.fulfillment.getOrder(ended.orderId ?? '');
    expect([
      order.buyer?.username,
      order.lineItems?.[0]?.legacyItemId,
      order.lineItems?.[0]?.lineItemCost?.value,
    ]).toEqual(['bidder_hal', itemId, '10.00']);
    const { Item } = await seller.trading.GetItem({ ItemID: itemId });
    expect([Item?.SellingStatus?.ListingStatus, Item?.SellingStatus?.QuantitySold]).toEqual(['Completed', '1']);
    await expect
      .poll(() => receiver.of('AuctionCheckoutComplete', SELLER).map((p) => JSON.stringify(p.body.Item)))
      .toEqual([expect.stringContaining(itemId)]);
    expect(await refusal({ listingId: itemId })).toMatchObject({
      status: 409,
      error: expect.stringContaining('has ended'),
    });
  });

  it('ends an auction without bids unsold: listing.ended and ItemClosed, no order', async () => {
    const itemId = await listAuction('Lonely lamp');
    const orders = (await admin.events({ type: 'order.placed', limit: 1000 })).events.length;
    const ended = await admin.simulate('auction-end', { itemId: `v1|${itemId}|0` });
    expect(ended.sold).toBe(false);
    expect(ended.orderId).toBeUndefined();
    const page = await admin.events({ limit: 1000 });
    expect(page.events.filter((e) => ended.events.includes(e.id)).map((e) => e.type)).toEqual(['listing.ended']);
    expect((await admin.events({ type: 'order.placed', limit: 1000 })).events).toHaveLength(orders);
    await expect
      .poll(() => receiver.of('ItemClosed', SELLER).map((p) => JSON.stringify(p.body.Item)))
      .toContainEqual(expect.stringContaining(itemId));
  });
});

describe('refusals change nothing', () => {
  it('a fixed-price listing is 409, an unknown one 404, bad fields 400', async () => {
    const { ItemID } = await seller.trading.AddFixedPriceItem({
      Item: {
        Title: 'Fixed lamp',
        PrimaryCategory: { CategoryID: '112581' },
        ItemSpecifics: LAMP_ITEM_SPECIFICS,
        StartPrice: 25,
        Quantity: 1,
        ConditionID: 1000,
      },
    });
    expect(await refusal({ listingId: ItemID })).toMatchObject({
      status: 409,
      error: expect.stringContaining('not an auction'),
    });
    expect((await seller.trading.GetItem({ ItemID: ItemID! })).Item?.SellingStatus?.ListingStatus).toBe('Active');
    expect(await refusal({ listingId: '999999999999' })).toMatchObject({ status: 404 });
    expect(await refusal({ listingId: 'abc' })).toMatchObject({ status: 400, error: 'listingId must be digits' });
    expect(await refusal({ sku: 'S'.repeat(51) })).toMatchObject({
      status: 400,
      error: expect.stringContaining('at most 50'),
    });
    expect(await refusal({ listingId: ItemID, winner: 'me' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('auction-end takes no field winner'),
    });
  });
});
