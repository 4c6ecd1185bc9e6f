import { EbayApiError } from '../errors/ebay-api-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { TransportFailure } from './transport-errors.js';

/** Backoff settings (how many retries is the client's `maxRetries` option). */
export interface RetryPolicy {
  /** First backoff step in ms (doubles each retry). */
  baseDelayMs: number;
  /** Upper bound of one backoff delay. */
  maxDelayMs: number;
  /**
   * Longest `Retry-After` the client waits for. When eBay asks for more, the call fails at once with its
   * `RateLimitError` (whose `retryAfterMs` says when to come back) instead of holding the caller for minutes.
   */
  maxRetryAfterMs: number;
}

/** Defaults: 500 ms doubling, capped at 8 s; `Retry-After` honoured up to 60 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 };

const IDEMPOTENT = /* @__PURE__ */ new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Whether a failed attempt may be retried. Idempotent methods: 5xx, 408, 429, connection failures and attempts
 * that timed out. Non-idempotent methods (POST, PATCH) only when eBay provably did not act on the request: the
 * connection was never established, or eBay answered 429. A POST that timed out or lost its connection
 * mid-way may have been carried out, so it is never sent twice.
 */
export function shouldRetry(error: unknown, method: string): boolean {
  const idempotent = IDEMPOTENT.has(method.toUpperCase());
  if (error instanceof TransportFailure) return idempotent || error.notSent;
  if (error instanceof TimeoutError) return idempotent;
  if (error instanceof EbayApiError && error.status !== undefined) {
    if (error.status === 429) return true;
    return idempotent && (error.status >= 500 || error.status === 408);
  }
  return false;
}

/**
 * The error to report when a non-idempotent call (POST, PATCH) is not retried after a timeout or a connection
 * lost mid-way, although retries were left: the same error, with a message that says why and what to check.
 * Any other error comes back as it is.
 */
export function explainNotRetried(error: unknown, method: string): unknown {
  if (IDEMPOTENT.has(method.toUpperCase())) return error;
  const note = ` Not retried: eBay may already have carried out this ${method.toUpperCase()}, so check its effect before you send it again.`;
  if (error instanceof TransportFailure && !error.notSent)
    return new TransportFailure(`${error.message}.${note}`, error.code, error.cause);
  if (error instanceof TimeoutError) return new TimeoutError(`${error.message}${note}`, { cause: error.cause });
  return error;
}

/** `Retry-After` in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Delay before retry number `retry` (1-based): `Retry-After` when eBay sent one, else capped exponential
 * backoff with equal jitter so many clients do not retry in step. Undefined when `Retry-After` exceeds
 * `policy.maxRetryAfterMs`: the caller should not retry now.
 */
export function retryDelay(
  retry: number,
  policy: RetryPolicy,
  retryAfterMs?: number,
  random = Math.random,
): number | undefined {
  if (retryAfterMs !== undefined) return retryAfterMs > policy.maxRetryAfterMs ? undefined : retryAfterMs;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
