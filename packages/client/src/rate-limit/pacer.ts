import type { AbortError } from '../errors/abort-error.js';
import type { RateLimitError } from '../errors/rate-limit-error.js';
import type { Clock } from '../internal/clock.js';
import type { Logger } from '../internal/logger.js';
import { ApiBudget, type RateWindow } from './budget.js';
import type { PacingOptions } from './options.js';

/** Windows by budget key (`buy.browse`), as read from `getRateLimits` (`application`) and `getUserRateLimits` (`user`). */
export interface RateLimitSnapshot {
  application: Map<string, RateWindow>;
  user: Map<string, RateWindow>;
}

/** Reads the current limits; either list may be empty (no user signed in, or eBay reported nothing). */
export type RateLimitLoader = () => Promise<RateLimitSnapshot>;

/**
 * What a pacer is handed rather than imports. This module is loaded by import() on the first paced call
 * (extension.ts), and esbuild moves every module a lazy chunk shares with the start code into a chunk of its own,
 * so a program that never paces would pay for the extra chunk boundaries: it imports only the budgets.
 */
export interface PacerParts {
  /** Reads eBay's limits: `loadRateLimits(scope)`. */
  load: RateLimitLoader;
  /** The budget key of a request URL: `budgetKeyOf`. */
  keyOf: (url: string) => string | undefined;
  clock: Clock;
  log: Required<Logger>;
  options: Required<PacingOptions>;
  /** The error classes a paced call may reject with. */
  errors: { AbortError: typeof AbortError; RateLimitError: typeof RateLimitError };
}

/** An API's windows: the app's (every call) and the signed-in user's. */
interface Budgets {
  application?: ApiBudget;
  user?: ApiBudget;
}

const listOf = (budgets: Budgets): ApiBudget[] =>
  [budgets.application, budgets.user].filter((budget) => budget !== undefined);

// The limits endpoints themselves are never paced: reading them must not wait for the budget they report.
const LIMITS_PATH = /^\/developer\/analytics\/v[^/]+\/(user_)?rate_limit\/?$/;

/**
 * Paces a client's calls by the limits eBay reports for its app and signed-in user. The limits are read on
 * the first paced call and again every `refreshIntervalMs` in the background; between reads every call
 * counts against its API's window. A call waits for its slot (the caller's signal ends the wait), and when
 * the window is used up or the wait would exceed `maxDelayMs` it rejects with `RateLimitError` without
 * reaching eBay. APIs eBay does not report on are not paced.
 */
export class RateLimitPacer {
  readonly #load: RateLimitLoader;
  readonly #keyOf: (url: string) => string | undefined;
  readonly #clock: Clock;
  readonly #log: Required<Logger>;
  readonly #options: Required<PacingOptions>;
  readonly #errors: PacerParts['errors'];
  readonly #budgets = new Map<string, Budgets>();
  #loadedAt: number | undefined;
  #loading: Promise<void> | undefined;

  constructor(parts: PacerParts) {
    this.#load = parts.load;
    this.#keyOf = parts.keyOf;
    this.#clock = parts.clock;
    this.#log = parts.log;
    this.#options = parts.options;
    this.#errors = parts.errors;
  }

  /** The windows now in use by budget key (application first, then user), with the calls counted since the last read. */
  get windows(): ReadonlyMap<string, readonly RateWindow[]> {
    return new Map([...this.#budgets].map(([key, budgets]) => [key, listOf(budgets).map((budget) => budget.window)]));
  }

  /** Waits until a call to `url` may go; rejects with `RateLimitError` when it may not, or the signal's reason. */
  async pace(url: string, operation: string, signal?: AbortSignal): Promise<void> {
    const key = this.#keyOf(url);
    if (key === undefined || LIMITS_PATH.test(new URL(url).pathname)) return;
    await this.#fresh();
    const budgets = this.#budgets.get(key);
    if (!budgets) return;
    const now = this.#clock.now();
    let delayMs = 0;
    for (const budget of listOf(budgets)) {
      const decision = budget.take(now, this.#options.reserve);
      if (!decision.go) throw this.#exhausted(key, operation, decision.retryAfterMs);
      delayMs = Math.max(delayMs, decision.delayMs);
    }
    if (delayMs > this.#options.maxDelayMs) throw this.#exhausted(key, operation, delayMs);
    if (delayMs > 0) {
      this.#log.debug(`${operation}: paced ${Math.round(delayMs)} ms (${key} is below its reserve)`);
      try {
        await this.#clock.sleep(delayMs, signal);
      } catch (reason) {
        throw new this.#errors.AbortError(
          `${operation} was aborted by the caller's signal while it waited for its rate-limit slot.`,
          { cause: reason },
        );
      }
    }
  }

  /** Reads the limits on first use and when they are older than the refresh interval; a refresh runs in the background. */
  async #fresh(): Promise<void> {
    const now = this.#clock.now();
    if (this.#loadedAt !== undefined && now - this.#loadedAt < this.#options.refreshIntervalMs) return;
    this.#loading ??= this.#read(now).finally(() => {
      this.#loading = undefined;
    });
    if (this.#loadedAt === undefined) await this.#loading;
  }

  async #read(now: number): Promise<void> {
    try {
      const snapshot = await this.#load();
      const next = new Map<string, Budgets>();
      for (const list of ['application', 'user'] as const) {
        for (const [key, window] of snapshot[list]) {
          const budgets = next.get(key) ?? {};
          // Keep the budget objects so calls waiting on a slot keep their order; only the counts change.
          const known = this.#budgets.get(key)?.[list];
          if (known) known.update(window);
          budgets[list] = known ?? new ApiBudget(window);
          next.set(key, budgets);
        }
      }
      this.#budgets.clear();
      for (const [key, budgets] of next) this.#budgets.set(key, budgets);
      this.#log.debug(`Read eBay's rate limits: ${next.size} APIs paced`);
    } catch (error) {
      this.#log.warn(
        `Could not read eBay's rate limits; calls go unpaced until the next try: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.#loadedAt = now;
    }
  }

  #exhausted(key: string, operation: string, retryAfterMs: number): RateLimitError {
    const seconds = Math.ceil(retryAfterMs / 1000);
    return new this.#errors.RateLimitError({
      message: `${operation}: not sent, the ${key} call budget allows the next call in ${seconds} s (pacing.maxDelayMs is ${this.#options.maxDelayMs} ms).`,
      operation,
      retryAfterMs,
    });
  }
}
