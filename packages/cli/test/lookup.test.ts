// baykit call and ops resolve names through @baykit/spec's one operation index, then read the client's catalog entry.
import { operationNames } from '@baykit/spec/operations';
import { describe, expect, it } from 'vitest';
import { findOperation, restOperations } from '../src/lookup.js';

describe('the command line’s operation lookup', () => {
  it('finds a catalog entry for every REST name of the index, and lists exactly those', () => {
    const indexed = [...operationNames().values()].filter((ref) => ref.kind === 'rest').map((ref) => ref.name);
    expect(
      restOperations()
        .map(([name]) => name)
        .sort(),
    ).toEqual(indexed.sort());
  });

  it('gives the catalog entry of a REST operation and a usage error naming the fix for anything else', async () => {
    expect((await findOperation('sell.inventory.getInventoryItem')).path).toBe(
      '/sell/inventory/v1/inventory_item/{sku}',
    );
    await expect(findOperation('trading.GetItem')).rejects.toThrow(
      'trading.GetItem is an XML call: baykit xml trading GetItem --field Name=value',
    );
    await expect(findOperation('sell.inventory.getInventoryItme')).rejects.toThrow(
      'Unknown operation "sell.inventory.getInventoryItme". Did you mean sell.inventory.getInventoryItem?',
    );
    await expect(findOperation('getItem')).rejects.toThrow(/Did you mean .*buy\.browse\.getItem/);
  });
});
