import { readPath } from './path.js';

/**
 * Where each paged Trading call keeps its items (generated from eBay's schema: a call pages when its request has
 * `Pagination` and its answer `PaginationResult`; docs/ebay-facts.md#xml-services).
 */
export { TRADING_PAGED_CALLS } from '../generated/trading.gen.js';

const DEFAULT_ENTRIES_PER_PAGE = 100;

/**
 * Whether a parsed page says more pages follow: the call's `HasMore…` flag (`HasMoreItems`, GetOrders'
 * `HasMoreOrders`, the transaction calls' `HasMoreTransactions`), else the page count.
 */
export function hasMorePages(page: Record<string, unknown>, pageNumber: number): boolean {
  const flag = Object.keys(page).find((key) => /^HasMore[A-Z]/.test(key));
  const more = flag === undefined ? undefined : page[flag];
  if (more === 'true') return true;
  if (more === 'false') return false;
  const total = Number(readPath(page, 'PaginationResult.TotalNumberOfPages'));
  return Number.isFinite(total) && pageNumber < total;
}

/** The request fields of page `pageNumber`, keeping the caller's `EntriesPerPage`. */
export function pageFields(fields: Record<string, unknown>, pageNumber: number): Record<string, unknown> {
  const pagination = (
    typeof fields.Pagination === 'object' && fields.Pagination !== null ? fields.Pagination : {}
  ) as Record<string, unknown>;
  return {
    ...fields,
    Pagination: {
      EntriesPerPage: pagination.EntriesPerPage ?? DEFAULT_ENTRIES_PER_PAGE,
      ...pagination,
      PageNumber: pageNumber,
    },
  };
}
