import { HEADER } from './common.js';
import { TradingRequestEmitter } from './trading-requests.js';
import type { TradingField, TradingSpec, TradingTypeSpec } from './trading-spec.js';

export type { TradingField, TradingSpec, TradingTypeSpec } from './trading-spec.js';

/** Calls schema 1423 no longer has whose request and answer are the envelope alone (eBay's call reference). */
export const ENVELOPE_ONLY_CALLS: readonly string[] = ['GeteBayOfficialTime'];

/**
 * Repeated elements eBay sends that schema 1423 does not have (`ListingRecommendations` of the fixed-price listing
 * calls' answers); earlier versions of baykit returned them as arrays.
 */
const LISTS_OUTSIDE_SCHEMA: readonly string[] = [
  'ListingRecommendations.Recommendation',
  'ListingRecommendations.Recommendation.Value',
];

/** Paged calls eBay's schema 1423 no longer has, kept so code that pages them goes on working. */
const PAGED_OUTSIDE_SCHEMA: Readonly<Record<string, string>> = { GetUserDisputes: 'DisputeArray.Dispute' };

function fieldsOf(spec: TradingSpec, type: string): TradingField[] {
  const t = spec.types[type];
  if (!t) return [];
  return [...(t.base ? fieldsOf(spec, t.base) : []), ...t.fields];
}

/**
 * Where a paged call keeps its page's items. The call's request has `Pagination` and its response
 * `PaginationResult`; the items are the first repeated element of the first response field (schema order, envelope
 * left out) whose type holds nothing but repeated elements, the first of them records (`OrderArray` →
 * `OrderArray.Order`); else the first repeated field of the response itself.
 */
export function tradingPagedCalls(spec: TradingSpec): Map<string, string> {
  const out = new Map<string, string>();
  for (const [call, { request, response }] of Object.entries(spec.calls)) {
    const inFields = fieldsOf(spec, request);
    const own = spec.types[response]?.fields ?? [];
    if (
      !inFields.some((f) => f.name === 'Pagination') ||
      !fieldsOf(spec, response).some((f) => f.name === 'PaginationResult')
    )
      continue;
    let items: string | undefined;
    for (const field of own) {
      const children = fieldsOf(spec, field.type);
      const first = children[0];
      if (!field.list && first && fieldsOf(spec, first.type).length > 0 && children.every((c) => c.list)) {
        items = `${field.name}.${children[0]?.name ?? ''}`;
        break;
      }
    }
    items ??= own.find((f) => f.list)?.name;
    if (items) out.set(call, items);
  }
  for (const [call, items] of Object.entries(PAGED_OUTSIDE_SCHEMA)) if (!out.has(call)) out.set(call, items);
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The repeated elements of every Trading answer as dotted path ends the parser matches: `Parent.Child` for each
 * repeated element of a complex type reached under an element named `Parent`, lengthened by ancestors
 * (`Grandparent.Parent.Child`, up to the `<Call>Response` root) where a shorter end would also match an element that
 * does not repeat; plus, per call, the repeated children of `<Call>Response`.
 */
export function tradingListPaths(spec: TradingSpec): { paths: string[]; roots: Map<string, string[]> } {
  const complex = (type: string): boolean => fieldsOf(spec, type).length > 0;
  // Element name → the types an element of that name has (complex ones), and type → where it is held.
  const typesByName = new Map<string, Set<string>>();
  const holders = new Map<string, { name: string; owner: string }[]>();
  for (const owner of Object.keys(spec.types))
    for (const field of fieldsOf(spec, owner)) {
      if (!complex(field.type)) continue;
      (typesByName.get(field.name) ?? typesByName.set(field.name, new Set()).get(field.name))?.add(field.type);
      (holders.get(field.type) ?? holders.set(field.type, []).get(field.type))?.push({ name: field.name, owner });
    }
  const rootOf = new Map<string, string>();
  for (const [call, { response }] of Object.entries(spec.calls)) {
    rootOf.set(`${call}Response`, response);
    (holders.get(response) ?? holders.set(response, []).get(response))?.push({ name: `${call}Response`, owner: '' });
  }
  /** The types an element at the end of `names` (a chain of element names) can have. */
  const typesAt = (names: readonly string[]): Set<string> => {
    const first = names[0] ?? '';
    let types = new Set(rootOf.has(first) ? [rootOf.get(first) as string] : [...(typesByName.get(first) ?? [])]);
    for (const name of names.slice(1)) {
      const next = new Set<string>();
      for (const type of types)
        for (const field of fieldsOf(spec, type)) if (field.name === name && complex(field.type)) next.add(field.type);
      types = next;
    }
    return types;
  };
  const repeatsEverywhere = (names: readonly string[], child: string): boolean =>
    [...typesAt(names)].every((type) => fieldsOf(spec, type).every((f) => f.name !== child || f.list));
  const paths = new Set<string>();
  const MAX_STEPS = 5;
  /** Adds the shortest unambiguous ends for `child`, a repeated field of `type`, held under the names in `chain`. */
  const place = (type: string, chain: readonly string[], child: string): void => {
    for (const { name, owner } of holders.get(type) ?? []) {
      const names = [name, ...chain];
      if (repeatsEverywhere(names, child)) paths.add([...names, child].join('.'));
      else if (owner !== '' && names.length < MAX_STEPS) place(owner, names, child);
      else throw new Error(`trading.json: no unambiguous path end for ${[...names, child].join('.')}`);
    }
  };
  for (const type of Object.keys(spec.types))
    for (const field of spec.types[type]?.fields ?? []) if (field.list) place(type, [], field.name);
  // Fields of a base type repeat in each extension too.
  for (const type of Object.keys(spec.types)) {
    const base = spec.types[type]?.base;
    if (base) for (const field of fieldsOf(spec, base)) if (field.list) place(type, [], field.name);
  }
  const roots = new Map<string, string[]>();
  for (const [call, { response }] of Object.entries(spec.calls)) {
    const lists = fieldsOf(spec, response)
      .filter((f) => f.list && f.name !== 'Errors')
      .map((f) => f.name);
    if (lists.length > 0) roots.set(call, lists);
  }
  // The root's own lists are per call (`TRADING_ROOT_LISTS`); `<Call>Response.X` ends would repeat them.
  for (const path of LISTS_OUTSIDE_SCHEMA) paths.add(path);
  for (const path of [...paths])
    if (/^\w+Response\.\w+$/.test(path) && rootOf.has(path.split('.')[0] ?? '')) paths.delete(path);
  return { paths: [...paths].sort(), roots };
}

/** The `trading.gen.ts` module: the runtime data the client reads (repeated elements, paged calls). */
export function emitTradingData(spec: TradingSpec): string {
  const { paths, roots } = tradingListPaths(spec);
  const paged = tradingPagedCalls(spec);
  const out = [
    HEADER,
    '// From trading.json (eBay Trading schema facts): which elements repeat and where paged calls keep their items.',
    '',
    '/**',
    ' * The repeated elements of Trading answers as path ends (`Parent.Child`, longer where needed), one string',
    ' * separated by spaces: every element the schema lets repeat, and no other.',
    ' */',
    `export const TRADING_LIST_PATHS: string =\n  ${JSON.stringify(paths.join(' '))};`,
    '',
    '/** Per call, the repeated children of `<Call>Response` (besides `Errors`). */',
    'export const TRADING_ROOT_LISTS: Readonly<Record<string, string>> = {',
    ...[...roots]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([call, lists]) => `  ${call}: ${JSON.stringify(lists.join(' '))},`),
    '};',
    '',
    "/** Where each paged call (`Pagination` in, `PaginationResult` out) keeps its page's items. */",
    'export const TRADING_PAGED_CALLS: Readonly<Record<string, string>> = {',
    ...[...paged].map(([call, items]) => `  ${call}: '${items}',`),
    '};',
  ];
  return `${out.join('\n')}\n`;
}

const PRIMITIVE_OUT = 'string';

/** Name of a type on the response side (parsed answers). */
function outName(spec: TradingSpec, type: string): string {
  if (type === 'AbstractResponseType') return 'AbstractResponse';
  for (const [call, c] of Object.entries(spec.calls)) if (c.response === type) return `${call}Response`;
  return type;
}

function reach(spec: TradingSpec, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const type = stack.pop() as string;
    if (seen.has(type) || !spec.types[type]) continue;
    seen.add(type);
    const t = spec.types[type];
    if (t.base) stack.push(t.base);
    for (const f of t.fields) stack.push(f.type);
  }
  return seen;
}

const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The `trading.types.gen.ts` module: every Trading call's request and response types, from trading.json. */
export function emitTradingTypes(spec: TradingSpec, lifecycle: Map<string, { message: string }>): string {
  const calls = Object.keys(spec.calls).sort();
  const requests = new TradingRequestEmitter(spec);
  const usedEnums = new Set<string>();
  const callOf = (type: string, side: 'request' | 'response'): string | undefined =>
    calls.find((c) => spec.calls[c]?.[side] === type);
  const retiredNote = (call: string): string => {
    const retired = lifecycle.get(`trading.${call}`);
    return retired ? ` @deprecated ${retired.message}` : '';
  };
  const out: string[] = [
    HEADER,
    '// Trading API types from trading.json (eBay schema 1423). Answers (`…Type`, `<Call>Response`) are parsed XML:',
    "// text stays text, repeated elements are arrays, simple content with attributes is `{ '#value', '@_attr' }`, codes",
    '// are open (eBay adds values). Requests (`…Input`, `<Call>Request`) are strict: only the fields the schema names,',
    '// each typed from its XSD type, codes closed; `TradingRequestWith` (../xml/call-types.ts) adds what is newer.',
    '',
    '/** A repeatable request element: one value, or a list that `buildXmlRequest` writes as repeated elements. */',
    'export type OneOrMany<T> = T | readonly T[];',
    '',
    '/** A code as eBay answers it: one of the values its schema names, or one eBay added since. */',
    'export type OpenCode<T extends string> = T | (string & {});',
    '',
  ];
  const outTypes = reach(
    spec,
    calls.map((c) => spec.calls[c]?.response ?? ''),
  );
  const inTypes = reach(
    spec,
    calls.map((c) => spec.calls[c]?.request ?? ''),
  );
  // Schema order, so a schema change is a readable diff.
  for (const name of Object.keys(spec.types).filter((n) => outTypes.has(n))) {
    const call = callOf(name, 'response');
    if (call) out.push(`/** The answer of ${call} (\`${name}\`).${retiredNote(call)} */`);
    out.push(...responseTypeLines(spec, name, usedEnums));
  }
  for (const name of Object.keys(spec.types).filter((n) => inTypes.has(n))) {
    const call = callOf(name, 'request');
    out.push(
      ...requests.typeLines(
        name,
        call ? `/** Request fields of ${call} (\`${name}\`).${retiredNote(call)} */` : undefined,
      ),
    );
  }
  for (const name of Object.keys(spec.enums).sort())
    if (usedEnums.has(name) || requests.usedEnums.has(name)) out.push(...requests.enumLines(name));
  for (const call of ENVELOPE_ONLY_CALLS)
    out.push(
      `/** Request fields of ${call}: the envelope's only. */`,
      `export type ${call}Request = TradingRequestBase;`,
      `/** The answer of ${call}: the envelope (its \`Timestamp\` is eBay's time). */`,
      `export type ${call}Response = AbstractResponse;`,
    );
  out.push(...callTables(spec, calls));
  return `${out.join('\n')}\n`;
}

/** The answer type of `name`: parsed XML, where every leaf is text and every code open. */
function responseTypeLines(spec: TradingSpec, name: string, usedEnums: Set<string>): string[] {
  const t = spec.types[name] as TradingTypeSpec;
  const n = outName(spec, name);
  const code = (type: string): string | undefined => {
    if (!spec.enums[type]) return undefined;
    usedEnums.add(type);
    return `OpenCode<${type}>`;
  };
  const field = (f: TradingField): string => {
    const st = spec.types[f.type];
    const t =
      code(f.type) ??
      (st && !(st.value !== null && st.attributes.length === 0 && st.fields.length === 0 && !st.base)
        ? outName(spec, f.type)
        : PRIMITIVE_OUT);
    return `  ${key(f.name)}?: ${f.list ? (t.includes(' ') ? `(${t})[]` : `${t}[]`) : t};`;
  };
  const attr = (type: string): string => code(type) ?? 'string';
  if (t.value !== null && (t.attributes.length > 0 || t.fields.length > 0 || t.base))
    return [
      `export interface ${n} {`,
      "  '#value': string;",
      ...t.attributes.map((a) => `  '@_${a.name}'${a.required ? '' : '?'}: ${attr(a.type)};`),
      '}',
    ];
  if (t.value !== null) return [`export type ${n} = string;`];
  return [
    `export interface ${n}${t.base ? ` extends ${outName(spec, t.base)}` : ''} {`,
    ...t.attributes.map((a) => `  '@_${a.name}'?: ${attr(a.type)};`),
    ...t.fields.map(field),
    '}',
  ];
}

/** `TradingRequests`, `TradingResponses` and `TradingPageItems`: per call, its types. */
function callTables(spec: TradingSpec, calls: readonly string[]): string[] {
  const typed = [...calls, ...ENVELOPE_ONLY_CALLS].sort();
  const out = ['', '/** Request fields of each typed Trading call. */', 'export interface TradingRequests {'];
  for (const call of typed) out.push(`  ${call}: ${call}Request;`);
  out.push('}', '', '/** Parsed answer of each typed Trading call. */', 'export interface TradingResponses {');
  for (const call of typed) out.push(`  ${call}: ${call}Response;`);
  out.push('}', '');
  out.push(
    '/** The item type each paged Trading call yields through `ebay.paginate`. */',
    'export interface TradingPageItems {',
  );
  for (const [call, items] of tradingPagedCalls(spec)) {
    const c = spec.calls[call];
    if (!c) continue;
    let type = c.response;
    for (const step of items.split('.')) type = fieldsOf(spec, type).find((f) => f.name === step)?.type ?? type;
    out.push(`  ${call}: ${spec.types[type] ? outName(spec, type) : 'string'};`);
  }
  out.push('}');
  return out;
}
