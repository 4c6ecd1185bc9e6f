// @baykit/spec/load: one API's schemas read on demand are the same data, and give the same shapes, as the whole
// catalog of the main entry.
import { describe, expect, it } from 'vitest';
import { requestBodySchema, requestShape, schemaCatalog } from '../src/index.js';
import { loadApiSchemas, requestBodySchemaIn, requestShapeIn, REST_API_NAMES } from '../src/load-entry.js';

describe('@baykit/spec/load', () => {
  it('names every API of the catalog and loads each as the catalog holds it', async () => {
    expect([...REST_API_NAMES].sort()).toEqual(Object.keys(schemaCatalog).sort());
    for (const api of REST_API_NAMES) expect(await loadApiSchemas(api), api).toEqual(schemaCatalog[api]);
  });

  it('gives every operation the request shape and inlined body of the main entry', async () => {
    for (const api of REST_API_NAMES) {
      const schemas = await loadApiSchemas(api);
      if (!schemas) throw new Error(`no schemas for ${api}`);
      for (const id of Object.keys(schemas.operations)) {
        expect(requestShapeIn(schemas, id), `${api}.${id}`).toEqual(requestShape(api, id));
        expect(requestBodySchemaIn(schemas, id), `${api}.${id}`).toEqual(requestBodySchema(api, id));
      }
    }
  });

  it('answers undefined for a name that is not an API or an operation, never an inherited property', async () => {
    for (const name of ['sell.nothing', '__proto__', 'constructor', 'toString', '../../package', ''])
      expect(await loadApiSchemas(name), name).toBeUndefined();
    const inventory = await loadApiSchemas('sell.inventory');
    if (!inventory) throw new Error('no sell.inventory');
    for (const id of ['getNothing', '__proto__', 'constructor', 'hasOwnProperty']) {
      expect(requestShapeIn(inventory, id), id).toBeUndefined();
      expect(requestBodySchemaIn(inventory, id), id).toBeUndefined();
    }
  });

  it('reads a file once: a second load is the same object', async () => {
    expect(await loadApiSchemas('buy.browse')).toBe(await loadApiSchemas('buy.browse'));
  });
});
