/**
 * A marketplace's category tree as codegen writes it (`src/generated/categories-<marketplace>.gen.ts`): the tree's
 * id and version, and every category as one line of `rows`, parents before children (depth first, in eBay's order
 * of siblings): its level (1 for a top-level category), its id and its name, separated by tabs. A category is a
 * leaf when the next line is not one level deeper. `categoryRows` reads it.
 */
export interface CategoryTreeData {
  /** The Taxonomy API's `categoryTreeId` (`0` for EBAY_US). */
  readonly categoryTreeId: string;
  readonly categoryTreeVersion: string;
  readonly marketplaceIds: readonly string[];
  /** When the dump was taken (ISO date). */
  readonly date: string;
  readonly categoryCount: number;
  readonly leafCount: number;
  readonly rows: string;
}
