// Paging of the Inventory list calls as the contract defines it. getInventoryItems and getOffers read `offset` as
// a page number (0 is the first page, 1 the second: sell_inventory_v1_oas3.json, their `offset` parameter), and
// getInventoryItems' `size` is the number of pages while getOffers' is the number of offers on the page.
// getInventoryLocations reads `offset` as the number of locations to skip and answers it back. A bad `limit` or
// `offset` is errorId 25706, the Inventory API's "invalid pagination values".
import { inventoryError } from './inventory-store.js';
import { readOffsetPaging } from './paging.js';

/** How one list call pages. */
export interface InventoryPaging {
  /** The operation's path under the origin, e.g. `/sell/inventory/v1/inventory_item`. */
  path: string;
  defaultLimit: number;
  maxLimit: number;
  /** `offset` counts pages (items, offers) or records (locations). */
  offsetCounts: 'pages' | 'records';
}

/** One page of `all`, with `href`/`next`/`prev` that keep the query's other parameters, or the 400 for bad paging. */
export function inventoryPage<T>(
  all: readonly T[],
  query: URLSearchParams,
  origin: string,
  paging: InventoryPaging,
): { items: T[]; limit: number; offset: number; href: string; next?: string; prev?: string } | Response {
  const read = readOffsetPaging(query, {
    defaultLimit: paging.defaultLimit,
    maxLimit: paging.maxLimit,
    invalid: (parameter, raw) =>
      inventoryError(
        400,
        25706,
        `You have provided invalid pagination values. ${parameter === 'limit' ? `limit must be an integer from 1 to ${paging.maxLimit}` : 'offset must be an integer of 0 or more'}.`,
        [parameter, raw],
      ),
  });
  if (read instanceof Response) return read;
  const { limit, offset } = read;
  const step = paging.offsetCounts === 'pages' ? 1 : limit;
  const start = paging.offsetCounts === 'pages' ? offset * limit : offset;
  const link = (at: number): string => {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    params.set('offset', String(at));
    return `${origin}${paging.path}?${params.toString()}`;
  };
  return {
    items: all.slice(start, start + limit),
    limit,
    offset,
    href: link(offset),
    ...(start + limit < all.length ? { next: link(offset + step) } : {}),
    ...(offset > 0 ? { prev: link(Math.max(0, offset - step)) } : {}),
  };
}
