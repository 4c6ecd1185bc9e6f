// What opens and closes an eBay Money Back Guarantee case, shared by the Post-Order handlers (cases.ts, the
// escalations of inquiries.ts and returns.ts) and the simulated `case` (admin/simulate-post-order.ts). Each change
// emits its event; what follows subscribes to it (world/subscribers.ts).
import type { EmulatorContext } from '../../context.js';
import { emit, type PostOrderActor, type PostOrderOutcome } from '../../world/events.js';
import { caseRef } from './record-events.js';
import { newId, type CaseRecord, type Subject } from '../../world/stores/post-order.js';

/** The order line and members of `s`, without its own fields. */
function subjectFields(s: Subject): Subject {
  const { orderId, legacyOrderId, itemId, transactionId, title, buyer, seller, amount, currency } = s;
  return { orderId, legacyOrderId, itemId, transactionId, title, buyer, seller, amount, currency };
}

/**
 * Opens an OPEN case of `caseType` on the order line of `from` (the inquiry or return escalated, named by
 * `link`), escalated by `by`, and emits `case.opened`. The caller closes what it came from first.
 */
export function openCase(
  ctx: EmulatorContext,
  from: Subject,
  link: { inquiryId: string } | { returnId: string },
  by: PostOrderActor,
): CaseRecord {
  const state = ctx.state.world.postOrder;
  const now = new Date(ctx.clock.now()).toISOString();
  const c: CaseRecord = {
    ...subjectFields(from),
    caseId: newId(state),
    caseType: 'inquiryId' in link ? 'ITEM_NOT_RECEIVED' : 'RETURN',
    status: 'OPEN',
    creationDate: now,
    lastModifiedDate: now,
    ...link,
  };
  state.cases.set(c.caseId, c);
  emit(ctx, 'case.opened', { ...caseRef(c), by, openedAt: now });
  return c;
}

/** Closes case `c` now (`outcome` by `by`, the buyer's `closeReason` if given) and emits `case.closed`. */
export function closeCaseAs(
  ctx: EmulatorContext,
  c: CaseRecord,
  outcome: PostOrderOutcome,
  by: PostOrderActor,
  closeReason?: string,
): void {
  const at = new Date(ctx.clock.now()).toISOString();
  if (closeReason !== undefined) c.closeReason = closeReason;
  if (outcome === 'REFUNDED') c.refunded = true;
  c.status = 'CLOSED';
  c.lastModifiedDate = at;
  emit(ctx, 'case.closed', {
    ...caseRef(c),
    outcome,
    by,
    ...(closeReason === undefined ? {} : { closeReason }),
    closedAt: at,
  });
}
