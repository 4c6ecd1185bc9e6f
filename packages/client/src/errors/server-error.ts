import { EbayApiError } from './ebay-api-error.js';

/** eBay answered with a server error (HTTP 500 or above). */
export class ServerError extends EbayApiError {
  override name = 'ServerError';
}
