import { describe, expect, it } from 'vitest';
import type { BodySchema } from '../../shared/api.js';
import { checkBodyText, formatJson, schemaRows, typeText } from '../../src/core/body-schema.js';

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
