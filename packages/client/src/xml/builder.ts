import { isReservedKey } from './reserved-keys.js';
import { ValidationError } from '../errors/validation-error.js';
import { XmlCData } from './cdata.js';
import { cdataSection, escapeAttribute, escapeText, isXmlName, isXmlText } from './escape.js';

/** A value that becomes the text of an element (or the value of an attribute). */
export type XmlScalar = string | number | bigint | boolean | Date | XmlCData;

/** Anything a field of an XML request may hold; see {@link buildXmlRequest} for how each kind is written. */
export type XmlValue = XmlScalar | XmlFields | readonly (XmlScalar | XmlFields | null | undefined)[] | null | undefined;

/**
 * The children, attributes (`@_name`) and own text (`#value`) of one element. Handy to type request literals;
 * `buildXmlRequest` itself accepts any plain object (interfaces included) and checks it at run time.
 */
export interface XmlFields {
  readonly [name: string]: XmlValue;
}

/** Options of {@link buildXmlRequest}. */
export interface BuildXmlOptions {
  /** Default namespace written on the root, e.g. `urn:ebay:apis:eBLBaseComponents` for Trading and Shopping. */
  readonly xmlns?: string;
  /** Whether to start with `<?xml version="1.0" encoding="utf-8"?>`. Defaults to `true`. */
  readonly declaration?: boolean;
}

const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
const ATTRIBUTE_PREFIX = '@_';
const TEXT_KEY = '#value';
// Item descriptions are HTML; CDATA keeps them readable on the wire and is what eBay's own samples send.
const CDATA_ELEMENTS: readonly string[] = /* @__PURE__ */ Object.freeze(['Description']);

/**
 * Builds an XML request document for eBay's XML services (Trading, Shopping, Finding, Merchandising, Auth'n'Auth).
 *
 * Result: `<?xml version="1.0" encoding="utf-8"?><{rootName} xmlns="{xmlns}">…</{rootName}>`, on one line. For
 * Trading the root is `{CallName}Request` and `xmlns` is `urn:ebay:apis:eBLBaseComponents` (docs/ebay-facts.md#envelope-and-ack).
 *
 * Conventions for `fields` (the same shape `parseXml` returns, so a round trip works):
 * - each key is an element name and key order is kept, so pass `RequesterCredentials` first when the call needs it;
 * - a string, number, bigint or boolean becomes the element's text; a `Date` becomes ISO-8601 (`toISOString()`);
 * - an array becomes the element repeated once per item (arrays directly inside arrays are refused);
 * - `null` and `undefined` fields (and array items) are left out;
 * - a nested plain object becomes a nested element; inside it, `@_name` keys are attributes and `#value` is the
 *   element's own text, e.g. `{ StartPrice: { '@_currencyID': 'USD', '#value': '10.00' } }`;
 * - all text and attribute values are escaped, so a value can never add markup;
 * - `cdata(text)` forces a CDATA section, and text of elements named `Description` is always CDATA; a `]]>` inside
 *   is split across two sections;
 * - element and attribute names must be XML names with at most one `prefix:`.
 *
 * @param rootName - name of the document element, e.g. `GetSessionIDRequest`.
 * @param fields - the request content, a plain object as described above.
 * @param options - default namespace and whether to write the XML declaration.
 * @returns the serialised document.
 * @throws ValidationError naming the offending key (`parameter`) for a bad name, a value that cannot be written
 *   (function, symbol, non-finite number, invalid date, characters XML cannot carry) or a circular reference.
 */
export function buildXmlRequest(rootName: string, fields: object, options: BuildXmlOptions = {}): string {
  if (typeof rootName !== 'string' || !isXmlName(rootName)) {
    throw new ValidationError(`Invalid XML root element name ${JSON.stringify(rootName)}`, { parameter: 'rootName' });
  }
  if (!isPlainObject(fields)) {
    throw new ValidationError('XML request fields must be a plain object', { parameter: 'fields' });
  }
  const { xmlns, declaration = true } = options;
  let rootAttributes = '';
  if (xmlns !== undefined) {
    // The namespace may come from options or from an `@_xmlns` field, not both: two would be a duplicate attribute.
    if (fields[`${ATTRIBUTE_PREFIX}xmlns`] !== undefined && fields[`${ATTRIBUTE_PREFIX}xmlns`] !== null) {
      throw new ValidationError('xmlns given both as an option and as an @_xmlns field', { parameter: '@_xmlns' });
    }
    rootAttributes = ` xmlns="${escapeAttribute(scalarText(xmlns, 'xmlns'))}"`;
  }
  const document = renderObject(rootName, fields, '', [], rootAttributes);
  return declaration ? DECLARATION + document : document;
}

function renderObject(
  name: string,
  fields: Record<string, unknown>,
  path: string,
  ancestors: readonly object[],
  leadingAttributes: string,
): string {
  if (ancestors.includes(fields)) {
    throw new ValidationError(`Circular reference in XML request at ${path}`, { parameter: path });
  }
  const lineage = [...ancestors, fields];
  let attributes = leadingAttributes;
  let text = '';
  let children = '';
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const keyPath = path === '' ? key : `${path}.${key}`;
    if (key === TEXT_KEY) {
      text = renderText(name, value, keyPath);
    } else if (key.startsWith(ATTRIBUTE_PREFIX)) {
      const attributeName = key.slice(ATTRIBUTE_PREFIX.length);
      assertName(attributeName, keyPath, 'attribute');
      attributes += ` ${attributeName}="${escapeAttribute(scalarText(value, keyPath))}"`;
    } else {
      assertName(key, keyPath, 'element');
      children += renderValue(key, value, keyPath, lineage);
    }
  }
  return `<${name}${attributes}>${text}${children}</${name}>`;
}

function renderValue(name: string, value: unknown, path: string, ancestors: readonly object[]): string {
  if (Array.isArray(value)) {
    let repeated = '';
    value.forEach((item: unknown, index) => {
      if (item === null || item === undefined) return;
      const itemPath = `${path}[${index}]`;
      if (Array.isArray(item)) {
        throw new ValidationError(`Nested arrays cannot be written as XML (at ${itemPath})`, { parameter: itemPath });
      }
      repeated += renderValue(name, item, itemPath, ancestors);
    });
    return repeated;
  }
  if (isPlainObject(value)) return renderObject(name, value, path, ancestors, '');
  return `<${name}>${renderText(name, value, path)}</${name}>`;
}

function renderText(elementName: string, value: unknown, path: string): string {
  const text = scalarText(value, path);
  const localName = elementName.slice(elementName.indexOf(':') + 1);
  return value instanceof XmlCData || CDATA_ELEMENTS.includes(localName) ? cdataSection(text) : escapeText(text);
}

function scalarText(value: unknown, path: string): string {
  const text = toText(value, path);
  if (!isXmlText(text)) {
    throw new ValidationError(`Value at ${path} contains characters XML cannot carry (control characters)`, {
      parameter: path,
    });
  }
  return text;
}

function toText(value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return String(value);
    throw new ValidationError(`Value at ${path} is not a finite number`, { parameter: path });
  }
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) return value.toISOString();
    throw new ValidationError(`Value at ${path} is an invalid Date`, { parameter: path });
  }
  if (value instanceof XmlCData) return value.text;
  throw new ValidationError(`Value at ${path} cannot be written as XML text (${describe(value)})`, {
    parameter: path,
  });
}

function assertName(name: string, path: string, kind: 'element' | 'attribute'): void {
  if (!isXmlName(name)) {
    throw new ValidationError(`Invalid XML ${kind} name ${JSON.stringify(name)} at ${path}`, { parameter: path });
  }
  // The names the XML reader never takes as keys (they would shadow Object.prototype): no eBay element or attribute
  // has one, and eBay's answer would be a parse error, so it is a mistake in the fields.
  if (isReservedKey(name.slice(name.indexOf(':') + 1))) {
    throw new ValidationError(
      `XML ${kind} name ${JSON.stringify(name)} at ${path} is not one eBay uses (baykit refuses names of Object.prototype's members).`,
      { parameter: path },
    );
  }
}

// Only object literals (and class instances without a special tag) nest; Map, Set, RegExp, Date and friends would
// otherwise serialise as silently empty elements.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof XmlCData) &&
    Object.prototype.toString.call(value) === '[object Object]'
  );
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return Object.prototype.toString.call(value).slice(8, -1);
  return typeof value;
}
