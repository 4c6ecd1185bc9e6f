import { describe, expect, it } from 'vitest';
import { catalogEntries, groupEntries, searchCatalog, type CatalogEntry } from '../../src/core/catalog-search.js';
import { fullCatalog } from './fixtures.js';

const entries = catalogEntries(fullCatalog());
const keys = (found: readonly CatalogEntry[]): string[] => found.map((entry) => entry.key);

describe('catalogEntries', () => {
  it('makes one entry per REST operation and XML call, with keys, areas and groups', () => {
    const catalog = fullCatalog();
    expect(entries).toHaveLength(catalog.rest.length + catalog.xml.length);
    const getItem = entries.find((entry) => entry.key === 'rest:buy.browse.getItem');
    expect(getItem).toMatchObject({
      kind: 'rest',
      title: 'getItem',
      group: 'buy.browse',
      area: 'buy',
      method: 'GET',
      path: '/buy/browse/v1/item/{item_id}',
    });
    expect(getItem?.rest?.operationId).toBe('getItem');
    const trading = entries.find((entry) => entry.key === 'xml:trading.GetItem');
    expect(trading).toMatchObject({ kind: 'xml', title: 'GetItem', group: 'trading', area: 'xml' });
    expect(trading?.xml?.service).toBe('trading');
    expect(new Set(entries.map((entry) => entry.area))).toEqual(
      new Set(['buy', 'commerce', 'developer', 'postOrder', 'sell', 'xml']),
    );
  });

  it('says in the description when eBay decommissioned an XML call or its service', () => {
    expect(entries.find((entry) => entry.key.startsWith('xml:finding.'))?.description).toMatch(/decommissioned/);
    expect(entries.find((entry) => entry.key === 'xml:trading.GetItem')?.description).not.toMatch(/decommissioned/);
  });
});

describe('searchCatalog', () => {
  it('ranks the name a query of words spells first, then the names it begins', () => {
    const first = (query: string): string | undefined => searchCatalog(entries, query)[0]?.key;
    expect(first('issue refund')).toBe('rest:sell.fulfillment.issueRefund');
    expect(first('get item')).toBe('rest:buy.browse.getItem');
    expect(first('Create Offer')).toBe('rest:sell.inventory.createOffer');
    expect(first('get item by legacy id')).toBe('rest:buy.browse.getItemByLegacyId');
    const getItem = keys(searchCatalog(entries, 'get item'));
    expect(getItem.indexOf('rest:buy.browse.getItem')).toBeLessThan(getItem.indexOf('rest:buy.browse.getItems'));
    // The names the words begin come next, before names that only hold the words apart.
    const begun = getItem.slice(0, 12).map((key) => key.split('.').pop()?.toLowerCase());
    expect(begun.every((name) => name?.startsWith('getitem'))).toBe(true);
  });

  it('gives every entry in catalog order for an empty or blank query, and honours the limit', () => {
    expect(searchCatalog(entries, '')).toEqual(entries);
    expect(searchCatalog(entries, '   ')).toEqual(entries);
    expect(searchCatalog(entries, '', 5)).toEqual(entries.slice(0, 5));
  });

  it('ranks getItem first, then the other exact names, then names that start with it', () => {
    const found = keys(searchCatalog(entries, 'getItem'));
    expect(found[0]).toBe('rest:buy.browse.getItem');
    const at = (key: string): number => found.indexOf(key);
    expect(at('xml:trading.GetItem')).toBeGreaterThan(0);
    expect(at('rest:buy.browse.getItemByLegacyId')).toBeGreaterThan(at('xml:trading.GetItem'));
    expect(at('rest:buy.browse.getItemByLegacyId')).toBeLessThan(at('rest:buy.browse.getItems'));
    expect(at('rest:buy.browse.getItems')).toBeLessThan(at('rest:buy.browse.getItemsByItemGroup'));
  });

  it('is case-insensitive', () => {
    expect(keys(searchCatalog(entries, 'GETITEMBYLEGACYID'))).toEqual(['rest:buy.browse.getItemByLegacyId']);
  });

  it('matches camelCase word parts inside names', () => {
    const found = keys(searchCatalog(entries, 'legacy'));
    expect(found).toContain('rest:buy.browse.getItemByLegacyId');
    const byPart = keys(searchCatalog(entries, 'ShoppingCart'));
    expect(byPart).toContain('rest:buy.browse.getShoppingCart');
  });

  it('finds operations by path template and by path segment', () => {
    expect(keys(searchCatalog(entries, '/item/{item_id}'))).toContain('rest:buy.browse.getItem');
    const summary = keys(searchCatalog(entries, 'item_summary'));
    expect(summary).toContain('rest:buy.browse.search');
    expect(summary).toContain('rest:buy.browse.searchByImage');
    expect(summary.every((key) => key.startsWith('rest:'))).toBe(true);
  });

  it('finds by API namespace and XML service name', () => {
    const browse = searchCatalog(entries, 'browse');
    expect(browse.length).toBeGreaterThan(5);
    expect(browse.slice(0, 11).every((entry) => entry.group === 'buy.browse')).toBe(true);
    expect(keys(searchCatalog(entries, 'buy.browse.getItem'))[0]).toBe('rest:buy.browse.getItem');
    const trading = searchCatalog(entries, 'trading');
    expect(trading.length).toBeGreaterThan(50);
    expect(
      trading.every(
        (entry) => entry.group === 'trading' || /trading/i.test(entry.description + entry.title + (entry.path ?? '')),
      ),
    ).toBe(true);
  });

  it('puts the operations of an API named by the term before operations that only contain the word', () => {
    const found = searchCatalog(entries, 'fulfillment');
    const own = found.filter((entry) => entry.group === 'sell.fulfillment').length;
    expect(own).toBeGreaterThan(3);
    expect(found.slice(0, own).every((entry) => entry.group === 'sell.fulfillment')).toBe(true);
    expect(keys(found)).toContain('rest:sell.account.getFulfillmentPolicy');
  });

  it('needs every term to match somewhere, each in any field', () => {
    const found = searchCatalog(entries, 'trading getitem');
    expect(keys(found)[0]).toBe('xml:trading.GetItem');
    expect(found.every((entry) => entry.group === 'trading')).toBe(true);
    expect(keys(searchCatalog(entries, 'browse item_summary'))).toEqual([
      'rest:buy.browse.search',
      'rest:buy.browse.searchByImage',
    ]);
    expect(searchCatalog(entries, 'getItem zzznothing')).toEqual([]);
  });

  it('finds operations by plain words, ranking the ones that match every word first', () => {
    expect(keys(searchCatalog(entries, 'upload image'))[0]).toBe('xml:trading.UploadSiteHostedPictures');
    const search = keys(searchCatalog(entries, 'search items by keyword'));
    expect(search[0]).toBe('rest:buy.browse.search');
    expect(search).toContain('xml:finding.findItemsByKeywords');
    expect(keys(searchCatalog(entries, 'orders')).slice(0, 3)).toContain('rest:sell.fulfillment.getOrders');
    expect(keys(searchCatalog(entries, 'delete offer'))[0]).toBe('rest:sell.inventory.deleteOffer');
  });

  it('lets a query of three or more words miss one, after the entries that match them all', () => {
    expect(keys(searchCatalog(entries, 'browse getItem zzznothing'))[0]).toBe('rest:buy.browse.getItem');
    // Three of three (trading, get, item) before two of three.
    const found = keys(searchCatalog(entries, 'trading getitem transactions'));
    expect(found.indexOf('xml:trading.GetItemTransactions')).toBe(0);
    expect(found).toContain('xml:trading.GetItem');
    expect(searchCatalog(entries, 'zzz yyy getItem')).toEqual([]);
  });

  it('matches description words when nothing else does', () => {
    const user = searchCatalog(entries, 'getShoppingCart user');
    expect(keys(user)).toEqual(['rest:buy.browse.getShoppingCart']);
  });

  it('limits ranked results', () => {
    expect(searchCatalog(entries, 'get', 3)).toHaveLength(3);
  });
});

describe('groupEntries', () => {
  it('groups by area then by API or service, in the order entries come (so ranking survives)', () => {
    const found = searchCatalog(entries, 'getItem');
    const grouped = groupEntries(found);
    expect(grouped[0]?.area).toBe('buy');
    expect(grouped[0]?.groups[0]?.group).toBe('buy.browse');
    expect(grouped[0]?.groups[0]?.entries[0]?.key).toBe('rest:buy.browse.getItem');
    const xml = grouped.find((group) => group.area === 'xml');
    expect(xml?.groups.map((group) => group.group)).toContain('trading');
    const total = grouped.flatMap((area) => area.groups.flatMap((group) => group.entries)).length;
    expect(total).toBe(found.length);
  });

  it('gives nothing for no entries', () => {
    expect(groupEntries([])).toEqual([]);
  });
});
