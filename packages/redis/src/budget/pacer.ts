import {
  AbortError,
  budgetKeyOf,
  RateLimitError,
  type Clock,
  type Logger,
  type Pacer,
  type PacingOptions,
} from 'baykit';
import type { BudgetKeys } from './keys.js';
import { LocalBucket } from './local-bucket.js';
import type { BucketParams, ResolvedRedisPacingOptions } from './options.js';
import type { AnalyticsSeeder } from './seeder.js';
import type { ScriptRunner } from './script-runner.js';
import { TAKE_SCRIPT } from './take-script.js';

/** One bucket a call takes from: a configured budget (with its params) or eBay's seeded limit (params in Redis). */
interface Bucket {
  name: string;
  key: string;
  params: BucketParams | undefined;
}

/** What the pacer is made of; `keys` is read on the first paced call, once the client exists. */
export interface RedisPacerParts {
  runner: ScriptRunner;
  keys: () => BudgetKeys;
  seeder: AnalyticsSeeder | undefined;
  clock: Clock;
  log: Required<Logger>;
  pacing: Required<PacingOptions>;
  options: ResolvedRedisPacingOptions;
}

// The limits endpoints are never paced: reading them must not wait on the budget they report.
const LIMITS_PATH = /^\/developer\/analytics\/v[^/]+\/(user_)?rate_limit\/?$/;

/**
 * Paces calls by token buckets in Redis that every process of a fleet shares: a call takes a token from its
 * API's bucket (and its operation's, when configured) in one atomic script, or sleeps for the wait the script
 * gives and tries again, up to `pacing.maxDelayMs`. While Redis is unreachable the configured budgets are
 * paced in process with the same rates, and Redis is used again as soon as it answers.
 */
export class RedisPacer implements Pacer {
  readonly #parts: RedisPacerParts;
  readonly #local = new Map<string, LocalBucket>();
  #keys: BudgetKeys | undefined;
  #redisDown = false;

  constructor(parts: RedisPacerParts) {
    this.#parts = parts;
  }

  /** Waits for a token of every bucket of the call; rejects with `RateLimitError` past `maxDelayMs`, or `AbortError`. */
  async pace(url: string, operation: string, signal?: AbortSignal): Promise<void> {
    const api = budgetKeyOf(url);
    if (api === undefined || LIMITS_PATH.test(new URL(url).pathname)) return;
    const buckets = this.#bucketsOf(api, operation);
    if (buckets.length === 0) return;
    await this.#parts.seeder?.fresh();
    const { clock, log, pacing } = this.#parts;
    const deadline = clock.now() + pacing.maxDelayMs;
    for (;;) {
      const { wait, which } = await this.#take(buckets);
      if (wait === 0) return;
      const name = which?.name ?? api;
      if (clock.now() + wait > deadline) throw this.#exhausted(name, operation, wait);
      log.debug(`${operation}: waits ${wait} ms for a token of the ${name} budget`);
      try {
        await clock.sleep(wait, signal);
      } catch (reason) {
        throw new AbortError(
          `${operation} was aborted by the caller's signal while it waited for its rate-limit slot.`,
          { cause: reason },
        );
      }
    }
  }

  #bucketsOf(api: string, operation: string): Bucket[] {
    const { buckets, seedFromAnalytics } = this.#parts.options;
    const keys = (this.#keys ??= this.#parts.keys());
    const list: Bucket[] = [];
    for (const name of [api, `${api}:${operation}`]) {
      const params = buckets.get(name);
      if (params) list.push({ name, key: keys.bucket(name), params });
    }
    if (seedFromAnalytics)
      list.push({ name: `${api} (eBay's reported limit)`, key: keys.seeded(api), params: undefined });
    return list;
  }

  async #take(buckets: readonly Bucket[]): Promise<{ wait: number; which: Bucket | undefined }> {
    const args = buckets.flatMap((bucket): (string | number)[] =>
      bucket.params ? [bucket.params.capacity, bucket.params.ratePerMs] : ['', ''],
    );
    let reply: unknown;
    try {
      reply = await this.#parts.runner.run(
        TAKE_SCRIPT,
        buckets.map((bucket) => bucket.key),
        args,
      );
    } catch (error) {
      return this.#takeLocally(buckets, error);
    }
    if (this.#redisDown) {
      this.#redisDown = false;
      this.#local.clear();
      this.#parts.log.info('Redis answers again: calls take from the shared budget again.');
    }
    const [wait, which, ...reset] = numbersOf(reply);
    for (const index of reset) {
      const bucket = buckets[index - 1];
      if (bucket)
        this.#parts.log.warn(
          `The Redis bucket of the ${bucket.name} budget (${bucket.key}) held bad data and was reset.`,
        );
    }
    return { wait: wait ?? 0, which: which ? buckets[which - 1] : undefined };
  }

  /** The in-process stand-in while Redis is unreachable: configured budgets only, eBay's seeded ones live in Redis. */
  #takeLocally(buckets: readonly Bucket[], error: unknown): { wait: number; which: Bucket | undefined } {
    const now = this.#parts.clock.now();
    if (!this.#redisDown) {
      this.#redisDown = true;
      const message = error instanceof Error ? error.message : String(error);
      this.#parts.log.warn(
        `Redis is unreachable (${message}): each process paces its calls with the budgets' rates until it answers again; the fleet as a whole may exceed them meanwhile.`,
      );
    }
    let wait = 0;
    let which: Bucket | undefined;
    const local: LocalBucket[] = [];
    for (const bucket of buckets) {
      if (!bucket.params) continue;
      let state = this.#local.get(bucket.key);
      if (!state) this.#local.set(bucket.key, (state = new LocalBucket(bucket.params, now)));
      const ms = state.waitAt(now);
      if (ms > wait) [wait, which] = [ms, bucket];
      local.push(state);
    }
    if (wait === 0) for (const state of local) state.take();
    return { wait, which };
  }

  #exhausted(name: string, operation: string, retryAfterMs: number): RateLimitError {
    return new RateLimitError({
      message: `${operation}: not sent, the shared ${name} budget has no token for ${Math.ceil(retryAfterMs / 1000)} s (pacing.maxDelayMs is ${this.#parts.pacing.maxDelayMs} ms).`,
      operation,
      retryAfterMs,
    });
  }
}

/** The integers of a script reply (anything else reads as nothing). */
function numbersOf(reply: unknown): number[] {
  return Array.isArray(reply) ? reply.filter((value): value is number => typeof value === 'number') : [];
}
