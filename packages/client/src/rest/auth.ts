import type { GrantNeed, OAuth2 } from '../auth/oauth2.js';
import type { AccessToken } from '../auth/token.js';
import type { EbayApiError } from '../errors/ebay-api-error.js';
import { InvalidAccessTokenError } from '../errors/invalid-access-token-error.js';
import type { Authorization, PipelineRequest } from '../pipeline/pipeline.js';

/** How a REST call authenticates: a grant to fetch from `oauth2`, a caller-given token, or nothing. */
export type RestAuth = { grant: GrantNeed; token?: string | undefined } | { grant: 'none' };

/** The word before the token in a REST `Authorization` header. */
export type AuthScheme = 'IAF' | 'Bearer';

/**
 * The scheme of a REST call: what its catalog entry says (post-order's `auth: 'IAF'`, docs/ebay-facts.md#post-order-auth-and-headers, #rest-request-headers).
 * Only a hand-built `request()` that names none falls back on its path, so raw post-order calls still send `IAF`.
 */
export function authSchemeOf(call: { authScheme?: AuthScheme | undefined; path: string }): AuthScheme {
  return call.authScheme ?? (call.path.startsWith('/post-order/') ? 'IAF' : 'Bearer');
}

/** The `authorize` step for REST: picks the credential for this attempt; a renewable one when it came from `oauth2`. */
export function restAuthorizer(
  oauth2: OAuth2,
  auth: RestAuth,
  scheme: AuthScheme,
): (() => Authorization | undefined | Promise<Authorization | undefined>) | undefined {
  if (auth.grant === 'none') return undefined;
  if (auth.token !== undefined) {
    const headers = { authorization: `${scheme} ${auth.token}` };
    return () => Promise.resolve({ headers });
  }
  const grant = auth.grant;
  // Every call sends the same token until it is renewed: its Authorization is made once (never mutated).
  let last: { token: AccessToken; authorization: Authorization } | undefined;
  const authorization = (token: AccessToken): Authorization => {
    if (last?.token !== token) {
      last = {
        token,
        authorization: {
          headers: { authorization: `${scheme} ${token.accessToken}` },
          renew: () => oauth2.renewAfterRejection(token.kind, token.accessToken),
        },
      };
    }
    return last.authorization;
  };
  return () => {
    // The token at hand without waiting for a promise (the usual case); a promise only when it must be fetched.
    const token = oauth2.tokenNow(grant);
    return token instanceof Promise ? token.then(authorization) : authorization(token);
  };
}

/**
 * Answers that mean "your token is no longer good" (docs/architecture.md#token-lifecycle): errorId 1001 / 'Invalid access token',
 * a 403 from the inventory area, a 401 to an `IAF` token (post-order).
 */
export function isRestCredentialRejected(error: EbayApiError, request: PipelineRequest, scheme: AuthScheme): boolean {
  if (error instanceof InvalidAccessTokenError) return true;
  if (error.status === 401 && scheme === 'IAF') return true;
  return error.status === 403 && new URL(request.url).pathname.startsWith('/sell/inventory/');
}
