import { EbayApiError } from './ebay-api-error.js';

/** OAuth `invalid_grant`: the authorization code or refresh token is invalid, used, expired or issued to another client. */
export class InvalidGrantError extends EbayApiError {
  override name = 'InvalidGrantError';
}
