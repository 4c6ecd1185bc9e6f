// The sellers' money as the Finances API shows it: monetary transactions and payouts (their types and rules are
// world/ledger.ts), written by the consequences in world/finances.ts. A new world holds the seeded orders' sales, each
// paid when it was placed, and the payouts the daily schedule made of them: the history before the emulator ran,
// the same for a seed, with no events (as the seeded orders have none).
import { randomForSeed } from '../../random.js';
import { saleLines } from '../fees.js';
import {
  applyPayout,
  FUNDS_AVAILABLE_AFTER_MS,
  newPayoutId,
  payoutDrafts,
  usefulRunAfter,
  DAY_MS,
  type FinanceTransaction,
  type FinancesState,
} from '../ledger.js';
import { orderTotal, type FulfillmentOrder } from './orders.js';

export type { FinancesState } from '../ledger.js';

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The SALE transaction of `order`, paid at `paidAt` (ISO 8601): the order total less its fees, a CREDIT. */
export function saleOf(order: FulfillmentOrder, paidAt: string): FinanceTransaction {
  const lines = saleLines(order);
  const total = orderTotal(order);
  const fees = cents(lines.reduce((sum, l) => sum + l.fees.reduce((s, f) => s + f.amount, 0), 0));
  return {
    transactionId: order.orderId,
    transactionType: 'SALE',
    bookingEntry: 'CREDIT',
    orderId: order.orderId,
    seller: order.seller,
    buyer: order.buyer,
    amount: cents(total - fees),
    currency: order.currency,
    transactionDate: paidAt,
    salesRecordReference: order.salesRecordReference,
    lineItems: lines.map((l) => ({ lineItemId: l.lineItemId, amount: l.feeBasis, fees: l.fees })),
    totalFeeBasis: total,
    totalFee: fees,
    availableAt: Date.parse(paidAt) + FUNDS_AVAILABLE_AFTER_MS,
  };
}

/**
 * The Finances store of a new (or reset) emulator with `seed`: the sales of `seededOrders` (all paid at checkout) and
 * every daily payout (00:00 UTC) that paid them out. Later runs follow the emulator's clock (world/payouts.ts).
 */
export function seedFinances(seed: number, seededOrders: readonly FulfillmentOrder[]): FinancesState {
  const state: FinancesState = {
    transactions: [...seededOrders].reverse().map((order) => saleOf(order, order.creationDate)),
    payouts: [],
    random: randomForSeed(seed, 'payouts'),
    nextRunAt: 0,
  };
  for (let run = usefulRunAfter(state, -Infinity); run !== undefined; run = usefulRunAfter(state, run)) {
    for (const draft of payoutDrafts(state.transactions, run))
      applyPayout(state, {
        payoutId: newPayoutId(state),
        seller: draft.seller,
        amount: draft.amount,
        currency: draft.currency,
        payoutDate: new Date(run).toISOString(),
        transactions: draft.transactions.map((t) => ({
          transactionId: t.transactionId,
          transactionType: t.transactionType,
        })),
      });
    state.nextRunAt = run + DAY_MS;
  }
  return state;
}
