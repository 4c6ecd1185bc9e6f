// The seller's money as eBay's Finances API shows it, written by consequences of the world's events (wired in
// world/subscribers.ts) whatever API made them: a SALE per paid order (`order.paid`), net of its fees (world/fees.ts),
// a CREDIT; a REFUND per refund (`order.refunded`), a DEBIT (BookingEntryEnum,
// https://developer.ebay.com/api-docs/sell/finances/types/pay:BookingEntryEnum; TransactionTypeEnum,
// https://developer.ebay.com/api-docs/sell/finances/types/pay:TransactionTypeEnum); a payout per `payout.sent`
// (world/payouts.ts). The seeded orders' sales come from the same `saleOf` (world/stores/finances.ts); every Finances
// read answers from this store (flows/finances.ts).
import type { EmulatorContext } from '../context.js';
import type { WorldEvent } from './events.js';
import { applyPayout } from './ledger.js';
import { findOrder } from './orders.js';
import { saleOf } from './stores/finances.js';

/** `order.paid`: the seller's SALE transaction for the order, net of its fees (once per order). */
export function recordSale(event: WorldEvent<'order.paid'>, ctx: EmulatorContext): void {
  const { data } = event;
  const order = findOrder(ctx, data.orderId);
  const { finances } = ctx.state.world;
  if (!order || finances.transactions.some((t) => t.transactionType === 'SALE' && t.orderId === data.orderId)) return;
  finances.transactions.push(saleOf(order, data.paidAt));
}

/** `order.refunded`: the seller's REFUND transaction for the amount given back, a DEBIT, deducted at the next payout. */
export function recordRefund(event: WorldEvent<'order.refunded'>, ctx: EmulatorContext): void {
  const { data } = event;
  ctx.state.world.finances.transactions.push({
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
  applyPayout(ctx.state.world.finances, {
    payoutId: data.payoutId,
    seller: data.seller,
    amount: data.amount,
    currency: data.currency,
    payoutDate: data.payoutDate,
    transactions: data.transactions.map((t) => ({ ...t })),
  });
}
