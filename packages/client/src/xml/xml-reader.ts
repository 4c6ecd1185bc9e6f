// The XML reader behind parseXml (./parser.ts): one strict pass over the document that checks well-formedness and
// builds the result objects as it goes. No token list, no intermediate tree and no recursion, so a 5 MB answer costs
// little more than its result, and nesting cannot overflow the stack.
import { isXmlName } from './escape.js';
import { emptyLists, isListed, type ListPaths } from './list-paths.js';
import { NameTable, type NameEntry } from './names.js';
import { lineOf, malformed, refused } from './rejection.js';
import { XmlText } from './xml-text.js';

/** Deepest element nesting accepted, the root being at depth 1 (the guard fast-xml-parser had). */
export const MAX_DEPTH = 100;

/** What shapes the result besides the document. */
export interface ReadOptions {
  /** The compiled array paths. */
  readonly lists: ListPaths;
  /** The caller's own test, asked with the full dotted path of each element below the root. */
  readonly isArray: ((path: string) => boolean) | undefined;
}

const TEXT_KEY = '#value';
// XMLDecl of XML 1.0 (5th ed.): version, then optional encoding and standalone, in this order.
const DECLARATION =
  /^<\?xml\s+version\s*=\s*(["'])1\.[0-9]+\1(?:\s+encoding\s*=\s*(["'])[A-Za-z][\w.-]*\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\3)?\s*\?>$/;
const BANG = 0x21;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const GREATER = 0x3e;
const QUESTION = 0x3f;

/**
 * Reads the document `xml` from `begin` (after a BOM and leading whitespace) into `{ [rootName]: content }`.
 *
 * @throws BaykitError (`XML response rejected: …`, with line and column) for anything that is not well-formed XML
 *   1.0 with namespaces, a DOCTYPE, nesting deeper than {@link MAX_DEPTH}, or a reserved element name.
 */
export function readXml(xml: string, begin: number, options: ReadOptions): Record<string, unknown> {
  return new XmlReader(xml, begin, options).read();
}

/** XML whitespace (S): space, tab, line feed, carriage return. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

class XmlReader {
  readonly #xml: string;
  readonly #begin: number;
  readonly #elements: NameTable;
  readonly #attributeNames: NameTable;
  readonly #isArray: ((path: string) => boolean) | undefined;
  readonly #chars: XmlText;

  // The open elements, by depth (0 is the root): parallel arrays reused from one element to the next.
  #depth = -1;
  readonly #entries: NameEntry[] = [];
  readonly #keys: string[] = [];
  readonly #starts: number[] = [];
  readonly #objects: (Record<string, unknown> | undefined)[] = [];
  readonly #texts: string[] = [];
  readonly #attributes: string[][] = [];
  readonly #paths: string[] = [];
  readonly #seen = new Set<NameEntry>();
  #root: Record<string, unknown> | undefined;

  constructor(xml: string, begin: number, options: ReadOptions) {
    this.#xml = xml;
    this.#begin = begin;
    this.#elements = new NameTable('element', options.lists.arrays, options.lists.holders);
    this.#attributeNames = new NameTable('attribute', options.lists.arrays, options.lists.holders);
    this.#isArray = options.isArray;
    this.#chars = new XmlText(xml);
  }

  read(): Record<string, unknown> {
    const xml = this.#xml;
    const n = xml.length;
    let pos = this.#begin;
    while (pos < n) {
      let less = xml.indexOf('<', pos);
      if (less === -1) less = n;
      if (less > pos) this.#text(pos, less);
      if (less === n) break;
      const c = xml.charCodeAt(less + 1);
      if (c === SLASH) pos = this.#closeTag(less);
      else if (c === BANG) pos = this.#markup(less);
      else if (c === QUESTION) pos = this.#instruction(less);
      else pos = this.#openTag(less);
    }
    if (this.#depth >= 0) {
      const where = this.#starts[this.#depth] ?? 0;
      throw malformed(
        xml,
        n,
        `the element <${this.#entries[this.#depth]?.raw ?? ''}> opened at ${lineOf(xml, where)} is not closed`,
      );
    }
    if (this.#root === undefined) throw refused('no root element');
    return this.#root;
  }

  #text(start: number, end: number): void {
    const xml = this.#xml;
    if (this.#depth < 0) {
      for (let p = start; p < end; p += 1) {
        if (!isSpace(xml.charCodeAt(p))) {
          throw malformed(xml, p, `text ${this.#root === undefined ? 'before' : 'after'} the root element`);
        }
      }
      return;
    }
    this.#chars.add(start, end);
  }

  /** Appends the pending text to the text of the element at `depth`. */
  #flush(depth: number): void {
    const text = this.#chars.take();
    if (text === '') return;
    const before = this.#texts[depth] ?? '';
    this.#texts[depth] = before === '' ? text : before + text;
  }

  #openTag(less: number): number {
    const xml = this.#xml;
    const entry = this.#elements.read(xml, less + 1);
    if (entry === undefined) throw this.#nameProblem(this.#elements, less + 1, 'element');
    const depth = this.#depth + 1;
    if (depth === 0 && this.#root !== undefined) throw malformed(xml, less, 'a second root element');
    if (depth >= MAX_DEPTH) throw refused(`elements nested more than ${MAX_DEPTH} deep at ${lineOf(xml, less)}`);
    if (depth > 0) this.#flush(depth - 1);
    this.#entries[depth] = entry;
    this.#keys[depth] = entry.key;
    this.#starts[depth] = less;
    this.#objects[depth] = undefined;
    this.#texts[depth] = '';
    let attributes = this.#attributes[depth];
    if (attributes === undefined) this.#attributes[depth] = attributes = [];
    else attributes.length = 0;
    if (this.#isArray !== undefined)
      this.#paths[depth] = depth === 0 ? entry.key : `${this.#paths[depth - 1] ?? ''}.${entry.key}`;
    this.#depth = depth;

    let p = less + 1 + entry.raw.length;
    let c = xml.charCodeAt(p);
    if (c === GREATER) return p + 1;
    if (c !== SLASH) {
      p = this.#readAttributes(p, attributes);
      c = xml.charCodeAt(p);
      if (c === GREATER) return p + 1;
    }
    if (xml.charCodeAt(p + 1) !== GREATER) throw malformed(xml, p, "expected '>' after '/' in a tag");
    this.#finish(depth);
    return p + 2;
  }

  /** Reads the attributes of a tag from `from`; returns the position of its `>` or `/>`. */
  #readAttributes(from: number, attributes: string[]): number {
    const xml = this.#xml;
    const n = xml.length;
    const seen = this.#seen;
    seen.clear();
    let p = from;
    for (;;) {
      const spaced = p;
      let c = xml.charCodeAt(p);
      while (isSpace(c)) c = xml.charCodeAt((p += 1));
      if (c === GREATER || c === SLASH) return p;
      if (p >= n) throw malformed(xml, n, 'the document ends inside a tag');
      if (p === spaced) throw malformed(xml, p, "expected whitespace, '>' or '/>' in a tag");
      const entry = this.#attributeNames.read(xml, p);
      if (entry === undefined) throw this.#nameProblem(this.#attributeNames, p, 'attribute');
      const name = p;
      p += entry.raw.length;
      while (isSpace(xml.charCodeAt(p))) p += 1;
      if (xml.charCodeAt(p) !== EQUALS)
        throw malformed(xml, p, `expected '=' and a quoted value after the attribute ${entry.raw}`);
      p += 1;
      while (isSpace(xml.charCodeAt(p))) p += 1;
      const quote = xml.charCodeAt(p);
      if (quote !== QUOTE && quote !== APOSTROPHE)
        throw malformed(xml, p, `the value of the attribute ${entry.raw} is not quoted`);
      const close = xml.indexOf(quote === QUOTE ? '"' : "'", p + 1);
      if (close === -1) throw malformed(xml, p, `the value of the attribute ${entry.raw} is not closed`);
      // Searched in the value alone, so a tag with many attributes is still read in linear time.
      const lessInValue = xml.slice(p + 1, close).indexOf('<');
      if (lessInValue !== -1)
        throw malformed(xml, p + 1 + lessInValue, `'<' in the value of the attribute ${entry.raw}`);
      if (seen.has(entry)) throw malformed(xml, name, `the attribute ${entry.raw} is repeated`);
      seen.add(entry);
      const value = this.#chars.attributeValue(p + 1, close);
      // Namespace declarations are dropped: they say nothing the caller needs.
      if (entry.key !== '') attributes.push(entry.key, value);
      p = close + 1;
    }
  }

  #closeTag(less: number): number {
    const xml = this.#xml;
    const depth = this.#depth;
    const start = less + 2;
    if (depth < 0) throw malformed(xml, less, `the end tag </${this.#rawNameAt(start)}> closes no element`);
    const raw = this.#entries[depth]?.raw ?? '';
    let p = start + raw.length;
    const after = xml.charCodeAt(p);
    // The name must end right there: </ab> does not close <a>.
    if (!xml.startsWith(raw, start) || !(isSpace(after) || after === GREATER || p >= xml.length)) {
      const opened = lineOf(xml, this.#starts[depth] ?? 0);
      throw malformed(xml, less, `expected </${raw}> (opened at ${opened}) but found </${this.#rawNameAt(start)}>`);
    }
    while (isSpace(xml.charCodeAt(p))) p += 1;
    if (xml.charCodeAt(p) !== GREATER) {
      throw malformed(xml, p, p >= xml.length ? `the document ends inside </${raw}>` : `expected '>' to end </${raw}>`);
    }
    this.#flush(depth);
    this.#finish(depth);
    return p + 1;
  }

  /** Closes the element at `depth` (the innermost) and hands its value to its parent. */
  #finish(depth: number): void {
    const entry = this.#entries[depth] as NameEntry;
    const object = this.#objects[depth];
    const attributes = this.#attributes[depth] ?? [];
    const text = this.#texts[depth] ?? '';
    let value: unknown;
    if (object === undefined && attributes.length === 0) {
      value = text;
      if (text === '' && entry.holderNode !== undefined) value = emptyLists(entry.holderNode, this.#keys, depth) ?? '';
    } else {
      // Key order as fast-xml-parser wrote it: children, then the text, then the attributes.
      const built = object ?? {};
      if (text !== '') built[TEXT_KEY] = text;
      for (let i = 0; i < attributes.length; i += 2) built[attributes[i] as string] = attributes[i + 1];
      value = built;
    }
    this.#depth = depth - 1;
    if (depth === 0) {
      const root: Record<string, unknown> = {};
      root[entry.key] = value;
      this.#root = root;
      return;
    }
    let parent = this.#objects[depth - 1];
    if (parent === undefined) this.#objects[depth - 1] = parent = {};
    const existing = parent[entry.key];
    if (existing === undefined) parent[entry.key] = this.#isArrayAt(entry, depth) ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else parent[entry.key] = [existing, value];
  }

  /** Whether the first element of its name in its parent starts an array (the root never does). */
  #isArrayAt(entry: NameEntry, depth: number): boolean {
    if (entry.arrayNode !== undefined && isListed(entry.arrayNode, this.#keys, depth)) return true;
    return this.#isArray !== undefined && this.#isArray(this.#paths[depth] ?? '') === true;
  }

  /** `<!--`, `<![CDATA[` or, refused, `<!DOCTYPE`. */
  #markup(less: number): number {
    const xml = this.#xml;
    if (xml.startsWith('<!--', less)) {
      const dashes = xml.indexOf('--', less + 4);
      if (dashes === -1 || dashes + 2 >= xml.length) throw malformed(xml, less, 'the comment is not closed');
      if (xml.charCodeAt(dashes + 2) !== GREATER) throw malformed(xml, dashes, "'--' inside a comment");
      // Comments do not end the pending text: fast-xml-parser joined the text around them.
      return dashes + 3;
    }
    if (xml.startsWith('<![CDATA[', less)) {
      if (this.#depth < 0) throw malformed(xml, less, 'CDATA outside the root element');
      const end = xml.indexOf(']]>', less + 9);
      if (end === -1) throw malformed(xml, less, 'the CDATA section is not closed');
      this.#flush(this.#depth);
      const content = this.#chars.cdata(less + 9, end);
      const before = this.#texts[this.#depth] ?? '';
      this.#texts[this.#depth] = before === '' ? content : before + content;
      return end + 3;
    }
    if (xml.startsWith('<!DOCTYPE', less)) {
      throw refused(
        `it contains a DOCTYPE declaration at ${lineOf(xml, less)} (eBay never sends one; its entities are not expanded)`,
      );
    }
    throw malformed(xml, less, "'<!' starts neither a comment nor a CDATA section");
  }

  /** A processing instruction, or the XML declaration when it comes first; both are skipped. */
  #instruction(less: number): number {
    const xml = this.#xml;
    const end = xml.indexOf('?>', less + 2);
    if (end === -1) throw malformed(xml, less, 'the processing instruction is not closed');
    let p = less + 2;
    while (p < end && !isSpace(xml.charCodeAt(p))) p += 1;
    const target = xml.slice(less + 2, p);
    // A target is a name without a colon (Namespaces in XML).
    if (!isXmlName(target) || target.includes(':')) throw malformed(xml, less, 'invalid processing instruction target');
    if (target.toLowerCase() === 'xml') {
      if (target !== 'xml' || less !== this.#begin) {
        throw malformed(xml, less, 'the XML declaration is only allowed at the start of the document');
      }
      if (!DECLARATION.test(xml.slice(less, end + 2))) throw malformed(xml, less, 'malformed XML declaration');
    }
    if (this.#depth >= 0) this.#flush(this.#depth);
    return end + 2;
  }

  #nameProblem(table: NameTable, at: number, kind: 'element' | 'attribute'): Error {
    const raw = this.#rawNameAt(at);
    if (table.problem === 'reserved')
      return refused(
        `the ${kind} name ${raw} at ${lineOf(this.#xml, at)} is not allowed (it could pollute Object.prototype)`,
      );
    return malformed(this.#xml, at, raw === '' ? `expected an ${kind} name` : `${raw} is not a valid ${kind} name`);
  }

  /** The name written at `at`, for messages. */
  #rawNameAt(at: number): string {
    const match = /[^\s/=><"']*/y;
    match.lastIndex = at;
    return (match.exec(this.#xml)?.[0] ?? '').slice(0, 80);
  }
}
