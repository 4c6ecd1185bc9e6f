import type { EmulatorContext } from '../../context.js';
import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { findLine, findOrder } from '../../world/orders.js';
import { refundOrder } from '../../world/order-refunds.js';
import { createdAnswer } from './created.js';
import { invalidInput, invalidTransition, notAParty } from './errors.js';
import { inRange, listParam, pageOf } from './paging.js';
import { isParty, visibleTo } from './parties.js';
import { returnDetail, returnSummary } from './return-json.js';
import { bodyOf, caller, refundOf, textOf } from './calls.js';
import { newId, subjectOf, type ReturnRecord, type ReturnState } from '../../world/stores/post-order.js';
import { jsonResponse } from '../../json-response.js';
import { platformPush } from '../../world/platform-push.js';

const D = 'returnErrorDomain';

/** Emulator-clock ms after which a REFUND_INITIATED return is CLOSED. */
export const RETURN_REFUND_SETTLE_MS = 60_000;

/** Moves refunded returns whose refund settled to CLOSED. */
function settle(ctx: EmulatorContext): void {
  const now = ctx.clock.now();
  for (const r of ctx.state.world.postOrder.returns.values()) {
    if (r.state === 'REFUND_INITIATED' && r.refundedAt !== undefined && now >= r.refundedAt + RETURN_REFUND_SETTLE_MS)
      move(ctx, r, 'CLOSED', 'REFUND_COMPLETED', 'SYSTEM');
  }
}

function move(
  ctx: EmulatorContext,
  r: ReturnRecord,
  to: ReturnState,
  activity: string,
  actor: 'BUYER' | 'SELLER' | 'SYSTEM',
): void {
  r.history.push({ activity, actor, fromState: r.state, toState: to, at: new Date(ctx.clock.now()).toISOString() });
  r.state = to;
}

/** The return of the call's `returnId`, settled: its 404, or eBay's refusal when the caller is neither buyer nor seller. */
function load(call: RestCall): ReturnRecord | Response {
  settle(call.ctx);
  const id = call.params.returnId ?? '';
  return visibleTo(call.ctx.state.world.postOrder.returns.get(id), caller(call), D, 'returnId', id);
}

/** A handler that moves a return from one of `from` to a state `step` picks (400 for any other state). */
function transition(
  action: string,
  from: readonly ReturnState[],
  step: (r: ReturnRecord, call: RestCall) => ReturnState | Response,
  actor: 'BUYER' | 'SELLER',
): FlowHandler {
  return (call) => {
    const r = load(call);
    if (r instanceof Response) return r;
    if (!from.includes(r.state)) return invalidTransition(D, action, 'returnId', r.returnId, r.state);
    const to = step(r, call);
    if (to instanceof Response) return to;
    move(call.ctx, r, to, action, actor);
    return jsonResponse({ returnId: r.returnId, state: r.state, status: returnSummary(r).status });
  };
}

/**
 * `POST /post-order/v2/return`: a buyer's return request on a line item of an emulator order → RETURN_REQUESTED;
 * 200 without `Location`, as its contract says (`createdAnswer`).
 */
export const createReturnRequest: FlowHandler = (call) => {
  const request = (bodyOf(call).returnRequest ?? {}) as Record<string, unknown>;
  const itemId = String(request.itemId ?? '');
  const transactionId = String(request.transactionId ?? '');
  const found = findLine(call.ctx, itemId, transactionId);
  if (!found) return invalidInput(D, 'transactionId', `${itemId}/${transactionId}`);
  if (!isParty(found.order, caller(call))) return notAParty(D, 'transactionId', transactionId);
  const quantity = request.returnQuantity === undefined ? 1 : Number(request.returnQuantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > found.line.quantity)
    return invalidInput(D, 'returnQuantity', String(request.returnQuantity));
  const state = call.ctx.state.world.postOrder;
  const index = found.order.lineItems.indexOf(found.line);
  const r: ReturnRecord = {
    ...subjectOf(found.order, index),
    amount: found.line.unitPrice * quantity,
    returnId: newId(state),
    quantity,
    reason: String(request.reason ?? 'OTHER'),
    comments: textOf(request.comments) ?? '',
    state: 'RETURN_REQUESTED',
    creationDate: new Date(call.ctx.clock.now()).toISOString(),
    history: [],
  };
  r.history.push({
    activity: 'BUYER_CREATE_RETURN',
    actor: 'BUYER',
    fromState: 'INITIAL',
    toState: 'RETURN_REQUESTED',
    at: r.creationDate,
  });
  state.returns.set(r.returnId, r);
  // The seller's app hears of the return when it subscribed (Trading SetNotificationPreferences).
  void platformPush(call.ctx, found.order.seller, 'ReturnCreated', 'GetItemTransactions', {
    ReturnId: r.returnId,
    Item: { ItemID: found.line.legacyItemId },
    TransactionArray: { Transaction: { TransactionID: found.line.lineItemId, Buyer: { UserID: found.order.buyer } } },
  });
  return createdAnswer(
    call,
    { returnId: r.returnId, state: r.state, status: returnSummary(r).status },
    { operation: 'getReturn', params: { returnId: r.returnId } },
  );
};

/** `POST …/return/{returnId}/decide`: APPROVE → ITEM_READY_TO_SHIP, APPROVE_WITHOUT_EBAY_LABEL → RETURN_LABEL_PENDING, DECLINE → RETURN_REJECTED. */
export const processReturnRequest = transition(
  'SELLER_DECIDE',
  ['RETURN_REQUESTED'],
  (_r, call) => {
    const decision = String(bodyOf(call).decision ?? '');
    if (decision === 'APPROVE') return 'ITEM_READY_TO_SHIP';
    if (decision === 'APPROVE_WITHOUT_EBAY_LABEL') return 'RETURN_LABEL_PENDING';
    if (decision === 'DECLINE') return 'RETURN_REJECTED';
    return invalidInput(D, 'decision', decision);
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
    return 'ITEM_SHIPPED';
  },
  'BUYER',
);

/** `POST …/mark_as_received` (seller): → ITEM_DELIVERED. */
export const markReturnReceived = transition(
  'SELLER_MARK_AS_RECEIVED',
  ['ITEM_SHIPPED', 'ITEM_READY_TO_SHIP', 'RETURN_LABEL_PENDING'],
  () => 'ITEM_DELIVERED',
  'SELLER',
);

/**
 * `POST …/issue_refund` (seller): → REFUND_INITIATED, CLOSED a minute later (emulator clock), and `order.refunded`
 * for the returned line item, which the order and Finances show.
 */
export const issueReturnRefund: FlowHandler = (call) => {
  const r = load(call);
  if (r instanceof Response) return r;
  const from: ReturnState[] = [
    'RETURN_REQUESTED',
    'RETURN_LABEL_PENDING',
    'ITEM_READY_TO_SHIP',
    'ITEM_SHIPPED',
    'ITEM_DELIVERED',
  ];
  if (!from.includes(r.state)) return invalidTransition(D, 'SELLER_ISSUE_REFUND', 'returnId', r.returnId, r.state);
  const total = (bodyOf(call).refundDetail as { totalAmount?: { value?: unknown } } | undefined)?.totalAmount?.value;
  if (total !== undefined) {
    const n = Number(total);
    if (!(n > 0) || n > r.amount + 1e-9) return invalidInput(D, 'refundDetail.totalAmount', String(total));
    r.amount = n;
  }
  r.refundedAt = call.ctx.clock.now();
  move(call.ctx, r, 'REFUND_INITIATED', 'SELLER_ISSUE_REFUND', 'SELLER');
  const order = findOrder(call.ctx, r.orderId);
  if (order) refundOrder(call.ctx, order, refundOf(r, 'return', r.returnId));
  return jsonResponse({
    refundInfo: { actualRefundDetail: { refundStatus: 'PENDING' } },
    refundStatus: 'PENDING',
    returnId: r.returnId,
    state: r.state,
  });
};

/** `POST …/cancel` (buyer): an unshipped return → CLOSED. */
export const cancelReturnRequest = transition(
  'BUYER_CLOSE',
  ['RETURN_REQUESTED', 'RETURN_LABEL_PENDING', 'ITEM_READY_TO_SHIP', 'RETURN_REJECTED'],
  () => 'CLOSED',
  'BUYER',
);

/** `GET /post-order/v2/return/{returnId}`. */
export const getReturn: FlowHandler = (call) => {
  const r = load(call);
  return r instanceof Response ? r : jsonResponse(returnDetail(r));
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
  settle(call.ctx);
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
