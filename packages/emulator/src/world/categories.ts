import { eachCategory, EBAY_US_CATEGORY_TREE } from '@baykit/spec/categories';
import { MOTORS_CATEGORY_ROWS } from './category-data.js';

// eBay's category trees for the emulator's one world: EBAY_US (tree 0) whole, from @baykit/spec/categories (17 104
// categories, written by codegen from ../shared/specs/data), and the emulator's selection of eBay Motors (tree 100,
// ./category-data.ts). Fixed data: indexed once per process on first use, shared by every emulator, never per-emulator
// state. What a node derives from its ancestors (path, Browse's categories) is worked out when first asked, so the
// first category need of a process pays for the index alone (docs/architecture.md, "Categories").

/** One category of a tree: where it sits, and (for a leaf) what Browse writes for it. */
export class CategoryNode {
  /** The children's ids, in eBay's order. */
  readonly childIds: string[] = [];
  /** Whether it has no children (only a leaf takes listings); set while the tree is built. */
  leaf = true;
  /** 1 for a top-level category (the root is level 0). */
  readonly level: number;
  #path: readonly CategoryNode[] | undefined;
  #browse: readonly { categoryId: string; categoryName: string }[] | undefined;

  constructor(
    readonly id: string,
    readonly name: string,
    /** The parent node; undefined for the root. */
    readonly parent: CategoryNode | undefined,
  ) {
    this.level = parent ? parent.level + 1 : 0;
  }

  /** The parent's id; the root's own id for the root. */
  get parentId(): string {
    return this.parent?.id ?? this.id;
  }

  /** The id of the tree's root: the tree's id (`0` for EBAY_US). */
  get treeId(): string {
    return this.parent ? this.parent.treeId : this.id;
  }

  /** The top-level category this one belongs to (itself for a top-level one; the root for the root). */
  get topId(): string {
    return this.level <= 1 ? this.id : (this.path[0] as CategoryNode).id;
  }

  /** Ancestors from the top level down, then this category (empty for the root). */
  get path(): readonly CategoryNode[] {
    this.#path ??= this.parent ? [...this.parent.path, this] : [];
    return this.#path;
  }

  /** Browse's `categories` of an item in this category: this one first, then its ancestors from the top down. */
  get browseCategories(): readonly { categoryId: string; categoryName: string }[] {
    this.#browse ??= [this, ...this.path.slice(0, -1)].map((n) => ({ categoryId: n.id, categoryName: n.name }));
    return this.#browse;
  }
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
  /** Every category but the root, parents before children (depth first, eBay's order of siblings). */
  nodes: readonly CategoryNode[];
}

/** A tree's categories, parents first: each given to `add` as its id, its parent's id (null at the top) and name. */
type Categories = (add: (categoryId: string, parentId: string | null, categoryName: string) => void) => void;

function buildTree(treeId: string, version: string, marketplaceIds: string[], categories: Categories): CategoryTree {
  const root = new CategoryNode(treeId, 'Root', undefined);
  root.leaf = false;
  const byId = new Map<string, CategoryNode>([[root.id, root]]);
  const nodes: CategoryNode[] = [];
  categories((id, parentId, name) => {
    const parent = parentId === null ? root : byId.get(parentId);
    if (!parent) throw new Error(`category ${id} comes before its parent ${parentId}`);
    const node = new CategoryNode(id, name, parent);
    parent.childIds.push(id);
    parent.leaf = false;
    byId.set(id, node);
    nodes.push(node);
  });
  return { treeId, version, marketplaceIds, root, byId, leaves: nodes.filter((n) => n.leaf), nodes };
}

function usTree(): CategoryTree {
  const data = EBAY_US_CATEGORY_TREE;
  return buildTree(data.categoryTreeId, data.categoryTreeVersion, [...data.marketplaceIds], (add) =>
    eachCategory(data, add),
  );
}

let trees: readonly CategoryTree[] | undefined;

/** The trees the emulator holds: EBAY_US (0) and EBAY_MOTORS_US (100). Built on first use, shared by emulators. */
export function categoryTrees(): readonly CategoryTree[] {
  // Fixed data, read-only once built: one index per process keeps createEmulator() cheap (no per-emulator state).
  trees ??= [
    usTree(),
    buildTree('100', '134', ['EBAY_MOTORS_US'], (add) => {
      for (const [id, parent, name] of MOTORS_CATEGORY_ROWS) add(id, parent === '0' ? null : parent, name);
    }),
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
