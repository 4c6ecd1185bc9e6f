import { InquiryStatus as INQUIRY_STATUSES } from 'baykit';
import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { findLine, findOrder } from '../../world/orders.js';
import { refundOrder } from '../../world/order-refunds.js';
import { createdAnswer } from './created.js';
import { invalidInput, invalidTransition } from './errors.js';
import { closeInquiryAs, escalateInquiryToCase, OPEN_INQUIRY, openInquiry } from './inquiry-actions.js';
import { inRange, listParam, pageOf } from './paging.js';
import { isParty, roleResponse, visibleTo } from './parties.js';
import { isRefusal, refusalResponse } from './refusal.js';
import { dateTime, money } from '../../values.js';
import { bodyOf, caller, refundOf, textOf } from './calls.js';
import type { InquiryRecord } from '../../world/stores/post-order.js';
import { jsonResponse } from '../../json-response.js';

const D = 'resolutionsErrorDomain';
/** Every status eBay defines: the values the `inquiry_status` filter takes (baykit's `InquiryStatus`). */
const STATUSES: readonly string[] = Object.values(INQUIRY_STATUSES);

/** InquiryStateEnum for a status. */
function stateOf(i: InquiryRecord): string {
  if (i.status === 'OPEN') return 'CREATED';
  if (i.status === 'WAITING_SELLER_RESPONSE') return 'PENDING_CREATED';
  return 'CLOSED';
}

function summary(i: InquiryRecord): Record<string, unknown> {
  return {
    inquiryId: i.inquiryId,
    itemId: i.itemId,
    transactionId: i.transactionId,
    buyer: i.buyer,
    seller: i.seller,
    inquiryStatusEnum: i.status,
    claimAmount: money(i.amount, i.currency),
    creationDate: dateTime(i.creationDate),
    lastModifiedDate: dateTime(i.lastModifiedDate),
    respondByDate: dateTime(new Date(Date.parse(i.creationDate) + 3 * 86_400_000).toISOString()),
  };
}

function detail(i: InquiryRecord): Record<string, unknown> {
  return {
    inquiryId: i.inquiryId,
    extTransactionId: i.orderId,
    itemId: i.itemId,
    transactionId: i.transactionId,
    buyer: i.buyer,
    seller: i.seller,
    status: i.status,
    state: stateOf(i),
    claimAmount: money(i.amount, i.currency),
    inquiryQuantity: i.quantity,
    desiredOutcome: i.desiredOutcome,
    creationDate: dateTime(i.creationDate),
    lastModifiedDate: dateTime(i.lastModifiedDate),
    itemDetails: { itemId: i.itemId, itemTitle: i.title, transactionId: i.transactionId },
    ...(i.caseId ? { escalationDetails: { caseId: i.caseId } } : {}),
    ...(i.refunded ? { refundAmounts: { totalAmount: money(i.amount, i.currency) } } : {}),
    inquiryHistoryDetails: {
      history: i.history.map((h) => ({ action: h.activity, actor: h.actor, date: dateTime(h.at) })),
    },
  };
}

/** The inquiry of the call's `inquiryId`: its 404, or eBay's refusal when the caller is neither buyer nor seller. */
function load(call: RestCall): InquiryRecord | Response {
  const id = call.params.inquiryId ?? '';
  return visibleTo(call.ctx.state.world.postOrder.inquiries.get(id), caller(call), D, 'inquiryId', id);
}

/** The call's inquiry when it is open and the caller's part to act on (POST_ORDER_ROLES), else eBay's refusal. */
function openFor(call: RestCall, action: string): InquiryRecord | Response {
  const i = load(call);
  if (i instanceof Response) return i;
  const refused = roleResponse(i, caller(call), call.spec.id, D, 'inquiryId', i.inquiryId);
  if (refused) return refused;
  return OPEN_INQUIRY.includes(i.status) ? i : invalidTransition(D, action, 'inquiryId', i.inquiryId, i.status);
}

/**
 * `POST /post-order/v2/inquiry`: a buyer's item-not-received inquiry on an emulator order → OPEN (`openInquiry`);
 * 201 with the inquiry's URL in `Location` (`createdAnswer`).
 */
export const createInquiry: FlowHandler = (call) => {
  const body = bodyOf(call);
  const found = findLine(call.ctx, String(body.itemId ?? ''), String(body.transactionId ?? ''));
  if (!found)
    return invalidInput(D, 'transactionId', `${String(body.itemId ?? '')}/${String(body.transactionId ?? '')}`);
  const inquiry = openInquiry(call.ctx, found.order, found.line, caller(call), {
    ...(body.claimQuantity === undefined ? {} : { quantity: Number(body.claimQuantity) }),
    ...(body.desiredOutcome === undefined ? {} : { desiredOutcome: String(body.desiredOutcome) }),
  });
  if (isRefusal(inquiry)) return refusalResponse(D, inquiry);
  return createdAnswer(
    call,
    { inquiryId: inquiry.inquiryId },
    { operation: 'getInquiry', params: { inquiryId: inquiry.inquiryId } },
  );
};

/** `GET /post-order/v2/inquiry/{inquiryId}`. */
export const getInquiry: FlowHandler = (call) => {
  const i = load(call);
  return i instanceof Response ? i : jsonResponse(detail(i));
};

/** `POST …/escalate` (buyer or seller): an open inquiry → CLOSED_WITH_ESCALATION and a new ITEM_NOT_RECEIVED case (OPEN). */
export const escalateInquiry: FlowHandler = (call) => {
  const i = load(call);
  if (i instanceof Response) return i;
  const c = escalateInquiryToCase(call.ctx, i, caller(call));
  return isRefusal(c) ? refusalResponse(D, c) : jsonResponse({ caseId: c.caseId });
};

/** `POST …/close` (buyer): an open inquiry → CLOSED (`inquiry.closed`). */
export const closeInquiry: FlowHandler = (call) => {
  const i = openFor(call, 'CLOSE');
  if (i instanceof Response) return i;
  const activity = `BUYER_CLOSE${textOf(bodyOf(call).comments) ? '_WITH_COMMENT' : ''}`;
  closeInquiryAs(call.ctx, i, 'CLOSED', { outcome: 'CLOSED_BY_BUYER', activity, by: 'BUYER' });
  return jsonResponse({ inquiryId: i.inquiryId, status: i.status });
};

/** `POST …/issue_refund` (seller): an open inquiry → CLOSED (`inquiry.closed`) with a full refund (`order.refunded`). */
export const issueInquiryRefund: FlowHandler = (call) => {
  const i = openFor(call, 'ISSUE_REFUND');
  if (i instanceof Response) return i;
  closeInquiryAs(call.ctx, i, 'CLOSED', { outcome: 'REFUNDED', activity: 'SELLER_ISSUE_REFUND', by: 'SELLER' });
  const order = findOrder(call.ctx, i.orderId);
  if (order) refundOrder(call.ctx, order, refundOf(i, 'inquiry', i.inquiryId));
  return jsonResponse({ refundResult: { refundStatus: 'SUCCESS', refundAmount: money(i.amount, i.currency) } });
};

/**
 * `GET /post-order/v2/inquiry/search`: the caller's inquiries (as buyer or seller) by `inquiry_status`, ids and
 * creation dates; `{ members, paginationOutput }`.
 */
export const searchInquiries: FlowHandler = (call) => {
  const { query } = call;
  const statuses = listParam(query, 'inquiry_status').map((s) => s.toUpperCase());
  const bad = statuses.find((s) => !STATUSES.includes(s));
  if (bad) return invalidInput(D, 'inquiry_status', bad);
  const eq = (name: string, value: string): boolean => !query.get(name) || query.get(name) === value;
  const user = caller(call);
  const matching = [...call.ctx.state.world.postOrder.inquiries.values()]
    .filter(
      (i) =>
        isParty(i, user) &&
        (statuses.length === 0 || statuses.includes(i.status)) &&
        eq('item_id', i.itemId) &&
        eq('transaction_id', i.transactionId) &&
        eq('order_id', i.orderId) &&
        inRange(
          i.creationDate,
          query.get('inquiry_creation_date_range_from'),
          query.get('inquiry_creation_date_range_to'),
        ),
    )
    .sort((a, b) => (a.creationDate < b.creationDate ? 1 : -1));
  const page = pageOf(matching, query, D);
  if (page instanceof Response) return page;
  return jsonResponse({ members: page.items.map(summary), paginationOutput: page.paginationOutput });
};
