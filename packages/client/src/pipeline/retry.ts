import { EbayApiError } from '../errors/ebay-api-error.js';
import { TransportFailure } from './transport-errors.js';

/** Backoff settings (how many retries is the client's `maxRetries` option). */
export interface RetryPolicy {
  /** First backoff step in ms (doubles each retry). */
  baseDelayMs: number;
  /** Upper bound of one backoff delay, and of an honoured `Retry-After`. */
  maxDelayMs: number;
}

/** Defaults: 500 ms doubling, capped at 8 s (Retry-After honoured up to 60 s). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 500, maxDelayMs: 8_000 };

const MAX_RETRY_AFTER_MS = 60_000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Whether a failed attempt may be retried. Non-idempotent methods (POST, PATCH) only when eBay
 * provably did not act on the request: the connection was refused, or eBay answered 429.
 */
export function shouldRetry(error: unknown, method: string): boolean {
  const idempotent = IDEMPOTENT.has(method.toUpperCase());
  if (error instanceof TransportFailure) return idempotent || error.notSent;
  if (error instanceof EbayApiError && error.status !== undefined) {
    if (error.status === 429) return true;
    return idempotent && (error.status >= 500 || error.status === 408);
  }
  return false;
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
 * Delay before retry number `retry` (1-based): `Retry-After` when eBay sent one (capped), else capped
 * exponential backoff with equal jitter so many clients do not retry in step.
 */
export function retryDelay(retry: number, policy: RetryPolicy, retryAfterMs?: number, random = Math.random): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
