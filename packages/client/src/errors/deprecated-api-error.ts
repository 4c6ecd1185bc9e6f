import { BaykitError } from './baykit-error.js';

/**
 * A call eBay has retired (decommissioned), refused before sending; the message says what happened, when, and
 * what to use instead. `allowRetired: true` (client or call option) sends it anyway.
 */
export class DeprecatedApiError extends BaykitError {
  override name = 'DeprecatedApiError';
  /** `decommissioned` for calls refused by their lifecycle; absent for the retired business policies guard. */
  declare readonly status?: string;
  /** When eBay ended it, when known. */
  declare readonly date?: string;
  /** What to use instead, when there is something. */
  declare readonly replacement?: string;

  constructor(message: string, details?: { status?: string; date?: string; replacement?: string }) {
    super(message);
    if (details) Object.assign(this, { status: details.status, date: details.date, replacement: details.replacement });
  }
}
