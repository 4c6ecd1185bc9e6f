// The MCP tools resolve names through @baykit/spec's one operation index and shape what they find.
import { describe, expect, it } from 'vitest';
import { operationNamed, operations } from '../src/index.js';

describe('operationNamed', () => {
  it('resolves REST operations and Trading calls by full name, and not other XML services or near names', () => {
    expect(operationNamed('sell.inventory.getInventoryItem')).toMatchObject({ kind: 'rest', spec: { method: 'GET' } });
    expect(operationNamed('trading.GetItem')).toMatchObject({ kind: 'trading', call: 'GetItem' });
    expect(operationNamed('shopping.GetSingleItem')).toBeUndefined();
    expect(operationNamed('sell.inventory.getinventoryitem')).toBeUndefined();
    expect(operationNamed('__proto__')).toBeUndefined();
  });

  it('keeps the deprecated operations() map the same as what operationNamed resolves', () => {
    const all = operations();
    expect(all.size).toBeGreaterThan(500);
    for (const [name, op] of all) expect(operationNamed(name), name).toEqual(op);
  });
});
