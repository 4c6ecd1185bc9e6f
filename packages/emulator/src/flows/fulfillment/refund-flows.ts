import type { FlowHandler } from '../../rest/flow.js';
import { fulfillmentError } from './errors.js';
import { orderTotal, refundedTotal } from '../../world/stores/orders.js';
import { ownOrder } from '../../world/orders.js';
import { jsonResponse } from '../../json-response.js';
import { refundOrder } from '../../world/order-refunds.js';

interface SimpleAmount {
  value?: unknown;
  currency?: unknown;
}

interface RefundBody {
  reasonForRefund?: unknown;
  comment?: unknown;
  orderLevelRefundAmount?: SimpleAmount;
  refundItems?: { refundAmount?: SimpleAmount; lineItemId?: unknown }[];
}

function readAmount(value: SimpleAmount | undefined, currency: string): number | Response {
  if (value?.value === undefined) return fulfillmentError(400, 34906, 'The amount value must be specified.');
  const text = String(value.value);
  const n = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || !(n > 0))
    return fulfillmentError(400, 34907, 'The amount value must be positive and within two decimals.', ['value', text]);
  if (value.currency === undefined) return fulfillmentError(400, 34908, 'The amount currency must be specified.');
  if (value.currency !== currency)
    return fulfillmentError(400, 34909, "The amount currency isn't correct.", ['currency', String(value.currency)]);
  return n;
}

/**
 * `POST …/order/{order_id}/issue_refund`: emits `order.refunded` (the order shows it PENDING, REFUNDED a minute
 * later: world/order-refunds.ts); 404 34913 for an unknown order.
 */
export const issueRefund: FlowHandler = ({ params, body, ctx, token }) => {
  const orderId = params.order_id ?? '';
  const order = ownOrder(ctx, token?.user, orderId);
  if (!order) return fulfillmentError(404, 34913, 'Can not find the order.', ['orderId', orderId]);
  const input = (body ?? {}) as RefundBody;
  if (typeof input.reasonForRefund !== 'string' || input.reasonForRefund === '')
    return fulfillmentError(400, 34903, 'The refund reason must be specified.');
  if (typeof input.comment === 'string' && input.comment.length > 1000)
    return fulfillmentError(
      400,
      34921,
      "The comment exceeds the length limit, please make sure it doesn't exceed 1000 characters.",
    );
  let total = 0;
  const lineItems: { lineItemId: string; amount: number }[] = [];
  if (input.orderLevelRefundAmount) {
    const n = readAmount(input.orderLevelRefundAmount, order.currency);
    if (n instanceof Response) return n;
    total = n;
  } else if (Array.isArray(input.refundItems) && input.refundItems.length > 0) {
    for (const item of input.refundItems) {
      if (item.lineItemId === undefined)
        return fulfillmentError(
          400,
          34910,
          'Either legacyReference or lineItemId must be specified for item level refund.',
        );
      if (!order.lineItems.some((l) => l.lineItemId === String(item.lineItemId)))
        return fulfillmentError(400, 34914, "Can't find the item in the order.", [
          'lineItemId',
          String(item.lineItemId),
        ]);
      const n = readAmount(item.refundAmount, order.currency);
      if (n instanceof Response) return n;
      total += n;
      lineItems.push({ lineItemId: String(item.lineItemId), amount: n });
    }
  } else {
    return fulfillmentError(400, 34905, 'Either orderLevelRefundAmount or refundItems must be specified.');
  }
  const refunded = refundedTotal(order);
  if (refunded >= orderTotal(order))
    return fulfillmentError(400, 34917, 'This order was already refunded.', undefined, 'BUSINESS');
  if (total + refunded > orderTotal(order) + 1e-9)
    return fulfillmentError(400, 34915, 'The refund amount exceeds order amount.', ['value', total.toFixed(2)]);
  const event = refundOrder(ctx, order, { amount: total, lineItems, source: 'issueRefund' });
  if (!event) return fulfillmentError(400, 34917, 'This order was already refunded.', undefined, 'BUSINESS');
  return jsonResponse({ refundId: event.data.refundId, refundStatus: 'PENDING' });
};
