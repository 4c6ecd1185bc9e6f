// A return, inquiry or case as its world events carry it (docs/architecture.md#world-events): values copied from the
// record, never the live record, so an event says what was true when it happened.
import type { CaseRef, InquiryRef, OrderLineRef, ReturnRef } from '../../world/events.js';
import type { CaseRecord, InquiryRecord, ReturnRecord, Subject } from '../../world/stores/post-order.js';

/** The order line a record is about. */
function lineOf(s: Subject): OrderLineRef {
  return {
    orderId: s.orderId,
    legacyOrderId: s.legacyOrderId,
    buyer: s.buyer,
    seller: s.seller,
    lineItemId: s.transactionId,
    itemId: s.itemId,
  };
}

/** A return as its events carry it. */
export function returnRef(r: ReturnRecord): ReturnRef {
  return {
    ...lineOf(r),
    returnId: r.returnId,
    quantity: r.quantity,
    reason: r.reason,
    amount: r.amount,
    currency: r.currency,
  };
}

/** An inquiry as its events carry it. */
export function inquiryRef(i: InquiryRecord): InquiryRef {
  return { ...lineOf(i), inquiryId: i.inquiryId, quantity: i.quantity, amount: i.amount, currency: i.currency };
}

/** A case as its events carry it, with the inquiry or return it came from. */
export function caseRef(c: CaseRecord): CaseRef {
  return {
    ...lineOf(c),
    caseId: c.caseId,
    caseType: c.caseType,
    ...(c.inquiryId === undefined ? {} : { inquiryId: c.inquiryId }),
    ...(c.returnId === undefined ? {} : { returnId: c.returnId }),
    amount: c.amount,
    currency: c.currency,
  };
}
