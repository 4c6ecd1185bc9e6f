import type { ClientContext } from '../internal/context.js';
import { decodeAuthorizationCode } from './authorization-code.js';
import { refusedCode, refusedRefresh } from './refresh-errors.js';
import { requestToken } from './token-request.js';
import type { AccessToken, EbayTokenResponse } from './token.js';

// The user-token half of OAuth2: exchanging a consent code and refreshing a user token. `OAuth2` loads this module
// with `import()` only on those paths, so a bundler splits it off and a program that only ever sends application
// tokens (a Browse search) never downloads it (packages/client/README.md#bundle-size).

export { expiredRefreshToken } from './refresh-errors.js';

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
