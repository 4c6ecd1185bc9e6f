// `ebay.paginate` over the Trading calls the emulator answers in pages, over HTTP: every call whose request has
// `Pagination` and whose answer has `PaginationResult` pages (the client derives which from eBay's schema), and
// yields the repeated element that holds the page's items, typed.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { EbayClient, TradingTypes } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { signInClassic, testClient, LAMP_ITEM_SPECIFICS } from './helpers.js';

let emulator: Emulator;
let ebay: EbayClient;

beforeAll(async () => {
  emulator = createEmulator({ seed: 3 });
  ebay = testClient((await emulator.listen(0)).url);
  await signInClassic(ebay);
  for (const n of [1, 2, 3])
    await ebay.trading.AddFixedPriceItem({
      Item: {
        Title: `Baykit Paging Lamp ${n}`,
        PrimaryCategory: { CategoryID: '112581' },
        ItemSpecifics: LAMP_ITEM_SPECIFICS,
        StartPrice: { '#value': '24.50', '@_currencyID': 'USD' },
        Quantity: 3,
        ConditionID: 1000,
        ListingDuration: 'GTC',
        ListingType: 'FixedPriceItem',
        Country: 'US',
        Currency: 'USD',
      },
    });
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const SINCE = { ModTimeFrom: '2000-01-01T00:00:00.000Z' };
const WINDOW = { StartTimeFrom: '2000-01-01T00:00:00.000Z', StartTimeTo: '2100-01-01T00:00:00.000Z' };

describe('paginate over the Trading calls the emulator pages', () => {
  it('GetOrders yields OrderType items page after page', async () => {
    const orders = await collect(
      ebay.paginate(ebay.trading.GetOrders, { OrderRole: 'Seller', Pagination: { EntriesPerPage: 7 } }),
    );
    expectTypeOf(orders).toEqualTypeOf<TradingTypes.OrderType[]>();
    const all = await ebay.trading.GetOrders({ OrderRole: 'Seller', Pagination: { EntriesPerPage: 100 } });
    expect(orders.length).toBeGreaterThan(7);
    expect(orders.map((o) => o.OrderID)).toEqual(all.OrderArray?.Order?.map((o) => o.OrderID));
  });

  it('GetSellerList yields ItemType items page after page', async () => {
    const items = await collect(
      ebay.paginate(ebay.trading.GetSellerList, { ...WINDOW, Pagination: { EntriesPerPage: 1 } }),
    );
    expectTypeOf(items).toEqualTypeOf<TradingTypes.ItemType[]>();
    const all = await ebay.trading.GetSellerList({ ...WINDOW, Pagination: { EntriesPerPage: 200 } });
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((i) => i.ItemID)).toEqual(all.ItemArray?.Item?.map((i) => i.ItemID));
  });

  it('GetSellerTransactions yields TransactionType items page after page', async () => {
    const sales = await collect(
      ebay.paginate(ebay.trading.GetSellerTransactions, { ...SINCE, Pagination: { EntriesPerPage: 9 } }),
    );
    expectTypeOf(sales).toEqualTypeOf<TradingTypes.TransactionType[]>();
    const all = await ebay.trading.GetSellerTransactions({ ...SINCE, Pagination: { EntriesPerPage: 200 } });
    expect(sales.length).toBeGreaterThan(9);
    expect(sales.map((t) => t.TransactionID)).toEqual(all.TransactionArray?.Transaction?.map((t) => t.TransactionID));
  });

  it('GetItemTransactions yields the sales of one listing', async () => {
    const all = await ebay.trading.GetSellerTransactions({ ...SINCE, Pagination: { EntriesPerPage: 200 } });
    const itemId = all.TransactionArray?.Transaction?.[0]?.Item?.ItemID ?? '';
    expect(itemId).toMatch(/^\d+$/);
    const sales = await collect(
      ebay.paginate(ebay.trading.GetItemTransactions, { ItemID: itemId, ...SINCE, Pagination: { EntriesPerPage: 1 } }),
    );
    expectTypeOf(sales).toEqualTypeOf<TradingTypes.TransactionType[]>();
    const one = await ebay.trading.GetItemTransactions({
      ItemID: itemId,
      ...SINCE,
      Pagination: { EntriesPerPage: 200 },
    });
    expect(sales.length).toBeGreaterThanOrEqual(1);
    expect(sales.map((t) => t.TransactionID)).toEqual(one.TransactionArray?.Transaction?.map((t) => t.TransactionID));
  });

  it('GetAccount yields AccountEntryType items (AccountEntries.AccountEntry) page after page', async () => {
    const entries = await collect(
      ebay.paginate(ebay.trading.GetAccount, {
        AccountHistorySelection: 'LastInvoice',
        Pagination: { EntriesPerPage: 5 },
      }),
    );
    expectTypeOf(entries).toEqualTypeOf<TradingTypes.AccountEntryType[]>();
    const all = await ebay.trading.GetAccount({
      AccountHistorySelection: 'LastInvoice',
      Pagination: { EntriesPerPage: 2000 },
    });
    expect(entries.length).toBeGreaterThan(5);
    const key = (e: TradingTypes.AccountEntryType) =>
      `${e.Date} ${e.AccountDetailsEntryType} ${e.ItemID} ${e.RefNumber}`;
    // The card payment is dated at each call's time; the fees are the same in every answer.
    const fees = (list: TradingTypes.AccountEntryType[]) =>
      list.filter((e) => e.AccountDetailsEntryType !== 'PaymentCC').map(key);
    expect(fees(entries)).toEqual(fees(all.AccountEntries?.AccountEntry ?? []));
    expect(entries).toHaveLength(all.AccountEntries?.AccountEntry?.length ?? -1);
  });
});
