import type { TradingField, TradingSpec, TradingTypeSpec } from './trading-spec.js';

/**
 * Request fields eBay's call reference marks required where the schema leaves every element optional (facts from
 * https://developer.ebay.com/devzone/xml/docs/reference/ebay/index.html, one page per call).
 */
const REQUIRED_REQUEST_FIELDS: Readonly<Record<string, readonly string[]>> = {
  AddFixedPriceItemRequestType: ['Item'],
  AddItemRequestType: ['Item'],
  VerifyAddFixedPriceItemRequestType: ['Item'],
  VerifyAddItemRequestType: ['Item'],
  ReviseFixedPriceItemRequestType: ['Item'],
  ReviseItemRequestType: ['Item'],
  RelistFixedPriceItemRequestType: ['Item'],
  RelistItemRequestType: ['Item'],
  EndFixedPriceItemRequestType: ['EndingReason'],
  EndItemRequestType: ['EndingReason'],
  GetSessionIDRequestType: ['RuName'],
};

/**
 * The TypeScript type a request takes for each XSD primitive of Trading's schema. Text is written as given; a
 * `Date` goes out as ISO 8601 (`buildXmlRequest`). Integers are numbers. Decimals (prices, percentages) also take
 * their text, as `price.toFixed(2)` gives it (`'9.90'` keeps the cents that `9.9` loses). `xs:long` fields are all ids
 * (business policy, store category, folder, task, campaign ids) that other eBay APIs hand out as strings, so they
 * take a string too, or a `bigint`.
 */
const REQUEST_PRIMITIVES: Readonly<Record<string, string>> = {
  string: 'string',
  token: 'string',
  anyURI: 'string',
  time: 'string',
  duration: 'string',
  base64Binary: 'string',
  boolean: 'boolean',
  int: 'number',
  long: 'number | bigint | string',
  float: 'number | string',
  double: 'number | string',
  decimal: 'number | string',
  dateTime: 'Date | string',
};

/**
 * Every code type of Trading's schema ends with `CustomCode`, which eBay documents as "reserved for internal or future
 * use" (e.g. https://developer.ebay.com/devzone/XML/docs/reference/ebay/types/ListingTypeCodeType.html): a request
 * never sends it, so the closed unions leave it out. Answers take any string.
 */
const PLACEHOLDER_CODE = 'CustomCode';

/** Name of a type on the request side (fields the builder writes). */
export function inName(spec: TradingSpec, type: string): string {
  if (type === 'AbstractRequestType') return 'TradingRequestBase';
  for (const [call, c] of Object.entries(spec.calls)) if (c.request === type) return `${call}Request`;
  return `${type.replace(/Type$/, '')}Input`;
}

const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

const isValueOnly = (t: TradingTypeSpec): boolean =>
  t.value !== null && t.attributes.length === 0 && t.fields.length === 0 && !t.base;

/**
 * The request side of `trading.types.gen.ts`: one object type per complex type a request reaches, with no index
 * signature (a misspelt field is a compile error, with TypeScript's "Did you mean"), each leaf typed from its XSD
 * type and each enumeration closed. Object types are type aliases, not interfaces, so they stay assignable to
 * `XmlFields`.
 */
export class TradingRequestEmitter {
  readonly usedEnums = new Set<string>();

  constructor(private readonly spec: TradingSpec) {}

  /** The lines of the request type of `name`, preceded by `doc` when given. */
  typeLines(name: string, doc: string | undefined): string[] {
    const t = this.spec.types[name] as TradingTypeSpec;
    const n = inName(this.spec, name);
    const out = doc ? [doc] : [];
    if (t.value !== null && !isValueOnly(t)) {
      const value = this.primitive(t.value);
      const attrs = t.attributes.map((a) => `readonly '@_${a.name}'${a.required ? '' : '?'}: ${this.leaf(a.type)}`);
      out.push(`export type ${n} = ${value} | { readonly '#value': ${value}; ${attrs.join('; ')} };`);
    } else if (t.value !== null) {
      out.push(`export type ${n} = ${this.primitive(t.value)};`);
    } else if (t.fields.length === 0 && t.attributes.length === 0 && !t.base) {
      out.push(`export type ${n} = { readonly [field: string]: never };`);
    } else {
      out.push(`export type ${n} = ${t.base ? `${inName(this.spec, t.base)} & ` : ''}{`);
      for (const a of t.attributes) out.push(`  readonly '@_${a.name}'${a.required ? '' : '?'}: ${this.leaf(a.type)};`);
      for (const f of t.fields) out.push(this.field(f, name));
      out.push('};');
    }
    return out;
  }

  /** The closed union of a code type's values, without eBay's placeholder. */
  enumLines(name: string): string[] {
    const all = this.spec.enums[name] ?? [];
    const values = all.length > 1 ? all.filter((v) => v !== PLACEHOLDER_CODE) : all;
    return [
      `/** \`${name}\`: the ${values.length} values eBay's schema names (answers may carry one added since). */`,
      `export type ${name} = ${values.map((v) => JSON.stringify(v)).join(' | ')};`,
    ];
  }

  private field(f: TradingField, owner: string): string {
    const t = this.leaf(f.type);
    const required = (f.min ?? 0) >= 1 || REQUIRED_REQUEST_FIELDS[owner]?.includes(f.name) === true;
    return `  readonly ${key(f.name)}${required ? '' : '?'}: ${f.list ? `OneOrMany<${t}>` : t};`;
  }

  private leaf(type: string): string {
    const st = this.spec.types[type];
    if (st) return isValueOnly(st) ? this.primitive(st.value as string) : inName(this.spec, type);
    if (this.spec.enums[type]) {
      this.usedEnums.add(type);
      return type;
    }
    return this.primitive(type);
  }

  private primitive(type: string): string {
    const ts = REQUEST_PRIMITIVES[type];
    if (!ts) throw new Error(`trading.json: no request type for the XSD type ${type}`);
    return ts;
  }
}
