import type { ConsentCompleteInput, EnvId, SessionInfo, SignInStart } from '../../shared/api.js';
import { parseCredentials, type CredentialsFile } from '../files/credentials-file.js';
import { isEnvId, type ExplorerEnv } from '../environments/environments.js';
import { HttpError, objectBody, readJsonBody, sendJson } from '../http/http.js';
import type { RouteContext, Router } from '../http/router.js';
import type { SignInCookie } from './sign-in-cookie.js';
import type { SignInFlows } from './sign-in.js';

/** What the session, credentials, sign-in and token endpoints work on. */
export interface AuthRoutesDeps {
  envs: ReadonlyMap<EnvId, ExplorerEnv>;
  flows: SignInFlows;
  credentials: CredentialsFile;
  session: () => SessionInfo;
  /** Keeps an Auth'n'Auth sign-in's state for a return that cannot carry it (sign-in-cookie.ts). */
  signInCookie: SignInCookie;
}

/** Adds `GET /api/session`, the credentials, sign-in (`/api/auth/…`) and token panel endpoints. */
export function addAuthRoutes(router: Router, deps: AuthRoutesDeps): void {
  const { flows } = deps;
  const env = (ctx: RouteContext): ExplorerEnv => {
    const id = ctx.params.env ?? '';
    const found = isEnvId(id) ? deps.envs.get(id) : undefined;
    if (!found) throw new HttpError(404, `Unknown environment "${id}": use local, sandbox or production.`);
    return found;
  };
  const remote = (ctx: RouteContext): ExplorerEnv & { id: 'sandbox' | 'production' } => {
    const found = env(ctx);
    if (found.id === 'local') {
      throw new HttpError(
        400,
        "The local environment always uses the embedded emulator's test app: its credentials cannot be changed.",
      );
    }
    return found as ExplorerEnv & { id: 'sandbox' | 'production' };
  };
  const body = async (ctx: RouteContext, what: string) => objectBody(await readJsonBody(ctx.req), what);

  router
    .add('GET', '/api/session', ({ res }) => sendJson(res, 200, deps.session()))
    .add('PUT', '/api/environments/:env/credentials', async (ctx) => {
      const target = remote(ctx);
      const parsed = parseCredentials(await body(ctx, 'appId, certId, devId?, ruName?'));
      if (!parsed.ok) throw new HttpError(400, `Credentials refused: ${parsed.problem}`);
      deps.credentials.set(target.id, parsed.credentials);
      flows.forget(target);
      await target.configure(parsed.credentials);
      sendJson(ctx.res, 200, target.summary());
    })
    .add('DELETE', '/api/environments/:env/credentials', async (ctx) => {
      const target = remote(ctx);
      deps.credentials.set(target.id, undefined);
      flows.forget(target);
      await target.configure(undefined);
      sendJson(ctx.res, 200, target.summary());
    })
    .add('POST', '/api/auth/:env/application', async (ctx) => {
      const target = env(ctx);
      const scopes = readScopes(await body(ctx, '{ scopes?: string[] }'));
      sendJson(ctx.res, 200, await flows.mintApplication(target, scopes));
    })
    .add('POST', '/api/auth/:env/consent/start', async (ctx) => {
      const target = env(ctx);
      const scopes = readScopes(await body(ctx, '{ scopes?: string[] }'));
      sendJson(ctx.res, 200, flows.startConsent(target, scopes));
    })
    .add('POST', '/api/auth/:env/consent/complete', async (ctx) => {
      const target = env(ctx);
      const input = readConsentComplete(await body(ctx, '{ redirectUrl?: string, code?: string }'));
      sendJson(ctx.res, 200, await flows.completeConsent(target, input));
    })
    .add('POST', '/api/auth/:env/authnauth/start', async (ctx) => {
      const target = env(ctx);
      await body(ctx, '{}');
      const { url, state } = await flows.startAuthNAuth(target);
      // Only the emulator's return needs it: eBay hands the state back in the URL (ruparams).
      if (target.id === 'local') deps.signInCookie.set(ctx.res, state);
      sendJson(ctx.res, 200, { url } satisfies SignInStart);
    })
    .add('POST', '/api/auth/:env/authnauth/complete', async (ctx) => {
      const target = env(ctx);
      await body(ctx, '{}');
      sendJson(ctx.res, 200, await flows.completeAuthNAuth(target));
    })
    .add('GET', '/api/tokens/:env', async (ctx) => sendJson(ctx.res, 200, await env(ctx).panel()))
    .add('POST', '/api/tokens/:env/refresh', async (ctx) => {
      const target = env(ctx);
      const { kind } = await body(ctx, "{ kind: 'application' | 'user' }");
      if (kind !== 'application' && kind !== 'user') throw new HttpError(400, 'kind must be "application" or "user".');
      sendJson(ctx.res, 200, await flows.refresh(target, kind));
    })
    .add('DELETE', '/api/tokens/:env', async (ctx) => sendJson(ctx.res, 200, await env(ctx).signOut()));
}

/** `scopes` of a sign-in body: absent, or a non-empty list of non-empty strings. */
export function readScopes(body: Record<string, unknown>): string[] | undefined {
  const scopes = body.scopes;
  if (scopes === undefined || scopes === null) return undefined;
  if (
    !Array.isArray(scopes) ||
    scopes.length === 0 ||
    !scopes.every((s): s is string => typeof s === 'string' && s.trim() !== '')
  ) {
    throw new HttpError(
      400,
      'scopes must be a non-empty array of scope URLs, e.g. ["https://api.ebay.com/oauth/api_scope"].',
    );
  }
  return scopes.map((s) => s.trim());
}

function readConsentComplete(body: Record<string, unknown>): ConsentCompleteInput {
  const input: ConsentCompleteInput = {};
  for (const field of ['redirectUrl', 'code'] as const) {
    const value = body[field];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string.`);
    input[field] = value;
  }
  return input;
}
