import { DEFAULT_APPLICATION_SCOPE } from 'baykit';
import type { EmulatorContext } from '../context.js';
import { oauthError } from '../errors.js';
import type { EmulatorRequest } from '../request.js';
import type { AppRegistration } from '../types.js';
import { REFRESH_TOKEN_TTL_SECONDS, authStoreOf } from './auth-store.js';
import { nonApplicationScopes, parseScopes } from './scopes.js';
import { jsonResponse } from '../json-response.js';

// eBay's error descriptions, verbatim (docs/ebay-facts.md#oauth-error-bodies).
const INVALID_CLIENT = 'client authentication failed';
const INVALID_REQUEST = 'request is missing a required parameter or malformed.';
const INVALID_SCOPE = 'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client';
const INVALID_CODE = 'the provided authorization grant code is invalid or was issued to another client';
const INVALID_REFRESH = 'the provided authorization refresh token is invalid or was issued to another client';
// Not captured from eBay (docs/ebay-facts.md#open-questions lists it as a gap): RFC 6749's meaning, in eBay's lower-case style.
const UNSUPPORTED_GRANT = 'the authorization grant type is not supported by the authorization server';

/**
 * `POST /identity/v1/oauth2/token`: the three grants of docs/ebay-facts.md#token-endpoint–1.4. The client is authenticated
 * first (Basic app id:cert id), then the form is read; errors are eBay's `{error, error_description}` bodies.
 */
export async function handleToken(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  const app = authenticateClient(req.headers.get('authorization'), ctx);
  if (!app) return withNoStore(invalidClient());
  if (req.method !== 'POST') return withNoStore(oauthError(400, 'invalid_request', INVALID_REQUEST));
  const form = await req.form();
  const grantType = form.get('grant_type');
  let response: Response;
  switch (grantType) {
    case null:
    case '':
      response = oauthError(400, 'invalid_request', INVALID_REQUEST);
      break;
    case 'client_credentials':
      response = clientCredentials(form, app, ctx);
      break;
    case 'authorization_code':
      response = authorizationCode(form, app, ctx);
      break;
    case 'refresh_token':
      response = refreshToken(form, app, ctx);
      break;
    default:
      response = oauthError(400, 'unsupported_grant_type', UNSUPPORTED_GRANT);
  }
  return withNoStore(response);
}

function clientCredentials(form: URLSearchParams, app: AppRegistration, ctx: EmulatorContext): Response {
  const requested = parseScopes(form.get('scope'));
  const scopes = requested.length > 0 ? requested : [DEFAULT_APPLICATION_SCOPE];
  if (nonApplicationScopes(scopes).length > 0) return oauthError(400, 'invalid_scope', INVALID_SCOPE);
  const token = authStoreOf(ctx).issue('application', app.appId, scopes);
  return jsonResponse({
    access_token: token.token,
    expires_in: ctx.tokenTtlSeconds,
    token_type: 'Application Access Token',
  });
}

function authorizationCode(form: URLSearchParams, app: AppRegistration, ctx: EmulatorContext): Response {
  const code = form.get('code');
  const redirectUri = form.get('redirect_uri');
  if (!code || !redirectUri) return oauthError(400, 'invalid_request', INVALID_REQUEST);
  const store = authStoreOf(ctx);
  // redirect_uri is the RuName, not a URL (docs/ebay-facts.md#token-endpoint); the code is bound to the one the consent named.
  const grant = redirectUri === app.ruName ? store.redeemCode(code, app.appId, redirectUri) : undefined;
  if (!grant) return oauthError(400, 'invalid_grant', INVALID_CODE);
  const token = store.issue('user', app.appId, grant.scopes, grant.user);
  const refresh = store.issueRefreshToken(grant);
  // Field order as eBay sends it (docs/ebay-facts.md#token-responses-and-lifetimes).
  return jsonResponse({
    access_token: token.token,
    expires_in: ctx.tokenTtlSeconds,
    refresh_token: refresh.token,
    refresh_token_expires_in: REFRESH_TOKEN_TTL_SECONDS,
    token_type: 'User Access Token',
  });
}

function refreshToken(form: URLSearchParams, app: AppRegistration, ctx: EmulatorContext): Response {
  const value = form.get('refresh_token');
  if (!value) return oauthError(400, 'invalid_request', INVALID_REQUEST);
  const store = authStoreOf(ctx);
  const grant = store.checkRefreshToken(value, app.appId);
  if (!grant) return oauthError(400, 'invalid_grant', INVALID_REFRESH);
  const requested = parseScopes(form.get('scope'));
  // Same as, or a subset of, the consented scopes — a refresh never widens a grant (docs/ebay-facts.md#token-endpoint, docs refresh page).
  if (requested.some((s) => !grant.scopes.includes(s))) return oauthError(400, 'invalid_scope', INVALID_SCOPE);
  const token = store.issue('user', app.appId, requested.length > 0 ? requested : grant.scopes, grant.user);
  // No new refresh token: the old one stays the one to use (docs/ebay-facts.md#token-responses-and-lifetimes).
  return jsonResponse({ access_token: token.token, expires_in: ctx.tokenTtlSeconds, token_type: 'User Access Token' });
}

/** The app whose app id and cert id the Basic header carries, or undefined. */
function authenticateClient(header: string | null, ctx: EmulatorContext): AppRegistration | undefined {
  const match = /^basic\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  let decoded: string;
  try {
    decoded = new TextDecoder().decode(Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const app = ctx.apps.get(decoded.slice(0, colon));
  return app && app.certId === decoded.slice(colon + 1) ? app : undefined;
}

function invalidClient(): Response {
  const response = oauthError(401, 'invalid_client', INVALID_CLIENT);
  // RFC 6749 §5.2: a 401 to a client that used the Authorization header names the scheme to use.
  response.headers.set('www-authenticate', 'Basic');
  return response;
}

function withNoStore(response: Response): Response {
  // RFC 6749 §5.1: token answers must not be cached.
  response.headers.set('cache-control', 'no-store');
  response.headers.set('pragma', 'no-cache');
  return response;
}
