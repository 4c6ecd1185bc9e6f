// findOperation: REST operations and XML calls by full name, and what a close misspelling was meant to be.
import { describe, expect, it } from 'vitest';
import { findOperation, operationNames } from '../src/index.js';

describe('findOperation', () => {
  it('finds REST operations, renamed ones under their old name, and XML calls by full name', () => {
    expect(findOperation('sell.inventory.getInventoryItem').operation).toEqual({
      kind: 'rest',
      name: 'sell.inventory.getInventoryItem',
      api: 'sell.inventory',
      id: 'getInventoryItem',
    });
    expect(findOperation('trading.GetItem').operation).toEqual({
      kind: 'xml',
      name: 'trading.GetItem',
      service: 'trading',
      call: 'GetItem',
    });
    expect(findOperation('shopping.GetSingleItem').operation?.kind).toBe('xml');
    // Renamed: commerce.notification's `test` is `testSubscription` now; the old name is still a known name.
    expect(findOperation('commerce.notification.test').operation?.kind).toBe('rest');
    expect([...operationNames().values()].filter((op) => op.kind === 'rest').length).toBeGreaterThan(400);
  });

  it('suggests the right name for a close misspelling, a wrong case, a swapped pair or a missing API', () => {
    expect(findOperation('sell.inventory.getInventoryItme').didYouMean[0]).toBe('sell.inventory.getInventoryItem');
    expect(findOperation('sell.inventory.getinventoryitem').didYouMean[0]).toBe('sell.inventory.getInventoryItem');
    expect(findOperation('trading.GetItme').didYouMean[0]).toBe('trading.GetItem');
    expect(findOperation('trading.AddFixedPriceItm').didYouMean[0]).toBe('trading.AddFixedPriceItem');
    expect(findOperation('getInventoryItem').didYouMean).toContain('sell.inventory.getInventoryItem');
    expect(findOperation('GetItem').didYouMean).toContain('trading.GetItem');
  });

  it('suggests nothing for a name far from every operation, an empty name or a huge one', () => {
    expect(findOperation('completely.unrelated.thing')).toEqual({ didYouMean: [] });
    expect(findOperation('')).toEqual({ didYouMean: [] });
    expect(findOperation('x'.repeat(10_000))).toEqual({ didYouMean: [] });
    expect(findOperation('trading.GetItem').didYouMean).toEqual([]);
  });
});
