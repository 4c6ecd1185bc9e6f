import type { CassetteRequest } from 'baykit/cassette';
import type { ReplayCredentials } from './credentials.js';
import type { IdMap } from './id-map.js';

/** Headers the connection sets, not the request. */
const CONNECTION_HEADERS = new Set(['host', 'content-length', 'connection', 'accept-encoding', 'transfer-encoding']);
const TOKEN_ENDPOINT = '/identity/v1/oauth2/token';
/** An Auth'n'Auth token in a Trading body; the replay authenticates with the IAF header instead (no Auth'n'Auth token at hand). */
const AUTH_N_AUTH_TOKEN = /<(?:[\w-]+:)?eBayAuthToken>[\s\S]*?<\/(?:[\w-]+:)?eBayAuthToken>/g;

/**
 * A recorded request verify will not send: its path would leave the emulator's origin (a cassette is input, and
 * `//host/…` or `/\\host/…` resolves to another host), so nothing is sent and the exchange is reported instead.
 */
export class UnsafeReplayError extends Error {
  override readonly name = 'UnsafeReplayError';
}

/** A request to send to the emulator. */
export interface ReplayRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | undefined;
  /** Whether the request carries a bearer token (which may be swapped for the application token, see verify.ts). */
  bearer: boolean;
}

/**
 * The recorded request made ready for the emulator at `origin`: the emulator's ids for the recorded ones, and the
 * emulator's own credentials where the recording's were redacted (the bearer token, an IAF token, Basic keys,
 * Trading's key headers, a code or refresh token in a token request).
 */
export async function replayRequest(
  recorded: CassetteRequest,
  origin: string,
  ids: IdMap,
  credentials: ReplayCredentials,
): Promise<ReplayRequest> {
  const url = new URL(recorded.url);
  const target = emulatorTarget(ids.rewrite(`${url.pathname}${url.search}`), origin);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(recorded.headers))
    if (!CONNECTION_HEADERS.has(name)) headers[name] = ids.rewrite(value);
  const bearer = authorize(headers, credentials);
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (recorded.body && 'text' in recorded.body) {
    body = ids.rewrite(recorded.body.text);
    if (url.pathname === TOKEN_ENDPOINT) body = await tokenForm(body, credentials);
    const withoutToken = body.replace(AUTH_N_AUTH_TOKEN, '');
    if (withoutToken !== body) {
      body = withoutToken;
      headers['x-ebay-api-iaf-token'] = credentials.userToken;
    }
  } else if (recorded.body) {
    body = Uint8Array.from(atob(recorded.body.base64), (c) => c.charCodeAt(0));
  }
  return { url: target.toString(), method: recorded.method, headers, body, bearer };
}

/**
 * The emulator's URL for a recorded path and query: built on the emulator's origin and only its path and query set,
 * never resolved as a relative reference (which would let `//169.254.169.254/…` name another host).
 */
function emulatorTarget(pathAndQuery: string, origin: string): URL {
  const at = pathAndQuery.indexOf('?');
  const path = at < 0 ? pathAndQuery : pathAndQuery.slice(0, at);
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    throw new UnsafeReplayError(
      `its path ${JSON.stringify(path.slice(0, 120))} could name another host than the emulator (it starts with // or holds a backslash)`,
    );
  const target = new URL(origin);
  target.pathname = path;
  target.search = at < 0 ? '' : pathAndQuery.slice(at);
  if (target.origin !== new URL(origin).origin) throw new UnsafeReplayError(`its path leaves the emulator's origin`);
  return target;
}

/** Puts the emulator's credentials where the recording had some; true when the request carries a bearer token. */
function authorize(headers: Record<string, string>, credentials: ReplayCredentials): boolean {
  const { app, userToken } = credentials;
  const keys: Record<string, string> = {
    'x-ebay-api-app-name': app.appId,
    'x-ebay-api-dev-name': app.devId,
    'x-ebay-api-cert-name': app.certId,
    'x-ebay-api-iaf-token': userToken,
  };
  for (const [name, value] of Object.entries(keys)) if (name in headers) headers[name] = value;
  const scheme = /^(\w+)/.exec(headers.authorization ?? '')?.[1]?.toLowerCase();
  if (scheme === 'basic') headers.authorization = `Basic ${btoa(`${app.appId}:${app.certId}`)}`;
  // Post-Order takes an OAuth token as `IAF <token>`; an Auth'n'Auth `TOKEN` is replayed as one too.
  else if (scheme === 'iaf' || scheme === 'token') headers.authorization = `IAF ${userToken}`;
  else if (scheme) headers.authorization = `Bearer ${userToken}`;
  return scheme === 'bearer';
}

/** A token request's form with the emulator's code, refresh token and RuName in place of the recorded ones. */
async function tokenForm(body: string, credentials: ReplayCredentials): Promise<string> {
  const form = new URLSearchParams(body);
  if (form.has('code')) form.set('code', await credentials.code());
  if (form.has('refresh_token')) form.set('refresh_token', credentials.refreshToken);
  if (form.has('redirect_uri')) form.set('redirect_uri', credentials.app.ruName);
  return form.toString();
}
