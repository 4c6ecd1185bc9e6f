// Element and attribute names of a document being read (./xml-reader.ts): each distinct name is checked once and
// then found again by its text.
import { isXmlName } from './escape.js';
import type { PathNode } from './list-paths.js';
import { isReservedKey } from './reserved-keys.js';

/** A name inside a tag: it ends at whitespace, `/`, `=`, `>`, `<` or a quote. */
const NAME = /[^ \t\n\r/=><"']*/y;

/** One distinct name as written, with what the reader needs to know about it. */
export interface NameEntry {
  /** The name as written, prefix included: end tags must repeat it exactly. */
  readonly raw: string;
  /**
   * The key it becomes: the local name of an element, `@_` + the local name of an attribute, or `''` for a
   * namespace declaration (`xmlns`, `xmlns:*`), which is dropped.
   */
  readonly key: string;
  /** Where the element's name starts the reversed trie of array paths (./list-paths.ts), if it does. */
  readonly arrayNode: PathNode | undefined;
  /** Where the element's name starts the reversed trie of list holders, if it does. */
  readonly holderNode: PathNode | undefined;
}

/** Why a name was refused; the reader turns it into an error with the position. */
export type NameProblem = 'invalid' | 'reserved';

// Enough for every element name of every eBay schema; past it, names are still read, just not remembered.
const MAX_ENTRIES = 8192;

/** The names of one kind (elements or attributes) seen in one document. */
export class NameTable {
  /** Set by {@link read} when it returns `undefined`. */
  problem: NameProblem = 'invalid';
  readonly #entries = new Map<string, NameEntry>();
  readonly #attributes: boolean;
  readonly #arrays: ReadonlyMap<string, PathNode>;
  readonly #holders: ReadonlyMap<string, PathNode>;

  constructor(
    kind: 'element' | 'attribute',
    arrays: ReadonlyMap<string, PathNode>,
    holders: ReadonlyMap<string, PathNode>,
  ) {
    this.#attributes = kind === 'attribute';
    this.#arrays = arrays;
    this.#holders = holders;
  }

  /**
   * The name that starts at `start` in `xml` (it ends at the first whitespace, `/`, `=`, `>`, `<` or quote), or
   * `undefined` with {@link problem} set when it is not a valid qualified name or may not become a key. The name's
   * length is `entry.raw.length`.
   */
  read(xml: string, start: number): NameEntry | undefined {
    NAME.lastIndex = start;
    const raw = NAME.exec(xml)?.[0] ?? '';
    const known = this.#entries.get(raw);
    if (known !== undefined) return known;
    const entry = this.#define(raw);
    if (entry !== undefined && this.#entries.size < MAX_ENTRIES) this.#entries.set(raw, entry);
    return entry;
  }

  #define(raw: string): NameEntry | undefined {
    // Namespaces in XML: at most one `prefix:`, neither part empty.
    if (!isXmlName(raw)) {
      this.problem = 'invalid';
      return undefined;
    }
    const colon = raw.indexOf(':');
    const local = raw.slice(colon + 1);
    const prefix = colon === -1 ? '' : raw.slice(0, colon);
    let key: string;
    if (this.#attributes) {
      key = raw === 'xmlns' || prefix === 'xmlns' ? '' : `@_${local}`;
    } else {
      // Elements may not be in the reserved `xmlns` namespace.
      if (prefix === 'xmlns') {
        this.problem = 'invalid';
        return undefined;
      }
      if (isReservedKey(local)) {
        this.problem = 'reserved';
        return undefined;
      }
      key = local;
    }
    const arrayNode = this.#attributes ? undefined : this.#arrays.get(key);
    const holderNode = this.#attributes ? undefined : this.#holders.get(key);
    return { raw, key, arrayNode, holderNode };
  }
}
