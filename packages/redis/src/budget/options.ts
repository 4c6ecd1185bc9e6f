import { ConfigError } from 'baykit';

/** A call budget shared by every process: at most `limit` calls in any `windowMs`. */
export interface BudgetLimit {
  /** Calls allowed in any window of `windowMs` (sliding, not just eBay's fixed windows). At least 2. */
  limit: number;
  /** Length of the window in ms, e.g. 86 400 000 for eBay's daily limits. */
  windowMs: number;
  /**
   * Calls that may go at once after a quiet spell (the bucket's capacity); the other `limit - burst` are
   * spread evenly over the window. Default: a tenth of `limit` (at least 1). Must be below `limit`.
   */
  burst?: number;
}

/** Options of {@link redisPacing}. */
export interface RedisPacingOptions {
  /**
   * Budgets by budget key (`buy.browse`, `sell.inventory`, `tradingapi.tradingapi`, as `budgetKeyOf` names
   * APIs), or by API and operation (`tradingapi.tradingapi:AddFixedPriceItem`, `buy.browse:getItems`) where
   * eBay counts an operation on its own; such a call takes from both buckets.
   */
  budgets?: Readonly<Record<string, BudgetLimit>>;
  /**
   * Also pace by the limits eBay reports (Developer Analytics `getRateLimits`): one process of the fleet reads
   * them every `pacing.refreshIntervalMs` and spreads each API's `remaining` calls until its reset, keeping
   * `pacing.reserve` of the limit back like the built-in pacer. Default false.
   */
  seedFromAnalytics?: boolean;
  /** Start of every Redis key. Default `baykit:budget:`. */
  prefix?: string;
  /** A Redis command that takes longer counts as Redis being down (the call is paced in process). Default 500. */
  commandTimeoutMs?: number;
}

/** A token bucket: `capacity` tokens at most, refilled at `ratePerMs`. */
export interface BucketParams {
  capacity: number;
  ratePerMs: number;
}

/** {@link RedisPacingOptions} after validation. */
export interface ResolvedRedisPacingOptions {
  buckets: ReadonlyMap<string, BucketParams>;
  seedFromAnalytics: boolean;
  prefix: string;
  commandTimeoutMs: number;
}

const KEY = /^[a-z0-9_]+\.[a-z0-9_]+(:[A-Za-z0-9_.-]+)?$/;

/** Checks the options and turns each budget into its bucket; a bad option raises `ConfigError`. */
export function resolveRedisPacingOptions(options: RedisPacingOptions): ResolvedRedisPacingOptions {
  const buckets = new Map<string, BucketParams>();
  for (const [key, budget] of Object.entries(options.budgets ?? {})) {
    if (!KEY.test(key)) {
      throw new ConfigError(
        `redisPacing: budget key ${JSON.stringify(key)} must be an API as budgetKeyOf names it ('buy.browse'), optionally with ':operation'.`,
      );
    }
    buckets.set(key, bucketOf(key, budget));
  }
  const commandTimeoutMs = options.commandTimeoutMs ?? 500;
  if (!(Number.isFinite(commandTimeoutMs) && commandTimeoutMs > 0)) {
    throw new ConfigError(
      `redisPacing: commandTimeoutMs must be a positive number of ms. Got ${JSON.stringify(options.commandTimeoutMs)}.`,
    );
  }
  return {
    buckets,
    seedFromAnalytics: options.seedFromAnalytics ?? false,
    prefix: options.prefix ?? 'baykit:budget:',
    commandTimeoutMs,
  };
}

/**
 * The bucket of a budget. With capacity `burst` and `(limit - burst) / windowMs` tokens per ms, no span of
 * `windowMs` can hold more than `burst + (limit - burst)` grants: the budget holds over every sliding window.
 */
function bucketOf(key: string, budget: BudgetLimit): BucketParams {
  const { limit, windowMs } = budget;
  if (!Number.isInteger(limit) || limit < 2)
    throw new ConfigError(
      `redisPacing: budgets['${key}'].limit must be a whole number ≥ 2. Got ${JSON.stringify(limit)}.`,
    );
  if (!(Number.isFinite(windowMs) && windowMs > 0))
    throw new ConfigError(
      `redisPacing: budgets['${key}'].windowMs must be a positive number of ms. Got ${JSON.stringify(windowMs)}.`,
    );
  const burst = budget.burst ?? Math.min(limit - 1, Math.max(1, Math.ceil(limit / 10)));
  if (!Number.isInteger(burst) || burst < 1 || burst >= limit) {
    throw new ConfigError(
      `redisPacing: budgets['${key}'].burst must be a whole number from 1 to limit - 1 (${limit - 1}). Got ${JSON.stringify(budget.burst)}.`,
    );
  }
  return { capacity: burst, ratePerMs: (limit - burst) / windowMs };
}
