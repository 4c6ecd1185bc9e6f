import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseXmlResponse } from '../../../src/xml/parser.js';
import {
  TRADING_ARRAY_PATHS,
  type TradingArrayPathLists,
  type TradingResponses,
  type TypedTradingCall,
} from '../../../src/xml/types/index.js';

// The dotted paths (below the root) of every array-typed property of T: what TRADING_ARRAY_PATHS must list.
// Strings (text, `''` of empty elements, `@_` attributes, `#value`) end a path; arrays are recorded, then entered.
type ArrayPathsOf<T, P extends string = never> = T extends readonly (infer E)[]
  ? P | ArrayPathsOf<E, P>
  : T extends string
    ? never
    : T extends object
      ? { [K in keyof T & string]-?: ArrayPathsOf<NonNullable<T[K]>, [P] extends [never] ? K : `${P}.${K}`> }[keyof T &
          string]
      : never;

// `Call path` for each path typed as an array but not listed (Unlisted) or listed but not an array (Untyped).
type Unlisted = {
  [C in TypedTradingCall]: `${C} ${Exclude<ArrayPathsOf<TradingResponses[C]>, TradingArrayPathLists[C][number]>}`;
}[TypedTradingCall];
type Untyped = {
  [C in TypedTradingCall]: `${C} ${Exclude<TradingArrayPathLists[C][number], ArrayPathsOf<TradingResponses[C]>>}`;
}[TypedTradingCall];

/** Compiles only when T is `never`; otherwise tsc's error names the offending `Call path` strings. */
function noneOf<T extends never>(): T[] {
  return [];
}

const TYPED_CALLS: readonly TypedTradingCall[] = [
  'GetItem',
  'GetMyeBaySelling',
  'GetOrders',
  'GetSellerList',
  'GetSellerTransactions',
  'AddFixedPriceItem',
  'ReviseFixedPriceItem',
  'EndFixedPriceItem',
  'RelistFixedPriceItem',
  'GetUser',
  'GetAccount',
  'GeteBayOfficialTime',
  'GetCategories',
  'GetSessionID',
  'FetchToken',
  'UploadSiteHostedPictures',
];

interface Tree {
  [name: string]: Tree;
}

/** One element at each listed path (intermediate elements once), as a `<Call>Response` document. */
function documentWith(call: string, paths: readonly string[]): string {
  const tree: Tree = {};
  for (const path of paths) {
    let node = tree;
    for (const name of path.split('.')) node = node[name] ??= {};
  }
  const render = (node: Tree): string =>
    Object.entries(node)
      .map(([name, children]) => `<${name}>${Object.keys(children).length > 0 ? render(children) : 'x'}</${name}>`)
      .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><${call}Response xmlns="urn:ebay:apis:eBLBaseComponents">${render(tree)}</${call}Response>`;
}

/** The dotted paths at which a parsed body holds arrays. */
function arrayPathsIn(value: unknown, path = '', found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    found.add(path);
    for (const entry of value) arrayPathsIn(entry, path, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (!key.startsWith('@_') && key !== '#value') arrayPathsIn(child, path === '' ? key : `${path}.${key}`, found);
    }
  }
  return found;
}

describe('TRADING_ARRAY_PATHS and the response types', () => {
  it('list exactly the array-typed properties of each response type (checked by tsc)', () => {
    expect(noneOf<Unlisted>()).toEqual([]);
    expect(noneOf<Untyped>()).toEqual([]);
  });

  it('the type-level path reader itself sees arrays, nested arrays and amounts correctly', () => {
    expectTypeOf<
      ArrayPathsOf<{ A?: { B?: string[]; C?: { '#value': string; '@_x': string } } | '' }>
    >().toEqualTypeOf<'A.B'>();
    expectTypeOf<ArrayPathsOf<{ A?: { B?: { C?: string[] }[] } }>>().toEqualTypeOf<'A.B' | 'A.B.C'>();
  });

  it('covers the typed calls and nothing else', () => {
    expect(Object.keys(TRADING_ARRAY_PATHS).sort()).toEqual([...TYPED_CALLS].sort());
  });

  it('is frozen, has no prototype keys and no duplicate paths', () => {
    expect(Object.isFrozen(TRADING_ARRAY_PATHS)).toBe(true);
    expect(TRADING_ARRAY_PATHS['constructor']).toBeUndefined();
    for (const call of TYPED_CALLS) {
      const paths = TRADING_ARRAY_PATHS[call]!;
      expect(Object.isFrozen(paths)).toBe(true);
      expect(new Set(paths).size, call).toBe(paths.length);
      expect(
        paths.every((path) => /^[A-Za-z][\w]*(\.[A-Za-z][\w]*)*$/.test(path)),
        call,
      ).toBe(true);
    }
  });

  it.each(TYPED_CALLS)('%s: parsing one element at every listed path gives arrays exactly there', (call) => {
    const paths = TRADING_ARRAY_PATHS[call]!;
    const { root, body } = parseXmlResponse(documentWith(call, paths), call, { arrayPaths: paths });
    expect(root).toBe(`${call}Response`);
    expect([...arrayPathsIn(body)].sort()).toEqual([...paths].sort());
  });

  it('builds the nested GetOrders paths from the fragments', () => {
    const paths = TRADING_ARRAY_PATHS['GetOrders']!;
    expect(paths).toContain('OrderArray.Order');
    expect(paths).toContain('OrderArray.Order.TransactionArray.Transaction');
    expect(paths).toContain('OrderArray.Order.TransactionArray.Transaction.Item.PictureDetails.PictureURL');
    expect(paths).toContain(
      'OrderArray.Order.TransactionArray.Transaction.Variation.VariationSpecifics.NameValueList.Value',
    );
    expect(paths).toContain('OrderArray.Order.ShippingDetails.ShipmentTrackingDetails');
    expect(paths).toContain('OrderArray.Order.MonetaryDetails.Payments.Payment');
    expect(TRADING_ARRAY_PATHS['GetItem']).toContain('Item.ItemSpecifics.NameValueList.Value');
    expect(TRADING_ARRAY_PATHS['GetMyeBaySelling']).toContain('ActiveList.ItemArray.Item');
    expect(TRADING_ARRAY_PATHS['GetAccount']).toContain('AccountEntries.AccountEntry');
    expect(TRADING_ARRAY_PATHS['AddFixedPriceItem']).toContain('Fees.Fee');
  });
});
