import { filterParts, filterTooLong, filterTooLongMessage } from './filter-parts.js';
import { apiError } from '../errors.js';
import type { FlowHandler, RestCall } from '../rest/flow.js';
import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { fieldGroupsOf, refinementOf } from './browse-refinements.js';
import { endTimeOf } from './listings.js';
import { offsetLinks, readOffsetPaging } from './paging.js';
import { jsonResponse } from '../json-response.js';
import { categoryPathOf, findCategory, findLeaf, type CategoryNode } from '../world/categories.js';
import { feedbackProfile } from '../world/feedback-profile.js';

function notFound(itemId: string): Response {
  return apiError('API_BROWSE', 404, 11001, 'The specified item ID was not found.', { parameter: ['itemId', itemId] });
}

function badRequest(errorId: number, message: string, parameter: string, value: string): Response {
  return apiError('API_BROWSE', 400, errorId, message, { parameter: [parameter, value] });
}

function amount(item: CatalogItem): { value: string; currency: string } {
  return { value: item.price.toFixed(2), currency: item.currency };
}

/** Browse's `Seller` of a listing: the seller's one feedback profile. */
function browseSeller(ctx: EmulatorContext, username: string): Record<string, unknown> {
  const profile = feedbackProfile(ctx, username);
  return { username, feedbackPercentage: profile.positivePercent, feedbackScore: profile.score };
}

function summary(ctx: EmulatorContext, item: CatalogItem): Record<string, unknown> {
  const origin = ctx.origin;
  return {
    itemId: item.itemId,
    legacyItemId: item.legacyItemId,
    title: item.title,
    price: amount(item),
    condition: item.condition === 'NEW' ? 'New' : 'Used',
    conditionId: item.conditionId,
    categories: findLeaf(item.categoryId)?.browseCategories ?? [
      { categoryId: item.categoryId, categoryName: item.categoryName },
    ],
    seller: browseSeller(ctx, item.seller),
    itemWebUrl: `https://www.ebay.com/itm/${item.legacyItemId}`,
    itemHref: `${origin}/buy/browse/v1/item/${encodeURIComponent(item.itemId)}`,
    itemCreationDate: item.listedAt,
    buyingOptions: [item.format],
    ...(item.format === 'AUCTION'
      ? {
          currentBidPrice: amount(item),
          bidCount: item.bidCount ?? 0,
          itemEndDate: new Date(endTimeOf(ctx, item)).toISOString(),
        }
      : {}),
  };
}

/** A listing as Browse's `Item`: what is left for sale and what sold come from the one listing store. */
function detail(ctx: EmulatorContext, item: CatalogItem): Record<string, unknown> {
  return {
    ...summary(ctx, item),
    categoryId: item.categoryId,
    ...categoryPaths(item),
    description: `<p>${item.title}</p>`,
    shortDescription: item.title,
    estimatedAvailabilities: [
      {
        estimatedAvailabilityStatus: item.quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
        estimatedAvailableQuantity: item.quantity,
        estimatedSoldQuantity: item.quantitySold,
      },
    ],
    ...(item.sku ? { sellerItemRevision: '1' } : {}),
    ...(item.aspects ? { localizedAspects: localizedAspects(item.aspects) } : {}),
  };
}

/**
 * A listing's item specifics as getItem's `localizedAspects` (developer.ebay.com/api-docs/buy/browse/resources/item/
 * methods/getItem, the TypedNameValue type); several values of one aspect are joined by commas (not confirmed).
 */
function localizedAspects(aspects: Record<string, string[]>): { type: string; name: string; value: string }[] {
  return Object.entries(aspects).map(([name, values]) => ({ type: 'STRING', name, value: values.join(', ') }));
}

/** Browse's `categoryPath` (names from the top level down, `|`-separated) and `categoryIdPath` of an item. */
function categoryPaths(item: CatalogItem): { categoryPath: string; categoryIdPath?: string } {
  const leaf = findLeaf(item.categoryId);
  if (!leaf) return { categoryPath: item.categoryName };
  return { categoryPath: categoryPathOf(leaf), categoryIdPath: leaf.path.map((n) => n.id).join('|') };
}

/** The leaf ids under the requested `category_ids` (a leaf stands for itself; an unknown id matches nothing). */
function leafIdsUnder(ids: string): Set<string> {
  const out = new Set<string>();
  const visit = (node: CategoryNode): void => {
    if (node.leaf) out.add(node.id);
    for (const child of node.childIds) {
      const next = findCategory(child);
      if (next) visit(next);
    }
  };
  for (const id of ids.split(',')) {
    const node = findCategory(id.trim());
    if (node) visit(node);
    else out.add(id.trim());
  }
  return out;
}

/** What the emulator reads of Browse's `filter`. */
interface SearchFilter {
  min?: number;
  max?: number;
  conditions?: Set<string>;
  conditionIds?: Set<string>;
  buyingOptions?: Set<string>;
}

/** A `{A|B}` set of a filter part, upper-cased; undefined when the part is not a set. */
function setOf(raw: string, upper = true): Set<string> | undefined {
  const set = /^\{(.*)\}$/.exec(raw.trim());
  if (!set?.[1]) return undefined;
  return new Set(set[1].split('|').map((s) => (upper ? s.trim().toUpperCase() : s.trim())));
}

/**
 * `price:[10..50]`, `conditions:{NEW|USED}`, `conditionIds:{1000|3000}` and `buyingOptions:{FIXED_PRICE|AUCTION}` of
 * Browse's `filter` (the parts the emulator understands; the refinements' links use them).
 */
function parseFilter(filter: string): SearchFilter | string {
  const out: SearchFilter = {};
  for (const part of filterParts(filter)) {
    const [name, raw = ''] = part.split(/:(.*)/s) as [string, string?];
    const key = name.trim();
    if (key === 'price') {
      const range = /^\[\s*([\d.]*)\s*\.\.\s*([\d.]*)\s*\]$/.exec(raw.trim());
      if (!range) return part;
      if (range[1]) out.min = Number(range[1]);
      if (range[2]) out.max = Number(range[2]);
    } else if (key === 'conditions' || key === 'conditionIds' || key === 'buyingOptions') {
      const set = setOf(raw);
      if (!set) return part;
      out[key] = set;
    }
  }
  return out;
}

function containsAll(text: string, words: readonly string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}

const search: FlowHandler = (call: RestCall) => {
  const { query, ctx } = call;
  const q = (query.get('q') ?? '').trim().toLowerCase();
  const categories = query.get('category_ids');
  if (!q && !categories && !query.get('epid') && !query.get('gtin')) {
    return badRequest(12001, 'At least one of q, category_ids, epid, gtin or charity_ids is required.', 'q', '');
  }
  const rawFilter = query.get('filter') ?? '';
  if (filterTooLong(rawFilter))
    return badRequest(12023, `Invalid filter. ${filterTooLongMessage(rawFilter)}`, 'filter', rawFilter.slice(0, 64));
  const filter = parseFilter(rawFilter);
  if (typeof filter === 'string') return badRequest(12023, 'Invalid filter.', 'filter', filter);
  const paging = readOffsetPaging(query, {
    defaultLimit: 50,
    maxLimit: 200,
    invalid: (parameter, raw) =>
      badRequest(parameter === 'limit' ? 12007 : 12006, `The ${parameter} value is not valid.`, parameter, raw),
  });
  if (paging instanceof Response) return paging;
  const { limit, offset } = paging;
  const words = q.split(/\s+/).filter(Boolean);
  const inCategories = categories ? leafIdsUnder(categories) : undefined;
  const { min, max, conditions, conditionIds, buyingOptions } = filter;
  const groups = fieldGroupsOf(query.get('fieldgroups'));
  const catalog = ctx.state.world.listings;
  // A plain loop over the catalog: every search looks at all of it, so this is the emulator's hottest code.
  let items: CatalogItem[] = [];
  for (let i = 0; i < catalog.items.length; i++) {
    const item = catalog.items[i] as CatalogItem;
    if (min !== undefined && item.price < min) continue;
    if (max !== undefined && item.price > max) continue;
    if (conditions && !conditions.has(item.condition)) continue;
    if (conditionIds && !conditionIds.has(item.conditionId)) continue;
    if (buyingOptions && !buyingOptions.has(item.format)) continue;
    if (inCategories && !inCategories.has(item.categoryId)) continue;
    if (containsAll(catalog.lowerTitles[i] as string, words)) items.push(item);
  }
  const sort = query.get('sort');
  if (sort === 'price') items = [...items].sort((a, b) => a.price - b.price);
  else if (sort === '-price') items = [...items].sort((a, b) => b.price - a.price);
  else if (sort === 'newlyListed') items = [...items].sort((a, b) => (a.listedAt < b.listedAt ? 1 : -1));
  const page = groups.items ? items.slice(offset, offset + limit) : [];
  const path = '/buy/browse/v1/item_summary/search';
  return jsonResponse({
    ...offsetLinks(ctx.origin, path, query, limit, offset, items.length),
    total: items.length,
    limit,
    offset,
    ...(groups.items ? { itemSummaries: page.map((item) => summary(ctx, item)) } : {}),
    ...(groups.refinements.size ? { refinement: refinementOf(`${ctx.origin}${path}`, query, items, groups) } : {}),
  });
};

const getItem: FlowHandler = ({ params, ctx }) => {
  const item = ctx.state.world.listings.byId.get(params.item_id ?? '');
  return item ? jsonResponse(detail(ctx, item)) : notFound(params.item_id ?? '');
};

const getItemByLegacyId: FlowHandler = ({ query, ctx }) => {
  const legacy = query.get('legacy_item_id') ?? '';
  const item = ctx.state.world.listings.byId.get(`v1|${legacy}|0`);
  return item ? jsonResponse(detail(ctx, item)) : notFound(legacy);
};

const getItems: FlowHandler = ({ query, ctx }) => {
  const ids = (query.get('item_ids') ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > 20)
    return badRequest(12501, 'item_ids must hold 1 to 20 item IDs.', 'item_ids', query.get('item_ids') ?? '');
  const catalog = ctx.state.world.listings;
  const found = ids.map((id) => catalog.byId.get(id)).filter((i): i is CatalogItem => i !== undefined);
  return jsonResponse({ items: found.map((item) => detail(ctx, item)), total: found.length });
};

/** Browse over the one listing store: its active listings (an ended one is not found, 404 errorId 11001). */
export const BROWSE_FLOWS = {
  'buy.browse.search': search,
  'buy.browse.getItem': getItem,
  'buy.browse.getItemByLegacyId': getItemByLegacyId,
  'buy.browse.getItems': getItems,
} satisfies Record<string, FlowHandler>;
