import { describe, expect, it } from 'vitest';
import { generate } from '../src/generate.js';
import { aliasTarget, mergeContracts, type LifecycleFile } from '../src/lifecycle.js';
import type { LoadedSpec, OpenApiDocument, OperationObject } from '../src/openapi.js';

const FILE = 'sell_fulfillment_v1_oas3';

function op(operationId: string, schema?: string): OperationObject {
  return {
    operationId,
    tags: ['order'],
    responses: {
      '200': schema ? { content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } } : {},
    },
    security: [{ api_auth: ['https://api.ebay.com/oauth/api_scope/sell.fulfillment'] }],
  };
}

function spec(version: string, paths: OpenApiDocument['paths'], schemas: Record<string, object> = {}): LoadedSpec {
  return {
    file: FILE,
    doc: {
      openapi: '3.0.0',
      info: { title: 'Fulfillment API', version },
      servers: [
        { url: 'https://api.ebay.com{basePath}', variables: { basePath: { default: '/sell/fulfillment/v1' } } },
      ],
      paths,
      components: { schemas },
    },
  };
}

const seed = spec(
  'v1.0',
  {
    '/order': { get: op('getOrders') },
    '/old': { get: op('getOld', 'Old') },
    '/gone': { post: op('dropIt') },
    '/order/{id}/note': { get: { ...op('note'), parameters: [{ name: 'id', in: 'path', required: true }] } },
  },
  { Old: { type: 'object', properties: { inner: { $ref: '#/components/schemas/Inner' } } }, Inner: { type: 'string' } },
);
const current = spec('v2.0', {
  '/order': { get: op('getOrders') },
  '/order/{id}/note': { get: { ...op('getNote'), parameters: [{ name: 'id', in: 'path', required: true }] } },
});
const lifecycle: LifecycleFile = {
  asOf: '2026-11-24',
  apis: [],
  operations: [
    {
      api: 'sell.fulfillment',
      operationIds: ['dropIt'],
      status: 'decommissioned',
      date: '2026-01-02',
      replacement: 'sell.fulfillment.getOrders',
    },
    { api: 'sell.fulfillment', operationIds: ['note'], status: 'renamed', to: 'getNote' },
  ],
  xmlCalls: [],
};

describe('mergeContracts', () => {
  const merged = mergeContracts([seed], [current], lifecycle);

  it('keeps the current contract, copies seed-only operations with the schemas they use, and marks their lifecycle', () => {
    const doc = merged.specs[0]!.doc;
    expect(doc.info.version).toBe('v2.0');
    expect(Object.keys(doc.paths).sort()).toEqual(['/gone', '/old', '/order', '/order/{id}/note']);
    expect(Object.keys(doc.components?.schemas ?? {}).sort()).toEqual(['Inner', 'Old']);
    expect((doc.paths['/old']!.get as unknown as Record<string, unknown>)['x-baykit-lifecycle']).toEqual({
      status: 'removed',
      evidence: `absent from ${FILE} v2.0`,
    });
    expect((doc.paths['/gone']!.post as unknown as Record<string, unknown>)['x-baykit-lifecycle']).toMatchObject({
      status: 'decommissioned',
      date: '2026-01-02',
    });
    // The renamed one is not copied: it becomes an alias.
    expect(doc.paths['/order/{id}/note']!.get!.operationId).toBe('getNote');
    expect(merged.aliases).toEqual([
      { api: 'sell.fulfillment', id: 'note', status: 'renamed', target: 'sell.fulfillment.getNote' },
    ]);
    expect(merged.sources).toEqual([{ file: FILE, seedVersion: 'v1.0', currentVersion: 'v2.0' }]);
  });

  it('generates the lifecycle into the catalog entries, @deprecated into the types and a status column into the docs', () => {
    const out = generate(merged.specs, [], undefined, merged);
    const api = out.files.get('sell-fulfillment.gen.ts')!;
    // A compact row per operation (operationTable), the lifecycle beside the rows.
    expect(api).toContain(`dropIt: 'POST /gone >auto @auto $0',`);
    expect(api).toMatch(
      /dropIt: \{ lifecycle: \{ status: 'decommissioned', date: '2026-01-02', replacement: "sell\.fulfillment\.getOrders", message: "eBay decommissioned sell\.fulfillment\.dropIt on 2026-01-02; it fails at eBay\. Use sell\.fulfillment\.getOrders instead\." \} \}/,
    );
    // The alias sends the new operation's request and is typed as it.
    expect(api).toContain(`note: 'GET /order/{id}/note >auto @auto $0',`);
    expect(api).toMatch(/note: \{ lifecycle: \{ status: 'renamed'/);
    expect(api).toContain(`declare readonly note: SellFulfillmentApi['getNote'];`);
    expect(api).toContain('@deprecated sell.fulfillment.note was renamed: it is now sell.fulfillment.getNote');
    expect(out.docs).toContain('| `sell_fulfillment_v1_oas3` | v1.0 | v2.0 |');
    expect(out.docs).toContain('**decommissioned** 2026-01-02 → `sell.fulfillment.getOrders`');
    expect(out.docs).toMatch(/Every REST operation baykit calls: 4 operations in 1 APIs, plus 1 aliases/);
  });

  it('refuses an alias whose target does not exist', () => {
    const broken = mergeContracts([seed], [spec('v2.0', { '/order': { get: op('getOrders') } })], lifecycle);
    expect(() => generate(broken.specs, [], undefined, broken)).toThrow(
      /note renamed to sell\.fulfillment\.getNote, which does not exist/,
    );
  });
});

describe('aliasTarget', () => {
  it('reads lifecycle.json\'s "to" as an operation, an API with the same operationId, or a full method path', () => {
    expect(aliasTarget('commerce.notification', 'test', 'testSubscription')).toBe(
      'commerce.notification.testSubscription',
    );
    expect(aliasTarget('sell.account', 'getInventoryLocation', 'sell.inventory (same operationIds; …)')).toBe(
      'sell.inventory.getInventoryLocation',
    );
    expect(aliasTarget('sell.account', 'getSalesTaxJurisdictions', 'sell.metadata.getSalesTaxJurisdictions')).toBe(
      'sell.metadata.getSalesTaxJurisdictions',
    );
  });
});
