import { EbayApiError } from './ebay-api-error.js';

/** OAuth `invalid_scope`: a requested scope is unknown or exceeds what the keyset or the user granted. */
export class InvalidScopeError extends EbayApiError {
  override name = 'InvalidScopeError';
}
