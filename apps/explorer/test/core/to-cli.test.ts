import { effectsOf } from '@baykit/spec/effects';
import { restCatalog } from 'baykit';
import { describe, expect, it } from 'vitest';
import type { OperationDetail, XmlCallDetail } from '../../shared/api.js';
import { toCli } from '../../src/core/to-cli.js';

/** The command `toCli` wrote; a refusal fails the test. */
const cli = (...args: Parameters<typeof toCli>): string => {
  const written = toCli(...args);
  if ('refused' in written) throw new Error(written.refused);
  return written.command;
};

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
    effects: [...(effectsOf(`${api}.${id}`) ?? [])],
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
  it('writes a REST call as baykit call: options, the environment, then -- and the path values in order', () => {
    expect(
      cli(
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
      `baykit call sell.inventory.createOrReplaceInventoryItem --header Content-Language:en-US --body '{"product":{"title":"Lamp"}}' --env emulator -- 'o'\\''neil lamp'\n`,
    );
    expect(
      cli(
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
      cli(
        {
          kind: 'xml',
          env: 'local',
          service: 'trading',
          callName: 'GetItem',
          fields: { ItemID: '1', Detail: { Level: 'x' } },
        },
        xmlDetail,
      ),
    ).toBe('baykit xml trading GetItem --field ItemID=1 --field Detail.Level=x --env emulator\n');
    const withList = cli(
      { kind: 'xml', env: 'production', service: 'trading', callName: 'GetItem', fields: { IDs: ['1', '2'] } },
      xmlDetail,
    );
    expect(withList).toMatch(/^cat > fields\.json <<'EOF'\n/);
    expect(withList).toMatch(/baykit xml trading GetItem --fields @fields\.json --env production\n$/);
    // Names the command line would read as nesting or as the value, and empty groups, go in the file too.
    for (const fields of [{ 'A.B': '1' }, { 'A=B': '1' }, { A: {} }, { A: null }])
      expect(cli({ kind: 'xml', env: 'local', service: 'trading', callName: 'GetItem', fields }, xmlDetail)).toMatch(
        /^cat > fields\.json <<'EOF'\n/,
      );
  });

  it('names the emulator for the local environment, so EBAY_APP_ID in the shell cannot send the call to eBay', () => {
    const input = { kind: 'rest', api: 'buy.browse', operationId: 'search', path: {}, query: {}, headers: {} } as const;
    const detailOfSearch = detail('buy.browse', 'search');
    expect(cli({ ...input, env: 'local' }, detailOfSearch)).toBe('baykit call buy.browse.search --env emulator\n');
    expect(cli({ ...input, env: 'production' }, detailOfSearch)).toBe(
      'baykit call buy.browse.search --env production\n',
    );
  });

  it('writes a value that starts with - as --flag=value, which the command line takes as a value', () => {
    expect(
      cli(
        {
          kind: 'rest',
          env: 'sandbox',
          api: 'sell.inventory',
          operationId: 'createOrReplaceInventoryItem',
          path: { sku: '-SKU' },
          query: {},
          headers: { '-X': 'y' },
          body: -1,
        },
        detail('sell.inventory', 'createOrReplaceInventoryItem'),
      ),
    ).toBe(`baykit call sell.inventory.createOrReplaceInventoryItem --header=-X:y --body=-1 --env sandbox -- -SKU\n`);
  });
});
