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
 * The categories of `tree`, parents before children (depth first, eBay's order of siblings). Parses the compact
 * rows each time it is called (about 10 ms for EBAY_US): keep the result.
 */
export function categoryRows(tree: CategoryTreeData): CategoryRow[] {
  const lines = tree.rows.split('\n');
  // The ids of the current line's ancestors, by level.
  const ancestors: string[] = [];
  const rows: CategoryRow[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const first = line.indexOf('\t');
    const second = line.indexOf('\t', first + 1);
    const level = Number(line.slice(0, first));
    const categoryId = line.slice(first + 1, second);
    const next = lines[i + 1];
    ancestors[level] = categoryId;
    rows.push({
      categoryId,
      parentId: level === 1 ? null : (ancestors[level - 1] as string),
      categoryName: line.slice(second + 1),
      level,
      leaf: next === undefined || Number(next.slice(0, next.indexOf('\t'))) <= level,
    });
  }
  return rows;
}
