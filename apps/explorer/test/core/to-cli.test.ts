import { restCatalog } from 'baykit';
import { describe, expect, it } from 'vitest';
import type { OperationDetail, XmlCallDetail } from '../../shared/api.js';
import { toCli } from '../../src/core/to-cli.js';

const detail = (api: string, id: string): OperationDetail => {
  const spec = restCatalog[api]?.[id];
  if (!spec) throw new Error(`${api}.${id}`);
  return {
    api,
    operationId: id,
    method: spec.method,
    path: spec.path,
    tag: '',
    description: '',
    parameters: spec.pathParams.map((name) => ({ name, in: 'path' as const, required: true, type: 'string' })),
    grant: spec.grant,
    scopes: [...spec.scopes],
    sign: false,
    response: spec.response,
  };
};
const xmlDetail = {
  service: 'trading',
  callName: 'GetItem',
  status: 'live',
  sample: {},
  needsUserToken: true,
} as XmlCallDetail;

describe('toCli', () => {
  it('writes a REST call as baykit call with path values in order, queries, headers and a quoted body', () => {
    expect(
      toCli(
        {
          kind: 'rest',
          env: 'local',
          api: 'sell.inventory',
          operationId: 'createOrReplaceInventoryItem',
          path: { sku: "o'neil lamp" },
          query: { unused: '' },
          headers: { 'Content-Language': 'en-US' },
          body: { product: { title: 'Lamp' } },
        },
        detail('sell.inventory', 'createOrReplaceInventoryItem'),
      ),
    ).toBe(
      `baykit call sell.inventory.createOrReplaceInventoryItem 'o'\\''neil lamp' --header Content-Language:en-US --body '{"product":{"title":"Lamp"}}'\n`,
    );
    expect(
      toCli(
        {
          kind: 'rest',
          env: 'sandbox',
          api: 'buy.browse',
          operationId: 'search',
          path: {},
          query: { q: 'red shoes', limit: '3' },
          headers: {},
        },
        detail('buy.browse', 'search'),
      ),
    ).toBe(`baykit call buy.browse.search --query 'q=red shoes' --query limit=3 --env sandbox\n`);
  });

  it('writes an XML call as --field pairs, nested ones dotted, and lists through a fields file', () => {
    expect(
      toCli(
        {
          kind: 'xml',
          env: 'local',
          service: 'trading',
          callName: 'GetItem',
          fields: { ItemID: '1', Detail: { Level: 'x' } },
        },
        xmlDetail,
      ),
    ).toBe('baykit xml trading GetItem --field ItemID=1 --field Detail.Level=x\n');
    const withList = toCli(
      { kind: 'xml', env: 'production', service: 'trading', callName: 'GetItem', fields: { IDs: ['1', '2'] } },
      xmlDetail,
    );
    expect(withList).toMatch(/^cat > fields\.json <<'EOF'\n/);
    expect(withList).toMatch(/baykit xml trading GetItem --fields @fields\.json --env production\n$/);
  });
});
