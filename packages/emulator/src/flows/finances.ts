// The Finances API from the world's Finances store (world/stores/finances.ts): the caller's transactions (every sale,
// refund and what payouts settled them) and their summary here; payouts and the funds summary in
// flows/finances-payouts.ts. Nothing is a sample: the seeded orders' sales are in the store too.
import { jsonResponse } from '../json-response.js';
import { DEFAULT_TEST_USER } from '../oauth/auth-store.js';
import type { FlowHandler, FlowTable } from '../rest/flow.js';
import { transactionStatus, type FinanceTransaction } from '../world/ledger.js';
import { money, transactionJson } from './finances-json.js';
import { PAYOUTS_FLOWS } from './finances-payouts.js';
import {
  dateRangeRefusal,
  financesError,
  inRange,
  listed,
  readFilters,
  readFinancesPaging,
  readSort,
  TRANSACTION_STATUSES,
  type FinanceFilters,
} from './finances-query.js';

const DATE_ERRORS = {
  invalid: [135008, 'The value of transaction date filter is invalid.'],
  tooOld: [
    135015,
    'The supplied start date is invalid, as transactions older than five years cannot be retrieved. Please update the start date and resubmit the request.',
  ],
  tooLong: [
    135016,
    'The supplied date range is invalid, as the date range cannot exceed 36 months. Please update the date range and resubmit the request.',
  ],
} as const satisfies Parameters<typeof dateRangeRefusal>[3];

/**
 * The transaction filters of a request, or eBay's 400: a transaction type that is no enumeration value (135006), a
 * transaction status eBay does not define (135007), a bad or too wide date range (135008, 135015, 135016), a
 * `transactionId` without a `transactionType` (135009).
 */
function transactionFilters(query: URLSearchParams, now: number): FinanceFilters | Response {
  const filters = readFilters(query);
  const refused = dateRangeRefusal(filters, 'transactionDate', now, DATE_ERRORS);
  if (refused) return refused;
  if ('badRange' in filters) return financesError(...DATE_ERRORS.invalid, ['filter', filters.badRange]);
  const types = filters.values.get('transactionType') ?? [];
  const badType = types.find((t) => !/^[A-Z_]+$/.test(t));
  if (badType !== undefined)
    return financesError(135006, 'The value of transaction type filter is invalid.', ['transactionType', badType]);
  const badStatus = (filters.values.get('transactionStatus') ?? []).find((s) => !TRANSACTION_STATUSES.includes(s));
  if (badStatus !== undefined)
    return financesError(135007, 'The value of transaction status filter is invalid.', [
      'transactionStatus',
      badStatus,
    ]);
  if (filters.values.has('transactionId') && types.length === 0)
    return financesError(135009, 'Transaction type filter is missing.', ['filter', 'transactionType']);
  return filters;
}

/** The caller's transactions that pass `filters`, in the order they happened. */
function matching(
  transactions: readonly FinanceTransaction[],
  seller: string,
  filters: FinanceFilters,
  now: number,
): FinanceTransaction[] {
  return transactions
    .filter(
      (t) =>
        t.seller === seller &&
        listed(filters, 'orderId', t.orderId) &&
        listed(filters, 'transactionType', t.transactionType) &&
        listed(filters, 'transactionStatus', transactionStatus(t, now)) &&
        listed(filters, 'transactionId', t.transactionId) &&
        listed(filters, 'buyerUsername', t.buyer) &&
        listed(filters, 'payoutId', t.payoutId) &&
        inRange(filters, 'transactionDate', t.transactionDate),
    )
    .sort((a, b) => Date.parse(a.transactionDate) - Date.parse(b.transactionDate));
}

/**
 * `GET /sell/finances/v1/transaction`: the caller's monetary transactions, most recent first (`sort=transactionDate`:
 * oldest first), filtered by `transactionDate`, `transactionType`, `transactionStatus`, `buyerUsername`, `payoutId`,
 * `transactionId` (with a type) and `orderId`, one `limit`/`offset` page (default 20, at most 1000). With an
 * `orderId` eBay ignores `limit` ("Only the sales order defined by the identifier is returned") and the order's
 * transactions come in the order they happened. 204 No Content when none matches, as eBay's page says.
 */
const getTransactions: FlowHandler = ({ query, ctx, token }) => {
  const now = ctx.clock.now();
  const filters = transactionFilters(query, now);
  if (filters instanceof Response) return filters;
  const paging = readFinancesPaging(query, 1000);
  if (paging instanceof Response) return paging;
  const sort = readSort(query, ['transactionDate']);
  if (sort instanceof Response) return sort;
  const byOrder = filters.values.has('orderId');
  const found = matching(ctx.state.world.finances.transactions, token?.user ?? DEFAULT_TEST_USER, filters, now);
  if (found.length === 0) return new Response(null, { status: 204 });
  if (!byOrder && sort === 'desc') found.reverse();
  const { offset } = paging;
  const limit = byOrder ? Math.max(found.length - offset, 0) : paging.limit;
  const page = found.slice(offset, offset + limit);
  return jsonResponse({
    href: `${ctx.origin}/sell/finances/v1/transaction?${query.toString()}`,
    limit: byOrder ? page.length : limit,
    offset,
    total: found.length,
    transactions: page.map((t) => transactionJson(t, now)),
  });
};

/** One line of a transaction summary: count, and the amount with its booking entry when there is any. */
function summaryLine(
  name: string,
  list: readonly FinanceTransaction[],
  bookingEntry: 'CREDIT' | 'DEBIT',
  currency: string,
): Record<string, unknown> {
  const total = list.reduce((sum, t) => sum + t.amount, 0);
  return {
    [`${name}Count`]: list.length,
    ...(list.length > 0 ? { [`${name}Amount`]: money(total, currency), [`${name}BookingEntry`]: bookingEntry } : {}),
  };
}

/**
 * `GET /sell/finances/v1/transaction_summary`: counts and totals of the caller's transactions that pass the
 * filters; `transactionStatus` is required (135011). Sales and credits count as credits, refunds as refunds; a kind
 * a `transactionType` filter leaves out is not returned. Disputes, holds, shipping labels, transfers and non-sale
 * charges are not modelled, so they count 0.
 */
const getTransactionSummary: FlowHandler = ({ query, ctx, token }) => {
  const now = ctx.clock.now();
  const filters = transactionFilters(query, now);
  if (filters instanceof Response) return filters;
  if (!filters.values.has('transactionStatus'))
    return financesError(135011, 'Transaction status filter is mandatory.', ['filter', 'transactionStatus']);
  const found = matching(ctx.state.world.finances.transactions, token?.user ?? DEFAULT_TEST_USER, filters, now);
  const currency = found[0]?.currency ?? 'USD';
  const kinds: [string, readonly string[], 'CREDIT' | 'DEBIT'][] = [
    ['credit', ['SALE', 'CREDIT'], 'CREDIT'],
    ['refund', ['REFUND'], 'DEBIT'],
    ['dispute', ['DISPUTE'], 'DEBIT'],
    ['shippingLabel', ['SHIPPING_LABEL'], 'DEBIT'],
    ['transfer', ['TRANSFER'], 'DEBIT'],
    ['nonSaleCharge', ['NON_SALE_CHARGE'], 'DEBIT'],
  ];
  const types = filters.values.get('transactionType');
  const lines = kinds
    .filter(([, kindTypes]) => types === undefined || kindTypes.some((k) => types.includes(k)))
    .map(([name, kindTypes, entry]) =>
      summaryLine(
        name,
        found.filter((t) => kindTypes.includes(t.transactionType)),
        entry,
        currency,
      ),
    );
  const onHold = listed(filters, 'transactionStatus', 'FUNDS_ON_HOLD') ? { onHoldCount: 0 } : {};
  return jsonResponse(Object.assign({}, ...lines, onHold));
};

/** The Finances API's flows, by `<api>.<operationId>`. */
export const FINANCES_FLOWS: FlowTable = {
  'sell.finances.getTransactions': getTransactions,
  'sell.finances.getTransactionSummary': getTransactionSummary,
  ...PAYOUTS_FLOWS,
};
