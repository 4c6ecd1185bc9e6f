import { BaykitError } from './baykit-error.js';

/** An API area eBay has retired; the message names its replacement. */
export class DeprecatedApiError extends BaykitError {
  override name = 'DeprecatedApiError';
}
