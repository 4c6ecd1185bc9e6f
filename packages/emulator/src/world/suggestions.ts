import type { CategoryNode, CategoryTree } from './categories.js';
import { categoryRules } from './category-rules.js';

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
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ch|sh|x|ss|zz)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  // Short plurals of initials: TVs, CDs (not gas).
  if (w.length === 3 && /[^aeiou]s$/.test(w)) return w.slice(0, -1);
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
 * A tree's words by node position (`tree.nodes` order), arrays rather than objects per node, so building it for
 * 17 000 categories stays cheap.
 */
interface TreeIndex {
  nodes: readonly CategoryNode[];
  /** Each node's parent position, -1 at the top level. */
  parents: Int32Array;
  /** Each node's name words and how each stands (HEAD, WORD). */
  words: readonly (readonly string[])[];
  weights: readonly (readonly number[])[];
  /** Per stem, the positions of the nodes whose name holds it, and how it stands there. */
  byStem: Map<string, number[]>;
  /** Per stem, the positions of the leaves with rules whose required (or other) aspect values hold it. */
  required: Map<string, number[]>;
  optional: Map<string, number[]>;
  leaves: readonly number[];
  ruled: Uint8Array;
  vocabulary: readonly string[];
}

const indexes = new WeakMap<CategoryTree, TreeIndex>();

function push(map: Map<string, number[]>, key: string, ...values: number[]): void {
  const list = map.get(key);
  if (list) list.push(...values);
  else map.set(key, values);
}

/** The tree's words, built on the first suggestion for the tree (a per-process index, like the tree). */
function indexOf(tree: CategoryTree): TreeIndex {
  const kept = indexes.get(tree);
  if (kept) return kept;
  const nodes = tree.nodes;
  const position = new Map(nodes.map((node, i) => [node, i]));
  const index: TreeIndex = {
    nodes,
    parents: Int32Array.from(nodes, (node) => position.get(node.parent as CategoryNode) ?? -1),
    words: [],
    weights: [],
    byStem: new Map(),
    required: new Map(),
    optional: new Map(),
    leaves: [],
    ruled: new Uint8Array(nodes.length),
    vocabulary: [],
  };
  const words = index.words as string[][];
  const weights = index.weights as number[][];
  const leaves = index.leaves as number[];
  nodes.forEach((node, i) => {
    const named = nameWords(node.name);
    words.push([...named.keys()]);
    weights.push([...named.values()]);
    for (const [w, weight] of named) push(index.byStem, w, i, weight);
    if (!node.leaf) return;
    leaves.push(i);
    const aspects = categoryRules(node)?.aspects;
    if (!aspects) return;
    index.ruled[i] = 1;
    for (const aspect of aspects)
      for (const w of new Set(aspect.values.flatMap(wordsOf)))
        push(aspect.required ? index.required : index.optional, w, i);
  });
  index.vocabulary = [...new Set([...index.byStem.keys(), ...index.required.keys(), ...index.optional.keys()])];
  indexes.set(tree, index);
  return index;
}

/** What one query word matches: per node position how its name holds the word, and per leaf its aspects' weight. */
interface Term {
  stem: string;
  /** The word, its alias and the compounds of the tree ending with it (what the query explains). */
  forms: readonly string[];
  names: Float32Array;
  aspects: Float32Array;
}

function termOf(index: TreeIndex, s: string): Term {
  const alias = ALIASES[s];
  const exact = alias ? [s, alias] : [s];
  const compounds = exact.flatMap((e) =>
    e.length >= 4 ? index.vocabulary.filter((w) => w.length > e.length && w.endsWith(e)) : [],
  );
  const names = new Float32Array(index.nodes.length);
  const aspects = new Float32Array(index.nodes.length);
  const note = (to: Float32Array, i: number, weight: number): void => {
    if (weight > (to[i] as number)) to[i] = weight;
  };
  for (const [forms, compound] of [
    [exact, false],
    [compounds, true],
  ] as const)
    for (const word of forms) {
      const hits = index.byStem.get(word) ?? [];
      for (let k = 0; k < hits.length; k += 2) {
        const weight = hits[k + 1] as number;
        note(names, hits[k] as number, compound ? (weight === HEAD ? HEAD_COMPOUND : COMPOUND) : weight);
      }
      for (const i of index.required.get(word) ?? []) note(aspects, i, compound ? 4 : 8);
      for (const i of index.optional.get(word) ?? []) note(aspects, i, compound ? 1 : 2);
    }
  return { stem: s, forms: [...exact, ...compounds], names, aspects };
}

/** A leaf's score for the query's terms (above 0 to be suggested). */
function scoreOf(index: TreeIndex, leaf: number, terms: readonly Term[], asked: ReadonlySet<string>): number {
  const { parents, words, nodes } = index;
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
    for (let a = parents[leaf] as number; a >= 0; a = parents[a] as number) if (words[a]?.includes(w)) return true;
    return false;
  };
  for (const w of words[leaf] ?? []) if (!asked.has(w) && !inPath(w)) score -= 0.6;
  for (const q of QUALIFIERS) if (!asked.has(q) && (words[leaf]?.includes(q) || inPath(q))) score -= 2;
  const node = nodes[leaf] as CategoryNode;
  if (/^other\b/i.test(node.name)) score -= 3;
  if (COLLECTORS_BRANCHES.has(node.topId) && !asked.has(`top:${node.topId}`)) score -= 3;
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
  const asked = new Set(terms.flatMap((t) => t.forms));
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
