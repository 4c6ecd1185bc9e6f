// The Finances API's payouts and funds from the world's Finances store: the payouts the daily schedule and
// simulated payouts made (world/payouts.ts), their summary, and the caller's funds not paid out yet.
import { jsonResponse } from '../json-response.js';
import { DEFAULT_TEST_USER } from '../oauth/auth-store.js';
import { notFound } from '../resources/not-found.js';
import type { FlowHandler, FlowTable } from '../rest/flow.js';
import { netOf, payoutStatus, transactionStatus, type PayoutRecord } from '../world/ledger.js';
import { money, payoutJson } from './finances-json.js';
import {
  dateRangeRefusal,
  financesError,
  inRange,
  listed,
  readFilters,
  readFinancesPaging,
  readSort,
  PAYOUT_STATUSES,
} from './finances-query.js';
import { offsetLinks } from './paging.js';

const DATE_ERRORS = {
  invalid: [135004, 'The value of payout date filter is invalid.'],
  tooOld: [
    135013,
    'The supplied start date is invalid, as payouts older than five years cannot be retrieved. Please update the start date and resubmit the request.',
  ],
  tooLong: [
    135014,
    'The supplied date range is invalid, as the date range cannot exceed 36 months. Please update the date range and resubmit the request.',
  ],
} as const satisfies Parameters<typeof dateRangeRefusal>[3];

/**
 * The caller's payouts that pass the `payoutDate` and `payoutStatus` filters (one status, as eBay takes), oldest
 * first, or eBay's 400 (135002 status, 135004 dates, 135013 and 135014 range).
 */
function matchingPayouts(
  query: URLSearchParams,
  payouts: readonly PayoutRecord[],
  seller: string,
  now: number,
): PayoutRecord[] | Response {
  const filters = readFilters(query);
  const refused = dateRangeRefusal(filters, 'payoutDate', now, DATE_ERRORS);
  if (refused) return refused;
  if ('badRange' in filters) return financesError(...DATE_ERRORS.invalid, ['filter', filters.badRange]);
  const statuses = filters.values.get('payoutStatus');
  if (statuses && (statuses.length !== 1 || !PAYOUT_STATUSES.includes(statuses[0] ?? '')))
    return financesError(135002, 'The value of payout status filter is invalid.', ['payoutStatus', statuses.join('|')]);
  return payouts
    .filter(
      (p) =>
        p.seller === seller &&
        inRange(filters, 'payoutDate', p.payoutDate) &&
        listed(filters, 'payoutStatus', payoutStatus(p, now)),
    )
    .sort((a, b) => Date.parse(a.payoutDate) - Date.parse(b.payoutDate));
}

/**
 * `GET /sell/finances/v1/payout`: the caller's payouts, most recent first (`sort=payoutDate`: oldest first), one
 * `limit`/`offset` page (default 20, at most 200); an empty list when none matches.
 */
const getPayouts: FlowHandler = ({ query, ctx, token }) => {
  const now = ctx.clock.now();
  const paging = readFinancesPaging(query, 200);
  if (paging instanceof Response) return paging;
  const sort = readSort(query, ['payoutDate', 'lastAttemptedPayoutDate']);
  if (sort instanceof Response) return sort;
  const found = matchingPayouts(query, ctx.state.world.finances.payouts, token?.user ?? DEFAULT_TEST_USER, now);
  if (found instanceof Response) return found;
  if (sort === 'desc') found.reverse();
  const { limit, offset } = paging;
  return jsonResponse({
    ...offsetLinks(ctx.origin, '/sell/finances/v1/payout', query, limit, offset, found.length),
    limit,
    offset,
    total: found.length,
    payouts: found.slice(offset, offset + limit).map((p) => payoutJson(p, now)),
  });
};

/** `GET /sell/finances/v1/payout/{payout_Id}`: one of the caller's payouts; another's is not found (135001). */
const getPayout: FlowHandler = (call) => {
  const id = call.params.payout_Id ?? '';
  const seller = call.token?.user ?? DEFAULT_TEST_USER;
  const payout = call.ctx.state.world.finances.payouts.find((p) => p.payoutId === id && p.seller === seller);
  return payout ? jsonResponse(payoutJson(payout, call.ctx.clock.now())) : notFound(call.spec, 'payoutId', id);
};

/**
 * `GET /sell/finances/v1/payout_summary`: how many of the caller's payouts pass the filters, how many transactions
 * they settled, and their total (`amount` only when there is a payout).
 */
const getPayoutSummary: FlowHandler = ({ query, ctx, token }) => {
  const found = matchingPayouts(
    query,
    ctx.state.world.finances.payouts,
    token?.user ?? DEFAULT_TEST_USER,
    ctx.clock.now(),
  );
  if (found instanceof Response) return found;
  const [first] = found;
  return jsonResponse({
    ...(first
      ? {
          amount: money(
            found.reduce((sum, p) => sum + p.amount, 0),
            first.currency,
          ),
        }
      : {}),
    payoutCount: found.length,
    transactionCount: found.reduce((sum, p) => sum + p.transactions.length, 0),
  });
};

/**
 * `GET /sell/finances/v1/seller_funds_summary`: the caller's funds not paid out yet, by status at now: processing,
 * available for a payout, on hold (not modelled: 0), and their total. A balance below zero (refunds beyond sales)
 * shows as a negative amount.
 */
const getSellerFundsSummary: FlowHandler = ({ ctx, token }) => {
  const now = ctx.clock.now();
  const seller = token?.user ?? DEFAULT_TEST_USER;
  const due = ctx.state.world.finances.transactions.filter((t) => t.seller === seller && t.payoutId === undefined);
  const currency = due[0]?.currency ?? 'USD';
  const processing = netOf(due.filter((t) => transactionStatus(t, now) === 'FUNDS_PROCESSING'));
  const available = netOf(due.filter((t) => transactionStatus(t, now) === 'FUNDS_AVAILABLE_FOR_PAYOUT'));
  return jsonResponse({
    totalFunds: money(processing + available, currency),
    processingFunds: money(processing, currency),
    availableFunds: money(available, currency),
    fundsOnHold: money(0, currency),
  });
};

/** The payout reads, by `<api>.<operationId>`. */
export const PAYOUTS_FLOWS: FlowTable = {
  'sell.finances.getPayouts': getPayouts,
  'sell.finances.getPayout': getPayout,
  'sell.finances.getPayoutSummary': getPayoutSummary,
  'sell.finances.getSellerFundsSummary': getSellerFundsSummary,
};
