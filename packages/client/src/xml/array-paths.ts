import { TRADING_LIST_PATHS, TRADING_ROOT_LISTS } from '../generated/trading.gen.js';
import type { XmlServiceName } from './services.js';

/** Elements that repeat in the answers of the retired services (docs/ebay-facts.md#shopping–3.7). */
const OTHER_SERVICES: Readonly<Partial<Record<XmlServiceName, readonly string[]>>> = {
  shopping: ['Item', 'ItemSpecifics.NameValueList', 'NameValueList.Value', 'PictureURL', 'Product', 'Category'],
  finding: [
    'searchResult.item',
    'item.galleryURL',
    'item.paymentMethod',
    'aspectHistogramContainer.aspect',
    'aspect.valueHistogram',
  ],
  merchandising: ['itemRecommendations.item', 'productRecommendations.product'],
};

let tradingShared: readonly string[] | undefined;
const tradingByCall = /* @__PURE__ */ new Map<string, readonly string[]>();

/**
 * Elements of a call's response that are always arrays. Trading: every element eBay's schema lets repeat
 * (generated from trading.json: `Parent.Child` path ends, plus the repeated children of `<Call>Response`), the same
 * frozen array for every answer of a call so that the parser compiles it once.
 */
export function xmlArrayPaths(service: XmlServiceName, call: string): readonly string[] {
  if (service !== 'trading') return OTHER_SERVICES[service] ?? [];
  tradingShared ??= Object.freeze(TRADING_LIST_PATHS.split(' '));
  const roots = Object.hasOwn(TRADING_ROOT_LISTS, call) ? TRADING_ROOT_LISTS[call] : undefined;
  if (roots === undefined) return tradingShared;
  let paths = tradingByCall.get(call);
  if (paths === undefined) {
    paths = Object.freeze([...tradingShared, ...roots.split(' ').map((name) => `${call}Response.${name}`)]);
    tradingByCall.set(call, paths);
  }
  return paths;
}
