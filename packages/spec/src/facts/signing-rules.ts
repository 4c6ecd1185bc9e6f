/**
 * Calls eBay requires to be signed for EU/UK sellers (docs/ebay-facts.md#which-calls-are-signed): all of Finances, Fulfillment
 * issueRefund, and the post-order refunds, return decision, and cancellation create/approve.
 * Signatures on other calls are ignored by eBay, so signing them is harmless but wasted work.
 */
const SIGNED: readonly [method: string, path: RegExp][] = [
  ['*', /^\/sell\/finances\//],
  ['POST', /^\/sell\/fulfillment\/v1\/order\/[^/]+\/issue_refund$/],
  ['POST', /^\/post-order\/v2\/inquiry\/[^/]+\/issue_refund$/],
  ['POST', /^\/post-order\/v2\/casemanagement\/[^/]+\/issue_refund$/],
  ['POST', /^\/post-order\/v2\/return\/[^/]+\/issue_refund$/],
  ['POST', /^\/post-order\/v2\/return\/[^/]+\/decide$/],
  ['POST', /^\/post-order\/v2\/cancellation$/],
  ['POST', /^\/post-order\/v2\/cancellation\/[^/]+\/approve$/],
];

/** Whether eBay requires a signature on this REST call (path without query). */
export function requiresSignature(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return SIGNED.some(([m, pattern]) => (m === '*' || m === upper) && pattern.test(path));
}
