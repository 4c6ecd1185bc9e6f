// requestBodySchema / inlineSchema: a body's schema with its references inlined, as the explorer and `baykit ops` show it.
import { describe, expect, it } from 'vitest';
import { inlineSchema, requestBodySchema } from '../src/index.js';

describe('requestBodySchema', () => {
  it('inlines references by name, with required fields, enumerations and their known values', () => {
    const offer = requestBodySchema('sell.inventory', 'createOffer');
    expect(offer?.title).toBe('EbayOfferDetailsWithKeys');
    expect(offer?.properties?.pricingSummary?.title).toBe('PricingSummary');
    expect(offer?.properties?.pricingSummary?.properties?.price?.properties?.value?.type).toBe('string');
    expect(offer?.properties?.format).toMatchObject({ type: 'string', enumeration: 'FormatTypeEnum' });
    expect(offer?.properties?.format?.knownValues).toEqual(expect.arrayContaining(['FIXED_PRICE', 'AUCTION']));
    expect(requestBodySchema('buy.browse', 'getItem')).toBeUndefined();
    expect(requestBodySchema('no.such', 'api')).toBeUndefined();
  });

  it('stops at a depth, and at a schema that refers to itself, with the name only', () => {
    const shallow = requestBodySchema('sell.inventory', 'createOffer', 1);
    expect(shallow?.properties?.pricingSummary).toEqual({ type: 'object', title: 'PricingSummary' });
    const looped = inlineSchema('x.y', { $ref: '#/components/schemas/Node' }, 6, {
      'x.y': {
        schemas: { Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } } },
        operations: {},
      },
    });
    expect(looped).toEqual({ type: 'object', title: 'Node', properties: { child: { type: 'object', title: 'Node' } } });
  });
});
