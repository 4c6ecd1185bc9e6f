// @baykit/spec/categories: eBay's category trees as data (about 440 KB for EBAY_US), an entry of its own so that only
// a program that needs categories (the emulator) loads them; written by packages/codegen from ../shared/specs/data.
import { EBAY_US_CATEGORY_TREE } from '../generated/categories-EBAY_US.gen.js';
import type { CategoryTreeData } from './tree-data.js';

export type { CategoryTreeData } from './tree-data.js';
export { EBAY_US_CATEGORY_TREE };

/** Every category tree held here (EBAY_US, tree 0; eBay Motors, tree 100, has no public dump). */
export const CATEGORY_TREES: readonly CategoryTreeData[] = [EBAY_US_CATEGORY_TREE];

/** One category of a tree. */
export interface CategoryRow {
  readonly categoryId: string;
  /** The parent's id; null for a top-level category (a child of the tree's root). */
  readonly parentId: string | null;
  readonly categoryName: string;
  /** 1 for a top-level category (the root is level 0). */
  readonly level: number;
  /** Whether it has no children: only a leaf takes listings. */
  readonly leaf: boolean;
}

/**
 * Calls `visit` for each category of `tree`, parents before children (depth first, eBay's order of siblings), with
 * no object made per category: for a program that builds its own index (the emulator's trees).
 */
export function eachCategory(
  tree: CategoryTreeData,
  visit: (categoryId: string, parentId: string | null, categoryName: string, level: number, leaf: boolean) => void,
): void {
  const text = tree.rows;
  // The ids of the current line's ancestors, by level.
  const ancestors: string[] = [];
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const first = text.indexOf('\t', start);
    const second = text.indexOf('\t', first + 1);
    const level = Number(text.slice(start, first));
    const categoryId = text.slice(first + 1, second);
    // A leaf when the next line is not one level deeper.
    const next = end + 1 < text.length ? Number(text.slice(end + 1, text.indexOf('\t', end + 1))) : 0;
    ancestors[level] = categoryId;
    visit(
      categoryId,
      level === 1 ? null : (ancestors[level - 1] as string),
      text.slice(second + 1, end),
      level,
      next <= level,
    );
    start = end + 1;
  }
}

/**
 * The categories of `tree`, parents before children (depth first, eBay's order of siblings). Parses the compact
 * rows each time it is called (about 10 ms for EBAY_US): keep the result.
 */
export function categoryRows(tree: CategoryTreeData): CategoryRow[] {
  const rows: CategoryRow[] = [];
  eachCategory(tree, (categoryId, parentId, categoryName, level, leaf) =>
    rows.push({ categoryId, parentId, categoryName, level, leaf }),
  );
  return rows;
}
