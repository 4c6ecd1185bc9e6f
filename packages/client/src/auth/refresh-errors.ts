import { SIGN_IN_AGAIN } from '../errors/advice.js';
import type { EbayApiError } from '../errors/ebay-api-error.js';
import { InvalidGrantError } from '../errors/invalid-grant-error.js';
import { quote } from '../errors/message.js';
import { RefreshTokenExpiredError } from '../errors/refresh-token-expired-error.js';
import type { AccessToken } from './token.js';

// Why eBay refuses a refresh token it issued: it expired (about 18 months, docs/ebay-facts.md#token-responses-and-lifetimes),
// or it was revoked: the user changed their password or user name or removed the app's access in My eBay, or eBay
// revoked it. Either way only a new consent helps (https://developer.ebay.com/support/kb-article?KBid=5218,
// docs/ebay-facts.md#oauth-error-bodies).

/** A date as messages show it: ISO 8601, UTC. */
function dateOf(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * The error for a user token whose refresh token is known to have expired at `now`, else undefined: a refresh
 * would be refused, so it is not sent.
 */
export function expiredRefreshToken(token: AccessToken, now: number): RefreshTokenExpiredError | undefined {
  const expiresAt = token.refreshTokenExpiresAt;
  if (expiresAt === undefined || !token.refreshToken || now < expiresAt) return undefined;
  return new RefreshTokenExpiredError(
    `The refresh token expired on ${dateOf(expiresAt)}, so the user access token cannot be renewed — ${SIGN_IN_AGAIN}.`,
    { refreshTokenExpiresAt: expiresAt },
  );
}

/** `error` again as an `InvalidGrantError` with `message`, every other field kept. */
function withMessage(error: EbayApiError, message: string): InvalidGrantError {
  return new InvalidGrantError({
    message,
    description: error.description,
    status: error.status,
    code: error.code,
    domain: error.domain,
    category: error.category,
    errors: error.errors,
    warnings: error.warnings,
    operation: error.operation,
    requestId: error.requestId,
    request: error.request,
    response: error.response,
  });
}

function said(error: EbayApiError): string {
  return error.description ? `: ${quote(error.description)}` : '';
}

/**
 * eBay's `invalid_grant` for a refresh, saying why as far as baykit knows: a refresh token whose expiry is known
 * and still ahead was revoked; one whose expiry is unknown expired or was revoked. Other errors pass unchanged.
 */
export function refusedRefresh(error: unknown, token: AccessToken): unknown {
  if (!(error instanceof InvalidGrantError)) return error;
  const why =
    token.refreshTokenExpiresAt === undefined
      ? 'it expired or was revoked (a changed password, access removed in My eBay), or belongs to another app'
      : `it was revoked before it would expire on ${dateOf(token.refreshTokenExpiresAt)} (a changed password, access removed in My eBay), or belongs to another app`;
  return withMessage(error, `eBay refused the refresh token (invalid_grant)${said(error)} — ${why}; ${SIGN_IN_AGAIN}.`);
}

/**
 * eBay's `invalid_grant` for an authorization code: it is good once, for about five minutes, and must be sent
 * decoded (docs/ebay-facts.md#token-endpoint, #consent-url-and-redirect). Other errors pass unchanged.
 */
export function refusedCode(error: unknown): unknown {
  if (!(error instanceof InvalidGrantError)) return error;
  return withMessage(
    error,
    `eBay refused the authorization code (invalid_grant)${said(error)} — a code is good once, for about five minutes, and for the RuName it was issued to; ${SIGN_IN_AGAIN}.`,
  );
}
