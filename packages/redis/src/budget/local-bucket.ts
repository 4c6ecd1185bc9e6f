import type { BucketParams } from './options.js';

/**
 * The in-process stand-in for a Redis bucket while Redis is unreachable: the same capacity and rate, by
 * this process's clock. It starts empty, so a lost connection does not hand each process a fresh burst.
 */
export class LocalBucket {
  readonly #params: BucketParams;
  #tokens = 0;
  #at: number;

  constructor(params: BucketParams, now: number) {
    this.#params = params;
    this.#at = now;
  }

  /** The ms until a token is there at `now` (0: there is one now). */
  waitAt(now: number): number {
    this.#refill(now);
    return this.#tokens >= 1 ? 0 : Math.ceil((1 - this.#tokens) / this.#params.ratePerMs);
  }

  /** Takes a token; call only after `waitAt(now)` gave 0. */
  take(): void {
    this.#tokens -= 1;
  }

  #refill(now: number): void {
    this.#tokens = Math.min(this.#params.capacity, this.#tokens + Math.max(0, now - this.#at) * this.#params.ratePerMs);
    this.#at = Math.max(this.#at, now);
  }
}
