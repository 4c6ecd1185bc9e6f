import { CaseStatus } from 'baykit';
import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { invalidInput, invalidTransition } from './errors.js';
import { inRange, listParam, pageOf } from './paging.js';
import { isParty, roleResponse, visibleTo } from './parties.js';
import { dateTime, money } from '../../values.js';
import { closeCaseAs } from './case-actions.js';
import { bodyOf, caller, refundOf } from './calls.js';
import type { CaseRecord } from '../../world/stores/post-order.js';
import { findOrder } from '../../world/orders.js';
import { refundOrder } from '../../world/order-refunds.js';
import { jsonResponse } from '../../json-response.js';

const D = 'resolutionsErrorDomain';
/** Every status eBay defines: the values the `case_status_filter` filter takes (baykit's `CaseStatus`). */
const STATUSES: readonly string[] = Object.values(CaseStatus);

function summary(c: CaseRecord): Record<string, unknown> {
  return {
    caseId: c.caseId,
    caseType: c.caseType,
    caseStatusEnum: c.status,
    itemId: c.itemId,
    transactionId: c.transactionId,
    buyer: c.buyer,
    seller: c.seller,
    claimAmount: money(c.amount, c.currency),
    creationDate: dateTime(c.creationDate),
    lastModifiedDate: dateTime(c.lastModifiedDate),
    respondByDate: dateTime(new Date(Date.parse(c.creationDate) + 3 * 86_400_000).toISOString()),
  };
}

function detail(c: CaseRecord): Record<string, unknown> {
  return {
    caseId: c.caseId,
    caseType: c.caseType,
    status: c.status,
    itemId: c.itemId,
    transactionId: c.transactionId,
    extTransactionId: c.orderId,
    buyer: c.buyer,
    seller: c.seller,
    claimAmount: money(c.amount, c.currency),
    creationDate: dateTime(c.creationDate),
    lastModifiedDate: dateTime(c.lastModifiedDate),
    caseDetails: {
      ...(c.inquiryId ? { inquiryId: c.inquiryId } : {}),
      ...(c.returnId ? { returnId: c.returnId } : {}),
      ...(c.closeReason ? { buyerCloseReason: c.closeReason } : {}),
      ...(c.refunded ? { refundAmounts: { totalAmount: money(c.amount, c.currency) } } : {}),
    },
  };
}

/** The case of the call's `caseId`: its 404, or eBay's refusal when the caller is neither buyer nor seller. */
function load(call: RestCall): CaseRecord | Response {
  const id = call.params.caseId ?? '';
  return visibleTo(call.ctx.state.world.postOrder.cases.get(id), caller(call), D, 'caseId', id);
}

/** The call's case when it is open and the caller's to act on (the buyer's or the seller's part, POST_ORDER_ROLES). */
function openCase(call: RestCall, action: string): CaseRecord | Response {
  const c = load(call);
  if (c instanceof Response) return c;
  const refused = roleResponse(c, caller(call), call.spec.id, D, 'caseId', c.caseId);
  if (refused) return refused;
  if (c.status === 'CLOSED') return invalidTransition(D, action, 'caseId', c.caseId, c.status);
  return c;
}

/** `GET /post-order/v2/casemanagement/{caseId}`. */
export const getCase: FlowHandler = (call) => {
  const c = load(call);
  return c instanceof Response ? c : jsonResponse(detail(c));
};

/** `POST …/{caseId}/close` (buyer, `closeReason`): → CLOSED, `case.closed`. */
export const closeCase: FlowHandler = (call) => {
  const c = openCase(call, 'CLOSE');
  if (c instanceof Response) return c;
  closeCaseAs(call.ctx, c, 'CLOSED_BY_BUYER', 'BUYER', String(bodyOf(call).closeReason ?? 'OTHER'));
  return jsonResponse({ caseId: c.caseId, status: c.status });
};

/** `POST …/{caseId}/issue_refund` (seller): → CLOSED (`case.closed`) with a full refund (`order.refunded`). */
export const issueCaseRefund: FlowHandler = (call) => {
  const c = openCase(call, 'ISSUE_REFUND');
  if (c instanceof Response) return c;
  closeCaseAs(call.ctx, c, 'REFUNDED', 'SELLER');
  const order = findOrder(call.ctx, c.orderId);
  if (order) refundOrder(call.ctx, order, refundOf(c, 'case', c.caseId));
  return jsonResponse({ refundResult: { refundStatus: 'SUCCESS', refundAmount: money(c.amount, c.currency) } });
};

/**
 * `GET /post-order/v2/casemanagement/search`: the caller's cases (as buyer or seller) by `case_status_filter`, ids
 * and dates; `{ members, paginationOutput, totalNumberOfCases }`.
 */
export const searchCases: FlowHandler = (call) => {
  const { query } = call;
  const statuses = listParam(query, 'case_status_filter').map((s) => s.toUpperCase());
  const bad = statuses.find((s) => !STATUSES.includes(s));
  if (bad) return invalidInput(D, 'case_status_filter', bad);
  const eq = (name: string, value: string | undefined): boolean => !query.get(name) || query.get(name) === value;
  const user = caller(call);
  const matching = [...call.ctx.state.world.postOrder.cases.values()]
    .filter(
      (c) =>
        isParty(c, user) &&
        (statuses.length === 0 || statuses.includes(c.status)) &&
        eq('item_id', c.itemId) &&
        eq('transaction_id', c.transactionId) &&
        eq('order_id', c.orderId) &&
        eq('return_id', c.returnId) &&
        inRange(c.creationDate, query.get('case_creation_date_range_from'), query.get('case_creation_date_range_to')),
    )
    .sort((a, b) => (a.creationDate < b.creationDate ? 1 : -1));
  const page = pageOf(matching, query, D);
  if (page instanceof Response) return page;
  return jsonResponse({
    members: page.items.map(summary),
    paginationOutput: page.paginationOutput,
    totalNumberOfCases: matching.length,
  });
};
