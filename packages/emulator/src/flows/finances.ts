import { jsonResponse } from '../json-response.js';
import { DEFAULT_TEST_USER } from '../oauth/auth-store.js';
import type { FlowHandler, FlowTable } from '../rest/flow.js';
import type { FinanceTransaction } from '../world/stores/finances.js';

// The Finances API's transactions of one order, from the world's Finances store (world/finances.ts): its SALE and
// each REFUND. `getTransactions` with `filter=orderId:{…}` answers exactly those
// (https://developer.ebay.com/api-docs/sell/finances/resources/transaction/methods/getTransactions: "Only the sales
// order defined by the identifier is returned", and `limit` is ignored with that filter). Reads without an order id
// are still answered from the spec's samples until fees and payouts are modelled.

/** The `field:{value}` / `field:[range]` filters of a request (several `filter` parameters or one, comma-separated). */
function filtersOf(query: URLSearchParams): Map<string, string[]> {
  const filters = new Map<string, string[]>();
  for (const value of query.getAll('filter'))
    for (const match of value.matchAll(/(\w+):\{([^}]*)\}/g)) {
      const [, name = '', values = ''] = match;
      filters.set(
        name,
        values.split('|').map((v) => v.trim()),
      );
    }
  return filters;
}

/** A transaction as Finances' `Transaction` (https://developer.ebay.com/api-docs/sell/finances/types/pay:Transaction). */
function transactionJson(t: FinanceTransaction): Record<string, unknown> {
  const money = (value: number): { value: string; currency: string } => ({
    value: value.toFixed(2),
    currency: t.currency,
  });
  return {
    transactionId: t.transactionId,
    orderId: t.orderId,
    ...(t.salesRecordReference === undefined ? {} : { salesRecordReference: t.salesRecordReference }),
    buyer: { username: t.buyer },
    transactionType: t.transactionType,
    amount: money(t.amount),
    bookingEntry: t.bookingEntry,
    transactionDate: t.transactionDate,
    // No payout is scheduled yet, so the money is still being processed (TransactionStatusEnum).
    transactionStatus: 'FUNDS_PROCESSING',
    ...(t.transactionType === 'SALE' ? { totalFeeBasisAmount: money(t.amount) } : {}),
    orderLineItems: t.lineItems.map((l) =>
      t.transactionType === 'SALE'
        ? { lineItemId: l.lineItemId, feeBasisAmount: money(l.amount), marketplaceFees: [] }
        : { lineItemId: l.lineItemId },
    ),
  };
}

/**
 * `GET /sell/finances/v1/transaction` with an `orderId` filter: the caller's transactions of that order (its SALE,
 * then each REFUND), narrowed by `transactionType` when given; another seller's order answers none. Without an
 * `orderId` filter the call goes to the spec-driven responder, as before.
 */
const getTransactions: FlowHandler = ({ query, ctx, token }) => {
  const filters = filtersOf(query);
  const orderIds = filters.get('orderId');
  if (!orderIds) return undefined;
  const types = filters.get('transactionType');
  const seller = token?.user ?? DEFAULT_TEST_USER;
  const transactions = ctx.state.world.finances.transactions.filter(
    (t) =>
      t.seller === seller && orderIds.includes(t.orderId) && (types === undefined || types.includes(t.transactionType)),
  );
  const offset = Math.max(0, Number(query.get('offset') ?? 0) || 0);
  const page = transactions.slice(offset);
  return jsonResponse({
    href: `${ctx.origin}/sell/finances/v1/transaction?${query.toString()}`,
    // eBay ignores `limit` with an orderId filter: the page holds every transaction of the order.
    limit: page.length,
    offset,
    total: transactions.length,
    transactions: page.map(transactionJson),
  });
};

/** The Finances API's flows, by `<api>.<operationId>`. */
export const FINANCES_FLOWS: FlowTable = {
  'sell.finances.getTransactions': getTransactions,
};
