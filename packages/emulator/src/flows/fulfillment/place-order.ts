import type { EmulatorContext } from '../../context.js';
import { emit } from '../../world/events.js';
import { buyerShipTo } from '../../world/stores/seed/buyers.js';
import {
  newOrderId,
  orderTotal,
  type FulfillmentOrder,
  type OrderLine,
  type ShipTo,
} from '../../world/stores/orders.js';

/** What a new order needs: its lines (`lineItemId` given or drawn here), buyer, seller, money and address. */
export interface NewOrder {
  lineItems: (Omit<OrderLine, 'lineItemId' | 'shipped'> & { lineItemId?: string })[];
  buyer: string;
  seller: string;
  currency: string;
  shippingCost: number;
  discount?: number;
  shipTo?: ShipTo;
  /** ISO date-time; default: the emulator's now. */
  creationDate?: string;
  /** Whether the buyer pays at checkout (default true); false places the order awaiting payment (world/payment.ts). */
  paid?: boolean;
}

/**
 * Adds an order to the one order store (newest first, as getOrders lists them) and emits `order.placed`, whose
 * subscribers tell the seller's apps of the sale (world/subscribers.ts), then `order.paid` when the buyer paid at
 * checkout (the sale's money and ORDER_CONFIRMATION follow payment). `seed.orders` and Buy Order checkout place
 * orders here; Fulfillment, Trading, Post-Order and Feedback then read them.
 */
export function placeOrder(ctx: EmulatorContext, input: NewOrder): FulfillmentOrder {
  const state = ctx.state.world.orders;
  const creationDate = new Date(input.creationDate ?? ctx.clock.now()).toISOString();
  const lineItems: OrderLine[] = input.lineItems.map((line) => ({
    ...line,
    lineItemId: line.lineItemId ?? `10${state.random.string(10, '0123456789')}`,
    shipped: 0,
  }));
  const [first] = lineItems;
  const orderId = newOrderId(state.random, state.byId);
  const order: FulfillmentOrder = {
    orderId,
    legacyOrderId: `${first?.legacyItemId ?? ''}-${first?.lineItemId ?? ''}`,
    creationDate,
    lastModifiedDate: creationDate,
    status: 'NOT_STARTED',
    buyer: input.buyer,
    seller: input.seller,
    currency: input.currency,
    shippingCost: input.shippingCost,
    ...(input.discount ? { discount: input.discount } : {}),
    // Every order ships somewhere: a checkout without an address (a simulated purchase, seed.orders) ships to the
    // buyer's own (world/stores/seed/buyers.ts).
    shipTo: input.shipTo ?? buyerShipTo(input.buyer),
    salesRecordReference: String(state.orders.length + 1),
    lineItems,
    shipments: [],
    refunds: [],
    ...(input.paid === false ? { payment: { status: 'PENDING' as const } } : {}),
  };
  state.byId.set(orderId, order);
  const at = state.orders.findIndex((o) => o.creationDate <= creationDate);
  state.orders.splice(at < 0 ? state.orders.length : at, 0, order);
  const placed = {
    orderId,
    legacyOrderId: order.legacyOrderId,
    buyer: order.buyer,
    seller: order.seller,
    total: orderTotal(order),
    currency: order.currency,
    lineItemIds: lineItems.map((line) => line.lineItemId),
  };
  emit(ctx, 'order.placed', { ...placed, paid: input.paid !== false });
  if (input.paid !== false)
    emit(ctx, 'order.paid', { ...placed, lineItemIds: [...placed.lineItemIds], paidAt: creationDate });
  return order;
}
