// `POST /__emulator/simulate/buyer-message`: a buyer asks a seller about a listing (Ask Seller a Question), or writes
// to the seller of an order, as eBay's site lets them; the message goes through the one message store like every
// API's (`sendMemberMessage`), so `message.sent` and its notifications follow.
import type { EmulatorContext } from '../context.js';
import { findOrder } from '../world/orders.js';
import { SEEDED_BUYERS } from '../world/stores/orders.js';
import type { MemberMessageKind } from '../world/events.js';
import { sendMemberMessage } from '../world/messages.js';
import { MESSAGE_LIMITS, PARTNER_DAYS, STORED_MESSAGE_LIMITS } from '../xml/trading-messages.js';
import type { SimulateBuyerMessageFields, SimulateBuyerMessageResult } from '../admin-client/simulate-events.js';
import {
  badText,
  eventsSince,
  isRefusal,
  lastEventId,
  listingOf,
  refuse,
  unknownFields,
  userOf,
  type SimulateRefusal,
} from './simulate-common.js';

const DAY = 86_400_000;

/** Trading's `QuestionTypeCodeType` values a buyer picks from (eBay's own `None` aside). */
const QUESTION_TYPES: ReadonlySet<string> = new Set([
  'General',
  'Shipping',
  'Payment',
  'MultipleItemShipping',
  'CustomizedSubject',
]);

/** Whom the message goes to and what about. */
interface Target {
  buyer: string;
  seller: string;
  kind: MemberMessageKind;
  itemId: string;
  title: string;
  subject: string;
}

/** The seller of the order `orderId` names, when `buyer` (default: its buyer) may write about it. */
function orderTarget(ctx: EmulatorContext, fields: SimulateBuyerMessageFields): Target | SimulateRefusal {
  const { orderId } = fields;
  if (typeof orderId !== 'string' || orderId === '' || orderId.length > 64)
    return refuse(400, 'orderId must be an order id such as 12-34567-89012');
  if (['listingId', 'itemId', 'sku'].some((k) => k in fields))
    return refuse(400, 'give orderId or one of listingId, itemId or sku, not both');
  const order = findOrder(ctx, orderId);
  const line = order?.lineItems[0];
  if (!order || !line) return refuse(404, `no order ${orderId}`);
  const buyer = userOf(fields.buyer, order.buyer);
  if (isRefusal(buyer)) return buyer;
  if (buyer !== order.buyer)
    return refuse(
      409,
      `${buyer} is not the buyer of order ${orderId} (${order.buyer} is): only its buyer writes to its seller`,
    );
  if (ctx.clock.now() - Date.parse(order.creationDate) > PARTNER_DAYS * DAY)
    return refuse(
      409,
      `order ${orderId} is older than ${PARTNER_DAYS} days; eBay's partners write within ${PARTNER_DAYS} days`,
    );
  return {
    buyer,
    seller: order.seller,
    kind: 'ContactTransactionPartner',
    itemId: line.legacyItemId,
    title: line.title,
    subject: `About your order of ${line.title}`,
  };
}

/** The seller of the active listing the fields name, when `buyer` is not that seller. */
function listingTarget(ctx: EmulatorContext, fields: SimulateBuyerMessageFields): Target | SimulateRefusal {
  const item = listingOf(ctx, fields);
  if (isRefusal(item)) return item;
  const buyer = userOf(fields.buyer, SEEDED_BUYERS[0] ?? 'jsmith_42');
  if (isRefusal(buyer)) return buyer;
  if (buyer === item.seller)
    return refuse(409, `item ${item.legacyItemId} is ${buyer}'s own listing; a seller asks no question of itself`);
  return {
    buyer,
    seller: item.seller,
    kind: 'AskSellerQuestion',
    itemId: item.legacyItemId,
    title: item.title,
    subject: `Question about item #${item.legacyItemId}: ${item.title}`,
  };
}

/**
 * A buyer sends a seller a message: a question about an active listing (Trading `AskSellerQuestion`, in the seller's
 * GetMemberMessages and GetMyMessages, answered with AddMemberMessageRTQ) or, with `orderId`, a message to the seller
 * of an order of theirs (`ContactTransactionPartner`, within 90 days of the order). Refused, changing nothing, for an
 * unknown listing or order (404), an ended listing, the seller as buyer, another member than the order's buyer or an
 * order older than 90 days (409), and fields it cannot take (400).
 */
export function simulateBuyerMessage(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): SimulateBuyerMessageResult | SimulateRefusal {
  const unknown = unknownFields('buyer-message', fields);
  if (unknown) return unknown;
  const given: SimulateBuyerMessageFields = fields;
  if (given.body === undefined)
    return refuse(400, `body is required: the message, 1 to ${MESSAGE_LIMITS.body} characters`);
  const bad =
    badText('body', given.body, MESSAGE_LIMITS.body) ??
    badText('subject', given.subject, STORED_MESSAGE_LIMITS.subject);
  if (bad) return bad;
  const questionType = given.questionType ?? 'General';
  if (typeof questionType !== 'string' || !QUESTION_TYPES.has(questionType))
    return refuse(400, `questionType must be one of ${[...QUESTION_TYPES].join(', ')}`);
  const target = given.orderId !== undefined ? orderTarget(ctx, given) : listingTarget(ctx, given);
  if (isRefusal(target)) return target;
  const since = lastEventId(ctx);
  const sent = sendMemberMessage(ctx, {
    sender: target.buyer,
    recipient: target.seller,
    kind: target.kind,
    questionType,
    subject: given.subject ?? target.subject,
    body: String(given.body),
    itemId: target.itemId,
    itemTitle: target.title,
    displayToPublic: false,
    created: ctx.clock.now(),
    media: [],
  });
  return { messageId: sent.messageId, recipient: sent.recipient, kind: sent.kind, events: eventsSince(ctx, since) };
}
