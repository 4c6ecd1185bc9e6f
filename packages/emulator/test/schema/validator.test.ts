import { Ajv } from 'ajv';
import { restCatalog } from 'baykit';
import { describe, expect, it, test } from 'vitest';
import { SchemaValidator, errorDomain, fieldPath, inputErrors, schemaCatalog } from '../../src/rest/schema/index.js';

const validator = new SchemaValidator();

const spec = (api: string, id: string) => {
  const found = restCatalog[api]?.[id];
  if (!found) throw new Error(`no operation ${api}.${id}`);
  return found;
};

describe('validateBody', () => {
  const item = {
    availability: { shipToLocationAvailability: { quantity: 5 } },
    condition: 'NEW',
    conditionDescriptors: [{ name: '27501', values: ['275010'] }],
    product: { title: 'Blue mug', aspects: { Color: ['Blue'] }, imageUrls: ['https://example.com/a.jpg'] },
  };

  test('a valid inventory item gives no entries', () => {
    expect(validator.validateBody('sell.inventory', 'createOrReplaceInventoryItem', item)).toEqual([]);
  });

  test('a wrong type deep in an inventory item names its path, in API_INVENTORY with the generic user error', () => {
    const body = { ...item, product: { ...item.product, title: 42 } };
    expect(validator.validateBody('sell.inventory', 'createOrReplaceInventoryItem', body)).toEqual([
      {
        errorId: 25002,
        domain: 'API_INVENTORY',
        category: 'REQUEST',
        message: 'A user error has occurred. Invalid value for field product.title.',
        longMessage: 'The value of product.title must be a string.',
        parameters: [{ name: 'field', value: 'product.title' }],
      },
    ]);
  });

  test('every wrong field is reported, array elements and map values by index', () => {
    const body = {
      ...item,
      availability: { shipToLocationAvailability: { quantity: 'five' } },
      conditionDescriptors: [{ name: 27501 }],
      product: { ...item.product, aspects: { Color: [true] } },
    };
    const fields = validator
      .validateBody('sell.inventory', 'createOrReplaceInventoryItem', body)
      .map((e) => e.parameters?.[0]?.value);
    expect(fields.sort()).toEqual([
      'availability.shipToLocationAvailability.quantity',
      'conditionDescriptors[0].name',
      'product.aspects.Color[0]',
    ]);
  });

  test('an int32 field rejects a number out of range', () => {
    const body = { availability: { shipToLocationAvailability: { quantity: 2 ** 40 } } };
    const [error] = validator.validateBody('sell.inventory', 'createOrReplaceInventoryItem', body);
    expect(error?.parameters).toEqual([{ name: 'field', value: 'availability.shipToLocationAvailability.quantity' }]);
    expect(error?.longMessage).toContain('int32');
  });

  test('a body of the wrong type is reported against the body', () => {
    const [error] = validator.validateBody('sell.inventory', 'createOrReplaceInventoryItem', 'not an object');
    expect(error?.parameters).toEqual([{ name: 'field', value: 'body' }]);
    expect(error?.longMessage).toBe('The value of the request body must be an object.');
  });

  test('a missing required body is one entry; a missing optional body is fine', () => {
    expect(validator.validateBody('sell.inventory', 'createOrReplaceInventoryItem', undefined)).toEqual([
      {
        errorId: 25002,
        domain: 'API_INVENTORY',
        category: 'REQUEST',
        message: 'A user error has occurred. Missing field body.',
        longMessage: 'The request body is missing. This call requires a JSON request body.',
        parameters: [{ name: 'field', value: 'body' }],
      },
    ]);
    expect(validator.validateBody('buy.browse', 'addItem', undefined)).toEqual([]);
  });

  test('an API without a documented generic error answers 2004 Invalid request in its own domain', () => {
    const [error] = validator.validateBody('buy.browse', 'addItem', { itemId: 'v1|1|0', quantity: 'two' });
    expect(error).toMatchObject({
      errorId: 2004,
      domain: 'API_BROWSE',
      message: 'Invalid request',
      parameters: [{ name: 'field', value: 'quantity' }],
    });
  });

  test('post-order required fields and enums are checked, in the resource error domain', () => {
    const missing = validator.validateBody('postOrder.return', 'createReturnRequest', {
      returnRequest: { itemId: '1', transactionId: '2' },
    });
    expect(missing.map((e) => e.parameters?.[0]?.value).sort()).toEqual([
      'returnRequest.reason',
      'returnRequest.returnQuantity',
      'returnRequest.type',
    ]);
    expect(missing[0]).toMatchObject({ errorId: 1616, domain: 'returnErrorDomain', message: 'Invalid Input.' });

    const [decision] = validator.validateBody('postOrder.return', 'processReturnRequest', { decision: 'MAYBE' });
    expect(decision?.parameters).toEqual([{ name: 'field', value: 'decision' }]);
    expect(decision?.longMessage).toMatch(/^The value of decision must be one of: ACCEPT_PARTIAL_REFUND, /);

    const [close] = validator.validateBody('postOrder.case', 'closeCase', {});
    expect(close).toMatchObject({
      errorId: 2004,
      domain: 'caseErrorDomain',
      parameters: [{ name: 'field', value: 'closeReason' }],
    });
  });

  test('a huge invalid array gives a bounded number of entries', () => {
    const body = { requests: Array.from({ length: 500 }, (_, i) => ({ sku: i })) };
    const errors = validator.validateBody('sell.inventory', 'bulkGetInventoryItem', body);
    expect(errors.length).toBe(20);
  });

  test('non-JSON bodies and unknown operations are not checked here', () => {
    expect(validator.validateBody('sell.feed', 'uploadFile', undefined)).toEqual([]);
    expect(validator.validateBody('sell.inventory', 'noSuchOperation', { a: 1 })).toEqual([]);
    expect(validator.validateBody('no.suchApi', 'op', { a: 1 })).toEqual([]);
  });

  test('every JSON body schema of the catalog compiles and accepts an empty object or reports required fields', () => {
    for (const [api, doc] of Object.entries(schemaCatalog)) {
      for (const [id, op] of Object.entries(doc.operations)) {
        if (!op.body) continue;
        for (const error of validator.validateBody(api, id, {})) {
          expect(error.longMessage).toMatch(/is required\.$/);
        }
      }
    }
  });
});

describe('validateQuery', () => {
  test('a missing required query parameter is named, with the API domain and its missing-field id', () => {
    const errors = validator.validateQuery(
      spec('buy.browse', 'getItemByLegacyId'),
      new URLSearchParams('fieldgroups=PRODUCT'),
    );
    expect(errors).toEqual([
      {
        errorId: 10007,
        domain: 'API_BROWSE',
        category: 'REQUEST',
        message: 'The field: legacy_item_id is required. Add the field and resubmit the call.',
        longMessage: 'The query parameter legacy_item_id is required for this call.',
        parameters: [{ name: 'field', value: 'legacy_item_id' }],
      },
    ]);
  });

  test('an empty value counts as missing; a present one passes; optional ones are never required', () => {
    const taxonomy = spec('commerce.taxonomy', 'getItemAspectsForCategory');
    expect(validator.validateQuery(taxonomy, new URLSearchParams('category_id='))).toMatchObject([
      { errorId: 62006, domain: 'API_TAXONOMY', parameters: [{ name: 'field', value: 'category_id' }] },
    ]);
    expect(validator.validateQuery(taxonomy, new URLSearchParams('category_id=9355'))).toEqual([]);
    expect(validator.validateQuery(spec('buy.browse', 'search'), new URLSearchParams())).toEqual([]);
  });
});

describe('error domains and paths', () => {
  test('domains follow the API key, with post-order resource domains', () => {
    expect(errorDomain('sell.inventory')).toBe('API_INVENTORY');
    expect(errorDomain('buy.browse')).toBe('API_BROWSE');
    expect(errorDomain('sell.fulfillment')).toBe('API_FULFILLMENT');
    expect(errorDomain('buy.marketplaceInsights')).toBe('API_MARKETPLACE_INSIGHTS');
    expect(errorDomain('sell.accountV2')).toBe('API_ACCOUNT');
    expect(errorDomain('developer.keyManagement')).toBe('API_KEYS');
    expect(errorDomain('postOrder.return')).toBe('returnErrorDomain');
    expect(errorDomain('postOrder.inquiry')).toBe('inquiryErrorDomain');
    expect(errorDomain('postOrder.case')).toBe('caseErrorDomain');
    expect(errorDomain('postOrder.cancellation')).toBe('cancelErrorDomain');
  });

  test('every API has a domain and input error ids', () => {
    for (const api of Object.keys(schemaCatalog)) {
      const errors = inputErrors(api);
      expect(errors.domain).toMatch(/^(API_[A-Z_]+|[a-z]+ErrorDomain)$/);
      expect(errors.invalid.errorId).toBeGreaterThan(0);
      expect(errors.missing.errorId).toBeGreaterThan(0);
    }
  });

  test('JSON pointers become dotted paths with bracketed indices', () => {
    expect(fieldPath('/product/aspects/Color/0')).toBe('product.aspects.Color[0]');
    expect(fieldPath('/requests/3', 'sku')).toBe('requests[3].sku');
    expect(fieldPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(fieldPath('')).toBe('');
  });
});

describe("a missing required query parameter, with the error the operation's contract lists for it", () => {
  const validator = new SchemaValidator();
  it.each([
    ['commerce.taxonomy', 'getDefaultCategoryTreeId', 62002, 'Missing marketplace ID.'],
    ['commerce.taxonomy', 'getCategorySuggestions', 62007, "Missing keyword 'q'."],
    ['sell.marketing', 'getCampaignByName', 35019, 'Campaign name is required for this call.'],
  ])('%s.%s: %i', (api, id, errorId, message) => {
    const spec = restCatalog[api]![id]!;
    const [error] = validator.validateQuery(spec, new URLSearchParams());
    expect(error?.errorId).toBe(errorId);
    expect(error?.message).toContain(message);
  });

  it("falls back to the API's generic missing-field error where the contract lists none", () => {
    const [error] = validator.validateQuery(
      restCatalog['sell.account']!.getFulfillmentPolicies!,
      new URLSearchParams(),
    );
    expect(error?.errorId).toBe(20401);
  });
});

describe('the schema catalog', () => {
  // The emulator's validator skips this check at run time (validateSchema: false), so it is made here, once.
  test("every API's schemas are valid JSON Schema (draft-07 meta-schema), so skipping the check at run time is safe", () => {
    const meta = new Ajv({ strict: false, logger: false });
    const invalid: string[] = [];
    let checked = 0;
    const check = (where: string, schema: unknown): void => {
      checked++;
      // Each schema on its own: the meta-schema does not look inside keywords it does not know (`components`).
      if (!meta.validateSchema(schema as object)) invalid.push(`${where}: ${meta.errorsText(meta.errors)}`);
    };
    for (const [api, doc] of Object.entries(schemaCatalog)) {
      for (const [name, schema] of Object.entries(doc.schemas)) check(`${api} ${name}`, schema);
      for (const [id, op] of Object.entries(doc.operations)) {
        if (op.body) check(`${api}.${id} body`, op.body);
        op.responses.forEach((schema, index) => check(`${api}.${id} response ${index}`, schema));
      }
    }
    expect(checked).toBeGreaterThan(1500);
    expect(invalid).toEqual([]);
    expect(Object.keys(schemaCatalog).length).toBeGreaterThanOrEqual(40);
  });

  test('a malformed schema is caught by that check (it can fail)', () => {
    const meta = new Ajv({ strict: false, logger: false });
    expect(meta.validateSchema({ type: 'object', properties: { title: { type: 'strnig' } } })).toBe(false);
  });
});
