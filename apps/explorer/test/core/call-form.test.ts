import { describe, expect, it } from 'vitest';
import type { OperationDetail, XmlCallDetail } from '../../shared/api.js';
import {
  buildRestCall,
  buildXmlCall,
  initialRestForm,
  initialXmlForm,
  type RestFormValues,
} from '../../src/core/call-form.js';

const search: OperationDetail = {
  api: 'buy.browse',
  operationId: 'search',
  method: 'GET',
  path: '/buy/browse/v1/item_summary/search',
  tag: 'item_summary',
  description: 'GET item_summary (application token)',
  effects: ['read'],
  parameters: [
    { name: 'q', in: 'query', required: false, type: 'string', example: 'drone' },
    { name: 'limit', in: 'query', required: false, type: 'integer', example: '10' },
    { name: 'price', in: 'query', required: false, type: 'number' },
    { name: 'auto_correct', in: 'query', required: false, type: 'boolean' },
    {
      name: 'X-EBAY-C-MARKETPLACE-ID',
      in: 'header',
      required: false,
      type: 'string',
      enum: ['EBAY_US', 'EBAY_GB', 'EBAY_DE'],
      example: 'EBAY_US',
    },
  ],
  grant: 'application',
  scopes: ['https://api.ebay.com/oauth/api_scope'],
  sign: false,
  paging: 'offset',
  response: 'json',
};

const createOffer: OperationDetail = {
  api: 'sell.inventory',
  operationId: 'updateOffer',
  method: 'PUT',
  path: '/sell/inventory/v1/offer/{offerId}',
  tag: 'offer',
  description: 'PUT offer (user token)',
  effects: ['price'],
  parameters: [
    { name: 'offerId', in: 'path', required: true, type: 'string', example: '5000012345' },
    { name: 'Content-Language', in: 'header', required: true, type: 'string', example: 'en-US' },
  ],
  body: { contentType: 'application/json', required: true, sample: { sku: 'SKU-1', availableQuantity: 2 } },
  grant: 'user',
  scopes: [],
  sign: true,
  response: 'json',
};

const getItem: OperationDetail = {
  api: 'buy.browse',
  operationId: 'getItem',
  method: 'GET',
  path: '/buy/browse/v1/item/{item_id}',
  tag: 'item',
  description: 'GET item (application token)',
  effects: ['read'],
  parameters: [
    { name: 'item_id', in: 'path', required: true, type: 'string' },
    { name: 'fieldgroups', in: 'query', required: false, type: 'string' },
  ],
  grant: 'application',
  scopes: [],
  sign: false,
  response: 'json',
};

const getItemXml: XmlCallDetail = {
  service: 'trading',
  callName: 'GetItem',
  status: 'live',
  effects: ['read'],
  sample: { ItemID: '110000000000' },
  needsUserToken: true,
};

const form = (detail: OperationDetail, change: Partial<RestFormValues> = {}): RestFormValues => ({
  ...initialRestForm(detail),
  ...change,
});

describe('initialRestForm', () => {
  it('pre-fills parameter examples by section and leaves the others empty', () => {
    expect(initialRestForm(search)).toEqual({
      path: {},
      query: { q: 'drone', limit: '10', price: '', auto_correct: '' },
      headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US' },
      bodyText: '',
      sign: 'auto',
    });
  });

  it('pretty-prints the body sample with two spaces', () => {
    const values = initialRestForm(createOffer);
    expect(values.path).toEqual({ offerId: '5000012345' });
    expect(values.headers).toEqual({ 'Content-Language': 'en-US' });
    expect(values.bodyText).toBe('{\n  "sku": "SKU-1",\n  "availableQuantity": 2\n}');
  });

  it('leaves the body empty when the operation has a body without a sample', () => {
    expect(
      initialRestForm({ ...createOffer, body: { contentType: 'application/json', required: false } }).bodyText,
    ).toBe('');
  });
});

describe('buildRestCall', () => {
  it('builds the call input from a pre-filled form, leaving out empty optional values', () => {
    expect(buildRestCall('local', search, initialRestForm(search))).toEqual({
      ok: true,
      input: {
        kind: 'rest',
        env: 'local',
        api: 'buy.browse',
        operationId: 'search',
        path: {},
        query: { q: 'drone', limit: '10' },
        headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US' },
      },
    });
  });

  it('requires path values and reports each problem with its field', () => {
    const result = buildRestCall('sandbox', getItem, form(getItem));
    expect(result).toEqual({ ok: false, problems: [{ field: 'path.item_id', message: 'item_id is required' }] });
  });

  it('requires required query and header values', () => {
    const detail: OperationDetail = {
      ...getItem,
      parameters: [{ name: 'legacy_item_id', in: 'query', required: true, type: 'string' }],
    };
    expect(buildRestCall('local', detail, form(detail))).toEqual({
      ok: false,
      problems: [{ field: 'query.legacy_item_id', message: 'legacy_item_id is required' }],
    });
    const noLanguage = buildRestCall('local', createOffer, form(createOffer, { headers: { 'Content-Language': '' } }));
    expect(noLanguage).toEqual({
      ok: false,
      problems: [{ field: 'header.Content-Language', message: 'Content-Language is required' }],
    });
  });

  it('keeps values exactly as typed (no trimming, no encoding)', () => {
    const values = form(getItem, {
      path: { item_id: ' v1|110000000000|0 ' },
      query: { fieldgroups: 'PRODUCT, ADDITIONAL' },
    });
    const result = buildRestCall('local', getItem, values);
    expect(result.ok && result.input.path).toEqual({ item_id: ' v1|110000000000|0 ' });
    expect(result.ok && result.input.query).toEqual({ fieldgroups: 'PRODUCT, ADDITIONAL' });
  });

  it('checks integer, number and boolean parameters', () => {
    const values = form(search, { query: { q: '', limit: '1.5', price: 'cheap', auto_correct: 'yes' } });
    const result = buildRestCall('local', search, values);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual([
      'query.limit',
      'query.price',
      'query.auto_correct',
    ]);
    expect(!result.ok && result.problems[0]?.message).toBe('limit must be a whole number (got "1.5")');
    const good = buildRestCall(
      'local',
      search,
      form(search, { query: { q: '', limit: '-3', price: '12.50', auto_correct: 'true' } }),
    );
    expect(good.ok && good.input.query).toEqual({ limit: '-3', price: '12.50', auto_correct: 'true' });
  });

  it('checks enumerated values and names the allowed ones', () => {
    const result = buildRestCall('local', search, form(search, { headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_XX' } }));
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          field: 'header.X-EBAY-C-MARKETPLACE-ID',
          message: 'X-EBAY-C-MARKETPLACE-ID must be one of EBAY_US, EBAY_GB, EBAY_DE',
        },
      ],
    });
  });

  it('leaves out values of parameters the operation does not declare', () => {
    const values = form(getItem, {
      path: { item_id: 'v1|1|0', other: 'x' },
      query: { nope: '1' },
      headers: { 'X-Extra': 'y' },
    });
    const result = buildRestCall('local', getItem, values);
    expect(result.ok && result.input).toMatchObject({ path: { item_id: 'v1|1|0' }, query: {}, headers: {} });
  });

  it('parses the body and reports invalid JSON with the parser message, line and column', () => {
    const ok = buildRestCall('production', createOffer, form(createOffer));
    expect(ok.ok && ok.input.body).toEqual({ sku: 'SKU-1', availableQuantity: 2 });
    const bad = buildRestCall(
      'production',
      createOffer,
      form(createOffer, { bodyText: '{\n  "sku": "SKU-1",\n  availableQuantity: 2\n}' }),
    );
    expect(bad.ok).toBe(false);
    const problem = !bad.ok ? bad.problems[0] : undefined;
    expect(problem?.field).toBe('body');
    expect(problem?.message).toMatch(/^The body is not valid JSON: .+/);
    expect(problem?.message).toMatch(/line 3,? column 3/);
  });

  it('requires a required body and leaves an empty optional one out', () => {
    expect(buildRestCall('local', createOffer, form(createOffer, { bodyText: '  \n' }))).toEqual({
      ok: false,
      problems: [{ field: 'body', message: 'A request body is required' }],
    });
    const optional: OperationDetail = { ...createOffer, body: { contentType: 'application/json', required: false } };
    const result = buildRestCall('local', optional, form(optional, { bodyText: '' }));
    expect(result.ok && 'body' in result.input).toBe(false);
  });

  it('ignores body text for operations that take no body', () => {
    const result = buildRestCall('local', search, form(search, { bodyText: 'not json' }));
    expect(result.ok && 'body' in result.input).toBe(false);
  });

  it('maps sign auto/on/off to no sign key, true and false', () => {
    const build = (sign: RestFormValues['sign']) => {
      const result = buildRestCall('local', createOffer, form(createOffer, { sign }));
      if (!result.ok) throw new Error('form should be valid');
      return result.input;
    };
    expect('sign' in build('auto')).toBe(false);
    expect(build('on').sign).toBe(true);
    expect(build('off').sign).toBe(false);
  });

  it('reports every problem at once', () => {
    const values = form(createOffer, { path: { offerId: '' }, headers: { 'Content-Language': '' }, bodyText: '{' });
    const result = buildRestCall('local', createOffer, values);
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual([
      'path.offerId',
      'header.Content-Language',
      'body',
    ]);
  });
});

describe('XML forms', () => {
  it('pre-fills the sample fields pretty-printed', () => {
    expect(initialXmlForm(getItemXml)).toEqual({ fieldsText: '{\n  "ItemID": "110000000000"\n}' });
    expect(initialXmlForm({ ...getItemXml, sample: {} })).toEqual({ fieldsText: '{}' });
  });

  it('builds the XML call input from the fields', () => {
    expect(buildXmlCall('sandbox', getItemXml, initialXmlForm(getItemXml))).toEqual({
      ok: true,
      input: {
        kind: 'xml',
        env: 'sandbox',
        service: 'trading',
        callName: 'GetItem',
        fields: { ItemID: '110000000000' },
      },
    });
  });

  it('takes blank fields as no fields', () => {
    const result = buildXmlCall('local', getItemXml, { fieldsText: '  ' });
    expect(result.ok && result.input.fields).toEqual({});
  });

  it('rejects fields that are not a JSON object', () => {
    for (const [text, got] of [
      ['[]', 'an array'],
      ['null', 'null'],
      ['"x"', 'a string'],
      ['3', 'a number'],
    ] as const) {
      const result = buildXmlCall('local', getItemXml, { fieldsText: text });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems[0]).toEqual({
        field: 'fields',
        message: expect.stringContaining(`not ${got}`),
      });
    }
  });

  it('reports invalid JSON with where it is', () => {
    const result = buildXmlCall('local', getItemXml, { fieldsText: '{\n  "ItemID": 1,\n}' });
    expect(!result.ok && result.problems[0]?.field).toBe('fields');
    expect(!result.ok && result.problems[0]?.message).toMatch(/^The fields are not valid JSON: .*line 3/);
  });
});
