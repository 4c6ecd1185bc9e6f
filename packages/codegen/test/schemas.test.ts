import { describe, expect, it } from 'vitest';
import { generate } from '../src/generate.js';
import type { LoadedSpec } from '../src/openapi.js';

/** A Browse-shaped spec whose getItem declares parameters at the path item and at the operation. */
function fixture(): LoadedSpec {
  return {
    file: 'buy_browse_v1_oas3',
    doc: {
      openapi: '3.0.0',
      info: { title: 'Browse API', version: 'v1.0' },
      servers: [{ url: 'https://api.ebay.com{basePath}', variables: { basePath: { default: '/buy/browse/v1' } } }],
      paths: {
        '/item/{item_id}': {
          parameters: [
            { name: 'item_id', in: 'path', description: 'prose', schema: { type: 'string', description: 'prose' } },
          ],
          get: {
            operationId: 'getItem',
            tags: ['item'],
            parameters: [
              { name: 'fieldgroups', in: 'query', description: 'prose', schema: { type: 'string' } },
              { name: 'X-EBAY-C-MARKETPLACE-ID', in: 'header', required: true, schema: { type: 'string' } },
              { name: 'X-EBAY-C-ENDUSERCTX', in: 'header', schema: { type: 'string' } },
              { name: 'Range', in: 'header', schema: { type: 'string', enum: ['bytes=0-9'] } },
              { name: 'session', in: 'cookie', schema: { type: 'string' } },
            ],
            responses: {
              '200': {
                content: {
                  'application/json': { schema: { type: 'object', properties: { title: { type: 'string' } } } },
                },
              },
            },
            security: [{ api_auth: ['https://api.ebay.com/oauth/api_scope'] }],
          },
        },
      },
      components: { schemas: {} },
    },
  };
}

interface EmittedParameter {
  name: string;
  in: string;
  required: boolean;
  schema?: Record<string, unknown>;
}

function emittedGetItem(spec: LoadedSpec): { parameters: EmittedParameter[]; tag: string } {
  const { spec: files } = generate([spec], []);
  const parsed = JSON.parse(files.get('rest/buy.browse.json') ?? '{}') as {
    operations: Record<string, { parameters: EmittedParameter[]; tag: string }>;
  };
  const op = parsed.operations.getItem;
  if (!op) throw new Error('getItem missing from the emitted schemas');
  return op;
}

describe('emitSchemas', () => {
  it('lists path, query and header parameters in spec order without the client default headers, cookies or prose', () => {
    const op = emittedGetItem(fixture());
    expect(op.tag).toBe('item');
    expect(op.parameters).toEqual([
      { name: 'item_id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'fieldgroups', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'Range', in: 'header', required: false, schema: { enum: ['bytes=0-9'], type: 'string' } },
    ]);
  });

  it('writes the same bytes whatever order the parameter objects list their keys in', () => {
    const a = [...generate([fixture()], []).spec];
    const shuffled = fixture();
    const op = shuffled.doc.paths['/item/{item_id}']?.get;
    if (!op?.parameters) throw new Error('fixture changed');
    op.parameters = op.parameters.map((p) => Object.fromEntries(Object.entries(p).reverse()) as typeof p);
    expect([...generate([shuffled], []).spec]).toEqual(a);
  });
});
