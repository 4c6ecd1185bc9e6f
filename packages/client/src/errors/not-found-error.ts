import { EbayApiError } from './ebay-api-error.js';

/** The resource does not exist (HTTP 404, or Browse errorId 11001). */
export class NotFoundError extends EbayApiError {
  override name = 'NotFoundError';
}
