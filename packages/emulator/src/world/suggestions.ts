import type { CategoryNode, CategoryTree } from './categories.js';
import { categoryRules } from './category-rules.js';

// Keyword suggestions over a tree's leaves, as Taxonomy's getCategorySuggestions gives them: a word in a leaf's
// name counts most, then a value of one of its required aspects (so "iphone" finds Cell Phones & Smartphones
// through its Model values), then a word of its path or of an optional aspect's values.

interface LeafWords {
  node: CategoryNode;
  name: Set<string>;
  required: Set<string>;
  other: Set<string>;
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const indexes = new WeakMap<CategoryTree, LeafWords[]>();

function indexOf(tree: CategoryTree): LeafWords[] {
  let index = indexes.get(tree);
  if (!index) {
    index = tree.leaves.map((node) => {
      const rules = categoryRules(node);
      const required = rules.aspects.filter((a) => a.required).flatMap((a) => a.values.flatMap(words));
      const optional = rules.aspects.filter((a) => !a.required).flatMap((a) => a.values.flatMap(words));
      const path = node.path.slice(0, -1).flatMap((n) => words(n.name));
      return {
        node,
        name: new Set(words(node.name)),
        required: new Set(required),
        other: new Set([...path, ...optional]),
      };
    });
    indexes.set(tree, index);
  }
  return index;
}

/** A word matches an indexed word equal to it or its plural/singular (`lamp` and `lamps`). */
function has(set: Set<string>, word: string): boolean {
  return set.has(word) || set.has(`${word}s`) || (word.endsWith('s') && set.has(word.slice(0, -1)));
}

/** Up to 10 leaves for the keywords `q`, best first, with eBay's relevancy labels. */
export function suggestCategories(tree: CategoryTree, q: string): { node: CategoryNode; relevancy: string }[] {
  const terms = words(q).slice(0, 20);
  if (terms.length === 0) return [];
  const scored: { node: CategoryNode; score: number }[] = [];
  for (const leaf of indexOf(tree)) {
    let score = 0;
    for (const term of terms) {
      if (has(leaf.name, term)) score += 4;
      else if (has(leaf.required, term)) score += 3;
      else if (has(leaf.other, term)) score += 1;
    }
    if (score > 0) scored.push({ node: leaf.node, score });
  }
  scored.sort((a, b) => b.score - a.score || a.node.name.localeCompare(b.node.name));
  const best = scored[0]?.score ?? 0;
  return scored.slice(0, 10).map(({ node, score }) => ({
    node,
    relevancy: score === best ? 'HIGH' : score * 2 >= best ? 'MEDIUM' : 'LOW',
  }));
}
