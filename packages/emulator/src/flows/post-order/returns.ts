import type { FlowHandler, RestCall } from '../../rest/flow.js';
import type { ReturnStep } from '../../world/events.js';
import { findLine, findOrder } from '../../world/orders.js';
import { refundOrder } from '../../world/order-refunds.js';
import { createdAnswer } from './created.js';
import { invalidInput, invalidTransition } from './errors.js';
import { inRange, listParam, pageOf } from './paging.js';
import { roleResponse, visibleTo } from './parties.js';
import { isRefusal, refusalResponse } from './refusal.js';
import { escalateReturnToCase, moveReturn, openReturn, settleReturns } from './return-actions.js';
import { returnDetail, returnSummary } from './return-json.js';
import { bodyOf, caller, refundOf, textOf } from './calls.js';
import type { ReturnRecord, ReturnState } from '../../world/stores/post-order.js';
import { jsonResponse } from '../../json-response.js';

const D = 'returnErrorDomain';

/** The return of the call's `returnId`, settled: its 404, or eBay's refusal when the caller is neither buyer nor seller. */
function load(call: RestCall): ReturnRecord | Response {
  settleReturns(call.ctx);
  const id = call.params.returnId ?? '';
  return visibleTo(call.ctx.state.world.postOrder.returns.get(id), caller(call), D, 'returnId', id);
}

/** The call's return when the caller may take the call's action on it (its buyer's or seller's part), else the refusal. */
function loadFor(call: RestCall): ReturnRecord | Response {
  const r = load(call);
  if (r instanceof Response) return r;
  return roleResponse(r, caller(call), call.spec.id, D, 'returnId', r.returnId) ?? r;
}

/** The answer of a return's action: its id, state and status. */
const moved = (r: ReturnRecord): Response =>
  jsonResponse({ returnId: r.returnId, state: r.state, status: returnSummary(r).status });

/**
 * A handler that moves a return from one of `from` to the state `step` picks (400 for any other state), as the
 * history's `action` by `actor` (the only member who may: the other one is refused), reporting `return.updated`'s step.
 */
function transition(
  action: string,
  from: readonly ReturnState[],
  step: (r: ReturnRecord, call: RestCall) => { to: ReturnState; step: ReturnStep } | Response,
  actor: 'BUYER' | 'SELLER',
): FlowHandler {
  return (call) => {
    const r = loadFor(call);
    if (r instanceof Response) return r;
    if (!from.includes(r.state)) return invalidTransition(D, action, 'returnId', r.returnId, r.state);
    const next = step(r, call);
    if (next instanceof Response) return next;
    moveReturn(call.ctx, r, next.to, { activity: action, by: actor, step: next.step });
    return moved(r);
  };
}

/**
 * `POST /post-order/v2/return`: a buyer's return request on a line item of an emulator order → RETURN_REQUESTED
 * (`openReturn`); 200 without `Location`, as its contract says (`createdAnswer`).
 */
export const createReturnRequest: FlowHandler = (call) => {
  const request = (bodyOf(call).returnRequest ?? {}) as Record<string, unknown>;
  const itemId = String(request.itemId ?? '');
  const transactionId = String(request.transactionId ?? '');
  const found = findLine(call.ctx, itemId, transactionId);
  if (!found) return invalidInput(D, 'transactionId', `${itemId}/${transactionId}`);
  const comments = textOf(request.comments);
  const r = openReturn(call.ctx, found.order, found.line, caller(call), {
    ...(request.returnQuantity === undefined ? {} : { quantity: Number(request.returnQuantity) }),
    ...(request.reason === undefined ? {} : { reason: String(request.reason) }),
    ...(comments === undefined ? {} : { comments }),
  });
  if (isRefusal(r)) return refusalResponse(D, r);
  return createdAnswer(
    call,
    { returnId: r.returnId, state: r.state, status: returnSummary(r).status },
    { operation: 'getReturn', params: { returnId: r.returnId } },
  );
};

/** The seller's decisions: the state each moves a requested return to. */
const DECISIONS: Record<string, { to: ReturnState; step: ReturnStep }> = {
  APPROVE: { to: 'ITEM_READY_TO_SHIP', step: 'APPROVED' },
  APPROVE_WITHOUT_EBAY_LABEL: { to: 'RETURN_LABEL_PENDING', step: 'APPROVED_WITHOUT_EBAY_LABEL' },
  DECLINE: { to: 'RETURN_REJECTED', step: 'DECLINED' },
};

/** `POST …/return/{returnId}/decide` (seller): APPROVE → ITEM_READY_TO_SHIP, APPROVE_WITHOUT_EBAY_LABEL → RETURN_LABEL_PENDING, DECLINE → RETURN_REJECTED. */
export const processReturnRequest = transition(
  'SELLER_DECIDE',
  ['RETURN_REQUESTED'],
  (_r, call) => {
    const decision = String(bodyOf(call).decision ?? '');
    return (
      (Object.hasOwn(DECISIONS, decision) ? DECISIONS[decision] : undefined) ?? invalidInput(D, 'decision', decision)
    );
  },
  'SELLER',
);

/** `POST …/mark_as_shipped` (buyer): → ITEM_SHIPPED, recording the tracking. */
export const markReturnShipped = transition(
  'BUYER_MARK_AS_SHIPPED',
  ['ITEM_READY_TO_SHIP', 'RETURN_LABEL_PENDING'],
  (r, call) => {
    const body = bodyOf(call);
    const carrier = String(body.carrierUsed ?? body.carrierName ?? body.carrierEnum ?? 'OTHER');
    r.tracking = { carrier, trackingNumber: String(body.trackingNumber ?? '') };
    return { to: 'ITEM_SHIPPED', step: 'SHIPPED' };
  },
  'BUYER',
);

/** `POST …/mark_as_received` (seller): → ITEM_DELIVERED. */
export const markReturnReceived = transition(
  'SELLER_MARK_AS_RECEIVED',
  ['ITEM_SHIPPED', 'ITEM_READY_TO_SHIP', 'RETURN_LABEL_PENDING'],
  () => ({ to: 'ITEM_DELIVERED', step: 'DELIVERED' }),
  'SELLER',
);

/** The states a seller's refund settles a return from. */
const REFUNDABLE: readonly ReturnState[] = [
  'RETURN_REQUESTED',
  'RETURN_LABEL_PENDING',
  'ITEM_READY_TO_SHIP',
  'ITEM_SHIPPED',
  'ITEM_DELIVERED',
];

/**
 * `POST …/issue_refund` (seller): → REFUND_INITIATED (`return.updated`), CLOSED a minute later (emulator clock,
 * `return.closed`), and `order.refunded` for the returned line item, which the order and Finances show.
 */
export const issueReturnRefund: FlowHandler = (call) => {
  const r = loadFor(call);
  if (r instanceof Response) return r;
  if (!REFUNDABLE.includes(r.state))
    return invalidTransition(D, 'SELLER_ISSUE_REFUND', 'returnId', r.returnId, r.state);
  const total = (bodyOf(call).refundDetail as { totalAmount?: { value?: unknown } } | undefined)?.totalAmount?.value;
  if (total !== undefined) {
    const n = Number(total);
    if (!(n > 0) || n > r.amount + 1e-9) return invalidInput(D, 'refundDetail.totalAmount', String(total));
    r.amount = n;
  }
  r.refundedAt = call.ctx.clock.now();
  moveReturn(call.ctx, r, 'REFUND_INITIATED', { activity: 'SELLER_ISSUE_REFUND', by: 'SELLER', step: 'REFUND_ISSUED' });
  const order = findOrder(call.ctx, r.orderId);
  if (order) refundOrder(call.ctx, order, refundOf(r, 'return', r.returnId));
  return jsonResponse({
    refundInfo: { actualRefundDetail: { refundStatus: 'PENDING' } },
    refundStatus: 'PENDING',
    returnId: r.returnId,
    state: r.state,
  });
};

/**
 * `POST …/escalate` (buyer or seller): the return closes as ESCALATED and a RETURN case opens; `{ caseId }`
 * (https://developer.ebay.com/devzone/post-order/post-order_v2_return-returnid_escalate__post.html).
 */
export const escalateReturn: FlowHandler = (call) => {
  const r = load(call);
  if (r instanceof Response) return r;
  const c = escalateReturnToCase(call.ctx, r, caller(call));
  return isRefusal(c) ? refusalResponse(D, c) : jsonResponse({ caseId: c.caseId });
};

/** `POST …/cancel` (buyer): an unshipped return → CLOSED (`return.closed`). */
export const cancelReturnRequest: FlowHandler = (call) => {
  const r = loadFor(call);
  if (r instanceof Response) return r;
  const from: readonly ReturnState[] = [
    'RETURN_REQUESTED',
    'RETURN_LABEL_PENDING',
    'ITEM_READY_TO_SHIP',
    'RETURN_REJECTED',
  ];
  if (!from.includes(r.state)) return invalidTransition(D, 'BUYER_CLOSE', 'returnId', r.returnId, r.state);
  moveReturn(call.ctx, r, 'CLOSED', { activity: 'BUYER_CLOSE', by: 'BUYER', outcome: 'CLOSED_BY_BUYER' });
  return moved(r);
};

/** `GET /post-order/v2/return/{returnId}`. */
export const getReturn: FlowHandler = (call) => {
  const r = load(call);
  if (r instanceof Response) return r;
  return jsonResponse(returnDetail(r, findLine(call.ctx, r.itemId, r.transactionId)?.line.unitPrice));
};

/** What each `return_state` (ReturnCountFilterEnum) value matches. */
const RETURN_STATE_FILTER: Record<string, (s: ReturnState) => boolean> = {
  ALL_OPEN: (s) => s !== 'CLOSED',
  ALL_OPEN_RETURN: (s) => s !== 'CLOSED',
  ALL_OPEN_REPLACEMENT: () => false,
  CLOSED: (s) => s === 'CLOSED',
  ITEM_DELIVERED: (s) => s === 'ITEM_DELIVERED',
  ITEM_SHIPPED: (s) => s === 'ITEM_SHIPPED',
  RETURN_STARTED: (s) => s === 'RETURN_REQUESTED' || s === 'RETURN_LABEL_PENDING' || s === 'ITEM_READY_TO_SHIP',
  SELLER_ACTION_DUE: (s) => s === 'RETURN_REQUESTED' || s === 'RETURN_LABEL_PENDING' || s === 'ITEM_DELIVERED',
  SELLER_NO_ACTION: (s) =>
    s === 'ITEM_READY_TO_SHIP' || s === 'ITEM_SHIPPED' || s === 'REFUND_INITIATED' || s === 'RETURN_REJECTED',
  SELLER_ACTION_OVERDUE: () => false,
  EBAY_PLUS: () => false,
  UNKNOWN: () => false,
};

/** `GET /post-order/v2/return/search`: role (SELLER default), return_state, states, ids and creation dates; `{ members, paginationOutput, total }`. */
export const searchReturns: FlowHandler = (call) => {
  settleReturns(call.ctx);
  const { query } = call;
  const role = (query.get('role') ?? 'SELLER').toUpperCase();
  if (role !== 'SELLER' && role !== 'BUYER') return invalidInput(D, 'role', role);
  const returnState = query.get('return_state');
  const stateFilter = returnState ? RETURN_STATE_FILTER[returnState.toUpperCase()] : undefined;
  if (returnState && !stateFilter) return invalidInput(D, 'return_state', returnState);
  const states = listParam(query, 'states').map((s) => s.toUpperCase());
  const user = caller(call);
  const eq = (name: string, value: string): boolean => !query.get(name) || query.get(name) === value;
  const matching = [...call.ctx.state.world.postOrder.returns.values()]
    .filter(
      (r) =>
        (role === 'SELLER' ? r.seller === user : r.buyer === user) &&
        (!stateFilter || stateFilter(r.state)) &&
        (states.length === 0 || states.includes(r.state)) &&
        eq('return_id', r.returnId) &&
        eq('order_id', r.orderId) &&
        eq('item_id', r.itemId) &&
        eq('transaction_id', r.transactionId) &&
        inRange(r.creationDate, query.get('creation_date_range_from'), query.get('creation_date_range_to')),
    )
    .sort((a, b) => (a.creationDate < b.creationDate ? 1 : -1));
  const page = pageOf(matching, query, D);
  if (page instanceof Response) return page;
  return jsonResponse({
    members: page.items.map(returnSummary),
    paginationOutput: page.paginationOutput,
    total: matching.length,
  });
};
