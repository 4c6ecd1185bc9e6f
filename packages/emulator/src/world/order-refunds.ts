// What a refund does to its order, as consequences of `order.refunded` (wired in world/subscribers.ts), and the
// refund that follows a cancelled order. Whatever made the refund (Fulfillment `issueRefund`, a Post-Order return,
// inquiry or case refund, a cancellation), the order shows it the one way eBay's Fulfillment API does: an entry of
// `paymentSummary.refunds` (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:OrderRefund), the line
// items' `refunds` (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:LineItemRefund) and the order's
// `orderPaymentStatus` (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:OrderPaymentStatusEnum), which
// flows/fulfillment/render.ts derives from these entries; Trading's `MonetaryDetails.Refunds` reads the same entries.
import type { EmulatorContext } from '../context.js';
import { REFUND_SETTLE_MS, orderTotal, refundedTotal, type FulfillmentOrder } from './stores/orders.js';
import { findOrder } from './orders.js';
import { emit, type OrderRefund, type RefundSource, type WorldEvent } from './events.js';

/** What a handler knows of a refund it issues: how much, for which line items, and why. */
export interface RefundRequest {
  amount: number;
  /** The line items it is for, with their share; empty for a refund of the order as a whole. */
  lineItems?: { lineItemId: string; amount: number }[];
  source: RefundSource;
  /** The Post-Order record it settles (`returnId`, `inquiryId`, `caseId`, `cancelId`). */
  referenceId?: string;
}

/** What is left to refund of `order` (its total less what went back already). */
export function refundableOf(order: FulfillmentOrder): number {
  return Math.max(0, Math.round((orderTotal(order) - refundedTotal(order)) * 100) / 100);
}

/**
 * Records that `order`'s buyer got `request.amount` back (capped at what is left to refund): emits `order.refunded`
 * with a new Fulfillment refund id, and answers the event, or undefined when nothing is left to refund. Handlers call
 * it after their own change (a return moved to REFUND_INITIATED); the order changes in `writeOrderRefund`.
 */
export function refundOrder(
  ctx: EmulatorContext,
  order: FulfillmentOrder,
  request: RefundRequest,
): WorldEvent<'order.refunded'> | undefined {
  const amount = Math.min(Math.round(request.amount * 100) / 100, refundableOf(order));
  if (!(amount > 0)) return undefined;
  // eBay's refund ids are 12 digits starting with 5 in the samples of issueRefund's page.
  const refundId = `5${ctx.state.world.orders.random.string(11, '0123456789')}`;
  const data: OrderRefund = {
    orderId: order.orderId,
    legacyOrderId: order.legacyOrderId,
    buyer: order.buyer,
    seller: order.seller,
    refundId,
    amount,
    currency: order.currency,
    lineItems: (request.lineItems ?? []).map((l) => ({ ...l })),
    source: request.source,
    ...(request.referenceId === undefined ? {} : { referenceId: request.referenceId }),
    refundedAt: new Date(ctx.clock.now()).toISOString(),
  };
  return emit(ctx, 'order.refunded', data);
}

/**
 * `order.refunded`: the order keeps the refund (PENDING, REFUNDED a minute later on the emulator clock), which
 * Fulfillment renders in `paymentSummary.refunds`, the line items' `refunds` and `orderPaymentStatus`, and Trading
 * in `MonetaryDetails.Refunds`.
 */
export function writeOrderRefund(event: WorldEvent<'order.refunded'>, ctx: EmulatorContext): void {
  const order = findOrder(ctx, event.data.orderId);
  if (!order || order.refunds.some((r) => r.refundId === event.data.refundId)) return;
  const { data } = event;
  order.refunds.push({
    refundId: data.refundId,
    amount: data.amount,
    refundDate: data.refundedAt,
    settlesAt: Date.parse(data.refundedAt) + REFUND_SETTLE_MS,
    source: data.source,
    ...(data.referenceId === undefined ? {} : { referenceId: data.referenceId }),
    lineItems: data.lineItems.map((l) => ({ ...l })),
  });
  order.lastModifiedDate = event.created;
}

/**
 * `order.cancelled`: every order of the store is paid, so its buyer gets back what is left of it in full: a buyer
 * who paid "is eligible for a refund if the cancellation request is approved by the seller"
 * (https://developer.ebay.com/Devzone/post-order/types/CreateCancelRequest.html, `buyerPaid`).
 */
export function refundCancelledOrder(event: WorldEvent<'order.cancelled'>, ctx: EmulatorContext): void {
  const order = findOrder(ctx, event.data.orderId);
  if (!order) return;
  refundOrder(ctx, order, {
    amount: refundableOf(order),
    lineItems: [],
    source: 'cancellation',
    referenceId: event.data.cancelId,
  });
}
