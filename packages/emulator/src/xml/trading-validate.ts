import { loadTradingSchema } from '@baykit/spec';
import type { XmlFailure } from './envelope.js';

/** The generated file's shape (`trading-schema.gen.json` of @baykit/spec, written by packages/codegen). */
interface SchemaFile {
  calls: Record<string, { request: string; response: string; required?: string[] }>;
  types: Record<
    string,
    { base: string | null; attributes?: Record<string, string>; value?: string; fields: Record<string, string> }
  >;
  enums: Record<string, string[]>;
}

interface Field {
  type: string;
  list: boolean;
}

interface CompiledType {
  fields: Map<string, Field>;
  attributes: Map<string, { type: string; required: boolean }>;
  value: string | undefined;
}

/** Trading's schema, compiled for lookups: complex types with their base's fields merged in. */
export interface TradingSchema {
  requestOf: Map<string, string>;
  responseOf: Map<string, string>;
  required: Map<string, string[][]>;
  types: Map<string, CompiledType>;
  enums: Map<string, Set<string>>;
}

/** Compiles the generated schema: bases flattened, fields and enumerations as maps and sets. */
export function compileTradingSchema(file: SchemaFile): TradingSchema {
  const types = new Map<string, CompiledType>();
  const compile = (name: string): CompiledType | undefined => {
    const done = types.get(name);
    if (done) return done;
    const raw = file.types[name];
    if (!raw) return undefined;
    const base = raw.base ? compile(raw.base) : undefined;
    const fields = new Map(base?.fields);
    for (const [field, type] of Object.entries(raw.fields))
      fields.set(field, { type: type.replace(/\*$/, ''), list: type.endsWith('*') });
    const attributes = new Map(base?.attributes);
    for (const [attribute, type] of Object.entries(raw.attributes ?? {}))
      attributes.set(attribute, { type: type.replace(/!$/, ''), required: type.endsWith('!') });
    const type: CompiledType = { fields, attributes, value: raw.value ?? base?.value };
    types.set(name, type);
    return type;
  };
  for (const name of Object.keys(file.types)) compile(name);
  return {
    requestOf: new Map(Object.entries(file.calls).map(([call, c]) => [call, c.request])),
    responseOf: new Map(Object.entries(file.calls).map(([call, c]) => [call, c.response])),
    required: new Map(
      Object.entries(file.calls)
        .filter(([, c]) => c.required)
        .map(([call, c]) => [call, (c.required ?? []).map((group) => group.split('|'))]),
    ),
    types,
    enums: new Map(Object.entries(file.enums).map(([name, values]) => [name, new Set(values)])),
  };
}

let loading: Promise<TradingSchema> | undefined;

/** The compiled schema, loaded on the first Trading request and kept for the process (createEmulator stays fast). */
export function tradingSchema(): Promise<TradingSchema> {
  loading ??= loadTradingSchema().then((data) => compileTradingSchema(data as unknown as SchemaFile));
  return loading;
}

const INT = /^[+-]?\d{1,10}$/;
const LONG = /^[+-]?\d{1,19}$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const DOUBLE = /^([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|[+-]?INF|NaN)$/;
// eBay reads booleans without regard to case (its own examples send `True`); XSD also allows 1 and 0.
const BOOLEAN = /^(true|false|1|0)$/i;
const DATE_TIME = /^-?\d{4,}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?$/;
const TIME = /^\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?$/;
const DURATION = /^-?P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
// xs:anyURI accepts nearly any text; whitespace and control characters are what a URI can never hold.
const ANY_URI = /^[^\s\p{Cc}]*$/u;

/** Whether `text` is a value of the XSD primitive `type` (unknown primitives and text types accept anything). */
function primitiveOk(type: string, text: string): boolean {
  switch (type) {
    case 'int':
      return INT.test(text) && Math.abs(Number(text)) <= 2 ** 31 - (text.startsWith('-') ? 0 : 1);
    case 'long':
      return LONG.test(text) && BigInt(text) <= 2n ** 63n - 1n && BigInt(text) >= -(2n ** 63n);
    case 'decimal':
      return DECIMAL.test(text);
    case 'double':
    case 'float':
      return DOUBLE.test(text);
    case 'boolean':
      return BOOLEAN.test(text);
    case 'dateTime':
      return DATE_TIME.test(text) && !Number.isNaN(Date.parse(text));
    case 'time':
      return TIME.test(text);
    case 'duration':
      return DURATION.test(text);
    case 'anyURI':
      return ANY_URI.test(text);
    default:
      return true;
  }
}

/** The limits of one validation: how deep it descends and how many elements it reads before it stops. */
export const VALIDATION_LIMITS = { depth: 40, elements: 50_000, failures: 20 } as const;

/** Error 37 (eBay's Trading error reference): the tag's data is invalid, with the tag as parameter. */
export function invalidTag(tag: string): XmlFailure {
  return {
    code: '37',
    shortMessage: 'Input data is invalid.',
    longMessage: `Input data for tag <${tag}> is invalid or missing. Please check API documentation.`,
    parameters: [tag],
  };
}

/** Error 10009: a field the call requires is absent or empty, with the tag as parameter. */
export function missingTag(tag: string): XmlFailure {
  return {
    code: '10009',
    shortMessage: `No <${tag}> exists or <${tag}> is specified as an empty tag.`,
    longMessage: `No <${tag}> exists or <${tag}> is specified as an empty tag in the request.`,
    parameters: [tag],
  };
}

/** Warning 21927 (WarningLevel High only): an element the schema does not declare; eBay ignores it. */
export function unrecognizedTag(tag: string): XmlFailure {
  return {
    code: '21927',
    severity: 'Warning',
    shortMessage: `Unrecognized element <${tag}> in request message.`,
    longMessage: `The element <${tag}> was found in the input request message. This is not a declared element in the schema and will be ignored.`,
    parameters: [tag],
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What validation found: errors refuse the call; warnings ride along with its answer. */
export interface TradingValidation {
  errors: XmlFailure[];
  warnings: XmlFailure[];
}

/**
 * Validates a Trading request's fields (the content of `<Call>Request`, as the XML reader gives it) the way eBay
 * does: a value that is not of its schema type or not in its enumeration, an element repeated that may not repeat,
 * or an attribute value outside its enumeration is error 37; a field the call requires (TRADING_REQUIRED_FIELDS in
 * codegen) that is absent or empty is error 10009; an element the schema does not know is ignored, and reported as
 * warning 21927 only when the request asks `WarningLevel` High. Bounded by {@link VALIDATION_LIMITS}.
 */
export function validateTradingRequest(
  schema: TradingSchema,
  call: string,
  fields: Record<string, unknown>,
): TradingValidation {
  const result: TradingValidation = { errors: [], warnings: [] };
  const requestType = schema.requestOf.get(call);
  if (!requestType) return result;
  const warnUnknown = fields.WarningLevel === 'High';
  let budget: number = VALIDATION_LIMITS.elements;

  const simple = (type: string, text: string, tag: string): void => {
    const values = schema.enums.get(type);
    if (values ? !values.has(text) : !primitiveOk(type, text)) result.errors.push(invalidTag(tag));
  };

  const walk = (value: Record<string, unknown>, typeName: string, path: string, depth: number): void => {
    const type = schema.types.get(typeName);
    if (!type || depth > VALIDATION_LIMITS.depth) return;
    for (const [name, child] of Object.entries(value)) {
      if (result.errors.length >= VALIDATION_LIMITS.failures || --budget < 0) return;
      const tag = path ? `${path}.${name}` : name;
      if (name === '#value') {
        if (type.value && typeof child === 'string') simple(type.value, child, path);
        continue;
      }
      if (name.startsWith('@_')) {
        const attribute = type.attributes.get(name.slice(2));
        if (attribute && typeof child === 'string') simple(attribute.type, child, path);
        continue;
      }
      const field = type.fields.get(name);
      if (!field) {
        if (warnUnknown && result.warnings.length < VALIDATION_LIMITS.failures)
          result.warnings.push(unrecognizedTag(tag));
        continue;
      }
      const items = Array.isArray(child) ? child : [child];
      if (Array.isArray(child) && !field.list) {
        result.errors.push(invalidTag(tag));
        continue;
      }
      const complex = schema.types.get(field.type);
      for (const item of items) {
        if (--budget < 0) return;
        if (item === '') continue;
        if (complex) {
          if (isRecord(item)) walk(item, field.type, tag, depth + 1);
          // Text where the schema has a container is invalid; text of a simple-content type (AmountType) is its value.
          else if (typeof item === 'string' && complex.value) simple(complex.value, item, tag);
          else result.errors.push(invalidTag(tag));
        } else if (typeof item === 'string') simple(field.type, item, tag);
        else if (isRecord(item) && typeof item['#value'] === 'string') simple(field.type, item['#value'], tag);
        else result.errors.push(invalidTag(tag));
      }
    }
  };
  walk(fields, requestType, '', 0);

  for (const group of schema.required.get(call) ?? []) {
    if (!group.some((path) => present(fields, path))) result.errors.push(missingTag(group[0] ?? ''));
  }
  return result;
}

/** Whether the dot-joined `path` below `fields` holds a value that is not empty. */
function present(fields: Record<string, unknown>, path: string): boolean {
  let at: unknown = fields;
  for (const name of path.split('.')) {
    const here: unknown = Array.isArray(at) ? at[0] : at;
    if (!isRecord(here)) return false;
    at = here[name];
  }
  const value: unknown = Array.isArray(at) ? at[0] : at;
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return !isRecord(value) || Object.keys(value).length > 0;
}

/** One thing wrong in a Trading answer: where (dot-joined tags, `[i]` for the i-th of a repeated element) and what. */
export interface ResponseProblem {
  path: string;
  problem: string;
}

/** How many problems {@link validateTradingResponse} reports before it stops. */
const RESPONSE_PROBLEMS = 100;

/** The text of a leaf as the XML builder writes it (numbers, booleans, dates), or undefined for anything else. */
function leafText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return value instanceof Date ? value.toISOString() : undefined;
}

/**
 * Checks a Trading answer against the call's `<Call>ResponseType` (envelope fields such as Timestamp, Ack, Errors,
 * Version and Build belong to its base, AbstractResponseType): an element its type does not declare, a value not of
 * its primitive type (booleans as XSD writes them, `true`/`false`/`1`/`0`), a value outside its enumeration, an
 * element repeated that the schema declares once, elements where text is expected and text where elements are,
 * an attribute the type does not declare, one of a wrong value, and a required attribute left out (`currencyID`).
 * Enumerations are closed: eBay answers `CustomCode` for a value newer than the caller's schema version, so every
 * enumerated value of an answer is one of its type's values. `fields` is the content of `<Call>Response`, as
 * `parseXmlResponse` reads it or as a handler builds it (numbers, booleans and dates as text; null and undefined left
 * out). Returns no problems for a valid answer. Bounded by {@link VALIDATION_LIMITS}' depth and element count; stops
 * after 100 problems.
 */
export function validateTradingResponse(
  schema: TradingSchema,
  call: string,
  fields: Record<string, unknown>,
): ResponseProblem[] {
  const problems: ResponseProblem[] = [];
  const responseType = schema.responseOf.get(call);
  if (!responseType) return [{ path: '', problem: `${call} is not a Trading call` }];
  let budget: number = VALIDATION_LIMITS.elements;
  const report = (path: string, problem: string): void => {
    if (problems.length < RESPONSE_PROBLEMS) problems.push({ path, problem });
  };
  const simple = (type: string, text: string, path: string): void => {
    const values = schema.enums.get(type);
    if (values) {
      if (!values.has(text)) report(path, `"${text}" is not a value of ${type}`);
    } else if (type === 'boolean' ? !/^(true|false|1|0)$/.test(text) : !primitiveOk(type, text))
      report(path, `"${text}" is not an xs:${type}`);
  };

  let stopped = false;
  // Counts one element; false (reported once) past the element budget or the depth limit.
  const admit = (path: string, depth: number): boolean => {
    if (--budget >= 0 && depth <= VALIDATION_LIMITS.depth) return true;
    if (!stopped) report(path, 'answer too large or too deep to check further');
    stopped = true;
    return false;
  };
  const walk = (value: unknown, typeName: string, path: string, depth: number): void => {
    const type = schema.types.get(typeName);
    if (!type || !admit(path, depth)) return;
    let record: Record<string, unknown> = {};
    if (isRecord(value)) {
      record = value;
      // Simple content (AmountType) with attributes but no text: its value is empty.
      if (type.value && !('#value' in record)) simple(type.value, '', path);
    } else {
      const text = leafText(value);
      if (text === undefined) return report(path, `a list where one ${typeName} is expected`);
      if (type.value) simple(type.value, text, path);
      // An empty element is an empty container; text is not.
      else if (text !== '') report(path, `text "${text}" where ${typeName} holds elements`);
    }
    for (const [name, child] of Object.entries(record)) {
      if (child === undefined || child === null) continue;
      if (name === '#value') {
        const own = leafText(child);
        if (!type.value) report(path, `text "${own ?? ''}" beside the elements of ${typeName}`);
        else if (own === undefined) report(path, `elements where the text of ${typeName} is expected`);
        else simple(type.value, own, path);
        continue;
      }
      if (name.startsWith('@_')) {
        const attribute = type.attributes.get(name.slice(2));
        const own = leafText(child);
        if (!attribute) report(`${path}@${name.slice(2)}`, `${typeName} has no attribute ${name.slice(2)}`);
        else if (own === undefined) report(`${path}@${name.slice(2)}`, 'an attribute holds text only');
        else simple(attribute.type, own, `${path}@${name.slice(2)}`);
        continue;
      }
      const tag = path ? `${path}.${name}` : name;
      const field = type.fields.get(name);
      if (!field) {
        report(tag, `${typeName} has no element ${name}`);
        continue;
      }
      const items = (Array.isArray(child) ? child : [child]).filter((item) => item !== undefined && item !== null);
      if (!field.list && items.length > 1) report(tag, `repeated ${items.length} times; ${typeName} allows one`);
      const complex = schema.types.has(field.type);
      items.forEach((item: unknown, i) => {
        const at = Array.isArray(child) ? `${tag}[${i}]` : tag;
        if (complex) return walk(item, field.type, at, depth + 1);
        if (!admit(at, depth + 1)) return;
        const leaf = leafText(item);
        if (leaf === undefined) report(at, `elements where text (${field.type}) is expected`);
        else simple(field.type, leaf, at);
      });
    }
    for (const [name, attribute] of type.attributes)
      if (attribute.required && !(`@_${name}` in record)) report(path, `required attribute ${name} is missing`);
  };
  walk(fields, responseType, '', 0);
  return problems;
}
