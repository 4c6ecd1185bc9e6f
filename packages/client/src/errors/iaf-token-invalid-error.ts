import { EbayApiError } from './ebay-api-error.js';

/** XML services: the OAuth token in `X-EBAY-API-IAF-TOKEN` is invalid (21916984, Shopping 1.32). */
export class IafTokenInvalidError extends EbayApiError {
  override name = 'IafTokenInvalidError';
}
