import { DEFAULT_APPLICATION_SCOPE, isBaykitError, Scope } from 'baykit';
import type { ConsentCompleteInput, EnvId, SignInStart, TokenEvent, TokenPanel } from '../shared/api.js';
import type { ExplorerEnv } from './environments.js';
import { HttpError } from './http.js';
import type { ConsentStates } from './sign-in-state.js';

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

/** Where `/callback` sends the browser, and why when it failed. */
export type CallbackOutcome = { ok: true } | { ok: false; reason: string };

/**
 * The sign-in flows of every environment: application token, OAuth consent (start, `/callback` or pasted
 * redirect URL), Auth'n'Auth (GetSessionID, sign-in, FetchToken), and the token panel's refresh. A baykit
 * failure is recorded as a `failed` event and answered as a 409 problem with baykit's (redacted) message.
 */
export class SignInFlows {
  readonly #envs: ReadonlyMap<EnvId, ExplorerEnv>;
  readonly #states: ConsentStates;

  constructor(envs: ReadonlyMap<EnvId, ExplorerEnv>, states: ConsentStates) {
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
    const state = this.#states.create(env.id, scope);
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
        if (check.consent.env !== env.id) throw new HttpError(409, `Refused: that sign-in was started for ${check.consent.env}, not ${env.id}.`);
        scopes = check.consent.scopes;
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
    const token = await this.#attempt(env, 'user', () => client.oauth2.getToken(exchange, scopes ? { scope: scopes } : {}));
    env.recordObtained(token, 'authorization_code', 'signed-in', 'consent');
    return env.panel();
  }

  /** Starts Auth'n'Auth: GetSessionID (the session id stays here) and the sign-in URL. */
  async startAuthNAuth(env: ExplorerEnv): Promise<SignInStart> {
    const client = env.client;
    const { sessionId, url } = await this.#attempt(env, 'authnauth', () => client.authNAuth.getSessionIdAndAuthUrl());
    env.pendingAuthNAuth = { sessionId, startedAt: Date.now() };
    return { url };
  }

  /** Completes Auth'n'Auth: FetchToken for the session started last (single use). */
  async completeAuthNAuth(env: ExplorerEnv): Promise<TokenPanel> {
    const client = env.client;
    const pending = env.pendingAuthNAuth;
    if (!pending) throw new HttpError(409, "No Auth'n'Auth sign-in is waiting: start one first.");
    env.pendingAuthNAuth = undefined;
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
   * `GET /callback`, where the emulator (or eBay, for a RuName that points here) sends the browser: a consent
   * code with its `state`, a declined consent, or a signed-in Auth'n'Auth session.
   */
  async callback(params: URLSearchParams): Promise<CallbackOutcome> {
    if (params.has('isAuthSuccessful')) return this.#authNAuthCallback(params.get('isAuthSuccessful') === 'true');
    if (!params.has('code') && !params.has('error')) return { ok: false, reason: 'the redirect carries no code' };
    const check = this.#states.take(params.get('state'));
    if (!check.ok) return { ok: false, reason: check.reason };
    const env = this.#envs.get(check.consent.env);
    if (!env?.configured) return { ok: false, reason: `${check.consent.env} has no credentials any more` };
    if (params.has('error')) {
      env.history.add('user', 'failed', `consent declined (${params.get('error')})`);
      return { ok: false, reason: 'consent declined' };
    }
    const code = params.get('code') ?? '';
    try {
      const token = await this.#attempt(env, 'user', () => env.client.oauth2.getToken(code, { scope: check.consent.scopes }));
      env.recordObtained(token, 'authorization_code', 'signed-in', 'consent');
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: error instanceof HttpError ? 'the code exchange failed' : 'unexpected failure' };
    }
  }

  async #authNAuthCallback(successful: boolean): Promise<CallbackOutcome> {
    // The redirect names no session: it completes the one started last (the flow is one tab at a time).
    const env = [...this.#envs.values()]
      .filter((e) => e.pendingAuthNAuth && e.configured)
      .sort((a, b) => (b.pendingAuthNAuth?.startedAt ?? 0) - (a.pendingAuthNAuth?.startedAt ?? 0))[0];
    if (!env) return { ok: false, reason: "no Auth'n'Auth sign-in is waiting" };
    if (!successful) {
      env.pendingAuthNAuth = undefined;
      env.history.add('authnauth', 'failed', 'sign-in declined');
      return { ok: false, reason: 'sign-in declined' };
    }
    try {
      await this.completeAuthNAuth(env);
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: error instanceof HttpError ? 'FetchToken failed' : 'unexpected failure' };
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
