import { BaykitError } from './baykit-error.js';

/** The caller's `AbortSignal` aborted the call. */
export class AbortError extends BaykitError {
  override name = 'AbortError';
}
