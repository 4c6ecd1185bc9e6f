import type { PacingExtension } from '../extensions.js';
import { loadRateLimits } from './load.js';
import { RateLimitPacer } from './pacer.js';

/** Pacing by eBay's reported rate limits for a `BaseEbayClient`: `new BaseEbayClient({ pacing: true }, { pacing })`. */
export const pacing: PacingExtension = {
  createPacer: (runtime, clock, log, options) =>
    new RateLimitPacer(() => loadRateLimits(runtime()), clock, log, options),
};
