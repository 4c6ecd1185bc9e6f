import { loadRateLimits, resolvePacingOptions, type PacingExtension } from 'baykit';
import type { Cluster, Redis } from 'ioredis';
import { BudgetKeys } from './keys.js';
import { resolveRedisPacingOptions, type RedisPacingOptions } from './options.js';
import { RedisPacer } from './pacer.js';
import { ScriptRunner } from './script-runner.js';
import { AnalyticsSeeder } from './seeder.js';

/**
 * Pacing that shares one call budget per eBay API between every process using the same Redis: pass it as the
 * `pacing` extension of a client with the `pacing` option on.
 *
 * ```ts
 * const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
 * const ebay = new EbayClient({ appId, certId, pacing: true }, {
 *   pacing: redisPacing(redis, { budgets: { 'buy.browse': { limit: 5000, windowMs: 86_400_000 } } }),
 * });
 * ```
 *
 * Buckets are kept per environment and app id. Create the Redis connection with `enableOfflineQueue: false`
 * so that commands fail at once while it is down (otherwise each waits `commandTimeoutMs`, and queued takes
 * run later and spend tokens nobody uses). Options are checked here; a bad one raises `ConfigError`.
 */
export function redisPacing(redis: Redis | Cluster, options: RedisPacingOptions = {}): PacingExtension {
  const resolved = resolveRedisPacingOptions(options);
  return {
    resolveOptions: resolvePacingOptions,
    createPacer: (scope, clock, log, pacing) => {
      const runner = new ScriptRunner(redis, resolved.commandTimeoutMs);
      const keys = new BudgetKeys(resolved.prefix, scope.environment, scope.appId ?? 'no-app-id');
      const keysOf = (): BudgetKeys => keys;
      const seeder = resolved.seedFromAnalytics
        ? new AnalyticsSeeder({
            runner,
            keys: keysOf,
            load: () => loadRateLimits(scope),
            clock,
            log,
            reserve: pacing.reserve,
            refreshIntervalMs: pacing.refreshIntervalMs,
          })
        : undefined;
      return new RedisPacer({ runner, keys: keysOf, seeder, clock, log, pacing, options: resolved });
    },
  };
}
