import { describe, expect, it } from 'vitest';
import type { LoadedSpec, OpenApiDocument, OperationObject } from '../src/openapi.js';
import { diffSpecs, formatDiff } from '../src/specs-diff.js';

const op = (operationId: string, query: string[] = []): OperationObject => ({
  operationId,
  parameters: query.map((name) => ({ name, in: 'query' as const, required: name === 'q' })),
  responses: { '200': {} },
});

function spec(file: string, base: string, version: string, paths: OpenApiDocument['paths']): LoadedSpec {
  return {
    file,
    doc: {
      openapi: '3.0.0',
      info: { title: file, version },
      servers: [{ url: 'https://api.ebay.com{basePath}', variables: { basePath: { default: base } } }],
      paths,
    },
  };
}

const current = [
  spec('sell_account_v1_oas3', '/sell/account/v1', 'v1.0', {
    '/location/{key}': {
      servers: [{ url: 'https://api.ebay.com{basePath}', variables: { basePath: { default: '/sell/inventory/v1' } } }],
      get: op('getInventoryLocation'),
    },
    '/privilege': { get: op('getPrivileges') },
  }),
  spec('commerce_notification_v1_oas3', '/commerce/notification/v1', 'v1.2', {
    '/subscription/{id}/test': { post: op('test') },
    '/topic': { get: op('getTopics', ['limit']) },
  }),
];
const newer = [
  spec('sell_account_v1_oas3', '/sell/account/v1', 'v1.1', { '/privilege': { get: op('getPrivileges') } }),
  spec('sell_inventory_v1_oas3', '/sell/inventory/v1', 'v1.0', {
    '/location/{key}': { get: op('getInventoryLocation') },
  }),
  spec('commerce_notification_v1_oas3', '/commerce/notification/v1', 'v1.6', {
    '/subscription/{id}/test': { post: op('testSubscription') },
    '/topic': { get: op('getTopics', ['limit', 'q']) },
  }),
];

describe('diffSpecs', () => {
  const diff = diffSpecs(current, newer);

  it('lists new APIs, added, removed and changed operations, and version changes', () => {
    expect(diff.addedApis).toEqual(['sell.inventory']);
    expect(diff.removedApis).toEqual([]);
    expect(diff.added).toEqual([
      'sell.inventory.getInventoryLocation (GET /sell/inventory/v1/location/{key})',
      'commerce.notification.testSubscription (POST /commerce/notification/v1/subscription/{id}/test)',
    ]);
    expect(diff.removed).toEqual([
      'sell.account.getInventoryLocation (GET /sell/inventory/v1/location/{key})',
      'commerce.notification.test (POST /commerce/notification/v1/subscription/{id}/test)',
    ]);
    expect(diff.changed).toEqual(['commerce.notification.getTopics: query + q; now required: q']);
    expect(diff.versions).toEqual([
      { file: 'commerce_notification_v1_oas3', from: 'v1.2', to: 'v1.6' },
      { file: 'sell_account_v1_oas3', from: 'v1.0', to: 'v1.1' },
      { file: 'sell_inventory_v1_oas3', to: 'v1.0' },
    ]);
  });

  it('suggests moved, renamed and removed lifecycle entries by method and path', () => {
    expect(diff.suggestions).toEqual([
      {
        api: 'sell.account',
        operationIds: ['getInventoryLocation'],
        status: 'moved',
        to: 'sell.inventory.getInventoryLocation',
        evidence: 'absent from sell_account_v1_oas3 v1.1',
      },
      {
        api: 'commerce.notification',
        operationIds: ['test'],
        status: 'renamed',
        to: 'testSubscription',
        evidence: 'absent from commerce_notification_v1_oas3 v1.6',
      },
    ]);
    const gone = diffSpecs(current, [newer[0]!, newer[2]!]);
    expect(gone.suggestions[0]).toMatchObject({ status: 'removed', operationIds: ['getInventoryLocation'] });
  });

  it('prints every section and the entries as JSON', () => {
    const text = formatDiff(diff);
    expect(text).toContain('Added operations (2)');
    expect(text).toContain('New APIs (add a namespace in packages/codegen/src/apis.ts) (1)\n  sell.inventory');
    expect(text).toContain('"status": "renamed"');
  });
});
