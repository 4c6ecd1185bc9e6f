// Why a change to a return, inquiry, case or cancellation was refused, before anything changed. The functions the
// Post-Order handlers and the simulated events share (return-actions.ts, inquiry-actions.ts, …) answer one; a handler
// turns it into eBay's error (`refusalResponse`), a simulation into the admin API's 400/404/409
// (admin/simulate-post-order.ts).
import {
  invalidInput,
  notAllowed,
  notAParty,
  notTheBuyer,
  postOrderError,
  postOrderNotFound,
  POST_ORDER_ERROR_IDS,
  type PostOrderDomain,
} from './errors.js';

/** What kind of refusal: bad input, the record's or order's state, nothing found, or the caller's place in it. */
export type RefusalKind = 'input' | 'state' | 'notFound' | 'notAParty' | 'notTheBuyer' | 'notAllowed';

/** A refused change: its kind, the parameter it is about with its value, and what is wrong in words. */
export interface PostOrderRefusal {
  refused: RefusalKind;
  /** The parameter eBay's error names (`transactionId`, `returnId`, `legacyOrderId`, …). */
  name: string;
  value: string;
  /** What is wrong, for a person (the simulation's `error`, and eBay's message where eBay's has none fixed). */
  reason: string;
}

/** A refusal of `kind` about `name` = `value`. */
export function refusal(refused: RefusalKind, name: string, value: string, reason: string): PostOrderRefusal {
  return { refused, name, value, reason };
}

/** Whether `value` is a refusal rather than the record it would have been. */
export function isRefusal(value: object): value is PostOrderRefusal {
  return 'refused' in value;
}

/** The Post-Order error a refused API call answers, in `domain`. */
export function refusalResponse(domain: PostOrderDomain, r: PostOrderRefusal): Response {
  switch (r.refused) {
    case 'input':
      return invalidInput(domain, r.name, r.value);
    case 'state':
      return postOrderError(400, domain, POST_ORDER_ERROR_IDS.invalidState, r.reason, [
        { name: r.name, value: r.value },
      ]);
    case 'notFound':
      return postOrderNotFound(domain, r.name, r.value);
    case 'notAParty':
      return notAParty(domain, r.name, r.value);
    case 'notTheBuyer':
      return notTheBuyer(domain, r.name, r.value);
    case 'notAllowed':
      return notAllowed(domain, r.name, r.value);
  }
}
