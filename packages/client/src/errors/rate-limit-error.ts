import { EbayApiError, type EbayApiErrorInit } from './ebay-api-error.js';

/** eBay's call limit was reached (HTTP 429 / errorId 2001). `retryAfterMs` comes from `Retry-After` when sent. */
export class RateLimitError extends EbayApiError {
  override name = 'RateLimitError';
  readonly retryAfterMs: number | undefined;

  constructor(init: EbayApiErrorInit) {
    super(init);
    this.retryAfterMs = init.retryAfterMs;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), retryAfterMs: this.retryAfterMs };
  }
}
