import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayClient } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { signInClassic, testClient, LAMP_ITEM_SPECIFICS } from './helpers.js';

let emulator: Emulator;
let origin: string;
let ebay: EbayClient;

beforeAll(async () => {
  emulator = createEmulator({ seed: 3, serveRetired: true });
  origin = (await emulator.listen(0)).url;
  ebay = testClient(origin);
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

type Fields = Record<string, unknown>;
const asList = (value: unknown): Fields[] =>
  Array.isArray(value) ? (value as Fields[]) : value ? [value as Fields] : [];

describe('Finding and Merchandising over the Browse catalog', () => {
  it('finds a catalog item by keywords, and pages', async () => {
    const catalogItem = await ebay.buy.browse.getItem('v1|110000000000|0');
    const word = catalogItem.title!.split(' ')[1]!;
    const found = (await ebay.finding.findItemsByKeywords({
      keywords: word,
      paginationInput: { entriesPerPage: 5, pageNumber: 1 },
    })) as Fields;
    expect(found.ack).toBe('Success');
    const result = found.searchResult as Fields;
    expect(result['@_count']).toBe('5');
    const items = asList(result.item);
    expect(items).toHaveLength(5);
    for (const item of items) expect(String(item.title).toLowerCase()).toContain(word.toLowerCase());
    expect((items[0]!.sellingStatus as Fields).currentPrice).toMatchObject({ '@_currencyId': 'USD' });
    const pages = found.paginationOutput as Fields;
    expect(Number(pages.totalEntries)).toBeGreaterThan(5);
    expect(pages).toMatchObject({ pageNumber: '1', entriesPerPage: '5' });
    await expect(ebay.finding.findItemsByKeywords({ keywords: '' })).rejects.toMatchObject({ code: 2 });
  });

  it('filters findItemsAdvanced by category, price and condition', async () => {
    const found = (await ebay.finding.findItemsAdvanced({
      categoryId: '112581',
      itemFilter: [
        { name: 'MinPrice', value: '100' },
        { name: 'MaxPrice', value: '200' },
        { name: 'Condition', value: 'Used' },
      ],
      sortOrder: 'PricePlusShippingLowest',
      paginationInput: { entriesPerPage: 100 },
    })) as Fields;
    const items = asList((found.searchResult as Fields).item);
    expect(items.length).toBeGreaterThan(0);
    const prices = items.map((i) => Number(((i.sellingStatus as Fields).currentPrice as Fields)['#value']));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const item of items) {
      expect((item.primaryCategory as Fields).categoryId).toBe('112581');
      expect((item.condition as Fields).conditionId).toBe('3000');
    }
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...prices)).toBeLessThanOrEqual(200);
  });

  it('lists the most watched items', async () => {
    const watched = (await ebay.merchandising.getMostWatchedItems({ maxResults: 3 })) as Fields;
    const items = asList((watched.itemRecommendations as Fields).item);
    expect(items).toHaveLength(3);
    const counts = items.map((i) => Number(i.watchCount));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('Shopping and Client Alerts', () => {
  it('answers GetSingleItem and GetMultipleItems from the catalog', async () => {
    const single = (await ebay.shopping.GetSingleItem({ ItemID: '110000007919' })) as Fields;
    // baykit reads Shopping's Item as a list.
    expect(asList(single.Item)[0]).toMatchObject({ ItemID: '110000007919', ListingStatus: 'Active' });
    const multiple = (await ebay.shopping.GetMultipleItems({
      ItemID: ['110000000000', '110000007919', '1'],
    })) as Fields;
    expect(multiple.Ack).toBe('Warning');
    expect(asList(multiple.Item).map((i) => i.ItemID)).toEqual(['110000000000', '110000007919']);
    await expect(ebay.shopping.GetSingleItem({ ItemID: '1' })).rejects.toMatchObject({ code: '10.12' });
  });

  it('reports the ItemEnded alert of a listing the seller ended', async () => {
    await signInClassic(ebay);
    const { ItemID } = await ebay.trading.AddFixedPriceItem({
      Item: {
        Title: 'Alert Mug',
        PrimaryCategory: { CategoryID: '112581' },
        ItemSpecifics: LAMP_ITEM_SPECIFICS,
        StartPrice: 9.5,
        Quantity: 1,
        ConditionID: 1000,
      },
    });
    const alertsBefore = (await ebay.clientAlerts.GetPublicAlerts({
      ChannelDescriptor: [{ ChannelType: 'Item', ChannelID: ItemID, EventType: ['ItemEnded'] }],
    })) as Fields;
    expect(alertsBefore).toMatchObject({ Ack: 'Success' });
    expect(alertsBefore.ClientAlerts).toBeUndefined();
    await ebay.trading.EndFixedPriceItem({ ItemID, EndingReason: 'NotAvailable' });
    const alerts = (await ebay.clientAlerts.GetPublicAlerts({
      ChannelDescriptor: [{ ChannelType: 'Item', ChannelID: ItemID, EventType: ['ItemEnded'] }],
    })) as Fields;
    const events = asList((alerts.ClientAlerts as Fields).ClientAlertEvent);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      EventType: 'ItemEnded',
      ItemEnded: { ItemID, Title: 'Alert Mug', CurrentPrice: { Value: 9.5, CurrencyID: 'USD' } },
    });
    const raw = await fetch(
      `${origin}/ws/ecasvc/ClientAlerts?appid=baykit-test-app&callname=GetPublicAlerts&ChannelDescriptor(0).ChannelID=${ItemID}`,
    );
    expect(raw.headers.get('content-type')).toMatch(/json/);
  });
});
