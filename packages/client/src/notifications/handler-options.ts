import { ConfigError } from '../errors/config-error.js';
import type { Clock } from '../internal/clock.js';
import { MemoryDedupeStore, type NotificationDedupeStore } from './dedupe.js';

/** Default `maxBodyBytes` of the handlers: far above any push eBay sends. */
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Default `dedupeRetentionMs`: a day. */
const DEFAULT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** `toleranceMs`: undefined (not checked) or a positive whole number of ms. */
export function checkToleranceMs(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw new ConfigError('Option "toleranceMs" must be a positive whole number of milliseconds.');
  return value;
}

/** `clock`: an object with `now()`, the system clock by default. */
export function checkClock(value: unknown): Pick<Clock, 'now'> {
  if (value === undefined) return { now: () => Date.now() };
  if (typeof value !== 'object' || value === null || typeof (value as Partial<Clock>).now !== 'function')
    throw new ConfigError('Option "clock" must be an object with a now() method returning ms since the epoch.');
  return value as Pick<Clock, 'now'>;
}

/** `maxBodyBytes`: a positive whole number of bytes, 1 MiB by default. */
export function checkMaxBodyBytes(value: unknown): number {
  if (value === undefined) return DEFAULT_MAX_BODY_BYTES;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw new ConfigError('Option "maxBodyBytes" must be a positive whole number of bytes.');
  return value;
}

/** How a handler remembers processed pushes: its store (none when turned off) and how long it keeps them. */
export interface Dedupe {
  store: NotificationDedupeStore | undefined;
  retentionMs: number;
}

/**
 * `dedupe` and `dedupeRetentionMs`: a store of the handler's own by default, kept a day, and at least twice
 * `toleranceMs`, so that every copy a tolerance window lets through is still remembered.
 */
export function resolveDedupe(
  options: { dedupe?: NotificationDedupeStore | false; dedupeRetentionMs?: number },
  toleranceMs: number | undefined,
  clock?: Pick<Clock, 'now'>,
): Dedupe {
  const { dedupe } = options;
  if (
    dedupe !== undefined &&
    dedupe !== false &&
    (typeof dedupe !== 'object' ||
      dedupe === null ||
      typeof dedupe.claim !== 'function' ||
      typeof dedupe.complete !== 'function' ||
      typeof dedupe.release !== 'function')
  )
    throw new ConfigError(
      'Option "dedupe" must be a store with claim, complete and release (MemoryDedupeStore, RedisDedupeStore from @baykit/redis), or false.',
    );
  const floor = toleranceMs === undefined ? 1 : 2 * toleranceMs;
  const retentionMs = options.dedupeRetentionMs ?? Math.max(DEFAULT_RETENTION_MS, floor);
  if (!Number.isSafeInteger(retentionMs) || retentionMs < floor)
    throw new ConfigError(
      toleranceMs === undefined
        ? 'Option "dedupeRetentionMs" must be a positive whole number of milliseconds.'
        : `Option "dedupeRetentionMs" must be at least twice "toleranceMs" (${floor} ms): a copy sent again inside the tolerance window must still be remembered.`,
    );
  return {
    store: dedupe === false ? undefined : (dedupe ?? new MemoryDedupeStore(clock ? { clock } : {})),
    retentionMs,
  };
}
