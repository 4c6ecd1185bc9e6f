// Who may see and act on a return, inquiry, case or cancellation: eBay shows one only to the buyer and the seller
// of the order line it is about. Every read, action, search and create of the Post-Order flows (and the probes of
// the operations no flow answers, src/flows/probes.ts) asks here, so the rule lives once. Within a record each
// action is the buyer's, the seller's or either's (`POST_ORDER_ROLES`); the other member is refused (`roleRefusal`).
import { notAParty, postOrderNotFound, type PostOrderDomain } from './errors.js';
import { refusal, refusalResponse, type PostOrderRefusal } from './refusal.js';

/** The two members a post-order record (or the order line it would be about) concerns. */
export interface Parties {
  buyer: string;
  seller: string;
}

/** Whether `user` is the buyer or the seller. */
export function isParty(record: Parties, user: string): boolean {
  return record.buyer === user || record.seller === user;
}

/**
 * The record a call names as `user` may see it: eBay's not-found when there is none, its refusal (1301) when `user`
 * is neither its buyer nor its seller, else the record.
 */
export function visibleTo<T extends Parties>(
  record: T | undefined,
  user: string,
  domain: PostOrderDomain,
  what: string,
  id: string,
): T | Response {
  if (!record) return postOrderNotFound(domain, what, id);
  return isParty(record, user) ? record : notAParty(domain, what, id);
}

/** For a probe: false when there is no record, eBay's refusal when `user` is not a party, true when it may act. */
export function seenBy(
  record: Parties | undefined,
  user: string,
  domain: PostOrderDomain,
  what: string,
  id: string,
): boolean | Response {
  if (!record) return false;
  return isParty(record, user) ? true : notAParty(domain, what, id);
}

/** Which member an action is for: its buyer, its seller, or either of them. */
export type PostOrderRole = 'BUYER' | 'SELLER' | 'EITHER';

/**
 * Who may take each Post-Order action the emulator carries out, from eBay's call pages
 * (https://developer.ebay.com/DevZone/post-order/index.html): a buyer creates returns and inquiries, ships a return
 * back, cancels a return and closes an inquiry or a case ("on behalf of the buyer"); a seller decides on a return,
 * marks it received, refunds, and approves or rejects a cancellation; either may escalate an inquiry or a return and
 * create a cancellation (the buyer asks, the seller cancels).
 */
export const POST_ORDER_ROLES: Readonly<Record<string, PostOrderRole>> = {
  createReturnRequest: 'BUYER',
  processReturnRequest: 'SELLER',
  markReturnShipped: 'BUYER',
  markReturnReceived: 'SELLER',
  issueReturnRefund: 'SELLER',
  cancelReturnRequest: 'BUYER',
  escalateReturn: 'EITHER',
  createInquiry: 'BUYER',
  escalateInquiry: 'EITHER',
  closeInquiry: 'BUYER',
  issueInquiryRefund: 'SELLER',
  closeCase: 'BUYER',
  issueCaseRefund: 'SELLER',
  createCancellation: 'EITHER',
  approveCancellationRequest: 'SELLER',
  rejectCancellationRequest: 'SELLER',
};

/**
 * Why `user` may not take `action` on `record` (eBay's 1301 for someone who is neither member, 1306 for the seller
 * doing the buyer's part, 1308 for the buyer doing the seller's), or undefined when they may.
 */
export function roleRefusal(
  record: Parties,
  user: string,
  action: string,
  what: string,
  id: string,
): PostOrderRefusal | undefined {
  if (!isParty(record, user)) return refusal('notAParty', what, id, `${user} is neither the buyer nor the seller`);
  const role = POST_ORDER_ROLES[action] ?? 'EITHER';
  if (role === 'BUYER' && user !== record.buyer)
    return refusal('notTheBuyer', what, id, `only the buyer (${record.buyer}) may ${action}, not ${user}`);
  if (role === 'SELLER' && user !== record.seller)
    return refusal('notAllowed', what, id, `only the seller (${record.seller}) may ${action}, not ${user}`);
  return undefined;
}

/** The Post-Order error for `user` taking `action` on `record` (see `roleRefusal`), or undefined when they may. */
export function roleResponse(
  record: Parties,
  user: string,
  action: string,
  domain: PostOrderDomain,
  what: string,
  id: string,
): Response | undefined {
  const refused = roleRefusal(record, user, action, what, id);
  return refused && refusalResponse(domain, refused);
}
