// Who may see and act on a return, inquiry, case or cancellation: eBay shows one only to the buyer and the seller
// of the order line it is about. Every read, action, search and create of the Post-Order flows (and the probes of
// the operations no flow answers, src/flows/probes.ts) asks here, so the rule lives once.
import { notAParty, postOrderNotFound, type PostOrderDomain } from './errors.js';

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
