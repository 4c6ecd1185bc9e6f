// The seller's money as eBay's Finances API shows it: one monetary transaction per sale and per refund, recorded as
// consequences of `order.placed` and `order.refunded` (wired in world/subscribers.ts) whatever API made them. A SALE
// is a CREDIT to the seller's account and a REFUND a DEBIT (BookingEntryEnum,
// https://developer.ebay.com/api-docs/sell/finances/types/pay:BookingEntryEnum; TransactionTypeEnum,
// https://developer.ebay.com/api-docs/sell/finances/types/pay:TransactionTypeEnum). Fees, payouts and their
// schedule are not modelled yet: a transaction stays FUNDS_PROCESSING and carries no `totalFeeAmount`.
import type { EmulatorContext } from '../context.js';
import { findOrder } from './orders.js';
import type { WorldEvent } from './events.js';

/** `order.placed`: the seller's SALE transaction for the order's total, a CREDIT. */
export function recordSale(event: WorldEvent<'order.placed'>, ctx: EmulatorContext): void {
  const { data } = event;
  const order = findOrder(ctx, data.orderId);
  ctx.state.world.finances.transactions.push({
    transactionId: data.orderId,
    transactionType: 'SALE',
    bookingEntry: 'CREDIT',
    orderId: data.orderId,
    seller: data.seller,
    buyer: data.buyer,
    amount: data.total,
    currency: data.currency,
    transactionDate: event.created,
    ...(order ? { salesRecordReference: order.salesRecordReference } : {}),
    lineItems: data.lineItemIds.map((lineItemId) => {
      const line = order?.lineItems.find((l) => l.lineItemId === lineItemId);
      return { lineItemId, amount: line ? Math.round(line.unitPrice * line.quantity * 100) / 100 : 0 };
    }),
  });
}

/** `order.refunded`: the seller's REFUND transaction for the amount given back, a DEBIT. */
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
    transactionDate: event.created,
    lineItems: data.lineItems.map((l) => ({ ...l })),
  });
}
