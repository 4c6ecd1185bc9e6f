import type { EmulatorContext } from '../context.js';
import { findOrder } from '../world/orders.js';
import { seenBy } from './post-order/parties.js';

/**
 * Whether the member a path names exists in a hand-written flow's state for the calling `user`: true, false (eBay's
 * not-found), or the refusal eBay gives a user who may not see it (a return or inquiry of someone else's order).
 */
export type ExistenceProbe = (
  ctx: EmulatorContext,
  params: Readonly<Record<string, string>>,
  user: string,
) => boolean | Response;

/**
 * Existence checks for the families whose state a hand-written flow keeps, by member path: an operation of such a
 * family that no flow answers (a return's `send_message`, a dispute's evidence) still answers an unknown id with
 * eBay's not-found error, and a member the caller is no party to with eBay's refusal, before its sample answer
 * (src/resources/flow.ts).
 */
export const FAMILY_PROBES: Readonly<Record<string, ExistenceProbe>> = {
  '/post-order/v2/return/{returnId}': (ctx, p, user) =>
    seenBy(
      ctx.state.world.postOrder.returns.get(p.returnId ?? ''),
      user,
      'returnErrorDomain',
      'returnId',
      p.returnId ?? '',
    ),
  '/post-order/v2/inquiry/{inquiryId}': (ctx, p, user) =>
    seenBy(
      ctx.state.world.postOrder.inquiries.get(p.inquiryId ?? ''),
      user,
      'resolutionsErrorDomain',
      'inquiryId',
      p.inquiryId ?? '',
    ),
  '/post-order/v2/casemanagement/{caseId}': (ctx, p, user) =>
    seenBy(
      ctx.state.world.postOrder.cases.get(p.caseId ?? ''),
      user,
      'resolutionsErrorDomain',
      'caseId',
      p.caseId ?? '',
    ),
  '/post-order/v2/cancellation/{cancelId}': (ctx, p, user) =>
    seenBy(
      ctx.state.world.postOrder.cancellations.get(p.cancelId ?? ''),
      user,
      'cancelErrorDomain',
      'cancelId',
      p.cancelId ?? '',
    ),
  '/sell/fulfillment/v1/payment_dispute/{payment_dispute_id}': (ctx, p) =>
    ctx.state.world.paymentDisputes.some((d) => d.paymentDisputeId === p.payment_dispute_id),
  '/sell/fulfillment/v1/order/{orderId}': (ctx, p) => findOrder(ctx, p.orderId ?? '') !== undefined,
  '/buy/browse/v1/item/{item_id}': (ctx, p) => ctx.state.world.listings.byId.has(p.item_id ?? ''),
};
