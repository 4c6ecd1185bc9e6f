import { gzipSync } from 'node:zlib';
import { apiError } from '../errors.js';
import { jsonResponse, jsonTextResponse } from '../json-response.js';
import type { FlowHandler, RestCall } from '../rest/flow.js';
import { categoryTree, defaultTreeId, type CategoryNode, type CategoryTree } from '../world/categories.js';
import { categoryRules, type AspectRule } from '../world/category-rules.js';
import { EMULATION_HEADER } from '../resources/flow.js';
import { compatibilityProperties, compatibilityValues, supportsCompatibility } from '../world/compatibility.js';
import { suggestCategories } from '../world/suggestions.js';

// The Taxonomy API over the emulator's category trees (src/world/): the same categories, names, aspects and
// conditions that Browse, Trading, Inventory publishOffer and Metadata use. Errors are the contract's
// (commerce_taxonomy_v1_oas3.json, x-response-codes): 400 with domain API_TAXONOMY. The aspects of a leaf the
// emulator holds no rules for are unknown here: answered empty, with the sample header (never invented).

const BASE = '/commerce/taxonomy/v1';

function taxonomyError(errorId: number, message: string, parameter: [string, string]): Response {
  return apiError('API_TAXONOMY', 400, errorId, message, { parameter });
}

const treeNotFound = (id: string): Response =>
  taxonomyError(62004, 'The specified category tree ID was not found.', ['category_tree_id', id]);

/** The tree of the call's path, or the contract's 62004. */
function treeOf(call: RestCall): CategoryTree | Response {
  const id = call.params.category_tree_id ?? '';
  return categoryTree(id) ?? treeNotFound(id);
}

/** The category named by `category_id` in `tree`, or the error the operation documents. */
function categoryOf(
  call: RestCall,
  tree: CategoryTree,
  options: { rootMessage: string; leafOnly?: boolean },
): CategoryNode | Response {
  const id = (call.query.get('category_id') ?? '').trim();
  if (!id) return taxonomyError(62006, 'Missing category ID.', ['category_id', '']);
  if (id === tree.root.id) return taxonomyError(62008, options.rootMessage, ['category_id', id]);
  const node = tree.byId.get(id);
  if (!node)
    return taxonomyError(62005, 'The specified category ID does not belong to the specified category tree.', [
      'category_id',
      id,
    ]);
  if (options.leafOnly && !node.leaf)
    return taxonomyError(62009, 'The specified category ID must be a leaf category.', ['category_id', id]);
  return node;
}

function subtreeHref(origin: string, tree: CategoryTree, id: string): string {
  return id === tree.root.id
    ? `${origin}${BASE}/category_tree/${tree.treeId}`
    : `${origin}${BASE}/category_tree/${tree.treeId}/get_category_subtree?category_id=${id}`;
}

/**
 * The JSON of a node and everything below it, as getCategoryTree and getCategorySubtree write it (`category`,
 * `categoryTreeNodeLevel`, `parentCategoryTreeNodeHref` below the root, then `leafCategoryTreeNode` or the
 * children). Written as text: the US tree is 17 104 nodes, about 4 MB, and a tree of objects to stringify cost
 * twice the time and the memory on the first call.
 */
function treeNodeText(origin: string, tree: CategoryTree, node: CategoryNode, out: string[]): void {
  out.push(
    `{"category":{"categoryId":${JSON.stringify(node.id)},"categoryName":${JSON.stringify(node.name)}},`,
    `"categoryTreeNodeLevel":${node.level}`,
  );
  if (node.level > 0)
    out.push(`,"parentCategoryTreeNodeHref":${JSON.stringify(subtreeHref(origin, tree, node.parentId))}`);
  if (node.leaf) {
    out.push(',"leafCategoryTreeNode":true}');
    return;
  }
  out.push(',"childCategoryTreeNodes":[');
  let first = true;
  for (const id of node.childIds) {
    const child = tree.byId.get(id);
    if (!child) continue;
    if (!first) out.push(',');
    first = false;
    treeNodeText(origin, tree, child, out);
  }
  out.push(']}');
}

/** {@link treeNodeText} of one node, as a string. */
function treeNodeJson(origin: string, tree: CategoryTree, node: CategoryNode): string {
  const out: string[] = [];
  treeNodeText(origin, tree, node, out);
  return out.join('');
}

/** An aspect as getItemAspectsForCategory describes it. */
function aspectJson(aspect: AspectRule): Record<string, unknown> {
  return {
    localizedAspectName: aspect.name,
    aspectConstraint: {
      aspectDataType: 'STRING',
      aspectEnabledForVariations: aspect.variation === true,
      aspectMode: aspect.mode,
      aspectRequired: aspect.required,
      aspectUsage: aspect.required ? 'RECOMMENDED' : 'OPTIONAL',
      itemToAspectCardinality: 'SINGLE',
      aspectApplicableTo: ['ITEM'],
      aspectMaxLength: 65,
    },
    aspectValues: aspect.values.map((localizedValue) => ({ localizedValue })),
  };
}

const getDefaultCategoryTreeId: FlowHandler = ({ query }) => {
  const marketplace = (query.get('marketplace_id') ?? '').trim();
  if (!marketplace) return taxonomyError(62002, 'Missing marketplace ID.', ['marketplace_id', '']);
  const treeId = defaultTreeId(marketplace);
  if (treeId === undefined)
    return taxonomyError(62003, 'The specified marketplace ID was not found.', ['marketplace_id', marketplace]);
  // Every marketplace's tree id is eBay's; the emulator holds (and versions) the US and eBay Motors trees.
  return jsonResponse({ categoryTreeId: treeId, categoryTreeVersion: categoryTree(treeId)?.version ?? '1' });
};

/**
 * The text of a whole tree's answer, kept for the origin it was last written for: a tree never changes, and
 * writing it (every category, a link each) is the costliest answer of a test suite's usual mix (emulator README,
 * "Performance"). One text per tree, so emulators on other ports only rewrite it.
 */
const treeTexts = new WeakMap<CategoryTree, { origin: string; text: string }>();

const getCategoryTree: FlowHandler = (call) => {
  const tree = treeOf(call);
  if (tree instanceof Response) return tree;
  const origin = call.ctx.origin;
  let kept = treeTexts.get(tree);
  if (kept?.origin !== origin) {
    const head = JSON.stringify({
      applicableMarketplaceIds: tree.marketplaceIds,
      categoryTreeId: tree.treeId,
      categoryTreeVersion: tree.version,
    });
    const text = `${head.slice(0, -1)},"rootCategoryNode":${treeNodeJson(origin, tree, tree.root)}}`;
    kept = { origin, text };
    treeTexts.set(tree, kept);
  }
  return jsonTextResponse(kept.text);
};

const getCategorySubtree: FlowHandler = (call) => {
  const tree = treeOf(call);
  if (tree instanceof Response) return tree;
  const node = categoryOf(call, tree, {
    rootMessage: `The specified category ID is the root for the category tree. Please use ${call.ctx.origin}${BASE}/category_tree/${tree.treeId} to retrieve the entire tree.`,
  });
  if (node instanceof Response) return node;
  const tail = JSON.stringify({ categoryTreeId: tree.treeId, categoryTreeVersion: tree.version }).slice(1);
  return jsonTextResponse(`{"categorySubtreeNode":${treeNodeJson(call.ctx.origin, tree, node)},${tail}`);
};

const getCategorySuggestions: FlowHandler = (call) => {
  const tree = treeOf(call);
  if (tree instanceof Response) return tree;
  const q = (call.query.get('q') ?? '').trim();
  if (!q)
    return taxonomyError(
      62007,
      "Missing keyword 'q'. Please specify a valid set of keywords that best describes your item.",
      ['q', ''],
    );
  const found = suggestCategories(tree, q);
  if (found.length === 0) return new Response(null, { status: 204 });
  const origin = call.ctx.origin;
  return jsonResponse({
    categorySuggestions: found.map(({ node, relevancy }) => ({
      category: { categoryId: node.id, categoryName: node.name },
      // Ancestors from the immediate parent up to the root, as eBay lists them.
      categoryTreeNodeAncestors: [tree.root, ...node.path.slice(0, -1)].reverse().map((ancestor) => ({
        categoryId: ancestor.id,
        categoryName: ancestor.name,
        categorySubtreeNodeHref: subtreeHref(origin, tree, ancestor.id),
        categoryTreeNodeLevel: ancestor.level,
      })),
      categoryTreeNodeLevel: node.level,
      relevancy,
    })),
    categoryTreeId: tree.treeId,
    categoryTreeVersion: tree.version,
  });
};

/** The header of an answer that holds leaves the emulator has no aspects for: not from its facts. */
const SAMPLE = { [EMULATION_HEADER]: 'sample' };

const getItemAspectsForCategory: FlowHandler = (call) => {
  const tree = treeOf(call);
  if (tree instanceof Response) return tree;
  const node = categoryOf(call, tree, {
    rootMessage: 'The specified category ID is the root for the category tree.',
    leafOnly: true,
  });
  if (node instanceof Response) return node;
  const rules = categoryRules(node);
  return rules
    ? jsonResponse({ aspects: rules.aspects.map(aspectJson) })
    : jsonResponse({ aspects: [] }, { headers: SAMPLE });
};

/**
 * fetchItemAspects: every leaf's aspects in one file. eBay sends it as a gzipped JSON file with content type
 * application/octet-stream (the operation's description in the contract), not as a JSON body. Leaves without rules
 * have no aspects in it, and then the whole file carries the sample header.
 */
const fetchItemAspects: FlowHandler = (call) => {
  const tree = treeOf(call);
  if (tree instanceof Response) return tree;
  let unknown = false;
  const file = {
    categoryTreeId: tree.treeId,
    categoryTreeVersion: tree.version,
    categoryAspects: tree.leaves.map((leaf) => {
      const rules = categoryRules(leaf);
      if (!rules) unknown = true;
      return {
        category: { categoryId: leaf.id, categoryName: leaf.name },
        aspects: (rules?.aspects ?? []).map(aspectJson),
      };
    }),
  };
  return new Response(gzipSync(JSON.stringify(file)), {
    status: 200,
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="CategoryAspects_${tree.treeId}_${tree.version}.json.gz"`,
      ...(unknown ? SAMPLE : {}),
    },
  });
};

/** getExpiredCategories: the emulator's trees have no expired categories, so eBay's 204 for none. */
const getExpiredCategories: FlowHandler = (call) => {
  const tree = treeOf(call);
  if (tree instanceof Response) return tree;
  return new Response(null, { status: 204 });
};

/** The Motors parts category of a compatibility call, or the contract's error. */
function compatibilityCategory(call: RestCall): CategoryNode | Response {
  const tree = treeOf(call);
  if (tree instanceof Response) return tree;
  const node = categoryOf(call, tree, { rootMessage: 'The specified category ID is the root for the category tree.' });
  if (node instanceof Response) return node;
  if (!supportsCompatibility(node))
    return taxonomyError(62101, 'This category ID is disabled for parts compatibility.', ['category_id', node.id]);
  return node;
}

const getCompatibilityProperties: FlowHandler = (call) => {
  const node = compatibilityCategory(call);
  if (node instanceof Response) return node;
  return jsonResponse({ compatibilityProperties: compatibilityProperties() });
};

const getCompatibilityPropertyValues: FlowHandler = (call) => {
  const node = compatibilityCategory(call);
  if (node instanceof Response) return node;
  const property = (call.query.get('compatibility_property') ?? '').trim();
  if (!property) return taxonomyError(62104, 'Missing compatibility property.', ['compatibility_property', '']);
  const values = compatibilityValues(property, call.query.get('filter') ?? '');
  if (values === 'invalid-property')
    return taxonomyError(62102, 'The compatibility property is invalid.', ['compatibility_property', property]);
  if (values === 'invalid-filter')
    return taxonomyError(
      62100,
      'The filter format is invalid. For more information, see the API call reference documentation.',
      ['filter', call.query.get('filter') ?? ''],
    );
  if (values.length === 0) return new Response(null, { status: 204 });
  return jsonResponse({ compatibilityPropertyValues: values.map((value) => ({ value })) });
};

/** Taxonomy over the emulator's category trees. */
export const TAXONOMY_FLOWS = {
  'commerce.taxonomy.getDefaultCategoryTreeId': getDefaultCategoryTreeId,
  'commerce.taxonomy.getCategoryTree': getCategoryTree,
  'commerce.taxonomy.getCategorySubtree': getCategorySubtree,
  'commerce.taxonomy.getCategorySuggestions': getCategorySuggestions,
  'commerce.taxonomy.getItemAspectsForCategory': getItemAspectsForCategory,
  'commerce.taxonomy.fetchItemAspects': fetchItemAspects,
  'commerce.taxonomy.getExpiredCategories': getExpiredCategories,
  'commerce.taxonomy.getCompatibilityProperties': getCompatibilityProperties,
  'commerce.taxonomy.getCompatibilityPropertyValues': getCompatibilityPropertyValues,
} satisfies Record<string, FlowHandler>;
