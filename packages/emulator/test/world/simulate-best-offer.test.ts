import type { EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin, type EventDataMap } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { expectValidTradingAnswer, LAMP_ITEM_SPECIFICS } from '../xml/helpers.js';
import { platformReceiver, subscribePlatform, type PlatformReceiver } from './platform-receiver.js';
import { simulateRaw } from './simulate-raw.js';

// `POST /__emulator/simulate/best-offer`: a buyer's Best Offer on a listing that takes them is in GetBestOffers and the
// events log (`best-offer.made`); the seller's RespondToBestOffer accepts it (a purchase at the offer's price),
// declines or counters it (`best-offer.answered`), and the Trading notifications follow each (BestOffer,
// BestOfferPlaced, BestOfferDeclined, CounterOfferReceived). Over HTTP on 127.0.0.1.

const SCOPES = ['https://api.ebay.com/oauth/api_scope', 'https://api.ebay.com/oauth/api_scope/sell.fulfillment'];
const SELLER = 'testuser_baykit';
const BUYER = 'jsmith_42';
const emulator = createEmulator({ seed: 47 });
let seller: EbayClient;
let buyer: EbayClient;
let admin: EmulatorAdmin;
let receiver: PlatformReceiver;

type Fields = Record<string, unknown>;
const usd = (value: string): { '#value': string; '@_currencyID': 'USD' } => ({
  '#value': value,
  '@_currencyID': 'USD',
});

/** Lists `quantity` lamps at 40.00 USD through Trading, with Best Offer enabled unless `bestOffer` is false. */
async function listLamp(title: string, quantity: number, bestOffer = true): Promise<string> {
  const { ItemID } = await seller.trading.AddFixedPriceItem({
    Item: {
      Title: title,
      PrimaryCategory: { CategoryID: '112581' },
      ItemSpecifics: LAMP_ITEM_SPECIFICS,
      StartPrice: 40,
      Quantity: quantity,
      ConditionID: 1000,
      ...(bestOffer ? { BestOfferDetails: { BestOfferEnabled: true } } : {}),
    },
  });
  return ItemID ?? '';
}

/** The status and `error` of a simulated Best Offer of `fields` (any fields, typed or not). */
async function refusal(fields: Fields): Promise<{ status: number; error: unknown }> {
  return simulateRaw(admin.baseUrl, 'best-offer', fields);
}

/** The Best Offers of `itemId` the seller sees with `BestOfferStatus` All, as [id, status, price, quantity]. */
async function offersOn(itemId: string): Promise<[string?, string?, string?, string?][]> {
  const { BestOfferArray } = await seller.trading.GetBestOffers({ ItemID: itemId, BestOfferStatus: 'All' });
  return (BestOfferArray?.BestOffer ?? []).map((o) => [o.BestOfferID, o.Status, o.Price?.['#value'], o.Quantity]);
}

/** The data of the seller's answers to Best Offers logged so far (`best-offer.answered`), oldest first. */
async function answers(): Promise<EventDataMap['best-offer.answered'][]> {
  const { events } = await admin.events({ type: 'best-offer.answered', limit: 1000 });
  return events.flatMap((e) => (e.type === 'best-offer.answered' ? [e.data] : []));
}

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  seller = await signedInClient(url, SCOPES, undefined, { maxRetries: 0 });
  buyer = await signedInClient(url, SCOPES, BUYER, { maxRetries: 0 });
  receiver = await platformReceiver();
  await subscribePlatform(seller, receiver.url, ['BestOffer']);
  await subscribePlatform(buyer, receiver.url, ['BestOfferPlaced', 'BestOfferDeclined', 'CounterOfferReceived']);
});
afterAll(async () => {
  await seller.close();
  await buyer.close();
  await emulator.close();
  await receiver.close();
});

describe('a simulated Best Offer', () => {
  it('is pending in GetBestOffers, best-offer.made, and BestOffer and BestOfferPlaced are sent', async () => {
    const itemId = await listLamp('Offer lamp', 3);
    const made = await admin.simulate('best-offer', {
      listingId: itemId,
      price: 31.5,
      quantity: 2,
      message: 'Would you take 31.50?',
    });
    expect(await offersOn(itemId)).toEqual([[made.bestOfferId, 'Pending', '31.50', '2']]);
    const { events } = await admin.events({ type: 'best-offer.made' });
    const event = events.find((e) => made.events.includes(e.id));
    // It expires 48 hours after it was made, on the emulator's clock (which runs: the event is logged just after).
    const lasts = Date.parse(made.expiresAt) - Date.parse(event?.created ?? '');
    expect(lasts).toBeLessThanOrEqual(48 * 3_600_000);
    expect(lasts).toBeGreaterThan(48 * 3_600_000 - 60_000);
    expect(event?.data).toEqual({
      bestOfferId: made.bestOfferId,
      itemId,
      seller: SELLER,
      buyer: BUYER,
      price: 31.5,
      currency: 'USD',
      quantity: 2,
      type: 'BuyerBestOffer',
      message: 'Would you take 31.50?',
    });
    await expect.poll(() => receiver.of('BestOffer', SELLER).length).toBe(1);
    const told = receiver.of('BestOffer', SELLER)[0]!;
    expect(told.callName).toBe('GetBestOffers');
    expect(told.body.BestOfferArray).toMatchObject({
      BestOffer: { BestOfferID: made.bestOfferId, Buyer: { UserID: BUYER } },
    });
    await expectValidTradingAnswer('GetBestOffers', told.body);
    await expect.poll(() => receiver.of('BestOfferPlaced', BUYER).length).toBe(1);
  });

  it("accepted with RespondToBestOffer, is a purchase at the offer's price: order.placed and best-offer.answered", async () => {
    const itemId = await listLamp('Accepted lamp', 3);
    const made = await admin.simulate('best-offer', { itemId: `v1|${itemId}|0`, price: 30, quantity: 2 });
    await seller.trading.RespondToBestOffer({ ItemID: itemId, BestOfferID: [made.bestOfferId], Action: 'Accept' });
    const accepted = (await answers()).find((d) => d.bestOfferId === made.bestOfferId);
    expect(accepted).toMatchObject({ action: 'Accept', buyer: BUYER, price: 30, orderId: expect.any(String) });
    const order = await seller.sell.fulfillment.getOrder(accepted?.orderId ?? '');
    expect(order.buyer?.username).toBe(BUYER);
    expect(order.lineItems?.map((l) => [l.legacyItemId, l.quantity, l.lineItemCost?.value])).toEqual([
      [itemId, 2, '60.00'],
    ]);
    expect(await offersOn(itemId)).toEqual([[made.bestOfferId, 'Accepted', '30.00', '2']]);
    const { Item } = await seller.trading.GetItem({ ItemID: itemId });
    expect(Item?.SellingStatus?.QuantitySold).toBe('2');
  });

  it('declined or countered, best-offer.answered tells the buyer: BestOfferDeclined, CounterOfferReceived', async () => {
    const itemId = await listLamp('Haggled lamp', 1);
    const declined = await admin.simulate('best-offer', { listingId: itemId, price: 10 });
    await seller.trading.RespondToBestOffer({ ItemID: itemId, BestOfferID: [declined.bestOfferId], Action: 'Decline' });
    await expect
      .poll(() => receiver.of('BestOfferDeclined', BUYER).map((p) => JSON.stringify(p.body.BestOfferArray)))
      .toEqual([expect.stringContaining(declined.bestOfferId)]);
    const countered = await admin.simulate('best-offer', { listingId: itemId, price: 20, buyer: BUYER });
    await seller.trading.RespondToBestOffer({
      ItemID: itemId,
      BestOfferID: [countered.bestOfferId],
      Action: 'Counter',
      CounterOfferPrice: usd('35.00'),
    });
    await expect
      .poll(() => receiver.of('CounterOfferReceived', BUYER).map((p) => JSON.stringify(p.body.BestOfferArray)))
      .toEqual([expect.stringContaining('SellerCounterOffer')]);
    expect((await answers()).filter((d) => d.itemId === itemId).map((d) => [d.bestOfferId, d.action, d.price])).toEqual(
      [
        [declined.bestOfferId, 'Decline', 10],
        [countered.bestOfferId, 'Counter', 35],
      ],
    );
    expect(await offersOn(itemId)).toEqual([
      [declined.bestOfferId, 'Declined', '10.00', '1'],
      [countered.bestOfferId, 'Countered', '35.00', '1'],
    ]);
  });

  it('made through Trading PlaceOffer, is best-offer.made as well', async () => {
    const itemId = await listLamp('Placed offer lamp', 2);
    const placed = await buyer.trading.PlaceOffer({
      ItemID: itemId,
      Offer: { Action: 'Offer', MaxBid: usd('33.00'), Quantity: 1 },
    });
    const id = placed.BestOffer?.BestOfferID;
    const { events } = await admin.events({ type: 'best-offer.made' });
    const made = events.flatMap((e) => (e.type === 'best-offer.made' ? [e.data] : []));
    expect(made.find((d) => d.bestOfferId === id)).toMatchObject({
      itemId,
      buyer: BUYER,
      price: 33,
    });
  });

  it('RespondToBestOffer accepts one offer per call, as eBay', async () => {
    const itemId = await listLamp('Two offers lamp', 5);
    const first = await admin.simulate('best-offer', { listingId: itemId, price: 30 });
    const second = await admin.simulate('best-offer', { listingId: itemId, price: 31, buyer: 'collector_mike' });
    await expect(
      seller.trading.RespondToBestOffer({
        ItemID: itemId,
        BestOfferID: [first.bestOfferId, second.bestOfferId],
        Action: 'Accept',
      }),
    ).rejects.toMatchObject({ code: 37 });
    expect((await offersOn(itemId)).map(([, status]) => status)).toEqual(['Pending', 'Pending']);
  });
});

describe('refusals change nothing', () => {
  it('a listing without Best Offer, an auction, the seller, too many units or an open offer is 409', async () => {
    const plain = await listLamp('Plain lamp', 2, false);
    expect(await refusal({ listingId: plain, price: 20 })).toMatchObject({
      status: 409,
      error: expect.stringContaining('does not take Best Offers (BestOfferEnabled is off'),
    });
    const { ItemID: auction } = await seller.trading.AddItem({
      Item: {
        Title: 'Auction lamp',
        PrimaryCategory: { CategoryID: '112581' },
        ItemSpecifics: LAMP_ITEM_SPECIFICS,
        StartPrice: 5,
        ConditionID: 1000,
        ListingType: 'Chinese',
        ListingDuration: 'Days_7',
      },
    });
    expect(await refusal({ listingId: auction, price: 20 })).toMatchObject({
      status: 409,
      error: expect.stringContaining('an auction'),
    });
    const itemId = await listLamp('Guarded offer lamp', 2);
    expect(await refusal({ listingId: itemId, price: 20, buyer: SELLER })).toMatchObject({ status: 409 });
    expect(await refusal({ listingId: itemId, price: 20, quantity: 3 })).toMatchObject({
      status: 409,
      error: expect.stringContaining('has 2 left, fewer than 3'),
    });
    await admin.simulate('best-offer', { listingId: itemId, price: 20 });
    expect(await refusal({ listingId: itemId, price: 21 })).toMatchObject({
      status: 409,
      error: expect.stringContaining('still open'),
    });
    expect(await offersOn(plain)).toEqual([]);
    expect(await offersOn(itemId)).toHaveLength(1);
  });

  it('an unknown listing is 404; a price that is not a positive amount and other bad fields are 400', async () => {
    expect(await refusal({ listingId: '999999999999', price: 20 })).toMatchObject({ status: 404 });
    const itemId = await listLamp('Strict offer lamp', 2);
    for (const price of [0, -5, 12.345, '20', undefined])
      expect(await refusal({ listingId: itemId, price })).toMatchObject({
        status: 400,
        error: expect.stringContaining('price must be the offer per unit'),
      });
    expect(await refusal({ listingId: itemId, price: 20, quantity: 1.5 })).toMatchObject({ status: 400 });
    expect(await refusal({ listingId: itemId, price: 20, message: 'x'.repeat(501) })).toMatchObject({ status: 400 });
    expect(await refusal({ listingId: itemId, price: 20, discount: true })).toMatchObject({
      status: 400,
      error: expect.stringContaining('best-offer takes no field discount'),
    });
    expect(await offersOn(itemId)).toEqual([]);
  });
});
