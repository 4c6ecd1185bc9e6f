import { describe, expect, it } from 'vitest';
import { operationArguments } from '../../src/facts/index.js';

describe('operationArguments', () => {
  it('puts path values in path order, then the body, the query and the options', () => {
    const shape = { pathParams: ['a', 'b'], body: { required: true }, query: [{ name: 'q' }] };
    const args = operationArguments(shape, {
      pathParams: { b: 'B', a: 'A' },
      body: 'body',
      query: { q: 1 },
      options: { timeoutMs: 1 },
    });
    expect(args).toEqual(['A', 'B', 'body', { q: 1 }, { timeoutMs: 1 }]);
  });

  it('has no body slot without a body, no query slot without query parameters, and no options unless given', () => {
    expect(operationArguments({ pathParams: ['id'], query: [] }, { pathParams: { id: 1 }, query: { q: 1 } })).toEqual([
      1,
    ]);
    expect(operationArguments({ pathParams: [], body: {}, query: [{}] }, { options: {} })).toEqual([
      undefined,
      undefined,
      {},
    ]);
  });

  it('places any values, e.g. the parameter declarations codegen writes', () => {
    const declared = operationArguments(
      { pathParams: ['sku'], query: [{ name: 'limit' }] },
      { pathParams: { sku: 'sku: string' }, query: 'query?: Q', options: 'options?: CallOptions' },
    );
    expect(declared).toEqual(['sku: string', 'query?: Q', 'options?: CallOptions']);
  });
});
