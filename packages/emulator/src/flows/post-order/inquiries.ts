import { InquiryStatus as INQUIRY_STATUSES } from 'baykit';
import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { findLine, findOrder } from '../../world/orders.js';
import { refundOrder } from '../../world/order-refunds.js';
import { createdAnswer } from './created.js';
import { invalidInput, invalidTransition, notAParty } from './errors.js';
import { inRange, listParam, pageOf } from './paging.js';
import { isParty, visibleTo } from './parties.js';
import { dateTime, money } from '../../values.js';
import { bodyOf, caller, refundOf, textOf } from './calls.js';
import {
  newId,
  subjectOf,
  type CaseRecord,
  type InquiryRecord,
  type InquiryStatus,
} from '../../world/stores/post-order.js';
import { jsonResponse } from '../../json-response.js';

const D = 'resolutionsErrorDomain';
const OPEN: readonly InquiryStatus[] = ['OPEN', 'WAITING_SELLER_RESPONSE'];
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

function close(call: RestCall, i: InquiryRecord, to: InquiryStatus, action: string, actor: 'BUYER' | 'SELLER'): void {
  const at = new Date(call.ctx.clock.now()).toISOString();
  i.history.push({ activity: action, actor, fromState: i.status, toState: to, at });
  i.status = to;
  i.lastModifiedDate = at;
}

/**
 * `POST /post-order/v2/inquiry`: a buyer's item-not-received inquiry on an emulator order → OPEN; 201 with the
 * inquiry's URL in `Location` (`createdAnswer`).
 */
export const createInquiry: FlowHandler = (call) => {
  const body = bodyOf(call);
  const found = findLine(call.ctx, String(body.itemId ?? ''), String(body.transactionId ?? ''));
  if (!found)
    return invalidInput(D, 'transactionId', `${String(body.itemId ?? '')}/${String(body.transactionId ?? '')}`);
  if (!isParty(found.order, caller(call))) return notAParty(D, 'transactionId', found.line.lineItemId);
  const state = call.ctx.state.world.postOrder;
  const now = new Date(call.ctx.clock.now()).toISOString();
  const quantity = body.claimQuantity === undefined ? found.line.quantity : Number(body.claimQuantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > found.line.quantity)
    return invalidInput(D, 'claimQuantity', String(body.claimQuantity));
  const inquiry: InquiryRecord = {
    ...subjectOf(found.order, found.order.lineItems.indexOf(found.line)),
    amount: found.line.unitPrice * quantity,
    inquiryId: newId(state),
    quantity,
    desiredOutcome: String(body.desiredOutcome ?? 'FULL_REFUND'),
    status: 'OPEN',
    creationDate: now,
    lastModifiedDate: now,
    history: [{ activity: 'BUYER_CREATE_INQUIRY', actor: 'BUYER', fromState: 'INITIAL', toState: 'OPEN', at: now }],
  };
  state.inquiries.set(inquiry.inquiryId, inquiry);
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

/** `POST …/escalate`: an open inquiry → CLOSED_WITH_ESCALATION and a new ITEM_NOT_RECEIVED case (OPEN). */
export const escalateInquiry: FlowHandler = (call) => {
  const i = load(call);
  if (i instanceof Response) return i;
  if (!OPEN.includes(i.status)) return invalidTransition(D, 'ESCALATE', 'inquiryId', i.inquiryId, i.status);
  const state = call.ctx.state.world.postOrder;
  const now = new Date(call.ctx.clock.now()).toISOString();
  const c: CaseRecord = {
    orderId: i.orderId,
    itemId: i.itemId,
    transactionId: i.transactionId,
    title: i.title,
    buyer: i.buyer,
    seller: i.seller,
    amount: i.amount,
    currency: i.currency,
    caseId: newId(state),
    caseType: 'ITEM_NOT_RECEIVED',
    status: 'OPEN',
    creationDate: now,
    lastModifiedDate: now,
    inquiryId: i.inquiryId,
  };
  state.cases.set(c.caseId, c);
  i.caseId = c.caseId;
  close(call, i, 'CLOSED_WITH_ESCALATION', 'ESCALATE', 'BUYER');
  return jsonResponse({ caseId: c.caseId });
};

/** `POST …/close` (buyer): an open inquiry → CLOSED. */
export const closeInquiry: FlowHandler = (call) => {
  const i = load(call);
  if (i instanceof Response) return i;
  if (!OPEN.includes(i.status)) return invalidTransition(D, 'CLOSE', 'inquiryId', i.inquiryId, i.status);
  close(call, i, 'CLOSED', `BUYER_CLOSE${textOf(bodyOf(call).comments) ? '_WITH_COMMENT' : ''}`, 'BUYER');
  return jsonResponse({ inquiryId: i.inquiryId, status: i.status });
};

/** `POST …/issue_refund` (seller): an open inquiry → CLOSED with a full refund (`order.refunded`). */
export const issueInquiryRefund: FlowHandler = (call) => {
  const i = load(call);
  if (i instanceof Response) return i;
  if (!OPEN.includes(i.status)) return invalidTransition(D, 'ISSUE_REFUND', 'inquiryId', i.inquiryId, i.status);
  i.refunded = true;
  close(call, i, 'CLOSED', 'SELLER_ISSUE_REFUND', 'SELLER');
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
