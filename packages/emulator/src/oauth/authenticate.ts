import type { EmulatorContext, TokenInfo } from '../context.js';
import { accessDenied, invalidAccessToken, missingAccessToken } from '../errors.js';
import type { EmulatorRequest } from '../request.js';
import { authStoreOf, type ClassicTokenInfo } from './auth-store.js';
import { grantableTo } from './scopes.js';
import { xmlError, type XmlError } from './xml-error.js';

/** What an operation needs from its caller's token (from the catalog: grant, scopes, and the path's scheme). */
export interface AuthNeed {
  /**
   * The catalog's grant: which token the client fetches. Only `user` is enforced as a kind (an operation acting for
   * a user); otherwise the scopes decide, as at eBay (`grantProblem`).
   */
  grant: 'user' | 'application' | 'auto';
  /** Alternatives, as eBay lists them: any one of them is enough. Empty: any scope. */
  scopes: readonly string[];
  /** `IAF` for Post-Order (`IAF <token>` or `TOKEN <classic token>`), `Bearer` for every other REST API. */
  scheme: 'Bearer' | 'IAF';
}

/** The result of authenticating a REST call: the token, or the eBay error answer to send. */
export type RestAuthResult = { ok: true; token: TokenInfo } | { ok: false; response: Response };

/**
 * Authenticates a REST call (docs/architecture.md#emulator, the auth step): 401/1002 without a token; 401/1001 for a wrong scheme
 * word or an unknown or expired token; 403/1100 for an application token where a user must act, or a token granted
 * none of the scopes
 * (docs/ebay-facts.md#rest-errors). Scheme words are matched in any case (ebay-api (hendt) sends `Token`, docs/ebay-facts.md#post-order-auth-and-headers).
 */
export function authenticateRest(req: EmulatorRequest, ctx: EmulatorContext, need: AuthNeed): RestAuthResult {
  const header = req.headers.get('authorization')?.trim() ?? '';
  const [word = '', value = ''] = splitScheme(header);
  if (value === '') return { ok: false, response: missingAccessToken() };
  const scheme = word.toLowerCase();
  let token: TokenInfo;
  if (need.scheme === 'IAF' && scheme === 'token') {
    // A classic token carries no OAuth scopes: it stands for everything the user can do (docs/ebay-facts.md#post-order-auth-and-headers).
    const classic = authStoreOf(ctx).checkClassicToken(value);
    if (!classic.ok) return { ok: false, response: invalidAccessToken() };
    token = classicAsToken(classic.info);
  } else {
    if (scheme !== need.scheme.toLowerCase()) return { ok: false, response: invalidAccessToken() };
    const check = ctx.state.auth.check(value);
    if (!check.ok) return { ok: false, response: invalidAccessToken() };
    token = check.info;
  }
  const denied = grantProblem(token, need, scheme === 'token');
  return denied ? { ok: false, response: accessDenied(denied) } : { ok: true, token };
}

/**
 * Authenticates the `X-EBAY-API-IAF-TOKEN` header of an XML call: 21917053 when expired, 21916984 when
 * unknown or not a token the call takes (docs/ebay-facts.md#xml-error-codes; eBay rejects application tokens on Trading
 * with the same "invalid" error).
 */
export function authenticateIaf(
  headerValue: string | null | undefined,
  ctx: EmulatorContext,
  need: { grant: AuthNeed['grant']; scopes?: readonly string[] },
): { ok: true; token: TokenInfo } | { ok: false; failure: XmlError } {
  const check = ctx.state.auth.check(headerValue?.trim() ?? '');
  if (!check.ok && check.reason === 'expired') {
    // The trailing space is eBay's (docs/ebay-facts.md#xml-error-codes).
    return { ok: false, failure: xmlError('21917053', 'Expired IAF token.', 'IAF token supplied is expired. ') };
  }
  if (!check.ok || grantProblem(check.info, { grant: need.grant, scopes: need.scopes ?? [] }, false)) {
    return { ok: false, failure: xmlError('21916984', 'Invalid IAF token.', 'IAF token supplied is invalid.') };
  }
  return { ok: true, token: check.info };
}

/**
 * Authenticates a classic token from `RequesterCredentials/eBayAuthToken`: 931 when unknown, 932 when past
 * its HardExpirationTime (docs/ebay-facts.md#xml-error-codes; the 932 long message is eBay's as remembered, not captured).
 */
export function authenticateClassic(
  token: string,
  ctx: EmulatorContext,
): { ok: true; token: ClassicTokenInfo } | { ok: false; failure: XmlError } {
  const check = authStoreOf(ctx).checkClassicToken(token.trim());
  if (check.ok) return { ok: true, token: check.info };
  const failure =
    check.reason === 'expired'
      ? xmlError(
          '932',
          'Auth token is hard expired.',
          'Auth token is hard expired, User needs to generate a new token for this application.',
        )
      : xmlError('931', 'Auth token is invalid.', 'Validation of the authentication token in API request failed.');
  return { ok: false, failure };
}

/**
 * Why `token` may not call an operation needing `need`, or undefined when it may. eBay decides by scope: a token
 * granted any one of the scopes an operation lists may call it, whichever grant flow minted it
 * (https://developer.ebay.com/api-docs/static/oauth-token-types.html, "About access tokens and scopes";
 * https://developer.ebay.com/api-docs/static/oauth-scopes.html). So a user token granted the base scope reads
 * Browse and Taxonomy, and an application token creates a subscription (`api_scope` is among its scopes). A
 * scope counts only where that kind of token can hold it (`grantableTo`). The grant itself decides only for an
 * operation that acts for a user and lists no scopes (Post-Order, Trading: `grant: 'user'`).
 */
function grantProblem(
  token: TokenInfo,
  need: Pick<AuthNeed, 'grant' | 'scopes'>,
  classic: boolean,
): string | undefined {
  if (need.grant === 'user' && token.grant !== 'user') {
    return 'This operation needs a user access token (authorization code grant); an application access token was sent.';
  }
  if (classic || need.scopes.length === 0) return undefined;
  const holdable = need.scopes.filter((s) => grantableTo(token.grant, s));
  if (holdable.some((s) => token.scopes.includes(s))) return undefined;
  if (holdable.length === 0) {
    const needed = token.grant === 'user' ? 'an application' : 'a user';
    const flow = token.grant === 'user' ? 'client credentials' : 'authorization code';
    return `This operation needs ${needed} access token (${flow} grant): a ${token.grant} access token cannot be granted any of its scopes (${need.scopes.join(' ')}).`;
  }
  return `The access token was granted none of the scopes this operation needs: ${need.scopes.join(' ')}`;
}

function splitScheme(header: string): [string, string] {
  const space = header.search(/\s/);
  // A header with one word is a token without its scheme word; it still fails as an invalid token.
  if (space < 0) return header === '' ? ['', ''] : ['', header];
  return [header.slice(0, space), header.slice(space).trim()];
}

function classicAsToken(info: ClassicTokenInfo): TokenInfo {
  return {
    token: info.token,
    grant: 'user',
    appId: info.appId,
    scopes: [],
    user: info.user,
    expiresAt: info.hardExpiresAt,
  };
}
