import type { PacingExtension } from '../extensions.js';
import { loadRateLimits } from './load.js';
import { RateLimitPacer } from './pacer.js';
import { resolvePacingOptions } from './resolve.js';

/** Pacing by eBay's reported rate limits for a `BaseEbayClient`: `new BaseEbayClient({ pacing: true }, { pacing })`. */
export const pacing: PacingExtension = {
  resolveOptions: resolvePacingOptions,
  createPacer: (scope, clock, log, options) => new RateLimitPacer(() => loadRateLimits(scope), clock, log, options),
};
