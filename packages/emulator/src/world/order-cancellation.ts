// What a cancellation does to its order, as consequences of the cancellation events (wired in world/subscribers.ts).
// Post-Order keeps the cancellation record; the order keeps what Fulfillment and Trading show of it: eBay's
// Fulfillment `cancelStatus` (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:CancelStatus) and
// Trading's `OrderStatus` / `CancelStatus`
// (https://developer.ebay.com/devzone/xml/docs/reference/eBay/types/OrderStatusCodeType.html).
import type { EmulatorContext } from '../context.js';
import { findOrder } from './orders.js';
import { orderTotal, type FulfillmentOrder, type OrderCancelRequest } from './stores/orders.js';
import { emit, type CancellationRef, type WorldEvent } from './events.js';

/** The order's entry for this cancellation, made on first sight (a seller's cancellation has no request first). */
function requestOf(order: FulfillmentOrder, c: CancellationRef): OrderCancelRequest {
  order.cancelRequests ??= [];
  let request = order.cancelRequests.find((r) => r.cancelRequestId === c.cancelId);
  if (!request) {
    request = {
      cancelRequestId: c.cancelId,
      cancelInitiator: c.requestor,
      cancelReason: c.reason,
      cancelRequestedDate: c.requestedAt,
      cancelRequestState: 'REQUESTED',
    };
    order.cancelRequests.push(request);
  }
  return request;
}

/** `cancellation.requested`: the order shows the open request (Fulfillment `IN_PROGRESS`, Trading `CancelPending`). */
export function orderCancelRequested(event: WorldEvent<'cancellation.requested'>, ctx: EmulatorContext): void {
  const order = findOrder(ctx, event.data.orderId);
  if (!order) return;
  requestOf(order, event.data);
  order.lastModifiedDate = event.created;
}

/** `cancellation.rejected`: the request is closed as REJECTED; the order stands. */
export function orderCancelRejected(event: WorldEvent<'cancellation.rejected'>, ctx: EmulatorContext): void {
  const order = findOrder(ctx, event.data.orderId);
  if (!order) return;
  requestOf(order, event.data).cancelRequestState = 'REJECTED';
  order.lastModifiedDate = event.created;
}

/**
 * `cancellation.approved`: the order is cancelled (Fulfillment `CANCELED` with the request COMPLETED, Trading
 * `Cancelled`), and `order.cancelled` records it for what follows a cancellation (the refund).
 */
export function orderCancelApproved(event: WorldEvent<'cancellation.approved'>, ctx: EmulatorContext): void {
  const order = findOrder(ctx, event.data.orderId);
  if (!order || order.cancelledDate !== undefined) return;
  const request = requestOf(order, event.data);
  request.cancelRequestState = 'COMPLETED';
  request.cancelCompletedDate = event.data.approvedAt;
  order.cancelledDate = event.data.approvedAt;
  order.lastModifiedDate = event.created;
  emit(ctx, 'order.cancelled', {
    orderId: order.orderId,
    legacyOrderId: order.legacyOrderId,
    buyer: order.buyer,
    seller: order.seller,
    cancelId: event.data.cancelId,
    cancelledAt: event.data.approvedAt,
    refundAmount: orderTotal(order),
    currency: order.currency,
  });
}
