import { AbortError } from '../errors/abort-error.js';
import { RateLimitError } from '../errors/rate-limit-error.js';
import type { PacingExtension } from '../extensions.js';
import { loadPart } from '../internal/load-part.js';
import type { Pacer } from './options.js';
import { budgetKeyOf } from './limits.js';
import { loadRateLimits } from './load.js';
import type * as PacerModule from './pacer.js';
import { resolvePacingOptions } from './resolve.js';

// The pacer (its budgets and waits) is loaded by import() on the first paced call, so a client that never paces does
// not load it at start (packages/client/README.md#bundle-size). What pacer.ts needs besides its budgets is handed to it
// here (pacer.ts, PacerParts). A failed load is a typed error (internal/load-part.ts), and the caller's signal ends the
// wait for it as it ends the wait for a slot.
const pacerModule = (signal: AbortSignal | undefined, operation: string): Promise<typeof PacerModule> =>
  loadPart(
    import('./pacer.js'),
    signal && {
      signal,
      abortError: () => new AbortError(`${operation} was aborted by the caller's signal.`, { cause: signal.reason }),
    },
  );

/** Pacing by eBay's reported rate limits for a `BaseEbayClient`: `new BaseEbayClient({ pacing: true }, { pacing })`. */
export const pacing: PacingExtension = {
  resolveOptions: resolvePacingOptions,
  createPacer: (scope, clock, log, options) => {
    let pacer: Pacer | undefined;
    return {
      async pace(url, operation, signal) {
        // Loaded once: not a cached promise, so a failed import() rejects this call and the next call tries again.
        if (!pacer) {
          const { RateLimitPacer } = await pacerModule(signal, operation);
          pacer ??= new RateLimitPacer({
            load: () => loadRateLimits(scope),
            keyOf: budgetKeyOf,
            clock,
            log,
            options,
            errors: { AbortError, RateLimitError },
          });
        }
        return pacer.pace(url, operation, signal);
      },
    };
  },
};
