import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRADING_LIST_PATHS, TRADING_PAGED_CALLS, TRADING_ROOT_LISTS } from '../../../src/generated/trading.gen.js';
import { xmlArrayPaths } from '../../../src/xml/array-paths.js';
import { parseXmlResponse } from '../../../src/xml/parser.js';

// eBay's Trading schema facts sit beside the repository in the workspace; users' clones do not have them.
const TRADING_JSON = fileURLToPath(new URL('../../../../../../shared/specs/xml/trading.json', import.meta.url));
const HAVE_SCHEMA = existsSync(TRADING_JSON);

interface Field {
  name: string;
  type: string;
  list: boolean;
}
interface Schema {
  calls: Record<string, { response: string }>;
  types: Record<string, { base: string | null; fields: Field[]; value: string | null }>;
}

/** How deep the documents go below `<Call>Response` (ItemType alone is several levels of nested types). */
const DEPTH = 6;

/**
 * One element for every field the schema allows, down to DEPTH (a type already on the path is not entered again),
 * as XML, and the dotted paths (below the root) of the elements the schema lets repeat.
 */
function documentOf(schema: Schema, call: string): { xml: string; lists: Set<string> } {
  const lists = new Set<string>();
  const fieldsOf = (type: string): Field[] => {
    const t = schema.types[type];
    return t ? [...(t.base ? fieldsOf(t.base) : []), ...t.fields] : [];
  };
  const render = (type: string, path: string, depth: number, on: ReadonlySet<string>): string => {
    let out = '';
    for (const field of fieldsOf(type)) {
      const at = path === '' ? field.name : `${path}.${field.name}`;
      const children = fieldsOf(field.type);
      const enter = children.length > 0 && depth < DEPTH && !on.has(field.type);
      if (field.list) lists.add(at);
      out += `<${field.name}>${enter ? render(field.type, at, depth + 1, new Set([...on, field.type])) : 'x'}</${field.name}>`;
    }
    return out;
  };
  const response = schema.calls[call]?.response ?? '';
  const body = render(response, '', 1, new Set([response]));
  return { xml: `<${call}Response xmlns="urn:ebay:apis:eBLBaseComponents">${body}</${call}Response>`, lists };
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

describe.skipIf(!HAVE_SCHEMA)("the generated repeated-element table against eBay's Trading schema", () => {
  const schema = (HAVE_SCHEMA ? JSON.parse(readFileSync(TRADING_JSON, 'utf8')) : { calls: {} }) as Schema;
  const calls = Object.keys(schema.calls);

  it('covers every call of the schema', () => {
    expect(calls).toHaveLength(80);
  });

  it.each(calls)('%s: one element for every field gives arrays exactly where the schema repeats', (call) => {
    const { xml, lists } = documentOf(schema, call);
    const { body } = parseXmlResponse(xml, call, { arrayPaths: xmlArrayPaths('trading', call) });
    const found = arrayPathsIn(body);
    expect([...found].filter((path) => !lists.has(path)).sort(), 'arrays the schema does not repeat').toEqual([]);
    expect([...lists].filter((path) => !found.has(path)).sort(), 'repeated elements left single').toEqual([]);
  });
});

describe('the generated repeated-element table', () => {
  it('is compact: path ends, not full paths', () => {
    const paths = TRADING_LIST_PATHS.split(' ');
    expect(paths.every((path) => /^[A-Za-z]\w*(\.[A-Za-z]\w*){1,4}$/.test(path))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeLessThan(400);
  });

  it('gives the runtime the same frozen list for every answer of a call (compiled once)', () => {
    const a = xmlArrayPaths('trading', 'GeteBayDetails');
    expect(a).toBe(xmlArrayPaths('trading', 'GeteBayDetails'));
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toContain('GeteBayDetailsResponse.SiteDetails');
    expect(xmlArrayPaths('trading', 'NoSuchCall')).toBe(xmlArrayPaths('trading', 'GetOrders'));
    expect(Object.hasOwn(TRADING_ROOT_LISTS, 'constructor')).toBe(false);
  });

  it('knows the items of every paged call', () => {
    expect(TRADING_PAGED_CALLS).toMatchObject({
      GetOrders: 'OrderArray.Order',
      GetSellerList: 'ItemArray.Item',
      GetSellerTransactions: 'TransactionArray.Transaction',
      GetItemTransactions: 'TransactionArray.Transaction',
      GetFeedback: 'FeedbackDetailArray.FeedbackDetail',
      GetMemberMessages: 'MemberMessage.MemberMessageExchange',
      GetBestOffers: 'BestOfferArray.BestOffer',
      GetAccount: 'AccountEntries.AccountEntry',
    });
  });
});
