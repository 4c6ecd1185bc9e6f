// The Notification API's seller topics an order pushes, as consequences of the order events (wired in
// world/subscribers.ts), whichever API placed or shipped it. eBay's contracts:
// https://developer.ebay.com/api-docs/master/commerce/notification/asyncapi/order_confirmation.yaml ("generated for
// each line item in the order. The seller looks up the orderId from the notification and then issues a GetOrders
// call") and …/asyncapi/item_marked_shipped.yaml. Only the envelope of those contracts was read here, not the
// `data` schema: the data carries `orderId` (which eBay names) and the line's `lineItemId`, and nothing else is
// invented (docs/ebay-facts.md, Notification API).
import type { EmulatorContext } from '../context.js';
import { emit as pushTopic } from '../flows/notification/index.js';
import type { WorldEvent } from './events.js';

/**
 * `order.placed`: one `ORDER_CONFIRMATION` per line item, each with the order's id, sent in the background to the
 * subscriptions of the order's seller (a user topic: another seller's subscription hears nothing of it).
 */
export function pushOrderConfirmation(event: WorldEvent<'order.placed'>, ctx: EmulatorContext): void {
  const { orderId, lineItemIds, seller } = event.data;
  for (const lineItemId of lineItemIds)
    void pushTopic(ctx, 'ORDER_CONFIRMATION', { orderId, lineItemId }, { user: seller });
}

/** `order.shipped`: one `ITEM_MARKED_SHIPPED` per line item the shipping action marked shipped. */
export function pushMarkedShipped(event: WorldEvent<'order.shipped'>, ctx: EmulatorContext): void {
  const { orderId, lineItems, seller } = event.data;
  for (const { lineItemId } of lineItems)
    void pushTopic(ctx, 'ITEM_MARKED_SHIPPED', { orderId, lineItemId }, { user: seller });
}
