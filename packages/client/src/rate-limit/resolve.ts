import { checkCount } from '../config.js';
import { ConfigError } from '../errors/config-error.js';
import { PACING_DEFAULTS, type PacingOptions } from './options.js';

/**
 * Checks the `pacing` client option and fills in its defaults (`true` → the defaults). Pacing extensions carry
 * it (`PacingExtension.resolveOptions`), so a client without pacing does not bundle these checks.
 */
export function resolvePacingOptions(value: unknown): Required<PacingOptions> | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return { ...PACING_DEFAULTS };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(
      `Option "pacing" must be true, false or { reserve, refreshIntervalMs, maxDelayMs }. Got ${JSON.stringify(value)}.`,
    );
  }
  const options = value as PacingOptions;
  const reserve = options.reserve ?? PACING_DEFAULTS.reserve;
  if (typeof reserve !== 'number' || !(reserve >= 0 && reserve < 1)) {
    throw new ConfigError(
      `Option "pacing.reserve" must be a fraction of the limit, ≥ 0 and < 1 (e.g. 0.1). Got ${JSON.stringify(reserve)}.`,
    );
  }
  return {
    reserve,
    refreshIntervalMs: checkCount(
      'pacing.refreshIntervalMs',
      options.refreshIntervalMs,
      PACING_DEFAULTS.refreshIntervalMs,
      1000,
    ),
    maxDelayMs: checkCount('pacing.maxDelayMs', options.maxDelayMs, PACING_DEFAULTS.maxDelayMs, 0),
  };
}
