// The buyer's payment of an order placed awaiting it, as eBay's checkout records it: an order is placed when the
// buyer commits to buy and paid once checkout completes; until then Fulfillment shows `orderPaymentStatus` PENDING
// (FAILED after a declined attempt) and Trading an `Incomplete` checkout (world/payment-state.ts). The
// seller's money and ORDER_CONFIRMATION follow `order.paid`, not `order.placed`: eBay's Finances records a SALE for a
// buyer's payment (https://developer.ebay.com/api-docs/sell/finances/types/pay:TransactionTypeEnum) and
// ORDER_CONFIRMATION is sent once a buyer completed checkout
// (https://developer.ebay.com/api-docs/master/commerce/notification/asyncapi/order_confirmation.yaml).
import type { EmulatorContext } from '../context.js';
import { findOrder } from './orders.js';
import { orderTotal, type FulfillmentOrder } from './stores/orders.js';
import { emit, type WorldEvent } from './events.js';

function refOf(order: FulfillmentOrder): { orderId: string; legacyOrderId: string; buyer: string; seller: string } {
  return { orderId: order.orderId, legacyOrderId: order.legacyOrderId, buyer: order.buyer, seller: order.seller };
}

/** The buyer pays for an unpaid `order` now: emits `order.paid` (its consequences record the payment and the sale). */
export function payOrder(ctx: EmulatorContext, order: FulfillmentOrder): WorldEvent<'order.paid'> {
  return emit(ctx, 'order.paid', {
    ...refOf(order),
    total: orderTotal(order),
    currency: order.currency,
    lineItemIds: order.lineItems.map((l) => l.lineItemId),
    paidAt: new Date(ctx.clock.now()).toISOString(),
  });
}

/** The buyer's attempt to pay an unpaid `order` is declined now: emits `order.payment-failed`; it stays unpaid. */
export function declinePayment(ctx: EmulatorContext, order: FulfillmentOrder): WorldEvent<'order.payment-failed'> {
  return emit(ctx, 'order.payment-failed', {
    ...refOf(order),
    total: orderTotal(order),
    currency: order.currency,
    failedAt: new Date(ctx.clock.now()).toISOString(),
  });
}

/** `order.paid`: an order that awaited payment is paid from now on (one paid at checkout keeps no record). */
export function writeOrderPayment(event: WorldEvent<'order.paid'>, ctx: EmulatorContext): void {
  const order = findOrder(ctx, event.data.orderId);
  if (!order?.payment) return;
  order.payment = { status: 'PAID', paidDate: event.data.paidAt };
  order.lastModifiedDate = event.created;
}

/** `order.payment-failed`: the order shows the declined payment (Fulfillment FAILED) and stays unpaid. */
export function writePaymentFailure(event: WorldEvent<'order.payment-failed'>, ctx: EmulatorContext): void {
  const order = findOrder(ctx, event.data.orderId);
  if (!order?.payment) return;
  order.payment = { status: 'FAILED', failedDate: event.data.failedAt };
  order.lastModifiedDate = event.created;
}
