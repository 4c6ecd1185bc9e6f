import { apiError } from '../errors.js';
import { randomFor } from '../context.js';
import { jsonResponse } from '../json-response.js';
import type { FlowHandler, RestCall } from '../rest/flow.js';
import { sampleResponse } from '../rest/schema/index.js';
import { DEFAULT_TREE_IDS, categoryTree, type CategoryNode, type CategoryTree } from '../world/categories.js';
import { categoryRules, conditionById, NO_RULES } from '../world/category-rules.js';
import { EMULATION_HEADER } from '../resources/flow.js';
import { supportsCompatibility } from '../world/compatibility.js';

// The Metadata API's marketplace policies per category, over the emulator's category trees (src/world/): which
// categories exist, and for item conditions which ones each leaf allows (the same rules publishOffer and the
// Trading listing calls enforce). `filter=categoryIds:{id1|id2}` narrows the answer as the contract defines it;
// errors and warnings are the contract's (sell_metadata_v1_oas3.json, x-response-codes). A leaf the emulator holds
// no rules for takes any of eBay's conditions, none required (world/category-rules.ts, NO_RULES): an answer that
// lists one carries the sample header, as it is not eBay's fact for that category.

const MAX_FILTER_IDS = 50;

type Selection = { tree: CategoryTree; categories: CategoryNode[]; warnings: Record<string, unknown>[] } | Response;

const warning = (errorId: number, message: string, value: string): Record<string, unknown> => ({
  errorId,
  domain: 'API_METADATA',
  category: 'REQUEST',
  message,
  parameters: [{ name: 'filter', value }],
});

/** The marketplace's tree and the categories the call asks for (all leaves without a filter). */
function select(call: RestCall, scope: (tree: CategoryTree) => CategoryNode[]): Selection {
  const marketplace = call.params.marketplace_id ?? '';
  const treeId = DEFAULT_TREE_IDS[marketplace];
  const tree = treeId === undefined ? undefined : categoryTree(treeId);
  if (!tree)
    return apiError('API_METADATA', 400, 46001, 'The specified marketplace ID was not found.', {
      parameter: ['marketplace_id', marketplace],
    });
  const filter = (call.query.get('filter') ?? '').trim();
  if (!filter) return { tree, categories: scope(tree), warnings: [] };
  const match = /^categoryIds:\{([^{}]*)\}$/.exec(filter);
  const ids = (match?.[1] ?? '')
    .split('|')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!match || ids.length === 0)
    return apiError(
      'API_METADATA',
      400,
      46002,
      'The filter value is invalid. Sample supported values: filter=categoryIds:{catId1|catId2|catId3}.',
      { parameter: ['filter', filter] },
    );
  const warnings: Record<string, unknown>[] = [];
  if (ids.length > MAX_FILTER_IDS)
    warnings.push(
      warning(46004, `Only ${MAX_FILTER_IDS} Category IDs specified in the filter are considered.`, filter),
    );
  const allowed = new Set(scope(tree).map((n) => n.id));
  const categories: CategoryNode[] = [];
  for (const id of ids.slice(0, MAX_FILTER_IDS)) {
    const node = tree.byId.get(id);
    if (node && allowed.has(id)) categories.push(node);
    else if (!node || node === tree.root)
      warnings.push(warning(46003, 'The specified categoryId was not found for the marketplace.', id));
  }
  return { tree, categories, warnings };
}

/** The answer: one entry per category (204 when the filter leaves none, as the contract says). */
function answer(
  property: string,
  selection: Exclude<Selection, Response>,
  entry: (node: CategoryNode) => Record<string, unknown>,
  init: ResponseInit = {},
): Response {
  if (selection.categories.length === 0) return new Response(null, { status: 204 });
  return jsonResponse(
    {
      [property]: selection.categories.map((node) => ({
        categoryId: node.id,
        categoryTreeId: selection.tree.treeId,
        ...entry(node),
      })),
      ...(selection.warnings.length ? { warnings: selection.warnings } : {}),
    },
    init,
  );
}

const leaves = (tree: CategoryTree): CategoryNode[] => [...tree.leaves];

const getItemConditionPolicies: FlowHandler = (call) => {
  const selection = select(call, leaves);
  if (selection instanceof Response) return selection;
  const unknown = selection.categories.some((node) => categoryRules(node) === undefined);
  return answer(
    'itemConditionPolicies',
    selection,
    (node) => {
      const rules = categoryRules(node) ?? NO_RULES;
      return {
        itemConditionRequired: rules.conditionRequired,
        itemConditions: rules.conditionIds.map((id) => ({
          conditionId: id,
          conditionDescription: conditionById(id)?.name ?? id,
          usage: 'EVERYWHERE',
        })),
      };
    },
    unknown ? { headers: { [EMULATION_HEADER]: 'sample' } } : {},
  );
};

/**
 * The other category policies: the categories come from the tree; the policy values are the contract's sample
 * values for one entry (the emulator does not model them per category).
 */
function policies(operationId: string, property: string, scope: (tree: CategoryTree) => CategoryNode[]): FlowHandler {
  return (call) => {
    const selection = select(call, scope);
    if (selection instanceof Response) return selection;
    const sample = sampleResponse(call.spec.api, operationId, {
      random: randomFor(call.ctx, `metadata-${operationId}`),
      echo: {},
    }) as Record<string, unknown> | undefined;
    const template = ((sample?.[property] as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};
    return answer(property, selection, () => ({ ...template }));
  };
}

const compatibleLeaves = (tree: CategoryTree): CategoryNode[] => tree.leaves.filter(supportsCompatibility);

/** Metadata's marketplace policies over the emulator's category trees. */
export const METADATA_FLOWS = {
  'sell.metadata.getItemConditionPolicies': getItemConditionPolicies,
  'sell.metadata.getAutomotivePartsCompatibilityPolicies': policies(
    'getAutomotivePartsCompatibilityPolicies',
    'automotivePartsCompatibilityPolicies',
    compatibleLeaves,
  ),
  'sell.metadata.getCategoryPolicies': policies('getCategoryPolicies', 'categoryPolicies', leaves),
  'sell.metadata.getClassifiedAdPolicies': policies('getClassifiedAdPolicies', 'classifiedAdPolicies', leaves),
  'sell.metadata.getExtendedProducerResponsibilityPolicies': policies(
    'getExtendedProducerResponsibilityPolicies',
    'extendedProducerResponsibilities',
    leaves,
  ),
  'sell.metadata.getListingStructurePolicies': policies(
    'getListingStructurePolicies',
    'listingStructurePolicies',
    leaves,
  ),
  'sell.metadata.getListingTypePolicies': policies('getListingTypePolicies', 'listingTypePolicies', leaves),
  'sell.metadata.getMotorsListingPolicies': policies('getMotorsListingPolicies', 'motorsListingPolicies', leaves),
  'sell.metadata.getNegotiatedPricePolicies': policies('getNegotiatedPricePolicies', 'negotiatedPricePolicies', leaves),
  'sell.metadata.getRegulatoryPolicies': policies('getRegulatoryPolicies', 'regulatoryPolicies', leaves),
  'sell.metadata.getReturnPolicies': policies('getReturnPolicies', 'returnPolicies', leaves),
  'sell.metadata.getShippingPolicies': policies('getShippingPolicies', 'shippingPolicies', leaves),
  'sell.metadata.getSiteVisibilityPolicies': policies('getSiteVisibilityPolicies', 'siteVisibilityPolicies', leaves),
} satisfies Record<string, FlowHandler>;
