import { BaykitError } from './baykit-error.js';

/** An XML service was invoked without a call name. */
export class NoCallError extends BaykitError {
  override name = 'NoCallError';

  constructor() {
    super('No eBay API call defined, please invoke one.');
  }
}
