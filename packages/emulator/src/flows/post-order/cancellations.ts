import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { findOrder } from '../../world/orders.js';
import { orderTotal, type FulfillmentOrder } from '../../world/stores/orders.js';
import { createdAnswer } from './created.js';
import { invalidInput, invalidTransition } from './errors.js';
import { inRange, pageOf } from './paging.js';
import { roleRefusal, roleResponse, visibleTo } from './parties.js';
import { isRefusal, refusal, refusalResponse, type PostOrderRefusal } from './refusal.js';
import { dateTime, money } from '../../values.js';
import { bodyOf, caller } from './calls.js';
import { newId, subjectOf, type CancellationRecord } from '../../world/stores/post-order.js';
import { jsonResponse } from '../../json-response.js';
import { emit, type CancellationRef } from '../../world/events.js';
import type { EmulatorContext } from '../../context.js';

const D = 'cancelErrorDomain';

/** The cancellation as its events carry it. */
function refOf(c: CancellationRecord): CancellationRef {
  return {
    cancelId: c.cancelId,
    orderId: c.orderId,
    legacyOrderId: c.legacyOrderId,
    buyer: c.buyer,
    seller: c.seller,
    requestor: c.requestor,
    reason: c.reason,
    requestedAt: c.creationDate,
  };
}

/** Closes `c` as `to` now, and records it in the world (whose consequences cancel the order, or not). */
function close(ctx: EmulatorContext, c: CancellationRecord, to: 'CANCEL_CLOSED_WITH_REFUND' | 'CANCEL_REJECTED'): void {
  const at = new Date(ctx.clock.now()).toISOString();
  c.status = to;
  c.state = 'CLOSED';
  c.closedDate = at;
  if (to === 'CANCEL_REJECTED') emit(ctx, 'cancellation.rejected', { ...refOf(c), rejectedAt: at });
  else emit(ctx, 'cancellation.approved', { ...refOf(c), approvedAt: at });
}

function cancelDetail(c: CancellationRecord): Record<string, unknown> {
  return {
    cancelId: c.cancelId,
    marketplaceId: 'EBAY_US',
    legacyOrderId: c.legacyOrderId,
    requestorType: c.requestor,
    cancelReason: c.reason,
    cancelState: c.state,
    cancelStatus: c.status,
    ...(c.status === 'CANCEL_CLOSED_WITH_REFUND' ? { cancelCloseReason: 'SELLER_APPROVED' } : {}),
    ...(c.status === 'CANCEL_REJECTED' ? { cancelCloseReason: 'SELLER_REJECTED' } : {}),
    paymentStatus: 'PAID',
    requestRefundAmount: money(c.amount, c.currency),
    cancelRequestDate: dateTime(c.creationDate),
    ...(c.closedDate ? { cancelCloseDate: dateTime(c.closedDate) } : {}),
    buyerLoginName: c.buyer,
    sellerLoginName: c.seller,
    lineItems: [{ itemId: c.itemId, transactionId: c.transactionId }],
  };
}

/**
 * `user` asks to cancel `order` (the buyer: CANCEL_REQUESTED / APPROVAL_PENDING, `cancellation.requested`, for the
 * seller to approve or reject) or cancels it (the seller: closed at once, CANCEL_CLOSED_WITH_REFUND,
 * `cancellation.approved`), for `reason`: "a buyer-initiated cancellation requires the seller's approval"
 * (https://developer.ebay.com/api-docs/user-guides/static/post-order-user-guide/post-order-cancellations.html).
 * Refused, changing nothing: someone who is neither, an order shipped or cancelled already, one with a request open.
 */
export function requestCancellation(
  ctx: EmulatorContext,
  order: FulfillmentOrder,
  user: string,
  reason: string,
): CancellationRecord | PostOrderRefusal {
  const id = order.legacyOrderId;
  const refused = roleRefusal(order, user, 'createCancellation', 'legacyOrderId', id);
  if (refused) return refused;
  if (order.cancelledDate !== undefined)
    return refusal(
      'state',
      'legacyOrderId',
      id,
      'The order is not eligible for cancellation: it is cancelled already.',
    );
  if (order.status !== 'NOT_STARTED')
    return refusal('state', 'legacyOrderId', id, 'The order is not eligible for cancellation: it has shipped.');
  const state = ctx.state.world.postOrder;
  const pending = [...state.cancellations.values()].find((c) => c.orderId === order.orderId && c.state !== 'CLOSED');
  if (pending)
    return refusal(
      'state',
      'legacyOrderId',
      id,
      `A cancellation request ${pending.cancelId} is already open for this order.`,
    );
  const c: CancellationRecord = {
    ...subjectOf(order),
    amount: orderTotal(order),
    cancelId: newId(state),
    legacyOrderId: order.legacyOrderId,
    requestor: user === order.seller ? 'SELLER' : 'BUYER',
    reason,
    state: 'APPROVAL_PENDING',
    status: 'CANCEL_REQUESTED',
    creationDate: new Date(ctx.clock.now()).toISOString(),
  };
  state.cancellations.set(c.cancelId, c);
  if (c.requestor === 'SELLER') close(ctx, c, 'CANCEL_CLOSED_WITH_REFUND');
  else emit(ctx, 'cancellation.requested', refOf(c));
  return c;
}

/**
 * `POST /post-order/v2/cancellation`: the buyer's request to cancel an unshipped order, or the seller's cancellation
 * (`requestCancellation`). 200 without `Location`, as its contract says (`createdAnswer`).
 */
export const createCancellation: FlowHandler = (call) => {
  const body = bodyOf(call);
  const legacyOrderId = String(body.legacyOrderId ?? '');
  const order = findOrder(call.ctx, legacyOrderId);
  if (!order) return invalidInput(D, 'legacyOrderId', legacyOrderId);
  const c = requestCancellation(call.ctx, order, caller(call), String(body.cancelReason ?? 'BUYER_CANCEL_ORDER'));
  if (isRefusal(c)) return refusalResponse(D, c);
  return createdAnswer(
    call,
    { cancelId: c.cancelId },
    { operation: 'getCancellation', params: { cancelId: c.cancelId } },
  );
};

/** The cancellation of the call's `cancelId`: its 404, or eBay's refusal when the caller is neither buyer nor seller. */
function load(call: RestCall): CancellationRecord | Response {
  const id = call.params.cancelId ?? '';
  return visibleTo(call.ctx.state.world.postOrder.cancellations.get(id), caller(call), D, 'cancelId', id);
}

/** A seller's decision on a requested cancellation (the buyer is refused: 1308). */
function decide(to: 'CANCEL_CLOSED_WITH_REFUND' | 'CANCEL_REJECTED', action: string): FlowHandler {
  return (call: RestCall) => {
    const c = load(call);
    if (c instanceof Response) return c;
    const refused = roleResponse(c, caller(call), call.spec.id, D, 'cancelId', c.cancelId);
    if (refused) return refused;
    if (c.status !== 'CANCEL_REQUESTED') return invalidTransition(D, action, 'cancelId', c.cancelId, c.status);
    close(call.ctx, c, to);
    return jsonResponse({ cancelId: c.cancelId, cancelState: c.state, cancelStatus: c.status });
  };
}

/** `POST …/{cancelId}/approve` (seller): → CANCEL_CLOSED_WITH_REFUND / CLOSED. */
export const approveCancellationRequest = decide('CANCEL_CLOSED_WITH_REFUND', 'APPROVE');

/** `POST …/{cancelId}/reject` (seller): → CANCEL_REJECTED / CLOSED. */
export const rejectCancellationRequest = decide('CANCEL_REJECTED', 'REJECT');

/** `GET /post-order/v2/cancellation/{cancelId}`: `{ cancelDetail }`. */
export const getCancellation: FlowHandler = (call) => {
  const c = load(call);
  return c instanceof Response ? c : jsonResponse({ cancelDetail: cancelDetail(c) });
};

/** `GET /post-order/v2/cancellation/search`: role (SELLER default), ids and dates; `{ cancellations, paginationOutput, total }`. */
export const searchCancellations: FlowHandler = (call) => {
  const { query } = call;
  const role = (query.get('role') ?? 'SELLER').toUpperCase();
  if (role !== 'SELLER' && role !== 'BUYER') return invalidInput(D, 'role', role);
  const user = caller(call);
  const eq = (name: string, value: string): boolean => !query.get(name) || query.get(name) === value;
  const matching = [...call.ctx.state.world.postOrder.cancellations.values()]
    .filter(
      (c) =>
        (role === 'SELLER' ? c.seller === user : c.buyer === user) &&
        eq('cancel_id', c.cancelId) &&
        eq('legacy_order_id', c.legacyOrderId) &&
        eq('item_id', c.itemId) &&
        eq('transaction_id', c.transactionId) &&
        inRange(c.creationDate, query.get('creation_date_range_from'), query.get('creation_date_range_to')),
    )
    .sort((a, b) => (a.creationDate < b.creationDate ? 1 : -1));
  const page = pageOf(matching, query, D);
  if (page instanceof Response) return page;
  return jsonResponse({
    cancellations: page.items.map(cancelDetail),
    paginationOutput: page.paginationOutput,
    total: matching.length,
  });
};
