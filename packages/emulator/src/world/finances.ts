// The seller's money as eBay's Finances API shows it, written by consequences of the world's events (wired in
// world/subscribers.ts) whatever API made them: a SALE per paid order (`order.paid`), net of its fees (world/fees.ts),
// a CREDIT; a REFUND per refund (`order.refunded`), a DEBIT (BookingEntryEnum,
// https://developer.ebay.com/api-docs/sell/finances/types/pay:BookingEntryEnum; TransactionTypeEnum,
// https://developer.ebay.com/api-docs/sell/finances/types/pay:TransactionTypeEnum); a payout per `payout.sent`
// (world/payouts.ts). The seeded orders' sales come from the same `saleOf`, when the store is first used, with the
// payouts their history had by then; every Finances read answers from this store (flows/finances.ts).
import type { EmulatorContext } from '../context.js';
import { flowState, randomFor } from '../context.js';
import { findOrder, orderTotal, seededOrders, type FulfillmentOrder } from '../flows/fulfillment/orders.js';
import { paidDateOf } from '../flows/fulfillment/payment-state.js';
import type { WorldEvent } from './events.js';
import { saleLines } from './fees.js';
import {
  applyPayout,
  catchUpPayouts,
  FUNDS_AVAILABLE_AFTER_MS,
  newPayoutId,
  type FinanceTransaction,
  type FinancesState,
} from './ledger.js';

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
 * The Finances store of this emulator (in its resettable state: `reset()` empties it). Made on first use with the
 * seeded orders' sales (each paid when it was placed) and the payouts the daily schedule made of them until now,
 * without events: that is the world's history before this emulator ran, as the seeded orders are.
 */
export function financesState(ctx: EmulatorContext): FinancesState {
  return flowState(ctx, 'finances', () => {
    const state: FinancesState = { transactions: [], payouts: [], random: randomFor(ctx, 'payouts'), nextRunAt: 0 };
    for (const order of [...seededOrders(ctx)].reverse()) {
      const paidAt = paidDateOf(order);
      if (paidAt !== undefined) state.transactions.push(saleOf(order, paidAt));
    }
    catchUpPayouts(state, ctx.clock.now(), (draft, runAt) =>
      applyPayout(state, {
        payoutId: newPayoutId(state),
        seller: draft.seller,
        amount: draft.amount,
        currency: draft.currency,
        payoutDate: new Date(runAt).toISOString(),
        transactions: draft.transactions.map((t) => ({
          transactionId: t.transactionId,
          transactionType: t.transactionType,
        })),
      }),
    );
    return state;
  });
}

/** This emulator's Finances store if anything made it yet (the payout schedule runs only over a store in use). */
export function financesStateIfUsed(ctx: EmulatorContext): FinancesState | undefined {
  return ctx.state.flows.get('finances') as FinancesState | undefined;
}

/** `order.paid`: the seller's SALE transaction for the order, net of its fees (once per order). */
export function recordSale(event: WorldEvent<'order.paid'>, ctx: EmulatorContext): void {
  const { data } = event;
  const order = findOrder(ctx, data.orderId);
  const state = financesState(ctx);
  if (!order || state.transactions.some((t) => t.transactionType === 'SALE' && t.orderId === data.orderId)) return;
  state.transactions.push(saleOf(order, data.paidAt));
}

/** `order.refunded`: the seller's REFUND transaction for the amount given back, a DEBIT, deducted at the next payout. */
export function recordRefund(event: WorldEvent<'order.refunded'>, ctx: EmulatorContext): void {
  const { data } = event;
  financesState(ctx).transactions.push({
    transactionId: data.refundId,
    transactionType: 'REFUND',
    bookingEntry: 'DEBIT',
    orderId: data.orderId,
    seller: data.seller,
    buyer: data.buyer,
    amount: data.amount,
    currency: data.currency,
    transactionDate: data.refundedAt,
    lineItems: data.lineItems.map((l) => ({ ...l, fees: [] })),
    availableAt: Date.parse(data.refundedAt),
  });
}

/** `payout.sent`: the payout is recorded and the transactions it settles read PAYOUT with its id. */
export function recordPayout(event: WorldEvent<'payout.sent'>, ctx: EmulatorContext): void {
  const { data } = event;
  applyPayout(financesState(ctx), {
    payoutId: data.payoutId,
    seller: data.seller,
    amount: data.amount,
    currency: data.currency,
    payoutDate: data.payoutDate,
    transactions: data.transactions.map((t) => ({ ...t })),
  });
}
