import { XMLParser, XMLValidator, type X2jOptions } from 'fast-xml-parser';
import { BaykitError, isBaykitError } from '../errors/baykit-error.js';
import { createEntityDecoder } from './entity-decoder.js';

/** Options of {@link parseXml} and {@link parseXmlResponse}. */
export interface ParseXmlOptions {
  /**
   * Element paths that are always returned as arrays, even with one (or zero-text) occurrence. A path is the
   * dot-joined element names from the root without namespace prefixes, e.g. `GetOrdersResponse.OrderArray.Order`;
   * an entry also matches any path it ends (on a `.` boundary), so `OrderArray.Order` works for any root.
   */
  readonly arrayPaths?: readonly string[];
  /** Called with the full path of every element below the root; return `true` to force an array there. */
  readonly isArray?: (path: string) => boolean;
}

/** The document element of an XML response: its name and its content. */
export interface XmlResponse {
  /** Name of the root element, e.g. `GetAccountResponse` (namespace prefix removed). */
  readonly root: string;
  /** Content of the root element in the shape described on {@link parseXml}. */
  readonly body: Record<string, unknown>;
}

// Elements eBay repeats in every XML envelope (ebay-wire.md §3.3, §3.6, §3.7); callers should not need to list them.
const BUILT_IN_ARRAY_PATHS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'Errors',
  'ErrorParameters',
  'errorMessage.error',
  'errorMessage.error.parameter',
]);

const BASE_OPTIONS = /* @__PURE__ */ Object.freeze({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#value',
  // eBay sends ids with leading zeros, titles like `1e5` and `true`: element and attribute text stays a string.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Also drops `xmlns` and `xmlns:*` declarations: they say nothing the caller needs.
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Must stay on for `entityDecoder` to be consulted; the decoder itself refuses DOCTYPE entities.
  processEntities: true,
} satisfies X2jOptions);

/**
 * Parses an XML document (an eBay XML-service response) into plain objects, with fast-xml-parser.
 *
 * Shape (the same conventions `buildXmlRequest` writes, so a round trip works):
 * - an element with only text becomes a string; text is never coerced (`0012`, `1e5`, `true` stay strings) and
 *   surrounding whitespace is trimmed; an empty element becomes `''`;
 * - attributes become `@_name` keys and the text of an element that has attributes is under `#value`;
 * - a repeated element becomes an array; elements that merely can repeat are arrays only when listed in
 *   `options.arrayPaths`, accepted by `options.isArray`, or known to repeat in eBay envelopes (`Errors`,
 *   `ErrorParameters`, `errorMessage.error`, `errorMessage.error.parameter`);
 * - namespace prefixes are removed from names and `xmlns`/`xmlns:*` declarations are dropped;
 * - the XML declaration, processing instructions and comments are dropped.
 *
 * Only the five predefined entities and numeric character references are decoded; user-defined entities are never
 * expanded.
 *
 * @param text - the XML document.
 * @param options - elements to return as arrays.
 * @returns an object with one key, the root element's name.
 * @throws BaykitError with a message starting `XML response rejected:` for malformed XML, an empty document, any
 *   DOCTYPE declaration (the entity-expansion vector; eBay never sends one), elements nested more than 100 deep
 *   (fast-xml-parser's guard) or names like `__proto__`.
 */
export function parseXml(text: string, options: ParseXmlOptions = {}): Record<string, unknown> {
  if (typeof text !== 'string') throw rejected('expected the document as a string');
  // A BOM or stray leading whitespace before `<?xml` is harmless in practice but fails the strict validator.
  const source = text.replace(/^\uFEFF/, '').trimStart();
  if (source === '') throw rejected('the document is empty');

  // The parser is lenient by design (it accepts `<a><b></a>`), so well-formedness is checked first. XMLValidator
  // is marked deprecated in favour of a separate package that baykit does not depend on; it still ships in v5.
  const verdict = XMLValidator.validate(source);
  if (verdict !== true) {
    const { msg, line, col } = verdict.err;
    // The validator leaves `col` out for some errors despite its typings.
    const where = typeof col === 'number' ? `line ${line}, column ${col}` : `line ${line}`;
    throw rejected(`malformed XML at ${where}: ${msg}`);
  }

  let parsed: unknown;
  try {
    parsed = createParser(options).parse(source);
  } catch (error) {
    if (isBaykitError(error)) throw error;
    throw rejected(error instanceof Error ? error.message : String(error), error);
  }
  if (!isRecord(parsed) || Object.keys(parsed).length === 0) throw rejected('no root element');
  return parsed;
}

/**
 * Parses an XML response and unwraps its root element, normally `{callName}Response`.
 *
 * Tolerant on purpose: when the root is named differently (eBay names it after the call-name header, so a wrong
 * header gives e.g. `GeteBayOfficialTimesResponse`, ebay-wire.md §3.2) the root is still returned, under its own
 * name, so the caller can read the `Errors` inside. Paths in `options` start with the root name.
 *
 * @param text - the XML document.
 * @param callName - the call or operation name, e.g. `GetAccount` or `findItemsByKeywords`.
 * @param options - elements to return as arrays (see {@link parseXml}).
 * @returns the root name and the root's content; a text-only root gives `{ '#value': text }`, an empty one `{}`.
 * @throws BaykitError (`XML response rejected: …`) as {@link parseXml} does.
 */
export function parseXmlResponse(text: string, callName: string, options: ParseXmlOptions = {}): XmlResponse {
  const document = parseXml(text, options);
  const expected = `${callName}Response`;
  const root = Object.hasOwn(document, expected) ? expected : (Object.keys(document)[0] ?? expected);
  const content = document[root];
  if (isRecord(content)) return { root, body: content };
  if (content === '' || content === undefined) return { root, body: {} };
  return { root, body: { '#value': content } };
}

function createParser(options: ParseXmlOptions): XMLParser {
  // A set, looked up with each dot-boundary suffix of an element's path: O(depth) per element, however many
  // paths a call lists (GetMyeBaySelling lists hundreds).
  const listed = new Set([...BUILT_IN_ARRAY_PATHS, ...(options.arrayPaths ?? [])]);
  const isListed = (path: string): boolean => {
    for (let at = 0; at !== -1; at = path.indexOf('.', at + 1)) {
      if (listed.has(at === 0 ? path : path.slice(at + 1))) return true;
    }
    return false;
  };
  // Most elements are named differently from the last step of every listed path: they are answered without
  // building a single suffix (a GetSellerList page has tens of thousands of elements).
  const lastSteps = new Set([...listed].map((path) => path.slice(path.lastIndexOf('.') + 1)));
  const custom = options.isArray;
  return new XMLParser({
    ...BASE_OPTIONS,
    // A fresh decoder per parser: nothing is shared between documents.
    entityDecoder: createEntityDecoder(),
    isArray: (name, jPath, _isLeaf, isAttribute) => {
      if (isAttribute === true || (custom === undefined && !lastSteps.has(name))) return false;
      // The root (a path without a dot) is never an array: callers look it up by name.
      if (typeof jPath !== 'string' || !jPath.includes('.')) return false;
      return (lastSteps.has(name) && isListed(jPath)) || custom?.(jPath) === true;
    },
  });
}

function rejected(reason: string, cause?: unknown): BaykitError {
  return new BaykitError(`XML response rejected: ${reason}`, cause === undefined ? undefined : { cause });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
