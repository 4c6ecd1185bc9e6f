import { describe, expect, it } from 'vitest';
import { operationArguments, type OperationSpec } from '../../src/index.js';
import { readArguments } from '../../src/rest/invoke.js';
import { restCatalog } from '../../src/generated/catalog.gen.js';

const operations = Object.values(restCatalog)
  .flatMap((ops) => Object.values(ops))
  .map((spec) => [`${spec.api}.${spec.id}`, spec] as [string, OperationSpec]);

describe('operationArguments is the inverse of readArguments', () => {
  it.each(operations)('%s: named parts → positional arguments → the same parts', (_name, spec) => {
    const pathParams = Object.fromEntries(spec.pathParams.map((name, i) => [name, `value-${i}`]));
    const body = spec.body ? { probe: spec.id } : undefined;
    const query = spec.query ? Object.fromEntries(spec.query.map((q) => [q.name, `q-${q.name}`])) : undefined;
    const headers = Object.fromEntries((spec.headers ?? []).map((h) => [h.name, 'h']));
    const options = { headers, timeoutMs: 1234 };
    const args = operationArguments(spec, { pathParams, body, query, options });
    expect(args).toHaveLength(spec.pathParams.length + (spec.body ? 1 : 0) + (spec.query ? 1 : 0) + 1);
    expect(readArguments(spec, args)).toEqual({ pathParams, body, query, options });
  });

  it('leaves options off when not given, and keeps an absent body as an undefined slot', () => {
    const spec = restCatalog['sell.inventory']!['createOffer']!;
    expect(operationArguments(spec, { body: { sku: 'A' } })).toEqual([{ sku: 'A' }]);
    const put = restCatalog['sell.inventory']!['createOrReplaceInventoryItem']!;
    expect(operationArguments(put, { pathParams: { sku: 'S' }, options: { timeoutMs: 1 } })).toEqual([
      'S',
      undefined,
      { timeoutMs: 1 },
    ]);
  });
});
