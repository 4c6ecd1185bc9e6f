import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayClient } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';
import { tradingSchema, validateTradingResponse, type TradingSchema } from '../../src/xml/trading-validate.js';
import { buyAsGuest, lampListing, signInClassic, testClient } from './helpers.js';

// GetMyeBaySelling as eBay's call reference defines it
// (https://developer.ebay.com/devzone/xml/docs/reference/ebay/GetMyeBaySelling.html), for a seller with no seeded
// sales: a fixed-price lamp bought twice through two buy APIs, an auction with a bid and one without.

const SELLER = 'seller_my_ebay';
const BUYER = 'buyer_my_ebay';

let emulator: Emulator;
let origin = '';
let seller: EbayClient;
let buyer: EbayClient;
let schema: TradingSchema;
let fixedId = '';
let biddenId = '';

type Fields = Record<string, unknown>;
const usd = (value: string): { '#value': string; '@_currencyID': 'USD' } => ({
  '#value': value,
  '@_currencyID': 'USD',
});
const asList = (value: unknown): Fields[] =>
  Array.isArray(value) ? (value as Fields[]) : value ? [value as Fields] : [];

/** GetMyeBaySelling as the seller; every answer must be valid against GetMyeBaySellingResponseType. */
async function selling(fields: Fields): Promise<Fields> {
  const answer = (await seller.trading.call('GetMyeBaySelling', fields)) as Fields;
  expect(validateTradingResponse(schema, 'GetMyeBaySelling', answer)).toEqual([]);
  return answer;
}

const sold = (answer: Fields): Fields[] =>
  asList(((answer.SoldList as Fields | undefined)?.OrderTransactionArray as Fields | undefined)?.OrderTransaction);

beforeAll(async () => {
  schema = await tradingSchema();
  emulator = createEmulator({ seed: 5, serveRetired: true });
  origin = (await emulator.listen(0)).url;
  seller = testClient(origin);
  buyer = testClient(origin);
  await signInClassic(seller, SELLER);
  await signInClassic(buyer, BUYER);

  fixedId = (await seller.trading.AddFixedPriceItem({ Item: lampListing('Baykit Sold Lamp', { Quantity: 5 }) }))
    .ItemID!;
  const auction = (title: string, start: string) =>
    seller.trading.AddItem({
      Item: lampListing(title, { StartPrice: usd(start), ListingType: 'Chinese', ListingDuration: 'Days_7' }),
    });
  biddenId = (await auction('Baykit Bidden Lamp', '10.00')).ItemID!;
  await auction('Baykit Quiet Lamp', '12.00');
  await buyer.trading.call('PlaceOffer', { ItemID: biddenId, Offer: { Action: 'Bid', MaxBid: usd('15.00') } });

  // Two sales of the fixed-price lamp: a signed-in member's PlaceOffer and a Buy Order guest checkout.
  await buyer.trading.call('PlaceOffer', { ItemID: fixedId, Offer: { Action: 'Purchase', Quantity: 1 } });
  await buyAsGuest(origin, fixedId);
});
afterAll(async () => {
  await seller.close();
  await buyer.close();
  await emulator.close();
});

describe('GetMyeBaySelling', () => {
  it('lists both sales in the SoldList, whichever buy API made them, and counts them in the Summary', async () => {
    const answer = await selling({ SoldList: { Include: true } });
    const transactions = sold(answer).map((entry) => entry.Transaction as Fields);
    expect(transactions).toHaveLength(2);
    expect(transactions.map((t) => (t.Item as Fields).ItemID)).toEqual([fixedId, fixedId]);
    expect(transactions.map((t) => (t.Buyer as Fields).UserID)).toContain(BUYER);
    expect(transactions[0]).toMatchObject({
      Item: { ListingType: 'FixedPriceItem', Title: 'Baykit Sold Lamp' },
      QuantityPurchased: '1',
      TransactionPrice: usd('20.00'),
      TotalPrice: usd('20.00'),
    });
    expect((answer.SoldList as Fields).PaginationResult).toEqual({
      TotalNumberOfPages: '1',
      TotalNumberOfEntries: '2',
    });
    expect(answer.ActiveList).toBeUndefined();
    expect(answer.Summary).toMatchObject({
      TotalSoldCount: '2',
      TotalSoldValue: usd('40.00'),
      SoldDurationInDays: '31',
    });
  });

  it('counts only auctions as auctions: the one with a bid will sell, fixed-price listings are neither', async () => {
    const answer = await selling({ ActiveList: { Include: true }, SellingSummary: { Include: true } });
    expect(answer.Summary).toMatchObject({
      ActiveAuctionCount: '1',
      AuctionSellingCount: '2',
      TotalAuctionSellingValue: usd('10.00'),
    });
    // SellingSummaryType's TotalAuctionSellingValue: everything for sale, 3 lamps at 20.00 and the two auctions.
    expect(answer.SellingSummary).toMatchObject({
      ActiveAuctionCount: '1',
      AuctionSellingCount: '2',
      TotalAuctionSellingValue: usd('82.00'),
      TotalSoldCount: '2',
    });
    const active = answer.ActiveList as Fields;
    expect(active.PaginationResult).toEqual({ TotalNumberOfPages: '1', TotalNumberOfEntries: '3' });
    const auctions = await selling({ ActiveList: { Include: true, ListingType: 'Chinese' } });
    expect(asList(((auctions.ActiveList as Fields).ItemArray as Fields).Item).map((i) => i.ListingType)).toEqual([
      'Chinese',
      'Chinese',
    ]);
  });

  it('pages the SoldList, filters it by shipping status and refuses a period beyond 60 days', async () => {
    const first = await selling({ SoldList: { Include: true, Pagination: { EntriesPerPage: 1, PageNumber: 1 } } });
    expect(sold(first)).toHaveLength(1);
    expect((first.SoldList as Fields).PaginationResult).toEqual({ TotalNumberOfPages: '2', TotalNumberOfEntries: '2' });

    const line = sold(first)[0]?.Transaction as Fields;
    await seller.trading.CompleteSale({ OrderLineItemID: String(line.OrderLineItemID), Shipped: true });
    const awaiting = await selling({ SoldList: { Include: true, OrderStatusFilter: 'AwaitingShipment' } });
    expect(sold(awaiting).map((e) => (e.Transaction as Fields).OrderLineItemID)).not.toContain(line.OrderLineItemID);
    expect(sold(awaiting)).toHaveLength(1);
    const shipped = await selling({ SoldList: { Include: true, OrderStatusFilter: 'PaidAndShipped' } });
    expect(sold(shipped).map((e) => (e.Transaction as Fields).OrderLineItemID)).toEqual([line.OrderLineItemID]);
    expect((sold(shipped)[0]?.Transaction as Fields).ShippedTime).toBeDefined();

    await expect(selling({ SoldList: { Include: true, DurationInDays: 61 } })).rejects.toMatchObject({ code: 37 });
  });

  it('answers every list without containers, an order of several lines as its Order, valid against the schema', async () => {
    const [order] = emulator.seed.orders([
      {
        lineItems: [
          { title: 'Brass Hinge', unitPrice: 4 },
          { title: 'Brass Latch', unitPrice: 6, quantity: 2 },
        ],
      },
    ]);
    const testUser = testClient(origin);
    try {
      await signInClassic(testUser);
      const answer = (await testUser.trading.call('GetMyeBaySelling', {})) as Fields;
      expect(validateTradingResponse(schema, 'GetMyeBaySelling', answer)).toEqual([]);
      expect(Object.keys(answer)).toEqual(
        expect.arrayContaining(['ScheduledList', 'ActiveList', 'SoldList', 'UnsoldList']),
      );
      expect(answer.SellingSummary).toBeUndefined();
      const entry = sold(answer).find((e) => (e.Order as Fields | undefined)?.OrderID === order?.orderId);
      expect(asList(((entry?.Order as Fields).TransactionArray as Fields).Transaction)).toHaveLength(2);
      expect(answer.Summary).toMatchObject({ TotalSoldCount: '3', TotalSoldValue: usd('16.00') });
    } finally {
      await testUser.close();
    }
  });

  it('keeps a sale in the SoldList for its period: 31 days by default, up to 60 when asked', async () => {
    await createEmulatorAdmin({ baseUrl: origin }).advanceClock(32 * 86_400);
    const later = await selling({ SoldList: { Include: true } });
    expect(sold(later)).toHaveLength(0);
    expect(later.Summary).toMatchObject({ TotalSoldCount: '0', TotalSoldValue: usd('0.00') });
    const sixty = await selling({ SoldList: { Include: true, DurationInDays: 60 } });
    expect(sold(sixty)).toHaveLength(2);
  });
});
