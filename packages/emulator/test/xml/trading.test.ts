import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayClient, TradingTypes } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { signInClassic, testClient, LAMP_ITEM_SPECIFICS } from './helpers.js';

let emulator: Emulator;
let origin: string;
let ebay: EbayClient;

beforeAll(async () => {
  emulator = createEmulator({ seed: 3, serveRetired: true });
  origin = (await emulator.listen(0)).url;
  ebay = testClient(origin);
  await signInClassic(ebay);
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

const newItem = {
  Title: 'Baykit Test Lamp',
  PrimaryCategory: { CategoryID: '112581' },
  ItemSpecifics: LAMP_ITEM_SPECIFICS,
  StartPrice: { '#value': '24.50', '@_currencyID': 'USD' },
  Quantity: 3,
  ConditionID: 1000,
  ListingDuration: 'GTC',
  ListingType: 'FixedPriceItem',
  SKU: 'LAMP-1',
  Country: 'US',
  Currency: 'USD',
} satisfies TradingTypes.ItemInput;

describe('Trading listings over the Browse catalog', () => {
  it('adds, reads, revises, ends and relists a fixed-price listing', async () => {
    const added = await ebay.trading.AddFixedPriceItem({ Item: newItem });
    expect(added.Ack).toBe('Success');
    expect(added.ItemID).toMatch(/^\d{12}$/);
    expect(Date.parse(added.EndTime!) - Date.parse(added.StartTime!)).toBe(30 * 86_400_000);
    expect(added.Fees?.Fee?.find((f) => f.Name === 'InsertionFee')?.Fee).toEqual({
      '#value': '0.35',
      '@_currencyID': 'USD',
    });
    const itemId = added.ItemID!;

    const got = await ebay.trading.GetItem({ ItemID: itemId });
    expect(got.Item).toMatchObject({
      ItemID: itemId,
      Title: 'Baykit Test Lamp',
      SKU: 'LAMP-1',
      Quantity: '3',
      ListingType: 'FixedPriceItem',
    });
    expect(got.Item?.SellingStatus?.CurrentPrice).toEqual({ '#value': '24.50', '@_currencyID': 'USD' });
    expect(got.Item?.PrimaryCategory).toEqual({
      CategoryID: '112581',
      CategoryName: 'Home & Garden:Lamps, Lighting & Ceiling Fans:Lamps',
    });
    expect(got.Item?.Seller?.UserID).toBe('testuser_baykit');

    // The same listing is a Browse item, found by the words of its title.
    const browse = await ebay.buy.browse.getItem(`v1|${itemId}|0`);
    expect(browse.title).toBe('Baykit Test Lamp');
    const searchIds = async (q: string): Promise<string[]> =>
      ((await ebay.buy.browse.search({ q })).itemSummaries ?? []).map((s) => s.itemId ?? '');
    expect(await searchIds('baykit TEST lamp')).toEqual([`v1|${itemId}|0`]);

    const selling = await ebay.trading.GetMyeBaySelling({
      ActiveList: { Include: true, Pagination: { EntriesPerPage: 10, PageNumber: 1 } },
    });
    const active = selling.ActiveList;
    expect(active?.ItemArray?.Item?.map((i) => i.ItemID)).toContain(itemId);
    expect(active?.PaginationResult).toEqual({ TotalNumberOfPages: '1', TotalNumberOfEntries: '1' });

    const revised = await ebay.trading.ReviseFixedPriceItem({
      Item: { ItemID: itemId, Title: 'Baykit Revised Lamp', StartPrice: 19.99 },
    });
    expect(revised.ItemID).toBe(itemId);
    const after = await ebay.trading.GetItem({ ItemID: itemId });
    expect(after.Item?.Title).toBe('Baykit Revised Lamp');
    expect(after.Item?.StartPrice?.['#value']).toBe('19.99');
    expect(await searchIds('baykit test lamp')).toEqual([]);
    expect(await searchIds('baykit revised')).toEqual([`v1|${itemId}|0`]);

    const ended = await ebay.trading.EndFixedPriceItem({ ItemID: itemId, EndingReason: 'NotAvailable' });
    expect(ended.EndTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    // eBay still serves an ended listing through GetItem, as Completed.
    const endedItem = await ebay.trading.GetItem({ ItemID: itemId });
    expect(endedItem.Item?.SellingStatus?.ListingStatus).toBe('Completed');
    expect(await searchIds('baykit revised')).toEqual([]);
    await expect(
      ebay.trading.EndFixedPriceItem({ ItemID: itemId, EndingReason: 'NotAvailable' }),
    ).rejects.toMatchObject({ code: 1047 });

    const unsold = await ebay.trading.GetMyeBaySelling({ UnsoldList: { Include: true } });
    expect(unsold.ActiveList).toBeUndefined();
    expect(unsold.UnsoldList?.ItemArray?.Item?.[0]?.SellingStatus?.ListingStatus).toBe('Completed');

    const relisted = await ebay.trading.RelistFixedPriceItem({ Item: { ItemID: itemId } });
    expect(relisted.ItemID).not.toBe(itemId);
    const again = await ebay.trading.GetItem({ ItemID: relisted.ItemID });
    expect(again.Item).toMatchObject({ Title: 'Baykit Revised Lamp', RelistParentID: itemId });

    const list = await ebay.trading.GetSellerList({
      StartTimeFrom: new Date(Date.now() - 86_400_000),
      StartTimeTo: new Date(Date.now() + 86_400_000),
      Pagination: { EntriesPerPage: 1 },
    });
    expect(list.HasMoreItems).toBe('true');
    expect(list.PaginationResult?.TotalNumberOfEntries).toBe('2');
  });

  it('answers error 17 with the id for an unknown item, and serves seeded catalog items', async () => {
    const error = await ebay.trading.GetItem({ ItemID: '999999999999' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 17 });
    expect(error).toMatchObject({
      errors: [
        {
          longMessage: 'Item "999999999999" is invalid, not activated, or no longer in our database.',
          parameters: [expect.objectContaining({ value: '999999999999' })],
        },
      ],
    });
    const seeded = await ebay.trading.GetItem({ ItemID: '110000000000' });
    expect(seeded.Item?.ItemID).toBe('110000000000');
    expect(seeded.Item?.Seller?.UserID).toMatch(/^seller_/);
    // Another seller's listing cannot be revised.
    await expect(
      ebay.trading.ReviseFixedPriceItem({ Item: { ItemID: '110000000000', Title: 'Mine now' } }),
    ).rejects.toMatchObject({ code: 17 });
  });

  it('rejects listings without a valid title, price or leaf category', async () => {
    await expect(ebay.trading.AddFixedPriceItem({ Item: { ...newItem, Title: '' } })).rejects.toMatchObject({
      code: 37,
    });
    await expect(
      ebay.trading.AddFixedPriceItem({ Item: { ...newItem, SKU: 'X', StartPrice: 0 } }),
    ).rejects.toMatchObject({ code: 37 });
    await expect(
      ebay.trading.AddFixedPriceItem({ Item: { ...newItem, SKU: 'Y', PrimaryCategory: { CategoryID: '11700' } } }),
    ).rejects.toMatchObject({ code: 87 });
    await expect(
      ebay.trading.AddFixedPriceItem({ Item: { ...newItem, SKU: 'Z', PrimaryCategory: { CategoryID: '4' } } }),
    ).rejects.toMatchObject({ code: 107 });
  });
});

describe('Trading orders, account, categories, user, pictures', () => {
  it('walks every page of GetOrders with paginate', async () => {
    const ids: string[] = [];
    for await (const order of ebay.paginate(ebay.trading.GetOrders, {
      OrderRole: 'Seller',
      OrderStatus: 'All',
      Pagination: { EntriesPerPage: 20 },
    })) {
      ids.push(order.OrderID!);
      expect(order.TransactionArray?.Transaction?.[0]?.Item?.ItemID).toMatch(/^\d+$/);
    }
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const page = await ebay.trading.GetOrders({ Pagination: { EntriesPerPage: 20, PageNumber: 3 } });
    expect(page).toMatchObject({
      HasMoreOrders: 'false',
      ReturnedOrderCountActual: '20',
      PaginationResult: { TotalNumberOfPages: '3', TotalNumberOfEntries: '60' },
    });
    const one = await ebay.trading.GetOrders({ OrderIDArray: { OrderID: ids[5] } });
    expect(one.OrderArray?.Order?.map((o) => o.OrderID)).toEqual([ids[5]]);
  });

  it('answers GetAccount, GetCategories, GetUser and GeteBayOfficialTime', async () => {
    const account = await ebay.trading.GetAccount({ AccountHistorySelection: 'LastInvoice' });
    expect(account.AccountSummary?.AccountState).toBe('Active');
    const entries = account.AccountEntries?.AccountEntry ?? [];
    expect(entries.some((e) => e.AccountDetailsEntryType === 'FeeFinalValue')).toBe(true);
    expect(entries.some((e) => e.AccountDetailsEntryType === 'PaymentCC')).toBe(true);

    const categories = await ebay.trading.GetCategories({ DetailLevel: 'ReturnAll', LevelLimit: 3 });
    const all = categories.CategoryArray?.Category ?? [];
    expect(all.find((c) => c.CategoryID === '112581')).toMatchObject({
      CategoryName: 'Lamps',
      CategoryLevel: '3',
      LeafCategory: 'true',
      CategoryParentID: ['20697'],
    });
    expect(categories.CategoryCount).toBe(String(all.length));
    // eBay's 34 top-level US categories, each its own CategoryParentID.
    const roots = await ebay.trading.GetCategories({ DetailLevel: 'ReturnAll', LevelLimit: 1 });
    expect(roots.CategoryArray?.Category?.length).toBe(34);
    expect(roots.CategoryArray?.Category?.find((c) => c.CategoryID === '11700')).toMatchObject({
      CategoryName: 'Home & Garden',
      CategoryParentID: ['11700'],
    });

    const me = await ebay.trading.GetUser();
    expect(me.User).toMatchObject({
      UserID: 'testuser_baykit',
      Email: 'testuser_baykit@example.com',
      Status: 'Confirmed',
    });
    const time = await ebay.trading.GeteBayOfficialTime();
    expect(time.Ack).toBe('Success');
    await expect(ebay.trading.call('NotARealCall')).rejects.toMatchObject({ code: 2 });
  });

  it('hosts an uploaded picture at a URL named by its SHA-1', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0x10, 0xff, 0xd9]);
    const uploaded = await ebay.trading.UploadSiteHostedPictures(
      { PictureName: 'lamp', PictureSet: 'Supersize' },
      { attachment: { data: bytes, filename: 'lamp.jpg' } },
    );
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    expect(uploaded.SiteHostedPictureDetails).toMatchObject({
      PictureName: 'lamp',
      PictureSet: 'Supersize',
      FullURL: `${origin}/pictures/${sha1}.jpg`,
    });
    await expect(ebay.trading.UploadSiteHostedPictures({ PictureName: 'none' })).rejects.toMatchObject({ code: 37 });
  });
});

describe('calls eBay removed from its schema', () => {
  // Every live call answers from state (every-trading-call.test.ts); a removed one still answers, marked a sample.
  it('answer an empty Success marked X-Baykit-Emulation: sample; modelled calls carry no mark', async () => {
    const removed = await ebay.withResponse(ebay.trading.call('AddSellingManagerProduct', {}));
    expect(removed.headers['x-baykit-emulation']).toBe('sample');
    const time = await ebay.withResponse(ebay.trading.call('GeteBayOfficialTime', {}));
    expect(time.headers['x-baykit-emulation']).toBeUndefined();
  });
});
