// What every Post-Order flow reads off a call, and the refund a Post-Order record makes; the records themselves are
// the world's (world/stores/post-order.ts).
import { DEFAULT_TEST_USER } from '../../oauth/auth-store.js';
import type { RestCall } from '../../rest/flow.js';
import { asRecord } from '../../values.js';
import type { RefundSource } from '../../world/events.js';
import type { RefundRequest } from '../../world/order-refunds.js';
import type { Subject } from '../../world/stores/post-order.js';

/**
 * The refund a seller's Post-Order refund makes of `subject`: its amount for its line item (a return, inquiry or case
 * is about one), settling the record `referenceId`.
 */
export function refundOf(subject: Subject, source: RefundSource, referenceId: string): RefundRequest {
  return {
    amount: subject.amount,
    lineItems: [{ lineItemId: subject.transactionId, amount: subject.amount }],
    source,
    referenceId,
  };
}

/** The signed-in user a call acts as (classic tokens carry none: the default test user). */
export function caller(call: RestCall): string {
  return call.token?.user ?? DEFAULT_TEST_USER;
}

/** The call's JSON body as a record (empty when none). */
export function bodyOf(call: RestCall): Record<string, unknown> {
  return asRecord(call.body);
}

/** The `content` of a Post-Order `Text`, if given. */
export function textOf(value: unknown): string | undefined {
  const content = (value as { content?: unknown } | undefined)?.content;
  return typeof content === 'string' ? content : undefined;
}
