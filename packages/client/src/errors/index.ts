export { BaykitError, isBaykitError } from './baykit-error.js';
export { ConfigError } from './config-error.js';
export { ValidationError } from './validation-error.js';
export { TokenError } from './token-error.js';
export { RefreshTokenExpiredError } from './refresh-token-expired-error.js';
export { NoCallError } from './no-call-error.js';
export { DeprecatedApiError } from './deprecated-api-error.js';
export { ConnectionError } from './connection-error.js';
export { TimeoutError } from './timeout-error.js';
export { AbortError } from './abort-error.js';
export { FeedRangeError } from './feed-range-error.js';
export { ResponseTooLargeError } from './response-too-large-error.js';
export { PaginationLoopError } from './pagination-loop-error.js';
export {
  EbayApiError,
  type EbayApiErrorInit,
  type EbayErrorDetail,
  type FailedRequest,
  type FailedResponse,
} from './ebay-api-error.js';
export { AccessDeniedError } from './access-denied-error.js';
export { InvalidGrantError } from './invalid-grant-error.js';
export { InvalidScopeError } from './invalid-scope-error.js';
export { InvalidAccessTokenError } from './invalid-access-token-error.js';
export { NotFoundError } from './not-found-error.js';
export { IafTokenExpiredError } from './iaf-token-expired-error.js';
export { IafTokenInvalidError } from './iaf-token-invalid-error.js';
export { TokenRequiredError } from './token-required-error.js';
export { RateLimitError } from './rate-limit-error.js';
export { ServerError } from './server-error.js';
export { requestIdFrom } from './request-id.js';
