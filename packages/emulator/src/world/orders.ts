// Reads of the one order store (world/stores/orders.ts) that handlers of every API share: Fulfillment, Trading,
// Post-Order, Commerce Feedback and Message, Buy Order checkout and the world's consequences.
import type { EmulatorContext } from '../context.js';
import { DEFAULT_TEST_USER } from '../oauth/test-user.js';
import { findOrderIn, type FulfillmentOrder, type OrderLine } from './stores/orders.js';

/** Every order of this emulator, newest first; filter by `seller` or `buyer` for one user's. */
export function fulfillmentOrders(ctx: EmulatorContext): readonly FulfillmentOrder[] {
  return ctx.state.world.orders.orders;
}

/**
 * The orders the seed made, newest first. Seeded returns, feedback and disputes are made from these, so what they
 * are about does not depend on which orders were placed before their first use.
 */
export function seededOrders(ctx: EmulatorContext): readonly FulfillmentOrder[] {
  return ctx.state.world.orders.seeded;
}

/** The orders `seller` sold, newest first (Fulfillment getOrders, Trading GetOrders as seller). */
export function sellerOrders(ctx: EmulatorContext, seller: string): FulfillmentOrder[] {
  return ctx.state.world.orders.orders.filter((o) => o.seller === seller);
}

/** The order `orderId` if `seller` sold it: another seller's order is as unknown to the Fulfillment API as a made-up id. */
export function ownOrder(
  ctx: EmulatorContext,
  seller: string | undefined,
  orderId: string,
): FulfillmentOrder | undefined {
  const order = ctx.state.world.orders.byId.get(orderId);
  return order && order.seller === (seller ?? DEFAULT_TEST_USER) ? order : undefined;
}

/** The order with id `orderId` (or legacy order id), if any. */
export function findOrder(ctx: EmulatorContext, orderId: string): FulfillmentOrder | undefined {
  return findOrderIn(ctx.state.world.orders, orderId);
}

/** The order and line item whose `itemId`/`transactionId` (line item id) match, if any. */
export function findLine(
  ctx: EmulatorContext,
  itemId: string,
  transactionId: string,
): { order: FulfillmentOrder; line: OrderLine } | undefined {
  for (const order of ctx.state.world.orders.orders) {
    const line = order.lineItems.find((l) => l.legacyItemId === itemId && l.lineItemId === transactionId);
    if (line) return { order, line };
  }
  return undefined;
}
