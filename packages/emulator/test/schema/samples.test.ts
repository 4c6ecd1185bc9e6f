import { restCatalog } from 'baykit';
import { describe, expect, test } from 'vitest';
import { sampleRequestBody as specRequestBody } from '@baykit/spec/samples';
import { sampleRequestBody } from '../../src/index.js';
import { SeededRandom } from '../../src/random.js';
import {
  resolveRef,
  SchemaValidator,
  sampleResponse,
  schemaCatalog,
  type ApiSchemas,
  type JsonSchema,
  type SchemaCatalog,
} from '../../src/rest/schema/index.js';

// Timed here, first in the file: the first Ajv instance of the process also compiles the draft-07 meta-schema.
const constructStart = performance.now();
const validator = new SchemaValidator();
const firstConstructMs = performance.now() - constructStart;

const operations = Object.entries(schemaCatalog).flatMap(([api, doc]) =>
  Object.keys(doc.operations).map((id) => [api, id] as const),
);

/** Records where `value` holds a string typed with an enumeration whose known values do not include it. */
function visitEnumerations(doc: ApiSchemas, schema: JsonSchema, value: unknown, at: string, wrong: string[]): void {
  const target = schema.$ref ? resolveRef(doc, schema.$ref) : schema;
  if (!target) return;
  const known = target['x-enum'] === undefined ? undefined : doc.enums?.[target['x-enum']];
  if (known && typeof value === 'string' && !known.includes(value)) wrong.push(`${at}: ${value}`);
  if (Array.isArray(value) && target.items)
    value.forEach((item) => visitEnumerations(doc, target.items!, item, `${at}[]`, wrong));
  else if (typeof value === 'object' && value !== null)
    for (const [name, child] of Object.entries(value)) {
      const property = target.properties?.[name];
      if (property) visitEnumerations(doc, property, child, `${at}.${name}`, wrong);
    }
}

const sample = (api: string, id: string, seed = 7, echo: Record<string, string> = {}): unknown =>
  sampleResponse(api, id, { random: new SeededRandom(seed), echo });

describe('the schema catalog', () => {
  test('holds exactly the operations of the client catalog (460; aliases are served as the operation they call)', () => {
    const client = Object.entries(restCatalog).flatMap(([api, ops]) =>
      Object.values(ops)
        .filter((spec) => spec.lifecycle?.status !== 'renamed' && spec.lifecycle?.status !== 'moved')
        .map((spec) => `${api}.${spec.id}`),
    );
    expect(operations.map(([api, id]) => `${api}.${id}`).sort()).toEqual(client.sort());
    expect(operations).toHaveLength(460);
  });
});

describe('sampleResponse for every operation', () => {
  test.each(operations)('%s %s validates against its own response schema', (api, id) => {
    const value = sample(api, id);
    if (schemaCatalog[api]?.operations[id]?.responses.length === 0) {
      expect(value).toBeUndefined();
      return;
    }
    expect(value).toBeDefined();
    expect(validator.validateResponse(api, id, value)).toEqual([]);
  });

  test.each(operations)('%s %s gives the same value for the same seed', (api, id) => {
    expect(sample(api, id, 42)).toEqual(sample(api, id, 42));
  });
});

describe("sampleRequestBody (@baykit/spec/samples' metadata)", () => {
  const withBody = operations.filter(([api, id]) => schemaCatalog[api]?.operations[id]?.body !== undefined);

  test.each(withBody)('%s %s gets a body that passes its own request schema', (api, id) => {
    const body = specRequestBody(api, id, schemaCatalog, restCatalog[api]?.[id]);
    expect(body).toBeDefined();
    expect(validator.validateBody(api, id, body)).toEqual([]);
  });

  test("the emulator's export is @baykit/spec's with the operation's catalog entry, and no body gets none", () => {
    for (const [api, id] of withBody)
      expect(sampleRequestBody(api, id), `${api}.${id}`).toEqual(
        specRequestBody(api, id, schemaCatalog, restCatalog[api]?.[id]),
      );
    expect(withBody.length).toBeGreaterThan(150);
    expect(specRequestBody('sell.inventory', 'getInventoryItem')).toBeUndefined();
    expect(specRequestBody('no.such', 'api')).toBeUndefined();
  });
});

describe('sample values', () => {
  test('getInventoryItem echoes the SKU of the path', () => {
    const item = sample('sell.inventory', 'getInventoryItem', 1, { sku: 'SKU-1' }) as Record<string, unknown>;
    expect(item.sku).toBe('SKU-1');
    // Inventory's locale is a LocaleEnum, written with an underscore.
    expect(item.locale).toBe('en_US');
  });

  test('Browse getItem echoes item_id into itemId', () => {
    const item = sample('buy.browse', 'getItem', 1, { item_id: 'v1|110553981236|0' }) as Record<string, unknown>;
    expect(item.itemId).toBe('v1|110553981236|0');
  });

  test('href is the call itself; other links point into the same API', () => {
    const page = sample('buy.browse', 'search', 1) as { href: string; itemSummaries: Record<string, unknown>[] };
    expect(page.href).toBe('https://api.ebay.com/buy/browse/v1/item_summary/search');
    expect(page.itemSummaries[0]!.itemHref).toMatch(/^https:\/\/api\.ebay\.com\/buy\/browse\/v1\/item\/\d{12}$/);
    const conversation = sample('commerce.message', 'getConversation', 1, { conversation_id: 'c 1' }) as {
      href?: string;
    };
    expect(conversation.href).toBe('https://api.ebay.com/commerce/message/v1/conversation/c%201');
  });

  test('Browse item ids are RESTful ids; amounts, currencies and dates look like eBay writes them', () => {
    const page = sample('buy.browse', 'search', 3) as { itemSummaries: Record<string, unknown>[] };
    const first = page.itemSummaries[0]!;
    expect(first.itemId).toMatch(/^v1\|\d{12}\|0$/);
    expect(first.price).toEqual({
      convertedFromCurrency: 'USD',
      convertedFromValue: expect.stringMatching(/^\d+\.\d\d$/),
      currency: 'USD',
      value: expect.stringMatching(/^\d+\.\d\d$/),
    });
    expect(first.itemEndDate).toMatch(/^2024-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect(first.itemWebUrl).toMatch(/^https:\/\/www\.ebay\.com\/itm\/\d{12}$/);
  });

  test('an offset page counts exactly its items and carries no next link, so paginating it stops', () => {
    const page = sample('buy.browse', 'search', 3, { limit: '3', offset: '20', q: 'phone' }) as Record<string, unknown>;
    const items = page.itemSummaries as unknown[];
    expect(page.limit).toBe(3);
    expect(page.offset).toBe(20);
    expect(page.total).toBe(20 + items.length);
    expect(page).not.toHaveProperty('next');
    expect(page).not.toHaveProperty('prev');
    expect(page).not.toHaveProperty('warnings');
  });

  test('echo matching ignores case, underscores and dashes, and never breaks an int32 format', () => {
    const page = sample('sell.inventory', 'getInventoryItems', 5, { LIMIT: '25', offset: '20' }) as Record<
      string,
      unknown
    >;
    expect(page.limit).toBe(25);
    // Inventory pages carry no offset; the asked one still counts, and `size` is this page's count.
    expect(page.total).toBe(20 + (page.inventoryItems as unknown[]).length);
    expect(page.size).toBe((page.inventoryItems as unknown[]).length);
    const far = sample('sell.inventory', 'getInventoryItems', 5, { offset: '99999999999999' }) as Record<
      string,
      unknown
    >;
    expect(far.total).toBe(2 ** 31 - 1);
    expect(validator.validateResponse('sell.inventory', 'getInventoryItems', far)).toEqual([]);
    const huge = sample('sell.inventory', 'getInventoryItems', 5, { limit: '99999999999999' }) as Record<
      string,
      unknown
    >;
    expect(huge.limit).toBe(10);
  });

  test('enum properties take an echoed value only when the enum allows it', () => {
    const catalog: SchemaCatalog = {
      'test.enum': {
        schemas: {},
        operations: {
          get: {
            bodyRequired: false,
            responses: [{ type: 'object', properties: { state: { type: 'string', enum: ['OPEN', 'CLOSED'] } } }],
          },
        },
      },
    };
    const run = (state: string): unknown =>
      sampleResponse('test.enum', 'get', { random: new SeededRandom(1), echo: { state } }, catalog);
    expect(run('CLOSED')).toEqual({ state: 'CLOSED' });
    expect(['OPEN', 'CLOSED']).toContain((run('HALF_OPEN') as { state: string }).state);
  });

  test("a string typed with an eBay enumeration gets one of its known values, in the name's choice when known", () => {
    const catalog: SchemaCatalog = {
      'test.enumeration': {
        schemas: {},
        enums: { WeightUnitOfMeasureEnum: ['GRAM', 'KILOGRAM', 'OUNCE', 'POUND'], CurrencyCodeEnum: ['CAD', 'USD'] },
        operations: {
          get: {
            bodyRequired: false,
            responses: [
              {
                type: 'object',
                properties: {
                  unit: { type: 'string', 'x-enum': 'WeightUnitOfMeasureEnum' },
                  currency: { type: 'string', 'x-enum': 'CurrencyCodeEnum' },
                  shape: { type: 'string', 'x-enum': 'ShapeEnum' },
                },
              },
            ],
          },
        },
      },
    };
    for (let seed = 1; seed <= 20; seed++) {
      const value = sampleResponse('test.enumeration', 'get', { random: new SeededRandom(seed), echo: {} }, catalog);
      const { unit, currency, shape } = value as Record<string, string>;
      expect(['GRAM', 'KILOGRAM', 'OUNCE', 'POUND']).toContain(unit);
      expect(currency).toBe('USD');
      // No value known for this enumeration: the name's own text, as before.
      expect(shape).toBe('Sample shape');
    }
  });

  test('every enumeration-typed string of every sample answer holds a known value', () => {
    const wrong: string[] = [];
    for (const [api, id] of operations) {
      const doc = schemaCatalog[api]!;
      const schema = doc.operations[id]?.responses[0];
      if (schema) visitEnumerations(doc, schema, sample(api, id), `${api}.${id}`, wrong);
    }
    expect(wrong).toEqual([]);
    expect(JSON.stringify(sample('sell.inventory', 'getInventoryItem', 1))).not.toContain('Sample unit');
  });

  test('validation ignores the enumerations: a value the contract does not list is accepted', () => {
    const body = { packageWeightAndSize: { weight: { unit: 'STONE', value: 1 } } };
    expect(validator.validateBody('sell.inventory', 'createOrReplaceInventoryItem', body)).toEqual([]);
  });

  test('different seeds give different samples', () => {
    expect(sample('sell.fulfillment', 'getOrder', 1)).not.toEqual(sample('sell.fulfillment', 'getOrder', 2));
  });

  test('a recursive schema (the category tree) ends', () => {
    const tree = JSON.stringify(sample('commerce.taxonomy', 'getCategoryTree'));
    expect(tree.length).toBeLessThan(20_000);
  });

  test('self-referencing and ref-only cycles terminate and still validate', () => {
    const catalog: SchemaCatalog = {
      'test.cycles': {
        schemas: {
          Node: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            },
          },
          A: { $ref: '#/components/schemas/B' },
          B: { $ref: '#/components/schemas/A' },
        },
        operations: {
          tree: { bodyRequired: false, responses: [{ $ref: '#/components/schemas/Node' }] },
          loop: {
            bodyRequired: false,
            responses: [{ type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } }],
          },
        },
      },
    };
    const tree = sampleResponse('test.cycles', 'tree', { random: new SeededRandom(1), echo: {} }, catalog);
    expect(new SchemaValidator(catalog).validateResponse('test.cycles', 'tree', tree)).toEqual([]);
    expect(JSON.stringify(tree).length).toBeLessThan(2_000);
    expect(sampleResponse('test.cycles', 'loop', { random: new SeededRandom(1), echo: {} }, catalog)).toEqual({});
  });

  test('an operation without a response schema, or unknown, samples to undefined', () => {
    expect(sample('sell.inventory', 'deleteInventoryItem')).toBeUndefined();
    expect(sample('sell.inventory', 'noSuchOperation')).toBeUndefined();
    expect(sample('no.suchApi', 'getThing')).toBeUndefined();
  });
});

describe('timings (printed, not asserted)', () => {
  test('construct a validator, then sample and validate all 460 operations cold and warm', () => {
    let start = performance.now();
    const fresh = new SchemaValidator();
    const construct = performance.now() - start;

    const pass = (): number => {
      const t = performance.now();
      for (const [api, id] of operations) {
        const value = sample(api, id);
        expect(fresh.validateResponse(api, id, value)).toEqual([]);
        fresh.validateBody(api, id, {});
      }
      return performance.now() - t;
    };
    const cold = pass();
    const warm = pass();

    start = performance.now();
    for (const [api, id] of operations) sample(api, id);
    const sampling = performance.now() - start;

    console.log(
      `schema timings: first new SchemaValidator() ${firstConstructMs.toFixed(1)} ms, another ${construct.toFixed(1)} ms; ` +
        `sample + validateResponse + validateBody for ${operations.length} operations: cold ${cold.toFixed(0)} ms, warm ${warm.toFixed(0)} ms; ` +
        `sampling alone ${sampling.toFixed(0)} ms`,
    );
  });
});
