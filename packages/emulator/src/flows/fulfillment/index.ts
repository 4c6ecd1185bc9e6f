import type { FlowHandler } from '../../rest/flow.js';
import {
  acceptPaymentDispute,
  contestPaymentDispute,
  getPaymentDispute,
  getPaymentDisputeSummaries,
} from './disputes.js';
import { getOrder, getOrders } from './order-flows.js';
import { issueRefund } from './refund-flows.js';
import { createShippingFulfillment, getShippingFulfillment, getShippingFulfillments } from './shipping-flows.js';

export { fulfillmentOrders, sellerOrders, findOrder, findLine } from '../../world/orders.js';
export {
  orderTotal,
  type FulfillmentOrder,
  type OrderLine,
  type OrderFulfillmentStatus,
} from '../../world/stores/orders.js';
export { orderJson } from './render.js';
export type { DisputeRecord } from '../../world/stores/payment-disputes.js';

/** Fulfillment over the seeded orders: paging and filters, shipping fulfillments, refunds and payment disputes. */
export const FULFILLMENT_FLOWS = {
  'sell.fulfillment.getOrders': getOrders,
  'sell.fulfillment.getOrder': getOrder,
  'sell.fulfillment.createShippingFulfillment': createShippingFulfillment,
  'sell.fulfillment.getShippingFulfillments': getShippingFulfillments,
  'sell.fulfillment.getShippingFulfillment': getShippingFulfillment,
  'sell.fulfillment.issueRefund': issueRefund,
  'sell.fulfillment.getPaymentDispute': getPaymentDispute,
  'sell.fulfillment.getPaymentDisputeSummaries': getPaymentDisputeSummaries,
  'sell.fulfillment.acceptPaymentDispute': acceptPaymentDispute,
  'sell.fulfillment.contestPaymentDispute': contestPaymentDispute,
} satisfies Record<string, FlowHandler>;
