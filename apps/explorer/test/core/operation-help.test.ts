import { describe, expect, it } from 'vitest';
import {
  browseFilter,
  emptyBrowseFilter,
  isPriceBound,
  operationHelp,
  toggleListValue,
} from '../../src/core/operation-help.js';
import { catalogEntries } from '../../src/core/catalog-search.js';
import { fullCatalog } from './fixtures.js';

describe('operation help', () => {
  it('has help for the most used operations, all of which exist in the catalog', () => {
    const keys = new Set(catalogEntries(fullCatalog()).map((entry) => entry.key));
    for (const key of [
      'rest:buy.browse.search',
      'rest:sell.inventory.createOrReplaceInventoryItem',
      'rest:sell.inventory.createOffer',
      'rest:sell.fulfillment.getOrders',
      'rest:sell.marketing.createCampaign',
      'xml:trading.AddFixedPriceItem',
      'xml:trading.ReviseItem',
      'xml:trading.GetMyeBaySelling',
      'xml:trading.GetOrders',
    ]) {
      expect(keys.has(key), key).toBe(true);
      expect(operationHelp(key)?.notes.length, key).toBeGreaterThan(0);
    }
    expect(operationHelp('rest:buy.browse.search')?.parameters?.fieldgroups?.values).toContain('MATCHING_ITEMS');
    expect(operationHelp('rest:buy.browse.getItem')).toBeUndefined();
  });
});

describe('browseFilter', () => {
  it('builds price ranges with a currency, sets and a country, comma-separated', () => {
    expect(
      browseFilter({
        priceMin: '10',
        priceMax: '50',
        priceCurrency: '',
        conditions: ['NEW', 'USED'],
        buyingOptions: ['FIXED_PRICE'],
        itemLocationCountry: 'us',
      }),
    ).toBe('price:[10..50],priceCurrency:USD,conditions:{NEW|USED},buyingOptions:{FIXED_PRICE},itemLocationCountry:US');
    expect(browseFilter({ ...emptyBrowseFilter(), priceMin: '20', priceCurrency: 'EUR' })).toBe(
      'price:[20..],priceCurrency:EUR',
    );
    expect(browseFilter(emptyBrowseFilter())).toBe('');
  });

  it('accepts prices with up to two decimals, or nothing', () => {
    expect(isPriceBound('12.50')).toBe(true);
    expect(isPriceBound('')).toBe(true);
    expect(isPriceBound('12,50')).toBe(false);
    expect(isPriceBound('-1')).toBe(false);
  });
});

describe('toggleListValue', () => {
  it('adds a value to a comma-separated list, or takes it out', () => {
    expect(toggleListValue('', 'FULL')).toBe('FULL');
    expect(toggleListValue('MATCHING_ITEMS', 'EXTENDED')).toBe('MATCHING_ITEMS,EXTENDED');
    expect(toggleListValue('MATCHING_ITEMS, EXTENDED', 'MATCHING_ITEMS')).toBe('EXTENDED');
  });
});
