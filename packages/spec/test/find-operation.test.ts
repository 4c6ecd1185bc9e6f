// findOperation: REST operations and XML calls by full name, and what a close misspelling was meant to be.
import { describe, expect, it } from 'vitest';
import { findOperation, operationNames } from '../src/index.js';
import { findRestOperation } from '../src/find-operation.js';

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

describe('the one operation index (@baykit/spec/operations)', () => {
  it('holds every REST operation of the schema catalog, renamed ones too, and every XML call, without the schemas', async () => {
    const { schemaCatalog, XML_CALLS } = await import('../src/index.js');
    const { operationNames: light } = await import('../src/find-operation.js');
    const rest = Object.entries(schemaCatalog).flatMap(([api, doc]) =>
      [...Object.keys(doc.operations), ...Object.keys(doc.aliases ?? {})].map((id) => `${api}.${id}`),
    );
    const xml = Object.entries(XML_CALLS).flatMap(([service, calls]) => calls.map((call) => `${service}.${call}`));
    expect([...light().keys()].sort()).toEqual([...rest, ...xml].sort());
  });

  it('answers a name in another case, and a Trading call name without its service, with the operation first', () => {
    expect(findOperation('SELL.INVENTORY.GETINVENTORYITEM').didYouMean[0]).toBe('sell.inventory.getInventoryItem');
    expect(findOperation('trading.getitem').didYouMean[0]).toBe('trading.GetItem');
    expect(findOperation('AddFixedPriceItem').didYouMean).toContain('trading.AddFixedPriceItem');
    expect(findOperation('trading.AddFixedPriceItem').operation?.kind).toBe('xml');
  });

  it('names every operation a bare id could be when it is ambiguous, not one of them', () => {
    // getItem is Browse's and (in another case) Trading's, Shopping's GetSingleItem is near it too.
    const found = findOperation('getItem');
    expect(found.operation).toBeUndefined();
    expect(found.didYouMean).toEqual(expect.arrayContaining(['buy.browse.getItem', 'trading.GetItem']));
  });

  it('resolves a REST operation by API and id, and nothing for an XML call, a wrong API or a prototype name', () => {
    expect(findRestOperation('sell.inventory', 'getInventoryItem')?.name).toBe('sell.inventory.getInventoryItem');
    expect(findRestOperation('sell.inventory', 'getItem')).toBeUndefined();
    expect(findRestOperation('trading', 'GetItem')).toBeUndefined();
    expect(findRestOperation('sell', 'inventory.getInventoryItem')).toBeUndefined();
    expect(findRestOperation('sell.inventory', '__proto__')).toBeUndefined();
    expect(findRestOperation('__proto__', 'constructor')).toBeUndefined();
  });
});
