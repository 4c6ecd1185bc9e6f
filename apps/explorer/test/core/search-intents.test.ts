import { describe, expect, it } from 'vitest';
import { catalogEntries, didYouMean, searchCatalog } from '../../src/core/catalog-search.js';
import { SEARCH_INTENTS } from '../../src/core/search-intents.js';
import { fullCatalog } from './fixtures.js';

const entries = catalogEntries(fullCatalog());
const top = (query: string, count: number): string[] => searchCatalog(entries, query, count).map((entry) => entry.key);

describe('search by a seller task (search-intents.ts)', () => {
  it('finds the fulfilment calls for "mark order shipped" ahead of the post-order ones', () => {
    const found = top('mark order shipped', 6);
    expect(found.slice(0, 2)).toEqual(['rest:sell.fulfillment.createShippingFulfillment', 'xml:trading.CompleteSale']);
    // The post-order calls it found before still follow.
    expect(found).toContain('rest:postOrder.return.markReturnShipped');
  });

  it('ranks the task words of every intent to its operations first', () => {
    expect(top('add tracking', 2)).toEqual([
      'rest:sell.fulfillment.createShippingFulfillment',
      'xml:trading.CompleteSale',
    ]);
    // AddFixedPriceItem also has "item" in its name: the three in any order.
    expect(top('list an item', 3).sort()).toEqual([
      'rest:sell.inventory.createOffer',
      'rest:sell.inventory.publishOffer',
      'xml:trading.AddFixedPriceItem',
    ]);
    expect(top('refund the buyer', 1)).toEqual(['rest:sell.fulfillment.issueRefund']);
    expect(top('answer a return', 1)).toEqual(['rest:postOrder.return.processReturnRequest']);
    expect(top('leave feedback', 1)).toEqual(['xml:trading.LeaveFeedback']);
  });

  it('still ranks a name typed in full first', () => {
    expect(top('issue refund', 1)).toEqual(['rest:sell.fulfillment.issueRefund']);
    expect(top('publishOffer', 1)).toEqual(['rest:sell.inventory.publishOffer']);
    expect(top('getOrders', 1)).toEqual(['rest:sell.fulfillment.getOrders']);
  });

  it('names only operations the catalog has', () => {
    const keys = new Set(entries.map((entry) => entry.key));
    for (const intent of SEARCH_INTENTS) for (const key of intent.operations) expect(keys).toContain(key);
  });
});

describe('did you mean', () => {
  it('finds GetItem and getItem for "getitme", which matches nothing by itself', () => {
    expect(didYouMean(entries, 'getitme')).toEqual(expect.arrayContaining(['GetItem', 'getItem']));
    expect(top('getitme', 2).sort()).toEqual(['rest:buy.browse.getItem', 'xml:trading.GetItem']);
  });

  it('suggests nothing for words, or for a query that matches', () => {
    expect(didYouMean(entries, 'mark order shipped')).toEqual([]);
    expect(searchCatalog(entries, 'zzzzzzzzzz')).toEqual([]);
  });
});
