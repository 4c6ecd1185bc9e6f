// The seller's money as eBay's Finances API shows it: one monetary transaction per sale and per refund, recorded as
// consequences of `order.placed` and `order.refunded` (wired in world/subscribers.ts) whatever API made them. A SALE
// is a CREDIT to the seller's account and a REFUND a DEBIT (BookingEntryEnum,
// https://developer.ebay.com/api-docs/sell/finances/types/pay:BookingEntryEnum; TransactionTypeEnum,
// https://developer.ebay.com/api-docs/sell/finances/types/pay:TransactionTypeEnum). Fees, payouts and their
// schedule are not modelled yet: a transaction stays FUNDS_PROCESSING and carries no `totalFeeAmount`.
import type { EmulatorContext } from '../context.js';
import { flowState } from '../context.js';
import { findOrder } from './orders.js';
import type { WorldEvent } from './events.js';

/** One monetary transaction of a seller (Finances `Transaction`). */
export interface FinanceTransaction {
  /** A sale's id is its order id, as `getTransactions`' `transactionId` filter describes; a refund's is its refund id. */
  transactionId: string;
  transactionType: 'SALE' | 'REFUND';
  bookingEntry: 'CREDIT' | 'DEBIT';
  orderId: string;
  seller: string;
  buyer: string;
  amount: number;
  currency: string;
  /** When it happened (ISO 8601, emulator clock). */
  transactionDate: string;
  salesRecordReference?: string;
  /** The line items it is about with their amount (the fee basis of a sale, the share of a refund). */
  lineItems: { lineItemId: string; amount: number }[];
}

/** The Finances store of one emulator: every seller's transactions, oldest first. */
export interface FinancesState {
  transactions: FinanceTransaction[];
}

/** The Finances store of this emulator (in its resettable state: `reset()` empties it). */
export function financesState(ctx: EmulatorContext): FinancesState {
  return flowState(ctx, 'finances', () => ({ transactions: [] }));
}

/** `order.placed`: the seller's SALE transaction for the order's total, a CREDIT. */
export function recordSale(event: WorldEvent<'order.placed'>, ctx: EmulatorContext): void {
  const { data } = event;
  const order = findOrder(ctx, data.orderId);
  financesState(ctx).transactions.push({
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
  financesState(ctx).transactions.push({
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
