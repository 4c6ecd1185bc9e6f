import { TokenError } from '../errors/token-error.js';
import { ValidationError } from '../errors/validation-error.js';
import type { ClientContext } from '../internal/context.js';
import { decodeAuthorizationCode } from './authorization-code.js';
import { refusedCode, refusedRefresh } from './refresh-errors.js';
import { requestToken } from './token-request.js';
import { fromTokenResponse, type AccessToken, type EbayTokenResponse, type TokenKind } from './token.js';

// The user-token half of OAuth2: exchanging a consent code, refreshing a user token, and reading a token given to
// `setCredentials` (an application-token program never calls it). `OAuth2` loads this module
// with `import()` only on those paths, so a bundler splits it off and a program that only ever sends application
// tokens (a Browse search) never downloads it (packages/client/README.md#bundle-size).

export { expiredRefreshToken } from './refresh-errors.js';

/** `oauth2.refreshToken()`: refreshes the user token when one is set, else mints a new application token. */
export async function refreshEither(oauth2: {
  getCredentials(kind: TokenKind): Promise<AccessToken | undefined>;
  refreshUserAccessToken(): Promise<AccessToken>;
  mintApplicationAccessToken(): Promise<AccessToken>;
}): Promise<AccessToken> {
  if (await oauth2.getCredentials('user')) return oauth2.refreshUserAccessToken();
  if (await oauth2.getCredentials('application')) return oauth2.mintApplicationAccessToken();
  throw noCredentials();
}

/** `refreshToken()` found neither a user token nor an application token to renew. */
const noCredentials = (): TokenError =>
  new TokenError(
    'Missing credentials. To refresh a token an application access token or user access token must be already set.',
  );

/**
 * The `AccessToken` that `oauth2.setCredentials` was given (a bare token string, eBay's token JSON or an
 * `AccessToken`), as `kind`, received at `now`; `ValidationError` for anything else.
 */
export function credentialsOf(
  token: AccessToken | EbayTokenResponse | string,
  kind: TokenKind,
  scope: readonly string[] | undefined,
  now: number,
): AccessToken {
  if (typeof token === 'string') {
    if (token === '') throw new ValidationError('setCredentials needs a non-empty token.', { parameter: 'token' });
    return { kind, accessToken: token, scope: scope ?? [], obtainedAt: now };
  }
  if ('accessToken' in token && typeof token.accessToken === 'string')
    return { ...token, kind, scope: scope ?? token.scope ?? [] };
  if ('access_token' in token && typeof token.access_token === 'string')
    return fromTokenResponse(token, kind, scope ?? [], now);
  throw new ValidationError(
    "setCredentials takes an access token string, eBay's token JSON ({ access_token, … }) or an AccessToken.",
    { parameter: 'token' },
  );
}

/** There is no refresh token to renew the user token with. */
export function noRefreshToken(): TokenError {
  return new TokenError('Failed to refresh the user access token. Token or refresh_token is not set.');
}

/** A call needs a user token and there is none to send: none was set, or it expired and cannot be refreshed. */
export function noUserToken(current: AccessToken | undefined): TokenError {
  return new TokenError(
    current
      ? 'The user access token has expired and there is no refresh token: set a new token with oauth2.setCredentials.'
      : 'This call needs a user access token: run the consent flow (oauth2.generateAuthUrl, then oauth2.getToken(code)) or call oauth2.setCredentials(token).',
  );
}

/**
 * Exchanges an authorization code (URL-encoded, decoded, or the whole redirect URL) for eBay's token answer
 * (https://developer.ebay.com/api-docs/static/oauth-auth-code-grant-request.html).
 */
export async function exchangeCode(ctx: ClientContext, code: string, ruName: string): Promise<EbayTokenResponse> {
  const decoded = decodeAuthorizationCode(code);
  // Until it is used, the code is as good as a token: a token endpoint that echoes it must not show it.
  ctx.redactor.add(decoded);
  return requestToken(
    ctx,
    { grant_type: 'authorization_code', code: decoded, redirect_uri: ruName },
    'oauth2.getToken',
  ).catch((error: unknown) => {
    throw refusedCode(error);
  });
}

/**
 * Refreshes a user token, asking again for exactly the scopes it was granted
 * (https://developer.ebay.com/api-docs/static/oauth-refresh-token-request.html).
 */
export function refreshUser(ctx: ClientContext, current: AccessToken): Promise<EbayTokenResponse> {
  const form: Record<string, string> = { grant_type: 'refresh_token', refresh_token: current.refreshToken ?? '' };
  // Never narrow a user token to the default scope. Unknown scopes are left out, and eBay then grants everything
  // the user consented to.
  if (current.scope.length > 0) form.scope = current.scope.join(' ');
  return requestToken(ctx, form, 'oauth2.refreshUserAccessToken').catch((error: unknown) => {
    throw refusedRefresh(error, current);
  });
}
