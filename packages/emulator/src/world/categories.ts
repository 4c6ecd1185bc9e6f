import { MOTORS_CATEGORY_ROWS, US_CATEGORY_ROWS, type CategoryRow } from './category-data.js';

/** One category of a tree: where it sits, and (for a leaf) what Browse writes for it. */
export interface CategoryNode {
  id: string;
  name: string;
  /** The parent's id; the root's own id for a top-level category. */
  parentId: string;
  /** 1 for a top-level category (the root is level 0). */
  level: number;
  leaf: boolean;
  childIds: string[];
  /** The top-level category this one belongs to (itself for a top-level one). */
  topId: string;
  /** Ancestors from the top level down, then this category. */
  path: readonly CategoryNode[];
  /** Lower-case name and path names, for keyword suggestions. */
  words: string;
  /** Browse's `categories` of an item in this category: this one first, then its ancestors from the top down. */
  browseCategories: readonly { categoryId: string; categoryName: string }[];
}

/** A category tree of one or more marketplaces, indexed once per process (it is fixed data). */
export interface CategoryTree {
  treeId: string;
  version: string;
  marketplaceIds: readonly string[];
  /** The root (level 0), named "Root" as eBay names it. */
  root: CategoryNode;
  byId: ReadonlyMap<string, CategoryNode>;
  /** Every leaf, in tree order. */
  leaves: readonly CategoryNode[];
}

function buildTree(
  treeId: string,
  version: string,
  marketplaceIds: string[],
  rows: readonly CategoryRow[],
): CategoryTree {
  const root: CategoryNode = {
    id: treeId,
    name: 'Root',
    parentId: treeId,
    level: 0,
    leaf: false,
    childIds: [],
    topId: treeId,
    path: [],
    words: '',
    browseCategories: [],
  };
  const byId = new Map<string, CategoryNode>([[root.id, root]]);
  for (const [id, parentId, name] of rows) {
    const parent = parentId === '0' ? root : byId.get(parentId);
    if (!parent) throw new Error(`category ${id} comes before its parent ${parentId}`);
    const node: CategoryNode = {
      id,
      name,
      parentId: parent.id,
      level: parent.level + 1,
      leaf: true,
      childIds: [],
      topId: parent === root ? id : parent.topId,
      path: [],
      words: '',
      browseCategories: [],
    };
    node.path = [...parent.path, node];
    node.words = node.path.map((n) => n.name.toLowerCase()).join(' > ');
    node.browseCategories = [node, ...parent.path].map((n) => ({ categoryId: n.id, categoryName: n.name }));
    parent.childIds.push(id);
    parent.leaf = false;
    byId.set(id, node);
  }
  root.leaf = false;
  const leaves = [...byId.values()].filter((n) => n.leaf && n !== root);
  return { treeId, version, marketplaceIds, root, byId, leaves };
}

let trees: readonly CategoryTree[] | undefined;

/** The trees the emulator holds: EBAY_US (0) and EBAY_MOTORS_US (100). Built on first use, shared by emulators. */
export function categoryTrees(): readonly CategoryTree[] {
  // Fixed data, read-only once built: one index per process keeps createEmulator() cheap (no per-emulator state).
  trees ??= [
    buildTree('0', '134', ['EBAY_US'], US_CATEGORY_ROWS),
    buildTree('100', '134', ['EBAY_MOTORS_US'], MOTORS_CATEGORY_ROWS),
  ];
  return trees;
}

/** The tree with this id, if the emulator holds it. */
export function categoryTree(treeId: string): CategoryTree | undefined {
  return categoryTrees().find((t) => t.treeId === treeId);
}

/** eBay's default category tree id per marketplace (the tree id is the marketplace's site id). */
export const DEFAULT_TREE_IDS: Readonly<Record<string, string>> = {
  EBAY_US: '0',
  EBAY_MOTORS_US: '100',
  EBAY_CA: '2',
  EBAY_GB: '3',
  EBAY_AU: '15',
  EBAY_AT: '16',
  EBAY_BE: '23',
  EBAY_FR: '71',
  EBAY_DE: '77',
  EBAY_IT: '101',
  EBAY_NL: '146',
  EBAY_ES: '186',
  EBAY_CH: '193',
  EBAY_HK: '201',
  EBAY_IE: '205',
  EBAY_MY: '207',
  EBAY_PH: '211',
  EBAY_PL: '212',
  EBAY_SG: '216',
};

/** eBay's default category tree id of a marketplace (own keys only: `__proto__` is no marketplace). */
export function defaultTreeId(marketplaceId: string): string | undefined {
  return Object.hasOwn(DEFAULT_TREE_IDS, marketplaceId) ? DEFAULT_TREE_IDS[marketplaceId] : undefined;
}

/** The tree a listing on this marketplace uses, if the emulator holds it. */
export function treeForMarketplace(marketplaceId: string): CategoryTree | undefined {
  const id = defaultTreeId(marketplaceId);
  return id === undefined ? undefined : categoryTree(id);
}

/** A category of any tree the emulator holds (the US tree first). */
export function findCategory(categoryId: string): CategoryNode | undefined {
  for (const tree of categoryTrees()) {
    const node = tree.byId.get(categoryId);
    if (node && node !== tree.root) return node;
  }
  return undefined;
}

/** A leaf category of any tree the emulator holds: what a listing may use. */
export function findLeaf(categoryId: string): CategoryNode | undefined {
  const node = findCategory(categoryId);
  return node?.leaf ? node : undefined;
}

/** Browse's `categoryPath` of a leaf: the names from the top level down, joined by `|`. */
export function categoryPathOf(node: CategoryNode): string {
  return node.path.map((n) => n.name).join('|');
}
