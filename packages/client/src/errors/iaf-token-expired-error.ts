import { EbayApiError } from './ebay-api-error.js';

/** XML services: the OAuth token in `X-EBAY-API-IAF-TOKEN` has expired (21917053). */
export class IafTokenExpiredError extends EbayApiError {
  override name = 'IafTokenExpiredError';
}
