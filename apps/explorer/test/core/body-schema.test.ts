import { describe, expect, it } from 'vitest';
import type { BodySchema } from '../../shared/api.js';
import { checkBodyText, formatJson, knownValuesText, schemaRows, typeText } from '../../src/core/body-schema.js';

const amount: BodySchema = {
  title: 'Amount',
  type: 'object',
  properties: { value: { type: 'string' }, currency: { type: 'string', enum: ['USD', 'EUR'] } },
  required: ['value'],
};
const offer: BodySchema = {
  title: 'Offer',
  type: 'object',
  properties: {
    sku: { type: 'string' },
    availableQuantity: { type: 'integer', format: 'int32' },
    price: amount,
    tags: { type: 'array', items: { type: 'string' } },
    lines: { type: 'array', items: { title: 'Line', type: 'object', properties: { id: { type: 'string' } } } },
    aspects: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

describe('schema view', () => {
  it('names types with formats, item types and schema names', () => {
    expect(typeText({ type: 'integer', format: 'int32' })).toBe('integer (int32)');
    expect(typeText(offer.properties!.lines!)).toBe('array of object Line');
    expect(typeText(offer.properties!.aspects!)).toBe('map of array of string');
  });

  it('lists every field depth first with required marks and allowed values', () => {
    const rows = schemaRows(offer);
    expect(rows.map((row) => row.path)).toEqual([
      'sku',
      'availableQuantity',
      'price',
      'price.value',
      'price.currency',
      'tags',
      'lines',
      'lines[].id',
      'aspects',
    ]);
    expect(rows.find((row) => row.path === 'price.value')).toMatchObject({ required: true, depth: 1 });
    expect(rows.find((row) => row.path === 'price.currency')?.enum).toEqual(['USD', 'EUR']);
  });
});

describe('schema view links and enumerations', () => {
  const page = 'https://developer.ebay.com/api-docs/sell/inventory/resources/offer/methods/createOffer';
  const withEnumerations: BodySchema = {
    type: 'object',
    properties: {
      format: { type: 'string', enumeration: 'FormatTypeEnum', knownValues: ['AUCTION', 'FIXED_PRICE'] },
      days: { type: 'array', items: { type: 'string', enumeration: 'DayOfWeekEnum' } },
      lines: offer.properties!.lines!,
    },
  };

  it("links each row to the field's anchor on the operation page, array levels left out", () => {
    const rows = schemaRows(withEnumerations, page);
    expect(rows.find((row) => row.path === 'lines[].id')?.docsUrl).toBe(`${page}#request.lines.id`);
    expect(schemaRows(withEnumerations).every((row) => row.docsUrl === undefined)).toBe(true);
  });

  it("names a field's eBay enumeration and its known values (an array's from its items)", () => {
    const rows = schemaRows(withEnumerations, page);
    expect(rows.find((row) => row.path === 'format')).toMatchObject({
      enumeration: 'FormatTypeEnum',
      knownValues: ['AUCTION', 'FIXED_PRICE'],
    });
    expect(rows.find((row) => row.path === 'days')).toMatchObject({ enumeration: 'DayOfWeekEnum' });
    expect(rows.find((row) => row.path === 'days')).not.toHaveProperty('knownValues');
  });

  it('shows a short list of known values whole and a long one cut, with its count', () => {
    expect(knownValuesText(['GRAM', 'POUND'])).toBe('GRAM, POUND');
    expect(knownValuesText(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E, … (7 known)');
  });

  it('never checks known values: a value the contract does not list is no problem', () => {
    expect(checkBodyText('{"format": "CLASSIFIED_AD"}', withEnumerations)).toEqual([]);
  });
});

describe('checkBodyText', () => {
  it('reports JSON syntax with its line and column, and nothing for empty text', () => {
    expect(checkBodyText('{\n  "sku": }', offer)[0]?.message).toMatch(/^Not valid JSON: Unexpected token/);
    expect(checkBodyText('  ', offer)).toEqual([]);
  });

  it('checks types, required fields, allowed values and unknown fields, with where', () => {
    const problems = checkBodyText(
      JSON.stringify({
        sku: 5,
        availableQuantity: 1.5,
        price: { currency: 'GBP' },
        tags: ['a', 2],
        aspects: { Brand: ['x'], Size: 'M' },
        skuu: 'typo',
      }),
      offer,
    );
    expect(problems).toEqual([
      { at: '$.sku', message: 'should be string, not integer' },
      { at: '$.availableQuantity', message: 'should be integer (int32), not number' },
      { at: '$.price', message: 'needs value' },
      { at: '$.price.currency', message: 'should be one of USD, EUR' },
      { at: '$.tags[1]', message: 'should be string, not integer' },
      { at: '$.aspects.Size', message: 'should be array of string, not string' },
      { at: '$.skuu', message: 'is not a field of this body' },
    ]);
  });

  it('accepts a body that fits, and any body without a schema', () => {
    expect(checkBodyText('{"sku":"a","price":{"value":"1.00","currency":"USD"}}', offer)).toEqual([]);
    expect(checkBodyText('[1, "x"]', undefined)).toEqual([]);
  });
});

describe('formatJson', () => {
  it('pretty-prints JSON and leaves other text alone', () => {
    expect(formatJson('{"a":[1,2]}')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(formatJson('{oops')).toBe('{oops');
  });
});
