// `POST /__emulator/simulate/feedback`: the buyer of an order line rates its seller, as eBay's site (or LeaveFeedback)
// lets them; the entry goes into the one feedback store (`recordFeedback`), so `feedback.left` follows: the seller's
// feedback profile, GetFeedback, Commerce Feedback and the feedback notifications.
import type { EmulatorContext } from '../context.js';
import { recordFeedback } from '../world/feedback.js';
import { findOrder, fulfillmentOrders } from '../world/orders.js';
import { feedbackFrom } from '../world/stores/feedback.js';
import type { FulfillmentOrder, OrderLine } from '../world/stores/orders.js';
import { FEEDBACK_WINDOW_DAYS, MAX_TEXT } from '../xml/trading-feedback.js';
import { STORE_COMMENT } from '../xml/trading-feedback-view.js';
import type { SimulateFeedbackFields, SimulateFeedbackResult } from '../admin-client/simulate-events.js';
import {
  badText,
  eventsSince,
  isRefusal,
  lastEventId,
  refuse,
  unknownFields,
  userOf,
  type SimulateRefusal,
} from './simulate-common.js';

const DAY = 86_400_000;

/** An id field: undefined, or a string of 1 to 64 characters. */
function idOf(name: string, value: unknown): string | undefined | SimulateRefusal {
  if (value === undefined) return undefined;
  return typeof value === 'string' && value !== '' && value.length <= 64
    ? value
    : refuse(400, `${name} must be an id of 1 to 64 characters`);
}

/** The ids the fields name, checked. */
function idsOf(
  fields: SimulateFeedbackFields,
): Record<'orderId' | 'lineId' | 'listingId', string | undefined> | SimulateRefusal {
  const ids: Record<string, string | undefined> = {};
  for (const name of ['orderId', 'lineItemId', 'listingId', 'transactionId'] as const) {
    const id = idOf(name, fields[name]);
    if (isRefusal(id)) return id;
    ids[name] = id;
  }
  if (ids.lineItemId !== undefined && ids.transactionId !== undefined && ids.lineItemId !== ids.transactionId)
    return refuse(400, 'lineItemId and transactionId name the same line (Trading TransactionID): give one');
  const lineId = ids.lineItemId ?? ids.transactionId;
  if (ids.orderId === undefined && lineId === undefined)
    return refuse(400, 'give orderId, lineItemId, or listingId with transactionId');
  return { orderId: ids.orderId, lineId, listingId: ids.listingId };
}

/** The order line the fields name, or why none. */
function lineOf(
  ctx: EmulatorContext,
  fields: SimulateFeedbackFields,
): { order: FulfillmentOrder; line: OrderLine } | SimulateRefusal {
  const ids = idsOf(fields);
  if (isRefusal(ids)) return ids;
  const { orderId, lineId, listingId } = ids;
  const order = orderId === undefined ? undefined : findOrder(ctx, orderId);
  if (orderId !== undefined && !order) return refuse(404, `no order ${orderId}`);
  const lines = (order ? [order] : fulfillmentOrders(ctx)).flatMap((o) =>
    o.lineItems
      .filter(
        (l) =>
          (lineId === undefined || l.lineItemId === lineId) &&
          (listingId === undefined || l.legacyItemId === listingId),
      )
      .map((line) => ({ order: o, line })),
  );
  if (lines.length > 1)
    return refuse(
      400,
      `order ${orderId} has ${lines.length} line items: give lineItemId (${lines.map((l) => l.line.lineItemId).join(', ')})`,
    );
  return lines[0] ?? refuse(404, `no order line ${[orderId, lineId, listingId].filter(Boolean).join(' / ')}`);
}

/**
 * The buyer of an order line leaves the seller `Positive`, `Neutral` or `Negative` feedback with a comment, within 60
 * days of the order (eBay's LeaveFeedback rules): one entry per line and member. Refused, changing nothing, for an
 * unknown order or line (404), a member other than the order's buyer, a second entry, an order older than 60 days
 * (409), and fields it cannot take (400).
 */
export function simulateFeedback(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): SimulateFeedbackResult | SimulateRefusal {
  const unknown = unknownFields('feedback', fields);
  if (unknown) return unknown;
  const given: SimulateFeedbackFields = fields;
  const commentType =
    typeof given.rating === 'string' && Object.hasOwn(STORE_COMMENT, given.rating)
      ? STORE_COMMENT[given.rating]
      : undefined;
  if (!commentType) return refuse(400, 'rating must be Positive, Neutral or Negative');
  if (given.comment === undefined) return refuse(400, `comment is required: 1 to ${MAX_TEXT} characters`);
  const bad = badText('comment', given.comment, MAX_TEXT);
  if (bad) return bad;
  const found = lineOf(ctx, given);
  if (isRefusal(found)) return found;
  const { order, line } = found;
  const buyer = userOf(given.buyer, order.buyer);
  if (isRefusal(buyer)) return buyer;
  if (buyer !== order.buyer)
    return refuse(
      409,
      `${buyer} is not the buyer of order ${order.orderId} (${order.buyer} is): only its buyer rates its seller`,
    );
  if (feedbackFrom(ctx.state.world.feedback, buyer, order, line))
    return refuse(
      409,
      `${buyer} already left feedback for line ${line.lineItemId}; eBay takes one per line and member`,
    );
  const now = ctx.clock.now();
  if (now - Date.parse(order.creationDate) > FEEDBACK_WINDOW_DAYS * DAY)
    return refuse(
      409,
      `order ${order.orderId} is older than ${FEEDBACK_WINDOW_DAYS} days; feedback is left within ${FEEDBACK_WINDOW_DAYS}`,
    );
  const since = lastEventId(ctx);
  const entry = recordFeedback(ctx, {
    from: buyer,
    to: order.seller,
    role: 'BUYER',
    commentType,
    commentText: String(given.comment),
    enteredDate: new Date(now).toISOString(),
    order,
    line,
    ratings: [],
  });
  return {
    feedbackId: entry.feedbackId,
    orderId: order.orderId,
    lineItemId: line.lineItemId,
    seller: order.seller,
    events: eventsSince(ctx, since),
  };
}
