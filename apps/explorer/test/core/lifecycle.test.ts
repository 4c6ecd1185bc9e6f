import { describe, expect, it } from 'vitest';
import type { Catalog, OperationSummary } from '../../shared/api.js';
import { createBackend } from '../../src/api.js';
import { catalogEntries } from '../../src/core/catalog-search.js';
import { entryLifecycle, isDecommissioned, lifecycleBadge, replacementKey } from '../../src/core/lifecycle.js';
import { createCatalogStore } from '../../src/state/catalog.js';

const op = (api: string, operationId: string, lifecycle?: OperationSummary['lifecycle']): OperationSummary => ({
  api,
  operationId,
  method: 'GET',
  path: `/${api}/${operationId}`,
  tag: 'x',
  description: `${operationId} words`,
  effects: ['read'],
  ...(lifecycle ? { lifecycle } : {}),
});

const catalog: Catalog = {
  rest: [
    op('sell.account', 'getInventoryLocation', {
      status: 'moved',
      replacement: 'sell.inventory.getInventoryLocation',
      message: 'sell.account.getInventoryLocation moved.',
    }),
    op('sell.compliance', 'getListingViolations', {
      status: 'decommissioned',
      date: '2026-03-30',
      message: 'eBay decommissioned the Sell Compliance API on 2026-03-30.',
    }),
    op('sell.inventory', 'getInventoryLocation'),
  ],
  xml: [
    { service: 'trading', callName: 'GetItem', status: 'live', effects: ['read'] },
    {
      service: 'trading',
      callName: 'GetCategories',
      status: 'retired',
      effects: ['read'],
      lifecycle: {
        status: 'decommissioned',
        date: '2026-04-15',
        replacement: 'commerce.taxonomy.getCategoryTree / getCategorySubtree',
        message: 'eBay decommissioned GetCategories.',
      },
    },
  ],
};
const entries = catalogEntries(catalog);
const entry = (key: string) => entries.find((e) => e.key === key)!;

describe('lifecycle in the operation list', () => {
  it('labels each status with its date, and finds the lifecycle of REST and XML entries', () => {
    expect(lifecycleBadge({ status: 'decommissioned', date: '2026-03-30', message: '' })).toBe(
      'decommissioned 2026-03-30',
    );
    expect(lifecycleBadge({ status: 'removed', message: '' })).toBe('removed by eBay');
    expect(entryLifecycle(entry('xml:trading.GetCategories'))?.status).toBe('decommissioned');
    expect(entryLifecycle(entry('rest:sell.inventory.getInventoryLocation'))).toBeUndefined();
    expect(entries.filter(isDecommissioned).map((e) => e.key)).toEqual([
      'rest:sell.compliance.getListingViolations',
      'xml:trading.GetCategories',
    ]);
  });

  it('links a replacement only when it names one operation of the catalog', () => {
    const moved = entryLifecycle(entry('rest:sell.account.getInventoryLocation'))!;
    expect(replacementKey(moved, entries)).toBe('rest:sell.inventory.getInventoryLocation');
    expect(replacementKey(entryLifecycle(entry('xml:trading.GetCategories'))!, entries)).toBeUndefined();
    expect(replacementKey({ ...moved, replacement: 'sell.nowhere.getThing' }, entries)).toBeUndefined();
  });

  it('hides decommissioned calls until asked, saying how many are hidden, searches included', async () => {
    const fetch = (async (input: string | URL | Request) =>
      String(input) === '/api/catalog'
        ? Response.json(catalog)
        : Response.json({ error: 'no such endpoint' }, { status: 404 })) as typeof globalThis.fetch;
    const store = createCatalogStore(createBackend(fetch));
    await store.getState().load();
    expect(store.getState().results.map((e) => e.key)).toEqual([
      'rest:sell.account.getInventoryLocation',
      'rest:sell.inventory.getInventoryLocation',
      'xml:trading.GetItem',
    ]);
    expect(store.getState().hiddenRetired).toBe(2);
    store.getState().setQuery('getListingViolations');
    expect(store.getState().results).toEqual([]);
    store.getState().setShowRetired(true);
    expect(store.getState().results.map((e) => e.key)).toEqual(['rest:sell.compliance.getListingViolations']);
    expect(store.getState().hiddenRetired).toBe(0);
  });
});
