// What opens, closes and escalates an item-not-received inquiry, shared by the Post-Order handlers (inquiries.ts) and
// the simulated `inquiry` and `case` (admin/simulate-post-order.ts). Each change emits its event; what follows
// subscribes to it (world/subscribers.ts).
import type { EmulatorContext } from '../../context.js';
import { emit, type PostOrderOutcome } from '../../world/events.js';
import type { FulfillmentOrder, OrderLine } from '../../world/stores/orders.js';
import { openCase } from './case-actions.js';
import { roleRefusal } from './parties.js';
import { inquiryRef } from './record-events.js';
import { refusal, type PostOrderRefusal } from './refusal.js';
import {
  newId,
  subjectOf,
  type CaseRecord,
  type InquiryRecord,
  type InquiryStatus,
} from '../../world/stores/post-order.js';

/** The statuses of an inquiry still open: it can be closed, refunded or escalated. */
export const OPEN_INQUIRY: readonly InquiryStatus[] = ['OPEN', 'WAITING_SELLER_RESPONSE'];

/** What a buyer's new inquiry asks: how many units did not arrive (default: the line's), and the outcome wanted. */
export interface InquiryRequest {
  quantity?: number;
  desiredOutcome?: string;
}

/**
 * `user` opens an item-not-received inquiry on `line` of `order` (OPEN) and `inquiry.opened` is emitted. Refused,
 * changing nothing: someone other than the buyer, a cancelled order, a line with an open inquiry already, a quantity
 * outside 1 to the line's.
 */
export function openInquiry(
  ctx: EmulatorContext,
  order: FulfillmentOrder,
  line: OrderLine,
  user: string,
  request: InquiryRequest,
): InquiryRecord | PostOrderRefusal {
  const id = line.lineItemId;
  const refused = roleRefusal(order, user, 'createInquiry', 'transactionId', id);
  if (refused) return refused;
  if (order.cancelledDate !== undefined)
    return refusal('state', 'transactionId', id, `order ${order.orderId} was cancelled; nothing is on its way`);
  const state = ctx.state.world.postOrder;
  const open = [...state.inquiries.values()].find((i) => i.transactionId === id && OPEN_INQUIRY.includes(i.status));
  if (open) return refusal('state', 'transactionId', id, `inquiry ${open.inquiryId} is already open for line ${id}`);
  const quantity = request.quantity ?? line.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity)
    return refusal('input', 'claimQuantity', String(quantity), `the quantity must be 1 to ${line.quantity}`);
  const now = new Date(ctx.clock.now()).toISOString();
  const desiredOutcome = request.desiredOutcome ?? 'FULL_REFUND';
  const inquiry: InquiryRecord = {
    ...subjectOf(order, order.lineItems.indexOf(line)),
    amount: line.unitPrice * quantity,
    inquiryId: newId(state),
    quantity,
    desiredOutcome,
    status: 'OPEN',
    creationDate: now,
    lastModifiedDate: now,
    history: [{ activity: 'BUYER_CREATE_INQUIRY', actor: 'BUYER', fromState: 'INITIAL', toState: 'OPEN', at: now }],
  };
  state.inquiries.set(inquiry.inquiryId, inquiry);
  emit(ctx, 'inquiry.opened', { ...inquiryRef(inquiry), desiredOutcome, openedAt: now });
  return inquiry;
}

/** Closes open inquiry `i` now as `to`, recording `activity` by `by`, and emits `inquiry.closed` with `outcome`. */
export function closeInquiryAs(
  ctx: EmulatorContext,
  i: InquiryRecord,
  to: 'CLOSED' | 'CLOSED_WITH_ESCALATION',
  change: { outcome: PostOrderOutcome; activity: string; by: 'BUYER' | 'SELLER' },
): void {
  const at = new Date(ctx.clock.now()).toISOString();
  i.history.push({ activity: change.activity, actor: change.by, fromState: i.status, toState: to, at });
  i.status = to;
  i.lastModifiedDate = at;
  if (change.outcome === 'REFUNDED') i.refunded = true;
  emit(ctx, 'inquiry.closed', { ...inquiryRef(i), outcome: change.outcome, by: change.by, closedAt: at });
}

/**
 * `user` (its buyer or its seller, as eBay's escalate call allows) escalates open inquiry `i` to an
 * ITEM_NOT_RECEIVED case: the inquiry is CLOSED_WITH_ESCALATION (`inquiry.closed`), then the case opens
 * (`case.opened`). Refused for anyone else, or an inquiry no longer open.
 */
export function escalateInquiryToCase(
  ctx: EmulatorContext,
  i: InquiryRecord,
  user: string,
): CaseRecord | PostOrderRefusal {
  const refused = roleRefusal(i, user, 'escalateInquiry', 'inquiryId', i.inquiryId);
  if (refused) return refused;
  if (!OPEN_INQUIRY.includes(i.status))
    return refusal('state', 'inquiryId', i.inquiryId, `The action ESCALATE is not allowed in state ${i.status}.`);
  const by = user === i.buyer ? 'BUYER' : 'SELLER';
  closeInquiryAs(ctx, i, 'CLOSED_WITH_ESCALATION', { outcome: 'ESCALATED', activity: 'ESCALATE', by });
  const c = openCase(ctx, i, { inquiryId: i.inquiryId }, by);
  i.caseId = c.caseId;
  return c;
}
