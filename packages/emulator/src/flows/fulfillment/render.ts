import {
  cancelStateOf,
  orderSubtotal,
  orderTotal,
  refundedTotal,
  type FulfillmentOrder,
  type RefundRecord,
  type ShippingRecord,
} from '../../world/stores/orders.js';
import { totalSaleFees } from '../../world/fees.js';
import { paidDateOf, paymentStatusOf } from '../../world/payment-state.js';
import { fulfillmentStartInstructions, lineItemFulfillmentInstructions } from './render-shipping.js';

/** A Fulfillment API `Amount`. */
export interface AmountJson {
  value: string;
  currency: string;
}

/** An amount as the Fulfillment API writes it (a string with two decimals). */
export function amount(value: number, currency: string): AmountJson {
  return { value: value.toFixed(2), currency };
}

/** The refund's status at emulator time `now`. */
export function refundStatus(refund: RefundRecord, now: number): 'PENDING' | 'REFUNDED' {
  return now >= refund.settlesAt ? 'REFUNDED' : 'PENDING';
}

/**
 * A line item's `refunds` (LineItemRefund, https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:LineItemRefund):
 * its share of each refund that names it; nothing when none does (a refund of the whole order names no line item).
 */
function lineRefunds(order: FulfillmentOrder, lineItemId: string): { refunds?: Record<string, unknown>[] } {
  const refunds = order.refunds.flatMap((r) =>
    (r.lineItems ?? [])
      .filter((l) => l.lineItemId === lineItemId)
      .map((l) => ({
        refundId: r.refundId,
        refundDate: r.refundDate,
        amount: amount(l.amount, order.currency),
        ...(r.referenceId === undefined ? {} : { refundReferenceId: r.referenceId }),
      })),
  );
  return refunds.length ? { refunds } : {};
}

/** The order's OrderPaymentStatusEnum value: its payment's state, or how much of it went back. */
function orderPaymentStatus(order: FulfillmentOrder, total: number, refunded: number): string {
  const payment = paymentStatusOf(order);
  if (payment !== 'PAID') return payment;
  return refunded === 0 ? 'PAID' : refunded >= total ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** A shipping fulfillment as `ShippingFulfillment`. */
export function fulfillmentJson(shipment: ShippingRecord): Record<string, unknown> {
  return {
    fulfillmentId: shipment.fulfillmentId,
    lineItems: shipment.lineItems.map((l) => ({ ...l })),
    shippedDate: shipment.shippedDate,
    shippingCarrierCode: shipment.shippingCarrierCode,
    shipmentTrackingNumber: shipment.shipmentTrackingNumber,
  };
}

/**
 * The order's `cancelStatus`. getOrders always answers `cancelRequests` empty, getOrder fills it (`detail`), as eBay
 * documents (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:CancelStatus).
 */
function cancelStatusJson(order: FulfillmentOrder, detail: boolean): Record<string, unknown> {
  return {
    cancelState: cancelStateOf(order),
    ...(order.cancelledDate ? { cancelledDate: order.cancelledDate } : {}),
    cancelRequests: detail ? (order.cancelRequests ?? []).map((r) => ({ ...r })) : [],
  };
}

/**
 * An order as the Fulfillment API's `Order` (links under `origin`, refund states at `now`); `detail` for getOrder,
 * which answers more of it than getOrders.
 */
export function orderJson(
  order: FulfillmentOrder,
  origin: string,
  now: number,
  detail = false,
): Record<string, unknown> {
  const c = order.currency;
  const subtotal = orderSubtotal(order);
  const total = orderTotal(order);
  const refunded = refundedTotal(order);
  const shippingPerLine = order.shippingCost / order.lineItems.length;
  return {
    orderId: order.orderId,
    creationDate: order.creationDate,
    lastModifiedDate: order.lastModifiedDate,
    orderFulfillmentStatus: order.status,
    // OrderPaymentStatusEnum (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:OrderPaymentStatusEnum):
    // PENDING until the buyer pays (FAILED after a declined attempt); refunds (world/order-refunds.ts) make a paid
    // order partly or fully refunded.
    orderPaymentStatus: orderPaymentStatus(order, total, refunded),
    sellerId: order.seller,
    buyer: { username: order.buyer },
    pricingSummary: {
      priceSubtotal: amount(subtotal, c),
      deliveryCost: amount(order.shippingCost, c),
      ...(order.discount ? { priceDiscount: amount(-order.discount, c) } : {}),
      total: amount(total, c),
    },
    cancelStatus: cancelStatusJson(order, detail),
    paymentSummary: {
      totalDueSeller: amount(total - refunded, c),
      payments: [
        {
          paymentMethod: 'EBAY',
          paymentReferenceId: `PAY-${order.orderId}`,
          ...(paidDateOf(order) === undefined ? {} : { paymentDate: paidDateOf(order) }),
          amount: amount(total, c),
          paymentStatus: paymentStatusOf(order),
        },
      ],
      // OrderRefund (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:OrderRefund).
      refunds: order.refunds.map((r) => ({
        refundId: r.refundId,
        refundDate: r.refundDate,
        amount: amount(r.amount, c),
        refundStatus: refundStatus(r, now),
        ...(r.referenceId === undefined ? {} : { refundReferenceId: r.referenceId }),
      })),
    },
    fulfillmentStartInstructions: fulfillmentStartInstructions(order),
    fulfillmentHrefs: order.shipments.map(
      (s) => `${origin}/sell/fulfillment/v1/order/${order.orderId}/shipping_fulfillment/${s.fulfillmentId}`,
    ),
    lineItems: order.lineItems.map((l) => ({
      lineItemId: l.lineItemId,
      legacyItemId: l.legacyItemId,
      sku: l.sku,
      title: l.title,
      ...(l.variationAspects ? { variationAspects: l.variationAspects } : {}),
      quantity: l.quantity,
      soldFormat: 'FIXED_PRICE',
      listingMarketplaceId: 'EBAY_US',
      purchaseMarketplaceId: 'EBAY_US',
      lineItemFulfillmentStatus: l.shipped >= l.quantity ? 'FULFILLED' : l.shipped > 0 ? 'IN_PROGRESS' : 'NOT_STARTED',
      lineItemCost: amount(l.unitPrice * l.quantity, c),
      deliveryCost: { shippingCost: amount(shippingPerLine, c) },
      total: amount(l.unitPrice * l.quantity + shippingPerLine, c),
      ...lineRefunds(order, l.lineItemId),
      // LineItem (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:LineItem): `appliedPromotions` and
      // `taxes` are always returned, empty when none apply; every emulator sale is covered by eBay Money Back Guarantee.
      appliedPromotions: [],
      taxes: [],
      properties: { buyerProtection: true },
      lineItemFulfillmentInstructions: lineItemFulfillmentInstructions(order),
    })),
    salesRecordReference: order.salesRecordReference,
    totalFeeBasisAmount: amount(total, c),
    // The fees the Finances subscriber books for this sale (world/fees.ts), one source for both APIs.
    totalMarketplaceFee: amount(totalSaleFees(order), c),
  };
}
