// The after-sale side on demand (issue 37): a buyer asks to cancel an order, opens a return or an item-not-received
// inquiry, or escalates one to a case. Each goes through the function the buyer's Post-Order call uses
// (requestCancellation, openReturn, openInquiry, escalateInquiryToCase, escalateReturnToCase), so the records, the
// events and their consequences (the order's cancel request, platform notifications) are those of the real call.
import type { EmulatorContext } from '../context.js';
import { findOrder } from '../world/orders.js';
import type { FulfillmentOrder, OrderLine } from '../world/stores/orders.js';
import { requestCancellation } from '../flows/post-order/cancellations.js';
import { escalateInquiryToCase, openInquiry } from '../flows/post-order/inquiry-actions.js';
import { POST_ORDER_ERROR_IDS } from '../flows/post-order/errors.js';
import { isRefusal, type PostOrderRefusal } from '../flows/post-order/refusal.js';
import { escalateReturnToCase, openReturn } from '../flows/post-order/return-actions.js';
import type {
  PostOrderSimulateFieldsMap,
  PostOrderSimulateResultMap,
} from '../admin-client/simulate-post-order-events.js';
import { eventsSince, lastEventId, refuse, unknownFields, USER_NAME, type SimulateRefusal } from './simulate-common.js';

/** The after-sale simulated events. */
type PostOrderEvent = keyof PostOrderSimulateFieldsMap;

/**
 * The reasons eBay's `CancelReasonEnum` gives the buyer
 * (https://developer.ebay.com/Devzone/post-order/types/CancelReasonEnum.html; the deprecated ones left out).
 */
const BUYER_CANCEL_REASONS = [
  'FOUND_CHEAPER_PRICE',
  'ORDER_MISTAKE',
  'PRICE_TOO_HIGH',
  'WONT_ARRIVE_IN_TIME',
  'WRONG_PAYMENT_METHOD',
  'WRONG_SHIPPING_ADDRESS',
  'WRONG_SHIPPING_METHOD',
];

/** An eBay enumeration value: upper case and `_`, at most 64 characters. */
const ENUM_VALUE = /^[A-Z][A-Z0-9_]{0,63}$/;
/** An order, line item, return or inquiry id: letters, digits and `-`, at most 64 characters. */
const ID = /^[A-Za-z0-9-]{1,64}$/;
/** The longest `comments` a simulated return takes (the emulator's bound). */
const MAX_COMMENTS = 1000;

/** The refusal of a field that is not a string matching `pattern`, or its value (undefined when left out). */
function stringField(
  fields: Record<string, unknown>,
  name: string,
  pattern: RegExp,
  what: string,
): string | undefined | SimulateRefusal {
  const value = fields[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' && pattern.test(value) ? value : refuse(400, `${name} must be ${what}`);
}

/** What the admin API answers for a Post-Order refusal: 400 bad input, 404 nothing found, 409 the world's state or roles. */
function fromRefusal(r: PostOrderRefusal): SimulateRefusal {
  if (r.refused === 'input') return refuse(400, `${r.name} ${r.value}: ${r.reason}`);
  if (r.refused === 'notFound') return refuse(404, r.reason);
  const id = r.refused === 'notTheBuyer' ? POST_ORDER_ERROR_IDS.notTheBuyer : undefined;
  return refuse(409, id === undefined ? r.reason : `${r.reason} (eBay: Post-Order error ${id})`);
}

/** The order `fields.orderId` names, or why not (400 missing or malformed, 404 unknown). */
function orderOf(ctx: EmulatorContext, fields: Record<string, unknown>): FulfillmentOrder | SimulateRefusal {
  const orderId = stringField(fields, 'orderId', ID, 'an order id such as 12-34567-89012');
  if (orderId === undefined) return refuse(400, 'orderId is required: the order (Fulfillment orderId or legacy id)');
  if (typeof orderId !== 'string') return orderId;
  return findOrder(ctx, orderId) ?? refuse(404, `no order ${orderId} (Fulfillment getOrder would answer 32100)`);
}

/** The line item `fields.lineItemId` names in `order`, or its only one when left out. */
function lineOf(order: FulfillmentOrder, fields: Record<string, unknown>): OrderLine | SimulateRefusal {
  const id = stringField(fields, 'lineItemId', ID, 'a line item id of the order');
  if (typeof id === 'object') return id;
  if (id === undefined) {
    const [only, ...more] = order.lineItems;
    if (only && more.length === 0) return only;
    const ids = order.lineItems.map((l) => l.lineItemId).join(', ');
    return refuse(400, `order ${order.orderId} has ${order.lineItems.length} line items: give lineItemId (${ids})`);
  }
  return (
    order.lineItems.find((l) => l.lineItemId === id) ?? refuse(404, `order ${order.orderId} has no line item ${id}`)
  );
}

/** The buyer asks to cancel `orderId` (`requestCancellation`: CANCEL_REQUESTED, `cancellation.requested`). */
function cancellationRequest(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): { cancelId: string; orderId: string } | SimulateRefusal {
  const reason = fields.reason ?? 'ORDER_MISTAKE';
  if (typeof reason !== 'string' || !BUYER_CANCEL_REASONS.includes(reason))
    return refuse(400, `reason must be a buyer's cancel reason: ${BUYER_CANCEL_REASONS.join(', ')}`);
  const buyer = stringField(fields, 'buyer', USER_NAME, 'a user name (1 to 64 letters, digits, ., _ or -)');
  if (typeof buyer === 'object') return buyer;
  const order = orderOf(ctx, fields);
  if ('error' in order) return order;
  if (buyer !== undefined && buyer !== order.buyer)
    return refuse(
      409,
      `${buyer} is not the buyer of order ${order.orderId} (${order.buyer} is; eBay: Post-Order error 1306)`,
    );
  const c = requestCancellation(ctx, order, order.buyer, reason);
  return isRefusal(c) ? fromRefusal(c) : { cancelId: c.cancelId, orderId: order.orderId };
}

/** The order's buyer opens a return of a line item (`openReturn`: RETURN_REQUESTED, `return.opened`). */
function returnRequest(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): { returnId: string; orderId: string; lineItemId: string } | SimulateRefusal {
  const reason = stringField(fields, 'reason', ENUM_VALUE, 'an eBay return reason such as NOT_AS_DESCRIBED');
  if (typeof reason === 'object') return reason;
  const quantity = fields.quantity ?? 1;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    return refuse(400, 'quantity must be a whole number ≥ 1');
  const comments = fields.comments ?? '';
  if (typeof comments !== 'string' || comments.length > MAX_COMMENTS)
    return refuse(400, `comments must be text of at most ${MAX_COMMENTS} characters`);
  const order = orderOf(ctx, fields);
  if ('error' in order) return order;
  const line = lineOf(order, fields);
  if ('error' in line) return line;
  const r = openReturn(ctx, order, line, order.buyer, { quantity, reason: reason ?? 'NOT_AS_DESCRIBED', comments });
  return isRefusal(r) ? fromRefusal(r) : { returnId: r.returnId, orderId: order.orderId, lineItemId: line.lineItemId };
}

/** The order's buyer says a line item did not arrive (`openInquiry`: OPEN, `inquiry.opened`). */
function inquiry(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): { inquiryId: string; orderId: string; lineItemId: string } | SimulateRefusal {
  const order = orderOf(ctx, fields);
  if ('error' in order) return order;
  const line = lineOf(order, fields);
  if ('error' in line) return line;
  const i = openInquiry(ctx, order, line, order.buyer, {});
  return isRefusal(i)
    ? fromRefusal(i)
    : { inquiryId: i.inquiryId, orderId: order.orderId, lineItemId: line.lineItemId };
}

/** The buyer escalates an open inquiry or return to a case (`escalateInquiryToCase`, `escalateReturnToCase`). */
function escalation(ctx: EmulatorContext, fields: Record<string, unknown>): { caseId: string } | SimulateRefusal {
  const inquiryId = stringField(fields, 'inquiryId', ID, 'an inquiry id');
  if (typeof inquiryId === 'object') return inquiryId;
  const returnId = stringField(fields, 'returnId', ID, 'a return id');
  if (typeof returnId === 'object') return returnId;
  if ((inquiryId === undefined) === (returnId === undefined))
    return refuse(400, 'give exactly one of inquiryId or returnId');
  const state = ctx.state.world.postOrder;
  const made =
    inquiryId !== undefined
      ? withRecord(state.inquiries.get(inquiryId), `no inquiry ${inquiryId}`, (i) =>
          escalateInquiryToCase(ctx, i, i.buyer),
        )
      : withRecord(state.returns.get(returnId ?? ''), `no return ${returnId}`, (r) =>
          escalateReturnToCase(ctx, r, r.buyer),
        );
  if ('error' in made) return made;
  return isRefusal(made) ? fromRefusal(made) : { caseId: made.caseId };
}

/** `act` on `record`, or 404 with `missing` when there is none. */
function withRecord<T, R>(record: T | undefined, missing: string, act: (record: T) => R): R | SimulateRefusal {
  return record === undefined ? refuse(404, missing) : act(record);
}

/**
 * Runs `simulation` and adds the ids of the world events it produced (oldest first) to what it answers; a refusal,
 * which changes nothing, is answered as it is.
 */
function withEvents<R extends object>(
  ctx: EmulatorContext,
  simulation: () => R | SimulateRefusal,
): (R & { events: string[] }) | SimulateRefusal {
  const since = lastEventId(ctx);
  const made = simulation();
  return 'error' in made ? made : { ...made, events: eventsSince(ctx, since) };
}

/**
 * Runs after-sale simulated `event` with `fields`: unknown fields are refused (400), then each field is checked, then
 * the world function runs, answering the ids it produced and its events, or why not (nothing changed).
 */
export function simulatePostOrder(
  ctx: EmulatorContext,
  event: PostOrderEvent,
  fields: Record<string, unknown>,
): PostOrderSimulateResultMap[PostOrderEvent] | SimulateRefusal {
  const unknown = unknownFields(event, fields);
  if (unknown) return unknown;
  switch (event) {
    case 'cancellation-request':
      return withEvents(ctx, () => cancellationRequest(ctx, fields));
    case 'return-request':
      return withEvents(ctx, () => returnRequest(ctx, fields));
    case 'inquiry':
      return withEvents(ctx, () => inquiry(ctx, fields));
    case 'case':
      return withEvents(ctx, () => escalation(ctx, fields));
  }
}
