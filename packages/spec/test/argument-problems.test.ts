// The one validator of a call's arguments: a body against its operation's schema, a Trading call's fields against
// eBay's Trading schema, in sentences that name the place and the fix.
import { describe, expect, it } from 'vitest';
import { bodyProblems, MAX_PROBLEMS, tradingProblems } from '../src/index.js';

describe('bodyProblems', () => {
  it('finds nothing wrong with a body that fits, and nothing for an operation without a JSON body', () => {
    const item = { product: { title: 'Shoe' }, availability: { shipToLocationAvailability: { quantity: 2 } } };
    expect(bodyProblems('sell.inventory', 'createOrReplaceInventoryItem', item)).toEqual([]);
    expect(bodyProblems('sell.inventory', 'getInventoryItem', { any: 1 })).toEqual([]);
  });

  it('names a wrong type, an unknown field and a wrong fixed value by their place', () => {
    const problems = bodyProblems('sell.inventory', 'createOrReplaceInventoryItem', {
      product: { title: 7, titel: 'Shoe' },
      availability: { shipToLocationAvailability: { quantity: 'two' } },
    });
    expect(problems).toContain('body.product.title: expected a string, got number.');
    expect(problems.find((p) => p.startsWith('body.product.titel: not a field of'))).toBeDefined();
    expect(problems).toContain(
      'body.availability.shipToLocationAvailability.quantity: expected a whole number, got string.',
    );
    expect(bodyProblems('sell.inventory', 'createOrReplaceInventoryItem', [])).toEqual([
      'body: expected an object, got array.',
    ]);
  });

  it('takes no inherited member of a schema for a field, and answers hostile names with undefined', async () => {
    const problems = bodyProblems('sell.inventory', 'createOrReplaceInventoryItem', {
      product: { title: 'Shoe', constructor: 'x', toString: 'y' },
    });
    expect(problems.find((p) => p.startsWith('body.product.constructor: not a field of'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('body.product.toString: not a field of'))).toBeDefined();
    const { requestBodySchema } = await import('../src/index.js');
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect(requestBodySchema(name, 'getItem')).toBeUndefined();
      expect(requestBodySchema('sell.inventory', name)).toBeUndefined();
    }
    const { sampleRequestBody } = await import('../src/samples/index.js');
    expect(sampleRequestBody('__proto__', 'constructor')).toBeUndefined();
  });

  it('stops at MAX_PROBLEMS and at a body nested deeper than any eBay body', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`field${i}`, 1]));
    expect(bodyProblems('sell.inventory', 'createOrReplaceInventoryItem', many)).toHaveLength(MAX_PROBLEMS);
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) deep = { aspects: { Brand: [deep] } };
    expect(() => bodyProblems('sell.inventory', 'createOrReplaceInventoryItem', { product: deep })).not.toThrow();
  });
});

describe('tradingProblems', () => {
  it('names a field the call does not take, with its siblings, and a required one that is missing', async () => {
    expect(await tradingProblems('GetItem', { ItemID: '110000000000' })).toEqual([]);
    const problems = await tradingProblems('AddFixedPriceItem', { Item: { Titel: 'Shoe' } });
    expect(problems.find((p) => p.startsWith('fields.Item.Titel: not a field of Item (fields: '))).toBeDefined();
    expect(await tradingProblems('GetItem', {})).toContain('fields.ItemID: required (or SKU).');
    expect(await tradingProblems('NoSuchCall', { Anything: 1 })).toEqual([]);
  });
});
