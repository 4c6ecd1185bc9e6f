import { EbayApiError } from './ebay-api-error.js';

/** REST errorId 1001 'Invalid access token': the token is expired, revoked or malformed. */
export class InvalidAccessTokenError extends EbayApiError {
  override name = 'InvalidAccessTokenError';
}
