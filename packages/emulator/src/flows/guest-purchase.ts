import type { EmulatorContext } from '../context.js';
import { apiError } from '../errors.js';
import type { FlowHandler } from '../rest/flow.js';
import { jsonResponse } from '../json-response.js';
import { asRecord } from '../values.js';
import { couponRate, deliveryOf, render } from './buy-order-v2.js';
import type { GuestSession, SessionLine } from '../world/stores/checkouts.js';
import { findOrder } from '../world/orders.js';
import type { FulfillmentOrder, ShipTo } from '../world/stores/orders.js';
import { placeOrder } from './fulfillment/place-order.js';
import { findListing, sellFromListing } from './listings.js';

/** Why a session could not be paid: what the admin API answers (`{ error }`, with its status). */
export interface PaymentRefusal {
  status: number;
  error: string;
}

function shipTo(address: Record<string, unknown>): ShipTo {
  const recipient = asRecord(address.recipient);
  const str = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    fullName: `${str(recipient.firstName)} ${str(recipient.lastName)}`.trim(),
    addressLine1: str(address.addressLine1),
    city: str(address.city),
    ...(str(address.stateOrProvince) ? { stateOrProvince: str(address.stateOrProvince) } : {}),
    postalCode: str(address.postalCode),
    countryCode: str(address.country),
  };
}

/** The session's lines grouped by seller, in session order: eBay places one order per seller. */
function bySeller(session: GuestSession): SessionLine[][] {
  const groups = new Map<string, SessionLine[]>();
  for (const line of session.lines) groups.set(line.item.seller, [...(groups.get(line.item.seller) ?? []), line]);
  return [...groups.values()];
}

/**
 * Pays a guest checkout session, as eBay's checkout widget does: each seller gets an order in the one order store
 * (Fulfillment getOrders, Trading GetOrders, Post-Order, Feedback), each listing sells the quantity bought (a
 * sold-out listing ends), and the purchase order getGuestPurchaseOrder serves is kept. The session cannot change
 * afterwards. Refused when the session is unknown or paid, or a listing ended or has too little left.
 */
export function payGuestCheckout(ctx: EmulatorContext, checkoutSessionId: string): string | PaymentRefusal {
  const state = ctx.state.world.checkouts;
  const session = state.sessions.get(checkoutSessionId);
  if (!session) return { status: 404, error: `no checkout session ${checkoutSessionId}` };
  if (session.purchaseOrderId) return { status: 409, error: `checkout session ${checkoutSessionId} is already paid` };
  const wanted = new Map<string, number>();
  for (const line of session.lines) wanted.set(line.item.itemId, (wanted.get(line.item.itemId) ?? 0) + line.quantity);
  for (const line of session.lines) {
    const listing = findListing(ctx, line.item.legacyItemId);
    const quantity = wanted.get(line.item.itemId) ?? 0;
    if (listing !== line.item || listing.quantity < quantity)
      return { status: 409, error: `item ${line.item.itemId} has ended or has fewer than ${quantity} left` };
  }
  const now = ctx.clock.now();
  const priced = render(session, now);
  const purchaseOrderId = `${state.random.string(2, '123456789')}-${state.random.string(5, '0123456789')}-${state.random.string(5, '0123456789')}`;
  const placed: { lineItemId: string; orderId: string; orderLineItemId: string; legacyItemId: string }[] = [];
  const buyer = `guest_${checkoutSessionId.slice(-8)}`;
  const rate = couponRate(session);
  for (const lines of bySeller(session)) {
    const items = lines.reduce((sum, l) => sum + l.item.price * l.quantity, 0);
    const order = placeOrder(ctx, {
      lineItems: lines.map((l) => ({
        legacyItemId: l.item.legacyItemId,
        sku: l.item.sku ?? '',
        title: l.item.title,
        quantity: l.quantity,
        unitPrice: l.item.price,
      })),
      buyer,
      seller: lines[0]?.item.seller ?? '',
      currency: lines[0]?.item.currency ?? 'USD',
      shippingCost: lines.reduce((sum, l) => sum + deliveryOf(l), 0),
      ...(rate > 0 ? { discount: Math.round(items * rate * 100) / 100 } : {}),
      shipTo: shipTo(session.shippingAddress),
    });
    lines.forEach((line, i) => {
      const orderLine = order.lineItems[i];
      placed.push({
        lineItemId: line.lineItemId,
        orderId: order.orderId,
        orderLineItemId: orderLine?.lineItemId ?? '',
        legacyItemId: line.item.legacyItemId,
      });
    });
  }
  for (const line of session.lines) sellFromListing(ctx, line.item, line.quantity);
  session.purchaseOrderId = purchaseOrderId;
  state.purchases.set(purchaseOrderId, { purchaseOrderId, appId: session.appId, createdAt: now, priced, placed });
  return purchaseOrderId;
}

/** A purchase order's (or line's) status from its seller order: shipped is in progress, else pending. */
function statusOf(order: FulfillmentOrder | undefined): 'PENDING' | 'FULFILLMENT_IN_PROGRESS' {
  return order && order.status !== 'NOT_STARTED' ? 'FULFILLMENT_IN_PROGRESS' : 'PENDING';
}

/**
 * `GET /guest_purchase_order/{purchaseOrderId}`: a paid session's purchase order, with each line's seller order
 * (`orderId`, `legacyReference`) and its status read from the one order store. An unknown id, or another app's
 * purchase order, is eBay's 400 errorId 16002 / 16003.
 */
export const getGuestPurchaseOrder: FlowHandler = ({ params, ctx, token }) => {
  const id = params.purchaseOrderId ?? '';
  const purchase = ctx.state.world.checkouts.purchases.get(id);
  if (!purchase)
    return apiError('API_ORDER', 400, 16002, 'The purchase order ID was not found.', {
      parameter: ['purchaseOrderId', id],
    });
  if (purchase.appId !== (token?.appId ?? ''))
    return apiError('API_ORDER', 400, 16003, 'Access to the purchase order is not authorized.', {
      parameter: ['purchaseOrderId', id],
    });
  const orders = purchase.placed.map((p) => findOrder(ctx, p.orderId));
  const lines = Array.isArray(purchase.priced.lineItems) ? purchase.priced.lineItems.map(asRecord) : [];
  return jsonResponse({
    purchaseOrderId: purchase.purchaseOrderId,
    purchaseOrderCreationDate: new Date(purchase.createdAt).toISOString(),
    purchaseOrderStatus: orders.every((o) => statusOf(o) === 'FULFILLMENT_IN_PROGRESS')
      ? 'FULFILLMENT_IN_PROGRESS'
      : 'PENDING',
    purchaseOrderPaymentStatus: 'PAID',
    pricingSummary: purchase.priced.pricingSummary,
    lineItems: lines.map((line, i) => {
      const placed = purchase.placed[i];
      const order = orders[i];
      const options = Array.isArray(line.shippingOptions) ? line.shippingOptions.map(asRecord) : [];
      const chosen = options.find((o) => o.selected === true) ?? {};
      return {
        lineItemId: line.lineItemId,
        itemId: line.itemId,
        title: line.title,
        quantity: line.quantity,
        baseUnitPrice: line.baseUnitPrice,
        netPrice: line.netPrice,
        seller: line.seller,
        orderId: placed?.orderId,
        legacyReference: {
          legacyItemId: placed?.legacyItemId,
          legacyOrderId: order?.legacyOrderId,
          legacyTransactionId: placed?.orderLineItemId,
        },
        lineItemStatus: statusOf(order),
        lineItemPaymentStatus: 'PAID',
        shippingDetail: {
          shippingCarrierCode: 'USPS',
          shippingServiceCode: chosen.shippingServiceCode,
          minEstimatedDeliveryDate: chosen.minEstimatedDeliveryDate,
          maxEstimatedDeliveryDate: chosen.maxEstimatedDeliveryDate,
        },
      };
    }),
  });
};

/** Buy Order v2's purchase orders (paid through `POST /__emulator/guest-checkout/pay`). */
export const GUEST_PURCHASE_FLOWS = {
  'buy.orderV2.getGuestPurchaseOrder': getGuestPurchaseOrder,
} satisfies Record<string, FlowHandler>;
