import { randomUUID } from 'node:crypto';
import type { Clock, Logger, RateLimitSnapshot } from 'baykit';
import type { BudgetKeys } from './keys.js';
import { RELEASE_IF_OWNER, luaScript } from '../lua.js';
import type { ScriptRunner } from './script-runner.js';
import { SEED_SCRIPT } from './seed-script.js';

// Takes the claim when it is free or already ours. The holder looks again after one interval, a moment
// before its own claim expires in Redis: with a plain SET NX a busy process would skip every second read.
const CLAIM_SCRIPT = luaScript(`
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`);

/** What the seeder needs from the pacer: Redis, the keys, eBay's limits and the pacing settings. */
export interface SeederParts {
  runner: ScriptRunner;
  keys: () => BudgetKeys;
  load: () => Promise<RateLimitSnapshot>;
  clock: Clock;
  log: Required<Logger>;
  reserve: number;
  refreshIntervalMs: number;
}

/**
 * Writes the buckets of eBay's reported limits for the whole fleet. Every process looks once per refresh
 * interval; the first to set the claim key (which expires after the interval), or the one already holding it,
 * reads the limits and the others leave it, so a fleet calls `getRateLimits` once per interval, not once per process.
 */
export class AnalyticsSeeder {
  readonly #parts: SeederParts;
  readonly #id = randomUUID();
  #lookedAt: number | undefined;
  #seeding: Promise<void> | undefined;

  constructor(parts: SeederParts) {
    this.#parts = parts;
  }

  /** Seeds when this process's interval is up and no other process did; waits only for this process's first look. */
  async fresh(): Promise<void> {
    const now = this.#parts.clock.now();
    if (this.#lookedAt !== undefined && now - this.#lookedAt < this.#parts.refreshIntervalMs) return;
    const first = this.#lookedAt === undefined;
    this.#lookedAt = now;
    this.#seeding ??= this.#seed().finally(() => {
      this.#seeding = undefined;
    });
    if (first) await this.#seeding;
  }

  async #seed(): Promise<void> {
    const { runner, log, refreshIntervalMs } = this.#parts;
    const keys = this.#parts.keys();
    let claimed: boolean;
    try {
      claimed = (await runner.run(CLAIM_SCRIPT, [keys.seedClaim()], [this.#id, refreshIntervalMs])) === 1;
    } catch (error) {
      log.debug(`Not reading eBay's rate limits now: Redis is unreachable (${messageOf(error)}).`);
      return;
    }
    if (!claimed) return;
    try {
      const snapshot = await this.#parts.load();
      for (const [api, window] of snapshot.application) {
        const reserved = Math.ceil(window.limit * this.#parts.reserve);
        const burst = Math.max(0, window.remaining - reserved);
        const spread = Math.min(window.remaining, reserved);
        await runner.run(SEED_SCRIPT, [keys.seeded(api)], [burst, spread, window.resetAt]);
      }
    } catch (error) {
      log.warn(
        `Could not read eBay's rate limits for the shared budget; another process may try at its next interval: ${messageOf(error)}`,
      );
      // Let the next process whose interval is up try, instead of the fleet waiting a whole interval.
      await runner.run(RELEASE_IF_OWNER, [keys.seedClaim()], [this.#id]).catch(() => undefined);
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
