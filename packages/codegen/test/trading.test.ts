import { describe, expect, it } from 'vitest';
import { emitTradingTypes, tradingListPaths, tradingPagedCalls, type TradingSpec } from '../src/emit/trading.js';

const f = (name: string, type: string, list = false) => ({ name, type, list, min: 0 });
const t = (fields: ReturnType<typeof f>[], base: string | null = null) => ({
  base,
  fields,
  attributes: [],
  value: null,
});

// Two element names reach a type with a `Limit` that repeats in one and not in the other, under the same parent
// name `Rules`: only a longer path end tells them apart.
const SPEC: TradingSpec = {
  calls: {
    GetThings: { request: 'GetThingsRequestType', response: 'GetThingsResponseType', inSchema1487: true },
    GetSite: { request: 'GetSiteRequestType', response: 'GetSiteResponseType', inSchema1487: true },
  },
  types: {
    AbstractRequestType: t([f('DetailLevel', 'string', true)]),
    AbstractResponseType: t([f('Ack', 'AckCodeType'), f('Errors', 'ErrorType', true)]),
    ErrorType: t([f('ShortMessage', 'string')]),
    GetThingsRequestType: t([f('Pagination', 'PaginationType'), f('MaxPrice', 'AmountType')], 'AbstractRequestType'),
    GetThingsResponseType: t(
      [f('PaginationResult', 'PaginationResultType'), f('Owner', 'OwnerType'), f('ThingArray', 'ThingArrayType')],
      'AbstractResponseType',
    ),
    GetSiteRequestType: t([], 'AbstractRequestType'),
    GetSiteResponseType: t([f('Requirements', 'SiteRulesHolderType', true)], 'AbstractResponseType'),
    PaginationType: t([f('PageNumber', 'int')]),
    PaginationResultType: t([f('TotalNumberOfPages', 'int')]),
    OwnerType: t([f('Tag', 'string', true)]),
    ThingArrayType: t([f('Thing', 'ThingType', true)]),
    ThingType: t([f('Requirements', 'RulesHolderType'), f('Price', 'AmountType')]),
    RulesHolderType: t([f('Rules', 'RulesType')]),
    RulesType: t([f('Limit', 'int')]),
    SiteRulesHolderType: t([f('Rules', 'SiteRulesType')]),
    SiteRulesType: t([f('Limit', 'int', true)]),
    AmountType: {
      base: null,
      fields: [],
      attributes: [{ name: 'currencyID', type: 'CurrencyCodeType', required: true }],
      value: 'double',
    },
  },
  enums: { AckCodeType: ['Success', 'Failure', 'CustomCode'], CurrencyCodeType: ['USD', 'CustomCode'] },
};

describe('Trading from the schema', () => {
  it('lists repeated elements as short path ends, lengthened where a shorter end would also match a single one', () => {
    const { paths, roots } = tradingListPaths(SPEC);
    expect(paths).toContain('ThingArray.Thing');
    expect(paths).toContain('Owner.Tag');
    expect(paths).toContain('GetSiteResponse.Requirements.Rules.Limit');
    expect(paths).not.toContain('Rules.Limit');
    expect(paths).not.toContain('Requirements.Rules.Limit');
    expect(roots.get('GetSite')).toEqual(['Requirements']);
  });

  it('pages a call with Pagination in and PaginationResult out, over the first all-repeating container', () => {
    expect(tradingPagedCalls(SPEC).get('GetThings')).toBe('ThingArray.Thing');
    expect(tradingPagedCalls(SPEC).has('GetSite')).toBe(false);
  });

  it('types answers as parsed text with open codes, amounts as text with attributes, lists as arrays', () => {
    const text = emitTradingTypes(SPEC, new Map());
    expect(text).toContain('  Ack?: OpenCode<AckCodeType>;');
    expect(text).toMatch(
      /export interface AmountType \{\n {2}'#value': string;\n {2}'@_currencyID': OpenCode<CurrencyCodeType>;\n\}/,
    );
    expect(text).toContain('  Thing?: ThingType[];');
    expect(text).toContain('export interface GetThingsResponse extends AbstractResponse {');
    expect(text).toContain('  GetThings: ThingType;');
  });

  it('types requests strictly: no index signature, leaves from their XSD type, codes closed without CustomCode', () => {
    const text = emitTradingTypes(SPEC, new Map());
    expect(text).not.toContain('[field: string]: XmlValue');
    expect(text).toContain(
      'export type GetThingsRequest = TradingRequestBase & {\n  readonly Pagination?: PaginationInput;\n  readonly MaxPrice?: AmountInput;\n};',
    );
    expect(text).toContain('  readonly DetailLevel?: OneOrMany<string>;');
    expect(text).toContain('export type PaginationInput = {\n  readonly PageNumber?: number;\n};');
    expect(text).toContain(
      "export type AmountInput = number | string | { readonly '#value': number | string; readonly '@_currencyID': CurrencyCodeType };",
    );
    expect(text).toContain('export type AckCodeType = "Success" | "Failure";');
    expect(text).toContain('export type CurrencyCodeType = "USD";');
  });

  it('refuses an XSD type it has no request type for, instead of letting any value through', () => {
    const spec: TradingSpec = {
      ...SPEC,
      types: { ...SPEC.types, PaginationType: t([f('PageNumber', 'gYearMonth')]) },
    };
    expect(() => emitTradingTypes(spec, new Map())).toThrow('no request type for the XSD type gYearMonth');
  });

  it('marks the request and answer of a retired call @deprecated with the lifecycle sentence', () => {
    const text = emitTradingTypes(SPEC, new Map([['trading.GetSite', { message: 'eBay removed the call GetSite.' }]]));
    expect(text).toContain(
      '/** The answer of GetSite (`GetSiteResponseType`). @deprecated eBay removed the call GetSite. */',
    );
    expect(text).toContain(
      '/** Request fields of GetSite (`GetSiteRequestType`). @deprecated eBay removed the call GetSite. */',
    );
    expect(text).not.toMatch(/GetThings[^\n]*@deprecated/);
  });
});
