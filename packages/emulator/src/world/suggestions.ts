import type { CategoryNode, CategoryTree } from './categories.js';
import { categoryRules, type CategoryRules } from './category-rules.js';

// Keyword suggestions over a tree's leaves, as Taxonomy's getCategorySuggestions gives them (leaves only, best
// first: developer.ebay.com/api-docs/commerce/taxonomy/resources/category_tree/methods/getCategorySuggestions). eBay
// ranks by what buyers and sellers do, which the emulator does not know; it ranks by words, so that common searches
// land where a person would list:
// - a query word counts where it stands: in the leaf's name (most as the head noun, "Shoes" in "Athletic Shoes", less
//   as a qualifier, "Phone" in "Phone & Data Cards"), in each ancestor's name (a path about the word, Jewelry &
//   Watches > Watches, Parts & Accessories > Watches > Wristwatches, beats one mention of it), and in the values of
//   the aspects of a leaf with rules ("iphone" in Cell Phones & Smartphones' Model);
// - a word matches its plural or singular and the end of a compound ("watch" in "Wristwatches");
// - a query word the leaf lacks costs, as does a word of the leaf's name that neither the query nor the path
//   explains ("Digital" in Digital Cameras, a little), and a narrowing word of the path the query did not ask for
//   ("Vintage", "Parts"); a leaf named "Other …" or in a collectors' or trade branch (Collectibles, Antiques, Business
//   & Industrial, …) gives way to the everyday one unless the query names that branch;
// - among equals, the leaves the emulator holds rules for (its earlier selection across the main branches) first.

/** How a word stands in a category's name. */
const HEAD = 2;
const WORD = 1;
const HEAD_COMPOUND = 1.5;
const COMPOUND = 0.5;

const COLLECTORS_BRANCHES = new Set(['1', '20081', '12576', '316', '45100', '64482', '260', '11116', '870', '99']);
const QUALIFIERS = new Set(['vintage', 'antique', 'part', 'replacement', 'wholesale', 'lot', 'manual', 'memorabilia']);
const FILLERS = new Set(['and', 'for', 'of', 'the', 'with', 'other', 'r', 'in', 'to']);
// A few everyday words no category name uses.
const ALIASES: Readonly<Record<string, string>> = { tv: 'television', sneaker: 'athletic', cellphone: 'phone' };

/** A word's stem: lower case, singular (`watches` → `watch`, `accessories` → `accessory`). */
export function stem(word: string): string {
  const w = word.toLowerCase();
  const n = w.length;
  if (n > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (n > 4 && w.endsWith('es') && (/[xz]es$/.test(w) || /(ch|sh|ss)es$/.test(w))) return w.slice(0, -2);
  if (n > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  // Short plurals of initials: TVs, CDs (not gas).
  if (n === 3 && w.endsWith('s') && !'aeiou'.includes(w[1] as string)) return w.slice(0, -1);
  return w;
}

const wordsOf = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem).filter((w) => !FILLERS.has(w));

/**
 * A name's words and how each stands: the last word of each part (split at `&`, `,`, `/`, `(`) is a head, except
 * the first part of a two-part name whose last part has two words or more ("Phone & Data Cards": phone cards).
 */
function nameWords(name: string): Map<string, number> {
  const parts = name.split(/&|,|\/|\(| and /i).map(wordsOf);
  const out = new Map<string, number>();
  parts.forEach((words, i) => {
    const qualifies = parts.length === 2 && i === 0 && (parts[1] as string[]).length > 1;
    words.forEach((w, j) => {
      const weight = j === words.length - 1 && !qualifies ? HEAD : WORD;
      out.set(w, Math.max(out.get(w) ?? 0, weight));
    });
  });
  return out;
}

/**
 * A tree's names by node position (`tree.nodes` order). Only the lower-case names and the parents are made up
 * front; a name's words are worked out the first time a query's word occurs in it, so the first suggestion of a
 * process costs a scan of 17 000 names, not an index of all their words.
 */
interface TreeIndex {
  nodes: readonly CategoryNode[];
  lowerNames: readonly string[];
  /** Each node's parent position, -1 at the top level. */
  parents: Int32Array;
  /** Whether each node's top-level category is a collectors' or trade branch (COLLECTORS_BRANCHES). */
  collectors: Uint8Array;
  /** Each node's name words and how each stands (HEAD, WORD), once worked out. */
  words: (Map<string, number> | undefined)[];
  /** Per stem, the positions of the leaves with rules whose required (or other) aspect values hold it. */
  required: Map<string, number[]>;
  optional: Map<string, number[]>;
  leaves: readonly number[];
  ruled: Uint8Array;
}

const indexes = new WeakMap<CategoryTree, TreeIndex>();

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The tree's names, built on the first suggestion for the tree (a per-process index, like the tree). */
function indexOf(tree: CategoryTree): TreeIndex {
  const kept = indexes.get(tree);
  if (kept) return kept;
  const nodes = tree.nodes;
  const position = new Map<CategoryNode, number>();
  const index: TreeIndex = {
    nodes,
    lowerNames: nodes.map((node, i) => (position.set(node, i), node.name.toLowerCase())),
    parents: Int32Array.from(nodes, (node) => position.get(node.parent as CategoryNode) ?? -1),
    words: new Array<Map<string, number> | undefined>(nodes.length),
    required: new Map(),
    optional: new Map(),
    leaves: [],
    ruled: new Uint8Array(nodes.length),
    collectors: new Uint8Array(nodes.length),
  };
  const leaves = index.leaves as number[];
  nodes.forEach((node, i) => {
    // Parents come first: a node's top-level category is its parent's.
    const parent = index.parents[i] as number;
    index.collectors[i] = parent < 0 ? Number(COLLECTORS_BRANCHES.has(node.id)) : (index.collectors[parent] as number);
    if (!node.leaf) return;
    leaves.push(i);
    const rules = categoryRules(node);
    if (!rules) return;
    index.ruled[i] = 1;
    const words = aspectWords(rules);
    for (const w of words.required) push(index.required, w, i);
    for (const w of words.optional) push(index.optional, w, i);
  });
  indexes.set(tree, index);
  return index;
}

// Leaves share their rules (one template per branch): the words of each rules' aspect values, worked out once.
const aspectWordsKept = new WeakMap<CategoryRules, { required: Set<string>; optional: Set<string> }>();
function aspectWords(rules: CategoryRules): { required: Set<string>; optional: Set<string> } {
  let words = aspectWordsKept.get(rules);
  if (!words) {
    const of = (required: boolean): Set<string> =>
      new Set(rules.aspects.filter((a) => a.required === required).flatMap((a) => a.values.flatMap(wordsOf)));
    words = { required: of(true), optional: of(false) };
    aspectWordsKept.set(rules, words);
  }
  return words;
}

/** The words of the node at `i`, worked out once. */
function wordsAt(index: TreeIndex, i: number): Map<string, number> {
  return (index.words[i] ??= nameWords((index.nodes[i] as CategoryNode).name));
}

/** What one query word matches: per node position how its name holds the word, and per leaf its aspects' weight. */
interface Term {
  stem: string;
  /** The word, its alias and the compounds ending with it that the names matched hold (what the query explains). */
  forms: Set<string>;
  names: Float32Array;
  aspects: Float32Array;
}

function termOf(index: TreeIndex, s: string): Term {
  const alias = ALIASES[s];
  const exact = alias ? [s, alias] : [s];
  const forms = new Set(exact);
  const names = new Float32Array(index.nodes.length);
  const aspects = new Float32Array(index.nodes.length);
  for (const e of exact) {
    // A name holding the word holds its stem less a final y (`batteries` for `battery`).
    const probe = e.endsWith('y') ? e.slice(0, -1) : e;
    index.lowerNames.forEach((name, i) => {
      if (!name.includes(probe)) return;
      for (const [word, weight] of wordsAt(index, i)) {
        const compound = e.length >= 4 && word.length > e.length && word.endsWith(e);
        if (word !== e && !compound) continue;
        if (compound) forms.add(word);
        const w = compound ? (weight === HEAD ? HEAD_COMPOUND : COMPOUND) : weight;
        if (w > (names[i] as number)) names[i] = w;
      }
    });
  }
  const note = (i: number, weight: number): void => {
    if (weight > (aspects[i] as number)) aspects[i] = weight;
  };
  for (const [word, list] of [...index.required].filter(([w]) => exact.includes(w) || compoundOf(w, exact)))
    for (const i of list) note(i, exact.includes(word) ? 8 : 4);
  for (const [word, list] of [...index.optional].filter(([w]) => exact.includes(w) || compoundOf(w, exact)))
    for (const i of list) note(i, exact.includes(word) ? 2 : 1);
  return { stem: s, forms, names, aspects };
}

/** Whether `word` is a longer word ending with one of `stems` (of four letters or more). */
const compoundOf = (word: string, stems: readonly string[]): boolean =>
  stems.some((e) => e.length >= 4 && word.length > e.length && word.endsWith(e));

/** A leaf's score for the query's terms (above 0 to be suggested). */
function scoreOf(index: TreeIndex, leaf: number, terms: readonly Term[], asked: ReadonlySet<string>): number {
  const { parents, nodes } = index;
  let score = 0;
  let matched = false;
  for (const term of terms) {
    let found = (term.names[leaf] as number) * 5 + (term.aspects[leaf] as number);
    for (let a = parents[leaf] as number; a >= 0; a = parents[a] as number) found += (term.names[a] as number) * 1.5;
    score += found > 0 ? found : -6;
    matched ||= found > 0;
  }
  if (!matched) return 0;
  const inPath = (w: string): boolean => {
    for (let a = parents[leaf] as number; a >= 0; a = parents[a] as number) if (wordsAt(index, a).has(w)) return true;
    return false;
  };
  const own = wordsAt(index, leaf);
  for (const w of own.keys()) if (!asked.has(w) && !inPath(w)) score -= 0.6;
  for (const q of QUALIFIERS) if (!asked.has(q) && (own.has(q) || inPath(q))) score -= 2;
  if (index.lowerNames[leaf]?.startsWith('other ')) score -= 3;
  if (index.collectors[leaf] && !asked.has(`top:${(nodes[leaf] as CategoryNode).topId}`)) score -= 3;
  if (index.ruled[leaf]) score += 2;
  return score;
}

/** Up to 10 leaves for the keywords `q`, best first, with eBay's relevancy labels. */
export function suggestCategories(tree: CategoryTree, q: string): { node: CategoryNode; relevancy: string }[] {
  const stems = [...new Set(wordsOf(q))].slice(0, 20);
  if (stems.length === 0) return [];
  const index = indexOf(tree);
  const terms = stems.map((s) => termOf(index, s));
  // The words the query explains: its own, their aliases and compounds, and the collectors' branches it names.
  const asked = new Set(terms.flatMap((t) => [...t.forms]));
  for (const id of COLLECTORS_BRANCHES) {
    const top = tree.byId.get(id);
    const at = top ? index.nodes.indexOf(top) : -1;
    if (at >= 0 && terms.some((t) => (t.names[at] as number) > 0)) asked.add(`top:${id}`);
  }
  const scored: { node: CategoryNode; score: number }[] = [];
  for (const leaf of index.leaves) {
    const score = scoreOf(index, leaf, terms, asked);
    if (score > 0) scored.push({ node: index.nodes[leaf] as CategoryNode, score });
  }
  scored.sort((a, b) => b.score - a.score || a.node.name.localeCompare(b.node.name));
  const best = scored[0]?.score ?? 0;
  return scored.slice(0, 10).map(({ node, score }) => ({
    node,
    relevancy: score >= best * 0.9 ? 'HIGH' : score * 2 >= best ? 'MEDIUM' : 'LOW',
  }));
}
