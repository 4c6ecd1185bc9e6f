import { DEFAULT_APPLICATION_SCOPE, isBaykitError, Scope } from 'baykit';
import type { ConsentCompleteInput, EnvId, SignInStart, TokenEvent, TokenPanel } from '../../shared/api.js';
import type { ExplorerEnv } from '../environments/environments.js';
import { HttpError } from '../http/http.js';
import type { PendingSignIn, SignInStates } from './sign-in-state.js';

/**
 * The user scopes a consent flow asks for when the browser names none: what the explorer's forms need most
 * (selling, fulfilment, finances, the user's identity). The emulator grants all of them; a real keyset is
 * granted them by default for the sandbox.
 */
export const DEFAULT_CONSENT_SCOPES: readonly string[] = [
  Scope.API,
  Scope.SELL_INVENTORY,
  Scope.SELL_ACCOUNT,
  Scope.SELL_FULFILLMENT,
  Scope.SELL_MARKETING,
  Scope.SELL_FINANCES,
  Scope.SELL_ANALYTICS_READONLY,
  Scope.SELL_PAYMENT_DISPUTE,
  Scope.COMMERCE_IDENTITY_READONLY,
  Scope.COMMERCE_NOTIFICATION_SUBSCRIPTION,
];

/**
 * What a sign-in return (`GET /callback`) came to: `done` or `failed` for the return of a sign-in this explorer
 * started (its `state` is used up), `refused` for anything else, which changed nothing.
 */
export type CallbackOutcome =
  | { kind: 'done'; state: string }
  | { kind: 'failed'; state: string; reason: string }
  | { kind: 'refused'; reason: string };

/** What `startAuthNAuth` gives the route: the sign-in URL for the browser, and the state to keep in its cookie. */
export interface AuthNAuthStart {
  url: string;
  state: string;
}

/**
 * The sign-in flows of every environment: application token, OAuth consent (start, `/callback` or pasted
 * redirect URL), Auth'n'Auth (GetSessionID, sign-in, FetchToken), and the token panel's refresh. A baykit
 * failure is recorded as a `failed` event and answered as a 409 problem with baykit's (redacted) message.
 */
export class SignInFlows {
  readonly #envs: ReadonlyMap<EnvId, ExplorerEnv>;
  readonly #states: SignInStates;

  constructor(envs: ReadonlyMap<EnvId, ExplorerEnv>, states: SignInStates) {
    this.#envs = envs;
    this.#states = states;
  }

  /** Mints an application token (client credentials) with `scopes`, or baykit's default application scope. */
  async mintApplication(env: ExplorerEnv, scopes: readonly string[] | undefined): Promise<TokenPanel> {
    const client = env.client;
    try {
      client.oauth2.setScope(scopes ?? [DEFAULT_APPLICATION_SCOPE]);
    } catch (error) {
      throw asProblem(error, 400);
    }
    const token = await this.#attempt(env, 'application', () => client.oauth2.mintApplicationAccessToken());
    env.recordObtained(token, 'client_credentials', 'minted');
    return env.panel();
  }

  /** Starts a consent flow: the URL to send the browser to, with a fresh `state` remembered here. */
  startConsent(env: ExplorerEnv, scopes: readonly string[] | undefined): SignInStart {
    const client = env.client;
    const scope = scopes ?? DEFAULT_CONSENT_SCOPES;
    const state = this.#states.createConsent(env.id, scope);
    try {
      return { url: client.oauth2.generateAuthUrl({ scope, state }) };
    } catch (error) {
      this.#states.take(state);
      throw asProblem(error, 400);
    }
  }

  /** Completes a consent flow from the redirect URL (its `state` checked) or a bare code. */
  async completeConsent(env: ExplorerEnv, input: ConsentCompleteInput): Promise<TokenPanel> {
    const client = env.client;
    let code = input.code?.trim();
    let scopes: readonly string[] | undefined;
    if (input.redirectUrl !== undefined) {
      const url = URL.canParse(input.redirectUrl.trim()) ? new URL(input.redirectUrl.trim()) : undefined;
      if (!url) throw new HttpError(400, 'redirectUrl is not a URL: paste the whole address eBay redirected to.');
      const params = url.searchParams;
      if (params.has('state')) {
        const check = this.#states.take(params.get('state'));
        if (!check.ok) throw new HttpError(409, `Refused: ${check.reason}.`);
        if (check.pending.flow !== 'consent')
          throw new HttpError(409, "Refused: that state belongs to an Auth'n'Auth sign-in, not a consent.");
        if (check.pending.env !== env.id)
          throw new HttpError(409, `Refused: that sign-in was started for ${check.pending.env}, not ${env.id}.`);
        scopes = check.pending.scopes;
      }
      if (params.has('error')) {
        env.history.add('user', 'failed', `consent declined (${params.get('error')})`);
        throw new HttpError(409, 'The redirect URL says the user declined the consent.');
      }
      code = params.get('code') ?? undefined;
      if (!code) throw new HttpError(400, 'The redirect URL has no code parameter.');
    }
    if (!code) throw new HttpError(400, 'Give redirectUrl (the address eBay redirected to) or code.');
    const exchange = code;
    const token = await this.#attempt(env, 'user', () =>
      client.oauth2.getToken(exchange, scopes ? { scope: scopes } : {}),
    );
    env.recordObtained(token, 'authorization_code', 'signed-in', 'consent');
    return env.panel();
  }

  /**
   * Starts Auth'n'Auth: GetSessionID (the session id stays here) and the sign-in URL, with a fresh single-use
   * `state`. eBay hands `ruparams` back to the RuName's accept URL as query parameters, so its return carries
   * `state` in the URL; the emulator's does not, so the route also keeps the state in the sign-in cookie.
   */
  async startAuthNAuth(env: ExplorerEnv): Promise<AuthNAuthStart> {
    const client = env.client;
    const { sessionId, url } = await this.#attempt(env, 'authnauth', () => client.authNAuth.getSessionIdAndAuthUrl());
    const state = this.#states.createAuthNAuth(env.id);
    env.pendingAuthNAuth = { sessionId, state };
    // Appended as text: re-serialising the query would turn eBay's bare `SignIn` command into `SignIn=`.
    return { url: `${url}&ruparams=${encodeURIComponent(`state=${state}`)}`, state };
  }

  /** Completes Auth'n'Auth: FetchToken for the session started last (single use, its return then refused). */
  async completeAuthNAuth(env: ExplorerEnv): Promise<TokenPanel> {
    const client = env.client;
    const pending = env.pendingAuthNAuth;
    if (!pending) throw new HttpError(409, "No Auth'n'Auth sign-in is waiting: start one first.");
    env.pendingAuthNAuth = undefined;
    this.#states.take(pending.state);
    const token = await this.#attempt(env, 'authnauth', () => client.authNAuth.fetchToken(pending.sessionId));
    env.recordAuthNAuth(token.eBayAuthToken, token.hardExpirationTime);
    return env.panel();
  }

  /** Drops the flows in progress for `env` (its credentials changed, so their codes belong to another keyset). */
  forget(env: ExplorerEnv): void {
    this.#states.forget(env.id);
    env.pendingAuthNAuth = undefined;
  }

  /** The token panel's refresh button: refreshes the user token, or mints a new application token. */
  async refresh(env: ExplorerEnv, kind: 'application' | 'user'): Promise<TokenPanel> {
    const client = env.client;
    const token = await this.#attempt(env, kind, () =>
      kind === 'user' ? client.oauth2.refreshUserAccessToken() : client.oauth2.mintApplicationAccessToken(),
    );
    env.recordObtained(token, kind === 'user' ? 'refresh_token' : 'client_credentials', 'refreshed-manually');
    return env.panel();
  }

  /**
   * `GET /callback`, where the emulator (or eBay, for a RuName that points here) sends the browser back: a
   * consent code or a declined consent, or an Auth'n'Auth sign-in accepted or declined. Every return must carry
   * the single-use `state` of a sign-in started here: in its URL (consent, and Auth'n'Auth through eBay's
   * `ruparams`) or, for the emulator's Auth'n'Auth return, in the sign-in cookie (`cookieState`). Without one the
   * return is refused and changes nothing, so a link or image on another site cannot end a sign-in or write history.
   *
   * A state in the URL is a secret only the sign-in's own return knows; the cookie is not: a browser sends it on any
   * navigation a page of 127.0.0.1 starts, whatever its port (one site). So a return proved by the cookie alone
   * uses up nothing until FetchToken gives the token of the session waiting (`#cookieReturn`).
   */
  async callback(params: URLSearchParams, cookieState: string | undefined): Promise<CallbackOutcome> {
    const inUrl = params.get('state');
    if (!inUrl) {
      return params.has('isAuthSuccessful') && cookieState
        ? this.#cookieReturn(cookieState, params)
        : { kind: 'refused', reason: 'the return carries no sign-in state' };
    }
    const state = inUrl;
    const check = this.#states.take(state);
    if (!check.ok) return { kind: 'refused', reason: check.reason };
    const env = this.#envs.get(check.pending.env);
    if (!env?.configured) return { kind: 'failed', state, reason: `${check.pending.env} has no credentials any more` };
    return check.pending.flow === 'authnauth'
      ? this.#authNAuthReturn(env, state, params)
      : this.#consentReturn(env, state, check.pending, params);
  }

  /**
   * The emulator's Auth'n'Auth return, whose redirect drops `ruparams`: only the sign-in cookie names its state, and
   * a page on any port of 127.0.0.1 can make the browser send that cookie. So its own word (`isAuthSuccessful`) is
   * not taken: FetchToken decides. The state is used up only when FetchToken gives the token; a return before the
   * sign-in (or a decline, which the emulator never redirects) is refused and leaves the sign-in waiting, with no
   * history written.
   */
  async #cookieReturn(state: string, params: URLSearchParams): Promise<CallbackOutcome> {
    const check = this.#states.peek(state);
    if (!check.ok) return { kind: 'refused', reason: check.reason };
    const env = this.#envs.get(check.pending.env);
    const pending = env?.pendingAuthNAuth;
    if (check.pending.flow !== 'authnauth' || env?.id !== 'local' || pending?.state !== state)
      return { kind: 'refused', reason: "it is not the return of the Auth'n'Auth sign-in waiting on the emulator" };
    if (params.get('isAuthSuccessful') !== 'true')
      return { kind: 'refused', reason: 'a decline without its state in the address proves nothing' };
    // Any failure (not signed in yet, the emulator away) leaves the sign-in as it was.
    const token = await env.client.authNAuth.fetchToken(pending.sessionId).catch(() => undefined);
    if (!token) {
      return {
        kind: 'refused',
        reason: 'the emulator has no token for the sign-in waiting yet (it is not signed in); it is still waiting',
      };
    }
    // A second return that raced this one finds the state used up.
    if (!this.#states.take(state).ok || env.pendingAuthNAuth !== pending)
      return { kind: 'refused', reason: 'its sign-in state is unknown, expired or already used' };
    env.pendingAuthNAuth = undefined;
    env.recordAuthNAuth(token.eBayAuthToken, token.hardExpirationTime);
    return { kind: 'done', state };
  }

  async #consentReturn(
    env: ExplorerEnv,
    state: string,
    pending: Extract<PendingSignIn, { flow: 'consent' }>,
    params: URLSearchParams,
  ): Promise<CallbackOutcome> {
    if (params.has('error')) {
      env.history.add('user', 'failed', `consent declined (${params.get('error')})`);
      return { kind: 'failed', state, reason: 'consent declined' };
    }
    const code = params.get('code');
    if (!code) return { kind: 'failed', state, reason: 'the redirect carries no code' };
    try {
      const token = await this.#attempt(env, 'user', () => env.client.oauth2.getToken(code, { scope: pending.scopes }));
      env.recordObtained(token, 'authorization_code', 'signed-in', 'consent');
      return { kind: 'done', state };
    } catch (error) {
      return {
        kind: 'failed',
        state,
        reason: error instanceof HttpError ? 'the code exchange failed' : 'unexpected failure',
      };
    }
  }

  async #authNAuthReturn(env: ExplorerEnv, state: string, params: URLSearchParams): Promise<CallbackOutcome> {
    // A valid state whose session is gone (signed out meanwhile) has nothing left to complete.
    if (env.pendingAuthNAuth?.state !== state)
      return { kind: 'refused', reason: "its Auth'n'Auth sign-in is no longer waiting" };
    if (params.get('isAuthSuccessful') === 'false') {
      env.pendingAuthNAuth = undefined;
      env.history.add('authnauth', 'failed', 'sign-in declined');
      return { kind: 'failed', state, reason: 'sign-in declined' };
    }
    // Otherwise FetchToken says whether the user really signed in: the return's own word is not needed.
    try {
      await this.completeAuthNAuth(env);
      return { kind: 'done', state };
    } catch (error) {
      return { kind: 'failed', state, reason: error instanceof HttpError ? 'FetchToken failed' : 'unexpected failure' };
    }
  }

  /** Runs a baykit request; its failure becomes a `failed` event and a 409 problem. */
  async #attempt<T>(env: ExplorerEnv, kind: TokenEvent['kind'], run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const problem = asProblem(error, 409);
      env.history.add(kind, 'failed', problem.message);
      throw problem;
    }
  }
}

/** A baykit error as a problem answer (its message is already redacted); anything else is rethrown. */
function asProblem(error: unknown, status: number): HttpError {
  if (error instanceof HttpError) return error;
  if (isBaykitError(error)) return new HttpError(status, error.message);
  throw error;
}
