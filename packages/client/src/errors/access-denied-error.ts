import { EbayApiError } from './ebay-api-error.js';

/** eBay denied access (error domain `ACCESS`): a missing scope, the wrong grant type or an account without permission. */
export class AccessDeniedError extends EbayApiError {
  override name = 'AccessDeniedError';
}
