import { XML_SERVICES } from 'baykit';
import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { hashString } from '../random.js';
import type { EmulatorRequest } from '../request.js';
import { soaResponse, type XmlFailure } from './envelope.js';
import { findingItem, timeLeft, viewItemUrl } from './item-render.js';
import { endTimeOf } from '../flows/listings.js';
import { list, readXmlRequest, record, text } from './request-body.js';
import { answerFormat, nameValueFields, serviceParams, CALL_NAME } from './url-form.js';

const CONDITION_IDS: Record<string, string> = { new: '1000', used: '3000' };

/** Whether `title` matches eBay-style keywords: every word present, none of the `-excluded` ones. */
export function matchesKeywords(title: string, keywords: string): boolean {
  const lower = title.toLowerCase();
  return keywords
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => (word.startsWith('-') && word.length > 1 ? !lower.includes(word.slice(1)) : lower.includes(word)));
}

function itemFilters(fields: Record<string, unknown>): {
  minPrice?: number;
  maxPrice?: number;
  conditions: Set<string>;
} {
  const out: { minPrice?: number; maxPrice?: number; conditions: Set<string> } = { conditions: new Set() };
  for (const entry of list(fields.itemFilter).map(record)) {
    const values = list(entry.value).map(text);
    const first = Number(values[0]);
    switch (text(entry.name)) {
      case 'MinPrice':
        if (Number.isFinite(first)) out.minPrice = first;
        break;
      case 'MaxPrice':
        if (Number.isFinite(first)) out.maxPrice = first;
        break;
      case 'Condition':
        for (const v of values) out.conditions.add(CONDITION_IDS[v.toLowerCase()] ?? v);
        break;
    }
  }
  return out;
}

const SORTS: Record<string, (a: CatalogItem, b: CatalogItem) => number> = {
  PricePlusShippingLowest: (a, b) => a.price - b.price,
  CurrentPriceHighest: (a, b) => b.price - a.price,
  PricePlusShippingHighest: (a, b) => b.price - a.price,
  StartTimeNewest: (a, b) => Date.parse(b.listedAt) - Date.parse(a.listedAt),
};

/** findItemsByKeywords / findItemsAdvanced over the Browse catalog: filters, sort and one page. */
function findItems(
  ctx: EmulatorContext,
  operation: string,
  fields: Record<string, unknown>,
): { data: Record<string, unknown> } | { failure: XmlFailure } {
  const keywords = text(fields.keywords).trim();
  const categories = new Set(list(fields.categoryId).map(text).filter(Boolean));
  if (operation === 'findItemsByKeywords' && !keywords)
    return { failure: { code: '2', shortMessage: 'Keywords value required.' } };
  if (!keywords && categories.size === 0)
    return { failure: { code: '3', shortMessage: 'Please specify keywords or categoryId.' } };
  const { minPrice, maxPrice, conditions } = itemFilters(fields);
  let matching = ctx.state.world.listings.items.filter(
    (item) =>
      (!keywords || matchesKeywords(item.title, keywords)) &&
      (categories.size === 0 || categories.has(item.categoryId)) &&
      (minPrice === undefined || item.price >= minPrice) &&
      (maxPrice === undefined || item.price <= maxPrice) &&
      (conditions.size === 0 || conditions.has(item.conditionId)),
  );
  const sort = SORTS[text(fields.sortOrder)];
  if (sort) matching = [...matching].sort(sort);
  const pagination = record(fields.paginationInput);
  const size = Math.min(Math.max(Number(text(pagination.entriesPerPage)) || 100, 1), 100);
  const number = Math.min(Math.max(Number(text(pagination.pageNumber)) || 1, 1), 100);
  const page = matching.slice((number - 1) * size, number * size);
  const withSeller = list(fields.outputSelector).map(text).includes('SellerInfo');
  return {
    data: {
      searchResult: {
        '@_count': String(page.length),
        ...(page.length ? { item: page.map((item) => findingItem(ctx, item, withSeller)) } : {}),
      },
      paginationOutput: {
        pageNumber: String(number),
        entriesPerPage: String(size),
        totalPages: String(Math.ceil(matching.length / size)),
        totalEntries: String(matching.length),
      },
      itemSearchURL: `${ctx.origin}/sch/i.html?_nkw=${encodeURIComponent(keywords)}`,
    },
  };
}

/** The seeded watch count of an item (stable per seed and item). */
export function watchCount(ctx: EmulatorContext, item: CatalogItem): number {
  return hashString(`${ctx.seed}:watch:${item.itemId}`) % 500;
}

function mostWatched(ctx: EmulatorContext, fields: Record<string, unknown>): Record<string, unknown> {
  const max = Math.min(Math.max(Number(text(fields.maxResults)) || 20, 1), 100);
  const category = text(fields.categoryId);
  const items = ctx.state.world.listings.items
    .filter((item) => !category || item.categoryId === category)
    .map((item) => ({ item, watches: watchCount(ctx, item) }))
    .sort((a, b) => b.watches - a.watches || a.item.legacyItemId.localeCompare(b.item.legacyItemId))
    .slice(0, max);
  return {
    itemRecommendations: items.length
      ? {
          item: items.map(({ item, watches }) => ({
            itemId: item.legacyItemId,
            title: item.title,
            viewItemURL: viewItemUrl(ctx, item.legacyItemId),
            globalId: 'EBAY-US',
            timeLeft: timeLeft(ctx.clock.now(), endTimeOf(ctx, item)),
            primaryCategoryId: item.categoryId,
            primaryCategoryName: item.categoryName,
            buyItNowPrice: { '#value': item.price.toFixed(2), '@_currencyId': item.currency },
            shippingCost: { '#value': '0.00', '@_currencyId': item.currency },
            shippingType: 'Free',
            watchCount: String(watches),
            country: 'US',
          })),
        }
      : '',
  };
}

/** Finding's and Merchandising's service parameters in a URL form; every other parameter is a call field. */
const SOA_PARAMS = new Set([
  'OPERATION-NAME',
  'SERVICE-NAME',
  'SERVICE-VERSION',
  'SECURITY-APPNAME',
  'CONSUMER-ID',
  'GLOBAL-ID',
  'RESPONSE-DATA-FORMAT',
  'REQUEST-DATA-FORMAT',
  'MESSAGE-ENCODING',
  'REST-PAYLOAD',
]);

/**
 * Answers a Finding or Merchandising request (historical APIs), in its XML POST form (headers and an XML body) or its
 * GET form (`?OPERATION-NAME=findItemsByKeywords&SECURITY-APPNAME=…&keywords=…`, Merchandising's `CONSUMER-ID`; the
 * same names as headers work too), answered in XML or, with `RESPONSE-DATA-FORMAT=JSON`, in the service's JSON. The
 * App ID, then `findItemsByKeywords`, `findItemsAdvanced` (keywords, categoryId, itemFilter MinPrice/MaxPrice/Condition,
 * sortOrder, paginationInput, outputSelector SellerInfo) and `getMostWatchedItems` (maxResults, categoryId). Other operations answer an empty
 * success.
 */
export async function handleSoa(
  service: 'finding' | 'merchandising',
  req: EmulatorRequest,
  ctx: EmulatorContext,
): Promise<Response> {
  const now = ctx.clock.now();
  const params = serviceParams(req);
  // The answer's root element is named after it: a name that is not one stays 'unknown' (never a broken document).
  const named = params.get('OPERATION-NAME') ?? req.headers.get('x-ebay-soa-operation-name') ?? '';
  const operation = CALL_NAME.test(named) ? named : 'unknown';
  const appId =
    service === 'finding'
      ? (params.get('SECURITY-APPNAME') ?? req.headers.get('x-ebay-soa-security-appname'))
      : (params.get('CONSUMER-ID') ?? req.headers.get('ebay-soa-consumer-id'));
  const namespace = XML_SERVICES[service].namespace ?? '';
  const json = answerFormat(req, params.get('RESPONSE-DATA-FORMAT'), 'x-ebay-soa-response-data-format') === 'json';
  const answer = (fields: Record<string, unknown>, failure?: XmlFailure): Response =>
    soaResponse(operation, namespace, now, fields, failure, json ? service : undefined);
  if (!appId || !ctx.apps.has(appId))
    return answer({}, { code: '11002', shortMessage: 'Authentication failed : Invalid Application' });
  const fields =
    req.method === 'GET'
      ? nameValueFields(req.url.searchParams, (name) => SOA_PARAMS.has(name))
      : (await readXmlRequest(req, operation, ctx.xmlParser))?.fields;
  if (!fields) return answer({}, { code: '5', shortMessage: 'Unable to parse the request.' });
  if (service === 'merchandising') return answer(operation === 'getMostWatchedItems' ? mostWatched(ctx, fields) : {});
  if (operation === 'findItemsByKeywords' || operation === 'findItemsAdvanced') {
    const found = findItems(ctx, operation, fields);
    return 'failure' in found ? answer({}, found.failure) : answer(found.data);
  }
  return answer({});
}
