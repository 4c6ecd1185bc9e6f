import { DEFAULT_TREE_IDS, categoryTree, type CategoryNode, type CategoryTree } from '../world/categories.js';

/** The marketplace of a Trading site id (`X-EBAY-API-SITEID`; 0 is the US, 100 eBay Motors). */
export function marketplaceOfSite(siteId: string): string {
  const id = siteId.trim() || '0';
  return Object.entries(DEFAULT_TREE_IDS).find(([, tree]) => tree === id)?.[0] ?? `SITE_${id}`;
}

/** The category tree of a Trading site (`CategorySiteID`, else the call's site), if the emulator holds it. */
export function siteTree(siteId: string): CategoryTree | undefined {
  return categoryTree(siteId.trim() || '0');
}

/** The categories of a tree without its root, parents before children (GetCategories order); none without a tree. */
export function siteCategories(tree: CategoryTree | undefined): readonly CategoryNode[] {
  return tree?.nodes ?? [];
}

/** Whether `node` is one of `ids` or below one of them. */
export function withinAny(node: CategoryNode, ids: ReadonlySet<string>): boolean {
  for (let at: CategoryNode | undefined = node; at?.parent; at = at.parent) if (ids.has(at.id)) return true;
  return false;
}
