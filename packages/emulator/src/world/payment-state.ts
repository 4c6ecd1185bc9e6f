// Whether an order is paid, and since when: the one reading of an order's payment that Fulfillment, Trading,
// Post-Order and Finances share. An order paid at checkout keeps no payment record (paid at its creation); one placed
// awaiting payment keeps `payment` (world/payment.ts). eBay's states: Fulfillment's OrderPaymentStatusEnum
// (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:OrderPaymentStatusEnum) and PaymentStatusEnum
// (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:PaymentStatusEnum).
import type { FulfillmentOrder } from './stores/orders.js';

/** The buyer's payment of `order`: PAID, PENDING (not paid yet) or FAILED (the last attempt was declined). */
export function paymentStatusOf(order: FulfillmentOrder): 'PAID' | 'PENDING' | 'FAILED' {
  return order.payment?.status ?? 'PAID';
}

/** Whether the buyer paid for `order`. */
export function isPaid(order: FulfillmentOrder): boolean {
  return paymentStatusOf(order) === 'PAID';
}

/** When the buyer paid (ISO 8601): the creation date of an order paid at checkout; undefined while unpaid. */
export function paidDateOf(order: FulfillmentOrder): string | undefined {
  if (!order.payment) return order.creationDate;
  return order.payment.status === 'PAID' ? order.payment.paidDate : undefined;
}
