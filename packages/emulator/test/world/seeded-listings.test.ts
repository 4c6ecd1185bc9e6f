import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayClient } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { findLeaf } from '../../src/world/categories.js';
import { listingRefusals } from '../../src/world/listing-rules.js';
import { CATALOG_SIZE, seedListings } from '../../src/world/stores/listings.js';
import { expectValidTradingAnswer, signInClassic, testClient } from '../xml/helpers.js';

type Fields = Record<string, unknown>;
const asList = (value: unknown): Fields[] =>
  Array.isArray(value) ? (value as Fields[]) : value ? [value as Fields] : [];

describe('the seeded catalog', () => {
  const catalog = seedListings(1);

  it('keeps its count, its ids and its determinism', () => {
    expect(catalog.items).toHaveLength(CATALOG_SIZE);
    expect(catalog.items[0]?.legacyItemId).toBe('110000000000');
    expect(catalog.items[2999]?.legacyItemId).toBe(String(110000000000 + 2999 * 7919));
    expect(seedListings(1).items).toEqual(catalog.items);
    expect(seedListings(2).items.map((i) => i.title)).not.toEqual(catalog.items.map((i) => i.title));
  });

  it('lists every item in a leaf, with a condition and the item specifics its category asks', () => {
    for (const item of catalog.items) {
      const leaf = findLeaf(item.categoryId);
      expect(leaf?.name, item.categoryId).toBe(item.categoryName);
      const refusals = listingRefusals({
        categoryId: item.categoryId,
        aspects: item.aspects ?? {},
        condition: item.conditionId,
        marketplace: 'EBAY_US',
      });
      expect(refusals, `${item.title} (${item.categoryId})`).toEqual([]);
      expect(item.condition).toBe(Number(item.conditionId) >= 3000 ? 'USED' : 'NEW');
      expect(item.title.length, item.title).toBeLessThanOrEqual(80);
    }
  });

  it('covers the main branches of eBay US and eBay Motors parts', () => {
    const tops = new Set(catalog.items.map((i) => findLeaf(i.categoryId)?.path[0]?.name));
    for (const top of [
      'Cell Phones & Accessories',
      'Computers/Tablets & Networking',
      'Cameras & Photo',
      'Consumer Electronics',
      'Video Games & Consoles',
      'Clothing, Shoes & Accessories',
      'Jewelry & Watches',
      'Toys & Hobbies',
      'Home & Garden',
      'Sporting Goods',
      'Books & Magazines',
      'Collectibles',
      'Sports Mem, Cards & Fan Shop',
      'eBay Motors',
    ])
      expect(tops, top).toContain(top);
  });

  it('prices a phone as a phone and a book as a book', () => {
    const working = (id: string) => catalog.items.filter((i) => i.categoryId === id && i.conditionId !== '7000');
    const phones = working('9355');
    const books = working('261186');
    expect(phones.length).toBeGreaterThan(50);
    expect(Math.min(...phones.map((i) => i.price))).toBeGreaterThanOrEqual(50);
    expect(Math.max(...books.map((i) => i.price))).toBeLessThan(40);
  });
});

// The searches a buyer types, and the top-level category (or Motors' Parts branch) a hit of each must come from.
const SEARCHES: [q: string, category: string][] = [
  ['phones', 'Cell Phones & Accessories'],
  ['iphone', 'Cell Phones & Accessories'],
  ['laptop', 'Computers/Tablets & Networking'],
  ['shoes', 'Clothing, Shoes & Accessories'],
  ['nike', 'Clothing, Shoes & Accessories'],
  ['watch', 'Jewelry & Watches'],
  ['camera', 'Cameras & Photo'],
  ['lego', 'Toys & Hobbies'],
  ['toys', 'Toys & Hobbies'],
  ['car parts', 'eBay Motors'],
  ['brake pads', 'eBay Motors'],
];

describe('common searches over HTTP', () => {
  let emulator: Emulator;
  let ebay: EbayClient;

  beforeAll(async () => {
    emulator = createEmulator({ seed: 1, serveRetired: true });
    ebay = testClient((await emulator.listen(0)).url);
  });
  afterAll(async () => {
    await ebay.close();
    await emulator.close();
  });

  it.each(SEARCHES)('Browse finds %s in %s', async (q, top) => {
    const found = await ebay.buy.browse.search({ q, limit: 200 });
    const summaries = found.itemSummaries ?? [];
    expect(found.total).toBeGreaterThan(0);
    for (const item of summaries) for (const word of q.split(' ')) expect(item.title?.toLowerCase()).toContain(word);
    const names = summaries.flatMap((item) => (item.categories ?? []).map((c) => c.categoryName));
    expect(names).toContain(top);
  });

  it.each(SEARCHES)('Finding findItemsByKeywords finds %s in %s', async (keywords, top) => {
    const found = (await ebay.finding.findItemsByKeywords({
      keywords,
      paginationInput: { entriesPerPage: 100, pageNumber: 1 },
    })) as Fields;
    expect(found.ack).toBe('Success');
    const items = asList((found.searchResult as Fields).item);
    expect(items.length).toBeGreaterThan(0);
    const tops = items.map((item) => findLeaf(String((item.primaryCategory as Fields).categoryId))?.path[0]?.name);
    expect(tops).toContain(top);
  });

  it('Finding findItemsAdvanced narrows a search to a category', async () => {
    const found = (await ebay.finding.findItemsAdvanced({ keywords: 'iphone', categoryId: '9355' })) as Fields;
    const items = asList((found.searchResult as Fields).item);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect((item.primaryCategory as Fields).categoryId).toBe('9355');
  });

  it('Trading GetItem shows a found listing with its category, condition and, when asked, its item specifics', async () => {
    await signInClassic(ebay);
    const [hit] = (await ebay.buy.browse.search({ q: 'iphone', limit: 1 })).itemSummaries ?? [];
    const plain = await ebay.trading.GetItem({ ItemID: hit?.legacyItemId });
    expect(plain.Item?.PrimaryCategory?.CategoryID).toBe('9355');
    expect(plain.Item?.ItemSpecifics).toBeUndefined();
    const got = await ebay.trading.GetItem({ ItemID: hit?.legacyItemId, IncludeItemSpecifics: true });
    await expectValidTradingAnswer('GetItem', got as Record<string, unknown>);
    expect(got.Item?.Title).toBe(hit?.title);
    expect(String(got.Item?.ConditionID)).toBe(hit?.conditionId);
    const specifics = got.Item?.ItemSpecifics?.NameValueList ?? [];
    expect(specifics.find((s) => s.Name === 'Brand')?.Value).toEqual(['Apple']);
    expect(specifics.find((s) => s.Name === 'Model')?.Value?.[0]).toMatch(/^Apple iPhone/);
  });

  it("Browse getItem shows a found listing's item specifics as localizedAspects", async () => {
    const [hit] = (await ebay.buy.browse.search({ q: 'nike', category_ids: '15709', limit: 1 })).itemSummaries ?? [];
    const item = await ebay.buy.browse.getItem(hit?.itemId ?? '');
    expect(item.localizedAspects).toContainEqual({ type: 'STRING', name: 'Brand', value: 'Nike' });
    expect(item.localizedAspects).toContainEqual({ type: 'STRING', name: 'Department', value: 'Men' });
    expect(item.localizedAspects?.map((a) => a.name)).toContain('US Shoe Size');
  });
});
