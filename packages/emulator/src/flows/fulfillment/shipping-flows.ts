import type { FlowHandler } from '../../rest/flow.js';
import { fulfillmentError, orderNotFound } from './errors.js';
import { ownOrder } from '../../world/orders.js';
import { statusOf, type ShippingRecord } from '../../world/stores/orders.js';
import { fulfillmentJson } from './render.js';
import { jsonResponse } from '../../json-response.js';
import { emit } from '../../world/events.js';

interface ShipBody {
  lineItems?: { lineItemId?: unknown; quantity?: unknown }[];
  shippedDate?: unknown;
  shippingCarrierCode?: unknown;
  trackingNumber?: unknown;
}

/** `POST …/order/{orderId}/shipping_fulfillment`: ships line items; the order becomes IN_PROGRESS or FULFILLED. */
export const createShippingFulfillment: FlowHandler = ({ params, body, ctx, token }) => {
  const orderId = params.orderId ?? '';
  const state = ctx.state.world.orders;
  const order = ownOrder(ctx, token?.user, orderId);
  if (!order) return orderNotFound(orderId);
  const input = (body ?? {}) as ShipBody;
  const requested = Array.isArray(input.lineItems) ? input.lineItems : [];
  if (requested.length === 0) return fulfillmentError(400, 32600, 'Invalid input data', ['lineItems', '']);
  const seen = new Set<string>();
  const plan: { line: (typeof order.lineItems)[number]; quantity: number }[] = [];
  for (const item of requested) {
    const id = String(item.lineItemId ?? '');
    const line = order.lineItems.find((l) => l.lineItemId === id);
    if (!line) return fulfillmentError(400, 32200, `Invalid line item id: ${id}`, ['lineItemId', id]);
    if (seen.has(id)) return fulfillmentError(400, 32210, 'Duplicate line item in the request', ['lineItemId', id]);
    seen.add(id);
    const remaining = line.quantity - line.shipped;
    const quantity = item.quantity === undefined ? remaining : Number(item.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > remaining)
      return fulfillmentError(400, 32600, 'Invalid input data', ['quantity', String(item.quantity ?? remaining)]);
    plan.push({ line, quantity });
  }
  const carrier = typeof input.shippingCarrierCode === 'string' ? input.shippingCarrierCode : '';
  const tracking = typeof input.trackingNumber === 'string' ? input.trackingNumber : '';
  if ((carrier === '') !== (tracking === '') || /[^A-Za-z0-9]/.test(tracking))
    return fulfillmentError(400, 32300, 'Invalid shipment tracking number or carrier', ['trackingNumber', tracking]);
  const now = ctx.clock.now();
  let shippedAt = now;
  if (input.shippedDate !== undefined) {
    shippedAt = Date.parse(String(input.shippedDate));
    if (Number.isNaN(shippedAt) || shippedAt > now + 60_000)
      return fulfillmentError(400, 32500, 'Invalid shipped date', ['shippedDate', String(input.shippedDate)]);
  }
  const used = new Set(order.shipments.map((s) => s.fulfillmentId));
  let fulfillmentId = tracking;
  while (fulfillmentId === '' || used.has(fulfillmentId)) fulfillmentId = state.random.string(12, '0123456789');
  const shipment: ShippingRecord = {
    fulfillmentId,
    lineItems: plan.map((p) => ({ lineItemId: p.line.lineItemId, quantity: p.quantity })),
    shippedDate: new Date(shippedAt).toISOString(),
    shippingCarrierCode: carrier,
    shipmentTrackingNumber: tracking,
  };
  for (const p of plan) p.line.shipped += p.quantity;
  order.shipments.push(shipment);
  order.status = statusOf(order.lineItems);
  order.lastModifiedDate = new Date(now).toISOString();
  emit(ctx, 'order.shipped', {
    orderId,
    legacyOrderId: order.legacyOrderId,
    buyer: order.buyer,
    seller: order.seller,
    lineItems: shipment.lineItems.map((l) => ({ ...l })),
    fulfillmentIds: [fulfillmentId],
    shippedDate: shipment.shippedDate,
  });
  const location = `${ctx.origin}/sell/fulfillment/v1/order/${orderId}/shipping_fulfillment/${fulfillmentId}`;
  return jsonResponse({}, { status: 201, headers: { location } });
};

/** `GET …/order/{orderId}/shipping_fulfillment`. */
export const getShippingFulfillments: FlowHandler = ({ params, ctx, token }) => {
  const order = ownOrder(ctx, token?.user, params.orderId ?? '');
  if (!order) return orderNotFound(params.orderId ?? '');
  return jsonResponse({
    fulfillments: order.shipments.map(fulfillmentJson),
    total: order.shipments.length,
    warnings: [],
  });
};

/** `GET …/order/{orderId}/shipping_fulfillment/{fulfillmentId}`. */
export const getShippingFulfillment: FlowHandler = ({ params, ctx, token }) => {
  const order = ownOrder(ctx, token?.user, params.orderId ?? '');
  if (!order) return orderNotFound(params.orderId ?? '');
  const id = params.fulfillmentId ?? '';
  const shipment = order.shipments.find((s) => s.fulfillmentId === id);
  return shipment
    ? jsonResponse(fulfillmentJson(shipment))
    : fulfillmentError(404, 32110, `Invalid shipping fulfillment ID: ${id}`, ['fulfillmentId', id]);
};
