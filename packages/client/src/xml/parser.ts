import { compileListPaths, type ListPaths } from './list-paths.js';
import { refused } from './rejection.js';
import { readXml } from './xml-reader.js';

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

// Elements eBay repeats in every XML envelope (docs/ebay-facts.md#envelope-and-ack, #finding, #merchandising); callers should not need to list them.
const BUILT_IN_ARRAY_PATHS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'Errors',
  'ErrorParameters',
  'errorMessage.error',
  'errorMessage.error.parameter',
]);

/**
 * Parses an XML document (an eBay XML-service response) into plain objects, in one strict pass (./xml-reader.ts)
 * that builds the result as it reads, without an intermediate tree.
 *
 * Shape (the same conventions `buildXmlRequest` writes, so a round trip works):
 * - an element with only text becomes a string; text is never coerced (`0012`, `1e5`, `true` stay strings) and
 *   surrounding whitespace is trimmed; an empty element becomes `''`;
 * - attributes become `@_name` keys and the text of an element that has attributes is under `#value`; an element
 *   with children and text (mixed content) keeps its text, joined, under `#value` too;
 * - a repeated element becomes an array; elements that merely can repeat are arrays only when listed in
 *   `options.arrayPaths`, accepted by `options.isArray`, or known to repeat in eBay envelopes (`Errors`,
 *   `ErrorParameters`, `errorMessage.error`, `errorMessage.error.parameter`); the root never is;
 * - an element that holds a list is an object and its list an array, always: an empty element (no text, no
 *   attributes, no children) whose path is the parent of a listed path becomes an object with an empty array per
 *   listed child, e.g. `<ItemArray/>` gives `{ Item: [] }` when `ItemArray.Item` is listed (`isArray` is not asked
 *   here: it can only answer for elements that exist);
 * - namespace prefixes are removed from names and `xmlns`/`xmlns:*` declarations are dropped;
 * - CDATA is kept verbatim; line ends become `\n`; the XML declaration, processing instructions and comments are
 *   dropped, and a BOM or whitespace before the document is skipped.
 *
 * Only the five predefined entities and numeric character references are decoded; a well-formed reference to any
 * other entity, or to a character XML forbids, is kept as written. Entities are never expanded.
 *
 * @param text - the XML document.
 * @param options - elements to return as arrays.
 * @returns an object with one key, the root element's name.
 * @throws BaykitError with a message starting `XML response rejected:` for an empty document, any DOCTYPE
 *   declaration (the entity-expansion vector; eBay never sends one), elements nested more than 100 deep, element
 *   names of `Object.prototype` members such as `__proto__` or `constructor`, and XML that is not well-formed (with
 *   the line and column where it breaks): mismatched or unclosed tags, a second root, text outside the root, bad
 *   names, unquoted or repeated attributes, `<` in an attribute value, an `&` that does not start a reference.
 */
export function parseXml(text: string, options: ParseXmlOptions = {}): Record<string, unknown> {
  if (typeof text !== 'string') throw refused('expected the document as a string');
  // A BOM or stray leading whitespace before `<?xml` is harmless in practice: both are skipped.
  const begin = text.length - text.trimStart().length;
  if (begin === text.length) throw refused('the document is empty');
  const lists = listPaths(options.arrayPaths ?? []);
  return readXml(text, begin, { lists, isArray: options.isArray });
}

// Compiled tries of frozen path lists (the generated Trading table is one), so that a list is compiled once.
const compiled = /* @__PURE__ */ new WeakMap<readonly string[], ListPaths>();

function listPaths(paths: readonly string[]): ListPaths {
  const frozen = Object.isFrozen(paths);
  const cached = frozen ? compiled.get(paths) : undefined;
  if (cached) return cached;
  const lists = compileListPaths([...BUILT_IN_ARRAY_PATHS, ...paths]);
  if (frozen) compiled.set(paths, lists);
  return lists;
}

/**
 * Parses an XML response and unwraps its root element, normally `{callName}Response`.
 *
 * Tolerant on purpose: when the root is named differently (eBay names it after the call-name header, so a wrong
 * header gives e.g. `GeteBayOfficialTimesResponse`, docs/ebay-facts.md#trading-headers) the root is still returned, under its own
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
