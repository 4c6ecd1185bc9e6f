import { BaykitError } from './baykit-error.js';

/** Token state prevents the call: no token to refresh, no credentials to mint one, or an unusable token. */
export class TokenError extends BaykitError {
  override name = 'TokenError';
}
