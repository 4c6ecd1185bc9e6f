import { TokenError } from '../errors/token-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { requireOption } from '../config.js';
import type { ClientContext } from '../internal/context.js';
import { decodeAuthorizationCode } from './authorization-code.js';
import { expiredRefreshToken, refusedCode, refusedRefresh } from './refresh-errors.js';
import { requestToken } from './token-request.js';
import { fromTokenResponse, type AccessToken, type EbayTokenResponse, type TokenKind } from './token.js';

// The user-token half of OAuth2: exchanging a consent code, refreshing a user token, and reading a token given to
// `setCredentials` (an application-token program never calls it). `OAuth2` loads this module
// with `import()` only on those paths, so a bundler splits it off and a program that only ever sends application
// tokens (a Browse search) never downloads it (packages/client/README.md#bundle-size).

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

/** What the user-token half may use of an `OAuth2` (which hands it over): its context and its user token. */
export interface UserTokens {
  readonly ctx: ClientContext;
  /** The stored user token. */
  read(): Promise<AccessToken | undefined>;
  /** Stores a new user token and tells the listeners; `fresh`: a renewal remembered for the old one is forgotten. */
  store(token: AccessToken, fresh: boolean): Promise<void>;
  /** Runs `renew` once for every caller holding the user token `from` (single flight). */
  single(from: string | undefined, renew: () => Promise<AccessToken>): Promise<AccessToken>;
}

/**
 * `oauth2.getToken`: exchanges a consent code for a user token and stores it, recorded as granted `scope()` (read
 * when eBay has answered).
 */
export async function tokenFromCode(
  user: UserTokens,
  code: string,
  scope: () => readonly string[],
): Promise<AccessToken> {
  const ruName = requireOption(user.ctx.config, 'ruName', 'getToken');
  const response = await exchangeCode(user.ctx, code, ruName);
  const token = fromTokenResponse(response, 'user', scope(), user.ctx.clock.now());
  await user.store(token, true);
  return token;
}

/** `oauth2.refreshUserAccessToken`: refreshes the user token with its refresh token. */
export async function refreshUserToken(user: UserTokens): Promise<AccessToken> {
  const current = await user.read();
  if (!current?.refreshToken) throw noRefreshToken();
  return renewUser(user, current, current.accessToken);
}

/**
 * Renews the user token `current` (whose access token was `from`) once for everyone holding it. A refresh token past
 * its known expiry is refused here, before any request (eBay would refuse it too).
 */
export function renewUser(user: UserTokens, current: AccessToken, from: string | undefined): Promise<AccessToken> {
  const expired = expiredRefreshToken(current, user.ctx.clock.now());
  if (expired) throw expired;
  return user.single(from, async () => {
    const response = await refreshUser(user.ctx, current);
    const token = fromTokenResponse(response, 'user', current.scope, user.ctx.clock.now());
    // A refresh answer may leave out the refresh token: the one the token was refreshed with is kept.
    token.refreshToken ??= current.refreshToken;
    token.refreshTokenExpiresAt ??= current.refreshTokenExpiresAt;
    // Credentials set while the refresh was in flight win: the refreshed token still serves the calls that were
    // waiting for it, but it does not replace the newer one.
    const stored = await user.read();
    if (!stored || stored.accessToken === current.accessToken) await user.store(token, false);
    return token;
  });
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
async function exchangeCode(ctx: ClientContext, code: string, ruName: string): Promise<EbayTokenResponse> {
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
function refreshUser(ctx: ClientContext, current: AccessToken): Promise<EbayTokenResponse> {
  const form: Record<string, string> = { grant_type: 'refresh_token', refresh_token: current.refreshToken ?? '' };
  // Never narrow a user token to the default scope. Unknown scopes are left out, and eBay then grants everything
  // the user consented to.
  if (current.scope.length > 0) form.scope = current.scope.join(' ');
  return requestToken(ctx, form, 'oauth2.refreshUserAccessToken').catch((error: unknown) => {
    throw refusedRefresh(error, current);
  });
}
