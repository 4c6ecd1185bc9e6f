// What opens, moves, settles and escalates a return, shared by the Post-Order handlers (returns.ts) and the simulated
// `return-request` and `case` (admin/simulate-post-order.ts). Each change emits its event; what follows subscribes to
// it (world/subscribers.ts).
import type { EmulatorContext } from '../../context.js';
import { emit, type PostOrderActor, type PostOrderOutcome, type ReturnStep } from '../../world/events.js';
import type { FulfillmentOrder, OrderLine } from '../../world/stores/orders.js';
import { openCase } from './case-actions.js';
import { roleRefusal } from './parties.js';
import { returnRef } from './record-events.js';
import { refusal, type PostOrderRefusal } from './refusal.js';
import {
  newId,
  subjectOf,
  type CaseRecord,
  type ReturnRecord,
  type ReturnState,
} from '../../world/stores/post-order.js';

/** Emulator-clock ms after which a REFUND_INITIATED return is CLOSED. */
export const RETURN_REFUND_SETTLE_MS = 60_000;

/** What a buyer's new return asks: how many units (default 1), why, and their words. */
export interface ReturnRequest {
  quantity?: number;
  reason?: string;
  comments?: string;
}

/** One move of a return: the history's activity, who did it, and what it means for the return's events. */
export interface ReturnChange {
  activity: string;
  by: PostOrderActor;
  /** The step `return.updated` reports; a move to CLOSED reports `return.closed` with `outcome` instead. */
  step?: ReturnStep;
  outcome?: PostOrderOutcome;
}

/**
 * Moves return `r` to `to` now, records `change` in its history, and emits `return.closed` (a move to CLOSED) or
 * `return.updated` (a move with a `step`).
 */
export function moveReturn(ctx: EmulatorContext, r: ReturnRecord, to: ReturnState, change: ReturnChange): void {
  const at = new Date(ctx.clock.now()).toISOString();
  const from = r.state;
  const actor = change.by;
  r.history.push({ activity: change.activity, actor, fromState: from, toState: to, at });
  r.state = to;
  if (to === 'CLOSED')
    emit(ctx, 'return.closed', {
      ...returnRef(r),
      outcome: change.outcome ?? 'CLOSED_BY_BUYER',
      by: actor,
      closedAt: at,
    });
  else if (change.step)
    emit(ctx, 'return.updated', {
      ...returnRef(r),
      step: change.step,
      by: actor,
      fromState: from,
      toState: to,
      at,
      ...(change.step === 'SHIPPED' && r.tracking ? { tracking: { ...r.tracking } } : {}),
    });
}

/** Closes refunded returns whose refund settled (REFUND_INITIATED a minute ago on the emulator clock). */
export function settleReturns(ctx: EmulatorContext): void {
  const now = ctx.clock.now();
  for (const r of ctx.state.world.postOrder.returns.values()) {
    if (r.state === 'REFUND_INITIATED' && r.refundedAt !== undefined && now >= r.refundedAt + RETURN_REFUND_SETTLE_MS)
      moveReturn(ctx, r, 'CLOSED', { activity: 'REFUND_COMPLETED', by: 'SYSTEM', outcome: 'REFUNDED' });
  }
}

/**
 * `user` opens a return of `line` of `order` (RETURN_REQUESTED) and `return.opened` is emitted. Refused, changing
 * nothing: someone other than the buyer (eBay's 1306 for the seller), a cancelled order, a line with an open return
 * already, a quantity outside 1 to the line's.
 */
export function openReturn(
  ctx: EmulatorContext,
  order: FulfillmentOrder,
  line: OrderLine,
  user: string,
  request: ReturnRequest,
): ReturnRecord | PostOrderRefusal {
  const id = line.lineItemId;
  const refused = roleRefusal(order, user, 'createReturnRequest', 'transactionId', id);
  if (refused) return refused;
  if (order.cancelledDate !== undefined)
    return refusal('state', 'transactionId', id, `order ${order.orderId} was cancelled; there is nothing to return`);
  const state = ctx.state.world.postOrder;
  const open = [...state.returns.values()].find((r) => r.transactionId === id && r.state !== 'CLOSED');
  if (open) return refusal('state', 'transactionId', id, `return ${open.returnId} is already open for line ${id}`);
  const quantity = request.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity)
    return refusal('input', 'returnQuantity', String(quantity), `the quantity must be 1 to ${line.quantity}`);
  const r: ReturnRecord = {
    ...subjectOf(order, order.lineItems.indexOf(line)),
    amount: line.unitPrice * quantity,
    returnId: newId(state),
    quantity,
    reason: request.reason ?? 'OTHER',
    comments: request.comments ?? '',
    state: 'RETURN_REQUESTED',
    creationDate: new Date(ctx.clock.now()).toISOString(),
    history: [],
  };
  const at = r.creationDate;
  r.history.push({ activity: 'BUYER_CREATE_RETURN', actor: 'BUYER', fromState: 'INITIAL', toState: r.state, at });
  state.returns.set(r.returnId, r);
  emit(ctx, 'return.opened', { ...returnRef(r), comments: r.comments, openedAt: at });
  return r;
}

/** The states a return can be escalated from: open, and no refund issued yet. */
const ESCALATABLE: readonly ReturnState[] = [
  'RETURN_REQUESTED',
  'RETURN_LABEL_PENDING',
  'ITEM_READY_TO_SHIP',
  'ITEM_SHIPPED',
  'ITEM_DELIVERED',
  'RETURN_REJECTED',
];

/**
 * `user` (its buyer or its seller: eBay's escalate call takes either) escalates return `r` to a RETURN case: the
 * return closes (`return.closed`, outcome ESCALATED; status ESCALATED), then the case opens (`case.opened`).
 * Refused for anyone else, or a return closed or already refunded.
 */
export function escalateReturnToCase(
  ctx: EmulatorContext,
  r: ReturnRecord,
  user: string,
): CaseRecord | PostOrderRefusal {
  const refused = roleRefusal(r, user, 'escalateReturn', 'returnId', r.returnId);
  if (refused) return refused;
  if (!ESCALATABLE.includes(r.state))
    return refusal('state', 'returnId', r.returnId, `The action ESCALATE is not allowed in state ${r.state}.`);
  const by = user === r.buyer ? 'BUYER' : 'SELLER';
  moveReturn(ctx, r, 'CLOSED', { activity: `${by}_ESCALATE`, by, outcome: 'ESCALATED' });
  const c = openCase(ctx, r, { returnId: r.returnId }, by);
  r.caseId = c.caseId;
  return c;
}
