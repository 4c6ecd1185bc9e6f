import { BaykitError } from './baykit-error.js';

/** An attempt took longer than `timeoutMs`; the request was aborted. */
export class TimeoutError extends BaykitError {
  override name = 'TimeoutError';
}
