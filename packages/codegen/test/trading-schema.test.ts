import { describe, expect, it } from 'vitest';
import type { TradingSpec } from '../src/emit/trading.js';
import { emitTradingSchema } from '../src/emit/trading-schema.js';

const SPEC: TradingSpec = {
  calls: { EndThing: { request: 'EndThingRequestType', response: 'EndThingResponseType', inSchema1487: true } },
  types: {
    AbstractRequestType: {
      base: null,
      fields: [{ name: 'DetailLevel', type: 'DetailCodeType', list: true }],
      attributes: [],
      value: null,
    },
    EndThingRequestType: {
      base: 'AbstractRequestType',
      fields: [
        { name: 'ThingID', type: 'string', list: false },
        { name: 'Price', type: 'AmountType', list: false },
      ],
      attributes: [],
      value: null,
    },
    AmountType: {
      base: null,
      fields: [],
      attributes: [{ name: 'currencyID', type: 'CurrencyCodeType', required: true }],
      value: 'double',
    },
    EndThingResponseType: {
      base: null,
      fields: [{ name: 'Thing', type: 'ThingType', list: true }],
      attributes: [],
      value: null,
    },
    ThingType: {
      base: null,
      fields: [{ name: 'State', type: 'StateCodeType', list: false }],
      attributes: [],
      value: null,
    },
    OrphanType: { base: null, fields: [], attributes: [], value: null },
  },
  enums: {
    DetailCodeType: ['ReturnAll'],
    CurrencyCodeType: ['USD'],
    StateCodeType: ['Ended', 'CustomCode'],
    UnusedCodeType: ['X'],
  },
};

describe('emitTradingSchema', () => {
  it('keeps both sides: repeats as `*`, required attributes as `!`, the required fields, one entry a line', () => {
    const text = emitTradingSchema(SPEC, { EndThing: ['ThingID', 'A|B'] });
    const schema = JSON.parse(text) as {
      calls: Record<string, unknown>;
      types: Record<string, unknown>;
      enums: Record<string, string[]>;
    };
    expect(schema.calls).toEqual({
      EndThing: { request: 'EndThingRequestType', response: 'EndThingResponseType', required: ['ThingID', 'A|B'] },
    });
    expect(Object.keys(schema.types)).toEqual([
      'AbstractRequestType',
      'AmountType',
      'EndThingRequestType',
      'EndThingResponseType',
      'ThingType',
    ]);
    expect(schema.types.EndThingResponseType).toEqual({ base: null, fields: { Thing: 'ThingType*' } });
    expect(schema.types.AbstractRequestType).toEqual({ base: null, fields: { DetailLevel: 'DetailCodeType*' } });
    expect(schema.types.AmountType).toEqual({
      base: null,
      attributes: { currencyID: 'CurrencyCodeType!' },
      value: 'double',
      fields: {},
    });
    expect(Object.keys(schema.enums)).toEqual(['CurrencyCodeType', 'DetailCodeType', 'StateCodeType']);
    expect(text).toContain('\n        "ThingID": "string",\n');
  });

  it('refuses a required-fields entry for a call the schema does not have', () => {
    expect(() => emitTradingSchema(SPEC, { GetNothing: ['X'] })).toThrow(/GetNothing is not a Trading call/);
  });
});
