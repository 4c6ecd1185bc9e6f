import type { EmulatorContext } from '../context.js';
import { browseCatalog } from '../flows/catalog-items.js';

/** One category of the emulator's fixed tree: top-level groups over the catalog's leaf categories. */
export interface TreeCategory {
  id: string;
  name: string;
  level: number;
  parentId: string;
  leaf: boolean;
}

const GROUPS: [id: string, name: string, leaves: string[]][] = [
  ['11450', 'Clothing, Shoes & Accessories', ['15709', '57988', '169291']],
  ['293', 'Consumer Electronics', ['112529']],
  ['625', 'Cameras & Photo', ['31388', '179697']],
  ['281', 'Jewelry & Watches', ['31387']],
  ['11700', 'Home & Garden', ['112581', '36027']],
  ['619', 'Musical Instruments & Gear', ['33034']],
  ['58058', 'Computers/Tablets & Networking', ['33963']],
  ['888', 'Sporting Goods', ['177831']],
];

/** The category tree, parents before their children; leaf names come from the Browse catalog. */
export function categoryTree(ctx: EmulatorContext): TreeCategory[] {
  const names = new Map<string, string>();
  for (const item of browseCatalog(ctx).items)
    if (!names.has(item.categoryId)) names.set(item.categoryId, item.categoryName);
  const tree: TreeCategory[] = [];
  for (const [id, name, leaves] of GROUPS) {
    tree.push({ id, name, level: 1, parentId: id, leaf: false });
    for (const leaf of leaves)
      tree.push({ id: leaf, name: names.get(leaf) ?? leaf, level: 2, parentId: id, leaf: true });
  }
  return tree;
}

/** A leaf category listings may use, if `id` is one. */
export function leafCategory(ctx: EmulatorContext, id: string): TreeCategory | undefined {
  return categoryTree(ctx).find((c) => c.leaf && c.id === id);
}
