// Payment disputes as world events: a buyer opens one on a paid order through the buyer's payment provider (eBay's
// DisputeReasonEnum names why, https://developer.ebay.com/api-docs/sell/fulfillment/types/api:DisputeReasonEnum), and
// the seller must respond (ACTION_NEEDED, by `respondByDate`); the seller who accepts agrees to refund the buyer, and
// the dispute closes as SELLER_ACCEPT (OutcomeEnum, https://developer.ebay.com/api-docs/sell/fulfillment/types/api:OutcomeEnum).
// Fulfillment's getPaymentDisputeSummaries and getPaymentDispute read the records these consequences write
// (world/stores/payment-disputes.ts). eBay's Notification API has no topic for payment disputes (its topics as of
// release 1.6.7, https://developer.ebay.com/develop/api/notification-api/release-notes), so none is pushed.
import type { EmulatorContext } from '../context.js';
import { findOrder } from './orders.js';
import type { FulfillmentOrder } from './stores/orders.js';
import type { DisputeRecord } from './stores/payment-disputes.js';
import { emit, type WorldEvent } from './events.js';
import { refundableOf, refundOrder } from './order-refunds.js';

/** How long the seller has to respond to a new dispute (the seeded disputes' window; eBay's varies by case). */
export const RESPOND_WITHIN_MS = 7 * 86_400_000;

/** A dispute id not used yet (ten digits starting with 5, as the seeded ones). */
function newDisputeId(ctx: EmulatorContext): string {
  const taken = new Set(ctx.state.world.paymentDisputes.map((d) => d.paymentDisputeId));
  for (;;) {
    const id = `5${ctx.state.world.orders.random.string(9, '0123456789')}`;
    if (!taken.has(id)) return id;
  }
}

/** The open dispute of `order`, if one is not closed yet. */
export function openDisputeOf(ctx: EmulatorContext, order: FulfillmentOrder): DisputeRecord | undefined {
  return ctx.state.world.paymentDisputes.find((d) => d.orderId === order.orderId && d.status !== 'CLOSED');
}

/** The buyer of `order` opens a payment dispute for `amount` now, for `reason`: emits `payment-dispute.opened`. */
export function openPaymentDispute(
  ctx: EmulatorContext,
  order: FulfillmentOrder,
  reason: string,
  amount: number,
): WorldEvent<'payment-dispute.opened'> {
  const now = ctx.clock.now();
  return emit(ctx, 'payment-dispute.opened', {
    paymentDisputeId: newDisputeId(ctx),
    orderId: order.orderId,
    legacyOrderId: order.legacyOrderId,
    buyer: order.buyer,
    seller: order.seller,
    amount,
    currency: order.currency,
    reason,
    lineItems: order.lineItems.map((l) => ({ itemId: l.legacyItemId, lineItemId: l.lineItemId })),
    openedAt: new Date(now).toISOString(),
    respondByDate: new Date(now + RESPOND_WITHIN_MS).toISOString(),
  });
}

/** The seller accepts dispute `d` now: emits `payment-dispute.closed` (SELLER_ACCEPT), whose consequence refunds. */
export function acceptDispute(ctx: EmulatorContext, d: DisputeRecord): WorldEvent<'payment-dispute.closed'> {
  const order = findOrder(ctx, d.orderId);
  return emit(ctx, 'payment-dispute.closed', {
    paymentDisputeId: d.paymentDisputeId,
    orderId: d.orderId,
    legacyOrderId: order?.legacyOrderId ?? d.orderId,
    buyer: d.buyerUsername,
    seller: d.seller,
    amount: Number(d.amount.value),
    currency: d.amount.currency,
    outcome: 'SELLER_ACCEPT',
    closedAt: new Date(ctx.clock.now()).toISOString(),
  });
}

/** `payment-dispute.opened`: the dispute is on record, awaiting the seller's response (ACTION_NEEDED). */
export function recordDisputeOpened(event: WorldEvent<'payment-dispute.opened'>, ctx: EmulatorContext): void {
  const { data } = event;
  const disputes = ctx.state.world.paymentDisputes;
  if (disputes.some((d) => d.paymentDisputeId === data.paymentDisputeId)) return;
  disputes.push({
    paymentDisputeId: data.paymentDisputeId,
    orderId: data.orderId,
    seller: data.seller,
    lineItemIds: data.lineItems.map((l) => ({ ...l })),
    buyerUsername: data.buyer,
    amount: { value: data.amount.toFixed(2), currency: data.currency },
    reason: data.reason,
    status: 'ACTION_NEEDED',
    openDate: data.openedAt,
    respondByDate: data.respondByDate,
    revision: 1,
  });
}

/** `payment-dispute.closed`: the dispute reads CLOSED with the seller's decision and its outcome. */
export function recordDisputeClosed(event: WorldEvent<'payment-dispute.closed'>, ctx: EmulatorContext): void {
  const d = ctx.state.world.paymentDisputes.find((x) => x.paymentDisputeId === event.data.paymentDisputeId);
  if (!d || d.status === 'CLOSED') return;
  d.status = 'CLOSED';
  d.sellerResponse = 'ACCEPT';
  d.outcome = event.data.outcome;
  d.closedDate = event.data.closedAt;
  d.revision++;
}

/**
 * `payment-dispute.closed` as SELLER_ACCEPT: the buyer gets the disputed amount back (at most what is left to refund),
 * an `order.refunded` with source `paymentDispute` that names the dispute.
 */
export function refundAcceptedDispute(event: WorldEvent<'payment-dispute.closed'>, ctx: EmulatorContext): void {
  const order = findOrder(ctx, event.data.orderId);
  if (!order || event.data.outcome !== 'SELLER_ACCEPT') return;
  refundOrder(ctx, order, {
    amount: Math.min(event.data.amount, refundableOf(order)),
    lineItems: [],
    source: 'paymentDispute',
    referenceId: event.data.paymentDisputeId,
  });
}
