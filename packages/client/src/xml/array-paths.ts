import type { XmlServiceName } from './services.js';
import { TRADING_PAGED_CALLS } from './trading-paging.js';
import { TRADING_ARRAY_PATHS } from './types/array-paths.js';

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

/** Elements of a call's response that are always arrays: those of the typed calls and the items of paged calls. */
export function xmlArrayPaths(service: XmlServiceName, call: string): readonly string[] {
  if (service !== 'trading') return OTHER_SERVICES[service] ?? [];
  const items = TRADING_PAGED_CALLS[call];
  const typed = TRADING_ARRAY_PATHS[call] ?? [];
  return items ? [...typed, items] : typed;
}
