// The simulated events about money (issue 37): what a buyer or eBay does with an order's payment and the seller's
// funds, made to happen through the world functions whose events carry every consequence (world/payment.ts,
// world/payment-disputes.ts, world/payouts.ts, Post-Order's seller cancellation). Each answers the ids of the events
// it produced, or a refusal that changes nothing.
import type { EmulatorContext } from '../context.js';
import type { SimulateEvent } from '../admin-client/simulate-events.js';
import type {
  SimulatePaymentDisputeResult,
  SimulatePaymentResult,
  SimulatePayoutResult,
  SimulateUnpaidItemResult,
} from '../admin-client/simulate-money-events.js';
import { findOrder } from '../world/orders.js';
import { isPaid } from '../world/payment-state.js';
import { cancelStateOf, type FulfillmentOrder } from '../world/stores/orders.js';
import { DISPUTE_REASONS } from '../world/stores/payment-disputes.js';
import { cancelBySeller } from '../flows/post-order/cancellations.js';
import { isRefusal } from '../flows/post-order/refusal.js';
import { DEFAULT_TEST_USER } from '../oauth/auth-store.js';
import { netOf, transactionStatus } from '../world/ledger.js';
import { refundableOf } from '../world/order-refunds.js';
import { openDisputeOf, openPaymentDispute } from '../world/payment-disputes.js';
import { declinePayment, payOrder } from '../world/payment.js';
import { payoutNow } from '../world/payouts.js';
import { eventsSince, refuse, unknownFields, userOf, type SimulateRefusal } from './simulate-common.js';

/** An order id eBay could have issued (`NN-NNNNN-NNNNN`, or a legacy `<item>-<transaction>` id). */
const ORDER_ID = /^[0-9][0-9-]{0,63}$/;

/** The order `fields.orderId` names, or why not (400 missing or malformed, 404 unknown). */
function orderOf(ctx: EmulatorContext, fields: Record<string, unknown>): FulfillmentOrder | SimulateRefusal {
  const { orderId } = fields;
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId))
    return refuse(400, 'orderId must be an order id such as 12-34567-89012 (Fulfillment orderId)');
  return findOrder(ctx, orderId) ?? refuse(404, `no order ${orderId}`);
}

/** The order of `fields` for `event`, after its fields are checked, or the refusal. */
function checkedOrder(
  ctx: EmulatorContext,
  event: SimulateEvent,
  fields: Record<string, unknown>,
): FulfillmentOrder | SimulateRefusal {
  const unknown = unknownFields(event, fields);
  if (unknown) return unknown;
  const order = orderOf(ctx, fields);
  if ('error' in order) return order;
  if (cancelStateOf(order) === 'CANCELED') return refuse(409, `order ${order.orderId} was cancelled`);
  return order;
}

/**
 * The buyer pays an order placed with `paid: false` (`order.paid`: Fulfillment PAID, Trading checkout Complete,
 * the Finances SALE, ORDER_CONFIRMATION); with `declined: true` the attempt fails (`order.payment-failed`, FAILED)
 * and the order stays unpaid. 409 for a paid or cancelled order.
 */
export function simulatePayment(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): SimulatePaymentResult | SimulateRefusal {
  const order = checkedOrder(ctx, 'payment', fields);
  if ('error' in order) return order;
  if (fields.declined !== undefined && typeof fields.declined !== 'boolean')
    return refuse(400, 'declined must be true or false');
  if (isPaid(order)) return refuse(409, `order ${order.orderId} is paid already`);
  const since = ctx.state.events.lastId();
  if (fields.declined === true) declinePayment(ctx, order);
  else payOrder(ctx, order);
  return {
    orderId: order.orderId,
    paymentStatus: fields.declined === true ? 'FAILED' : 'PAID',
    events: eventsSince(ctx, since),
  };
}

/**
 * The buyer never pays: the order is cancelled for non-payment, as the seller does (or eBay does, by the seller's
 * preferences for items awaiting payment) once the buyer has not paid for 4 calendar days
 * (https://www.ebay.co.uk/help/selling/getting-paid/resolving-unpaid-items?id=4137): a seller's Post-Order
 * cancellation with reason ORDER_UNPAID ("the buyer has not paid for the order",
 * https://developer.ebay.com/Devzone/post-order/types/CancelReasonEnum.html), closed for commitment without a refund.
 * The simulation stands for the end of that wait: it does not check the clock. 409 for a paid, cancelled or shipped
 * order, or one with a cancellation request open.
 */
export function simulateUnpaidItem(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): SimulateUnpaidItemResult | SimulateRefusal {
  const order = checkedOrder(ctx, 'unpaid-item', fields);
  if ('error' in order) return order;
  if (isPaid(order))
    return refuse(409, `order ${order.orderId} is paid: only an unpaid order is cancelled for non-payment`);
  if (cancelStateOf(order) === 'IN_PROGRESS')
    return refuse(409, `order ${order.orderId} has a cancellation request open; the seller decides it first`);
  if (order.status !== 'NOT_STARTED') return refuse(409, `order ${order.orderId} has shipped`);
  const since = ctx.state.events.lastId();
  const cancellation = cancelBySeller(ctx, order, 'ORDER_UNPAID');
  if (isRefusal(cancellation)) return refuse(409, cancellation.reason);
  return { orderId: order.orderId, cancelId: cancellation.cancelId, events: eventsSince(ctx, since) };
}

/** The disputed amount `fields.amount` of `order` (default: all that is left to refund), or why not. */
function disputedAmount(order: FulfillmentOrder, fields: Record<string, unknown>): number | SimulateRefusal {
  const left = refundableOf(order);
  if (fields.amount === undefined) return left;
  const { amount } = fields;
  const cents = typeof amount === 'number' ? amount * 100 : Number.NaN;
  if (
    typeof amount !== 'number' ||
    !Number.isFinite(amount) ||
    amount <= 0 ||
    Math.abs(Math.round(cents) - cents) > 1e-6
  )
    return refuse(400, 'amount must be a positive amount with at most two decimals');
  if (amount > left)
    return refuse(400, `amount must be at most ${left.toFixed(2)} (what is left to refund of the order)`);
  return amount;
}

/**
 * The buyer of a paid order opens a payment dispute (`payment-dispute.opened`): Fulfillment's getPaymentDispute and
 * getPaymentDisputeSummaries show it ACTION_NEEDED for the seller. 409 for an unpaid, cancelled or fully refunded
 * order, or one with a dispute open.
 */
export function simulatePaymentDispute(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): SimulatePaymentDisputeResult | SimulateRefusal {
  const order = checkedOrder(ctx, 'payment-dispute', fields);
  if ('error' in order) return order;
  const reason = fields.reason ?? 'ITEM_NOT_RECEIVED';
  if (typeof reason !== 'string' || !DISPUTE_REASONS.includes(reason))
    return refuse(400, `reason must be one of eBay's DisputeReasonEnum values: ${DISPUTE_REASONS.join(', ')}`);
  if (!isPaid(order)) return refuse(409, `order ${order.orderId} is not paid: there is no payment to dispute`);
  const open = openDisputeOf(ctx, order);
  if (open) return refuse(409, `order ${order.orderId} has payment dispute ${open.paymentDisputeId} open`);
  if (refundableOf(order) === 0) return refuse(409, `order ${order.orderId} was refunded in full`);
  const amount = disputedAmount(order, fields);
  if (typeof amount !== 'number') return amount;
  const since = ctx.state.events.lastId();
  const opened = openPaymentDispute(ctx, order, reason, amount);
  return { paymentDisputeId: opened.data.paymentDisputeId, orderId: order.orderId, events: eventsSince(ctx, since) };
}

/**
 * eBay pays `seller`'s available funds out now (`payout.sent` per currency): every transaction not paid out whose
 * funds are available settles. 409 when nothing is available (still processing, or refunds outweigh sales).
 */
export function simulatePayout(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): SimulatePayoutResult | SimulateRefusal {
  const unknown = unknownFields('payout', fields);
  if (unknown) return unknown;
  const seller = userOf(fields.seller, DEFAULT_TEST_USER, 'seller');
  if (typeof seller !== 'string') return seller;
  const since = ctx.state.events.lastId();
  const sent = payoutNow(ctx, seller);
  if (sent.length === 0) {
    const now = ctx.clock.now();
    const processing = ctx.state.world.finances.transactions.filter(
      (t) => t.seller === seller && transactionStatus(t, now) === 'FUNDS_PROCESSING',
    );
    return refuse(
      409,
      `${seller} has no funds available for a payout${processing.length ? ` (${netOf(processing).toFixed(2)} still processing: funds become available a day after the buyer pays)` : ''}`,
    );
  }
  return {
    payouts: sent.map((e) => ({
      payoutId: e.data.payoutId,
      amount: e.data.amount,
      currency: e.data.currency,
      transactionCount: e.data.transactions.length,
    })),
    events: eventsSince(ctx, since),
  };
}
