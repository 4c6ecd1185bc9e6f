import { readPath } from './path.js';

/** Where a paged Trading call keeps its items (docs/ebay-facts.md#xml-services; `Pagination` in, `PaginationResult` out). */
export const TRADING_PAGED_CALLS: Readonly<Record<string, string>> = {
  GetSellerList: 'ItemArray.Item',
  GetOrders: 'OrderArray.Order',
  GetSellerTransactions: 'TransactionArray.Transaction',
  GetItemTransactions: 'TransactionArray.Transaction',
  GetFeedback: 'FeedbackDetailArray.FeedbackDetail',
  GetMemberMessages: 'MemberMessage.MemberMessageExchange',
  GetUserDisputes: 'DisputeArray.Dispute',
};

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
