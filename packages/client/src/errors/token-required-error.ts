import { EbayApiError } from './ebay-api-error.js';

/** XML services: the call needs a user token (error 930); set an OAuth user token or an Auth'n'Auth token. */
export class TokenRequiredError extends EbayApiError {
  override name = 'TokenRequiredError';
}
