import { DEFAULT_APPLICATION_SCOPE, isUserOnlyScope } from '../enums/scope.js';
import { isScopeList, requireOption } from '../config.js';
import { ValidationError } from '../errors/validation-error.js';
import { AUTHORIZE_PATH, baseUrl } from '../hosts.js';
import type { ClientContext } from '../internal/context.js';
import { loadPart } from '../internal/load-part.js';
import type { RefreshListener } from './events.js';
import { requestToken } from './token-request.js';
import type * as UserGrant from './user-grant.js';
import type { UserTokens } from './user-grant.js';
import { MemoryTokenStore, tokenKey } from './token-store.js';
import { fromTokenResponse, isUsable, type AccessToken, type EbayTokenResponse, type TokenKind } from './token.js';

/** Options of a consent URL. */
export interface AuthUrlOptions {
  /** Scopes to ask the user for. Default: the client's scopes (`setScope` / `scope` option). */
  scope?: readonly string[];
  /** Opaque value eBay echoes back; check it when the user returns. */
  state?: string;
  /** `login` forces a fresh sign-in. */
  prompt?: 'login';
  /** Language of the consent page, e.g. `de-DE`. */
  locale?: string;
}

/** Which token a call needs: a user token, an application token, or the user token when there is one. */
export type GrantNeed = 'user' | 'application' | 'auto';

/** The user-token half (code exchange, refresh): loaded only on those paths, so an app-token program never carries it. */
const userGrant = (): Promise<typeof UserGrant> => loadPart(import('./user-grant.js'));

/** The application scopes of a scope list and the store key of each token kind. */
interface Scoped {
  of: readonly string[];
  scope: readonly string[];
  user: string;
  application: string;
}

/**
 * OAuth 2.0 for one client (`ebay.oauth2`): application tokens by client credentials, the consent URL,
 * code exchange, refresh, and single-flight renewal — however many calls need a new token at once,
 * one token request is made and all of them wait for it (docs/architecture.md#token-lifecycle).
 */
export class OAuth2 {
  readonly #ctx: ClientContext;
  readonly #listeners = new Set<RefreshListener>();
  #scope: readonly string[];
  /** `applicationScope(#scope)` and the token keys, computed once per scope list (every call needs them). */
  #derived: Scoped | undefined;
  /** Scopes of the last consent URL: what a code exchanged next was granted for. */
  #consentScope: readonly string[] | undefined;
  #writes: Promise<void> = Promise.resolve();
  /** Writes not yet settled: while there are none, a read needs not wait for them. */
  #pendingWrites = 0;

  /** @internal Created by the client. */
  constructor(ctx: ClientContext) {
    this.#ctx = ctx;
    this.#scope = ctx.config.scope;
  }

  /** The scopes used for consent URLs and (the application-grantable ones) for application tokens. */
  get scope(): readonly string[] {
    return this.#scope;
  }

  /** Sets the scopes of later consent URLs and application tokens. */
  setScope(scope: readonly string[]): void {
    if (!isScopeList(scope)) {
      throw new ValidationError('setScope takes a non-empty array of scope URLs.', { parameter: 'scope' });
    }
    this.#scope = Object.freeze([...scope]);
    this.#ctx.renewals.forget(this.#key('application'));
  }

  /** Subscribes to every new token (`kind` says user or application). */
  on(event: 'refresh', listener: RefreshListener): this {
    if (event !== 'refresh') throw new ValidationError(`Unknown event "${String(event)}": only "refresh" is emitted.`);
    this.#listeners.add(listener);
    return this;
  }

  /** Removes a listener added with `on`. */
  off(event: 'refresh', listener: RefreshListener): this {
    if (event === 'refresh') this.#listeners.delete(listener);
    return this;
  }

  /** The user consent URL (docs/ebay-facts.md#consent-url-and-redirect). Needs `appId` and `ruName`. */
  generateAuthUrl(options: AuthUrlOptions = {}): string {
    const ruName = requireOption(this.#ctx.config, 'ruName', 'generateAuthUrl');
    const appId = requireOption(this.#ctx.config, 'appId', 'generateAuthUrl');
    const scope = options.scope ?? this.#scope;
    this.#consentScope = scope;
    // Built by hand so spaces become %20, the form eBay documents for the scope list.
    const params = {
      client_id: appId,
      redirect_uri: ruName,
      response_type: 'code',
      scope: scope.join(' '),
      state: options.state,
      prompt: options.prompt,
      locale: options.locale,
    };
    let query = '';
    for (const [k, v] of Object.entries(params))
      if (v !== undefined) query += `${query ? '&' : ''}${k}=${encodeURIComponent(v)}`;
    return `${baseUrl('auth', this.#ctx.config)}${AUTHORIZE_PATH}?${query}`;
  }

  /**
   * Exchanges an authorization code for a user token, stores it and returns it. Accepts the code as it
   * arrives in the redirect (URL-encoded), already decoded, or the whole redirect URL. The token is recorded
   * as granted the scopes of the last consent URL (or `options.scope`).
   */
  async getToken(code: string, options: { scope?: readonly string[] } = {}): Promise<AccessToken> {
    const grant = await userGrant();
    return grant.tokenFromCode(this.#user(), code, () => options.scope ?? this.#consentScope ?? this.#scope);
  }

  /**
   * Sets the user token (or, with `kind: 'application'`, the application token): an `AccessToken`, eBay's
   * token JSON, or a bare access token string (expiry unknown: used until eBay rejects it). Give `scope`
   * when you know what the user granted; unknown scopes are left out of refreshes, so eBay keeps them all.
   */
  async setCredentials(
    token: AccessToken | EbayTokenResponse | string,
    options: { kind?: TokenKind; scope?: readonly string[] } = {},
  ): Promise<void> {
    const kind = options.kind ?? (typeof token === 'object' && 'kind' in token ? token.kind : 'user');
    const now = this.#ctx.clock.now();
    // Queued now, before the user-token half (which reads the token) has loaded: a call made without awaiting this
    // one still waits for the token. The token is read in the queue, so a refused one rejects only this call.
    await this.#write(kind, async () => {
      const read = (await userGrant()).credentialsOf(token, kind, options.scope, now);
      this.#ctx.redactor.add(read.accessToken, read.refreshToken);
      this.#ctx.renewals.forget(this.#key(kind));
      return read;
    });
  }

  /** The stored token of a kind (default: the user token) with its refresh token and expiry, if any. */
  async getCredentials(kind: TokenKind = 'user'): Promise<AccessToken | undefined> {
    return this.#read(kind);
  }

  /** A usable access token: the user token when one is set (refreshed when due), else an application token. */
  async getAccessToken(): Promise<string> {
    return (await this.token('auto')).accessToken;
  }

  /** Refreshes the user token when one is set, else mints a new application token. */
  async refreshToken(): Promise<AccessToken> {
    return (await userGrant()).refreshEither(this);
  }

  /** Refreshes the user token with its refresh token, asking for the scopes it was granted. */
  async refreshUserAccessToken(): Promise<AccessToken> {
    return (await userGrant()).refreshUserToken(this.#user());
  }

  /** Mints a new application token (client credentials grant). */
  async mintApplicationAccessToken(): Promise<AccessToken> {
    return this.#renew('application', await this.#read('application'));
  }

  /**
   * @internal The token a call should send, at once (no promise) when it is at hand: the client's memory store
   * holds it, no write to it is pending and it is not due. Else as `token(need)`.
   */
  tokenNow(need: GrantNeed): AccessToken | Promise<AccessToken> {
    const store = this.#ctx.store as MemoryTokenStore;
    // Exactly baykit's memory store: a subclass may answer with promises.
    if (this.#pendingWrites === 0 && Object.getPrototypeOf(store) === MemoryTokenStore.prototype) {
      const current =
        (need === 'application' ? undefined : store.get(this.#key('user'))) ??
        (need === 'user' ? undefined : store.get(this.#key('application')));
      // Registered with the redactor by the pipeline as it is sent; its refresh token when a renewal reads it.
      if (current && isUsable(current, this.#ctx.clock.now())) return current;
    }
    return this.token(need);
  }

  /** @internal The token a call should send; renews it first when it is due (single flight). */
  async token(need: GrantNeed): Promise<AccessToken> {
    const user = need === 'application' ? undefined : await this.#read('user');
    const kind: TokenKind = need === 'auto' ? (user ? 'user' : 'application') : need;
    const current = kind === 'user' ? user : await this.#read('application');
    if (current && isUsable(current, this.#ctx.clock.now())) return current;
    // What to do without a user token is said by the user-token half: an app-token program does not carry it.
    if (kind === 'user' && !current?.refreshToken) throw (await userGrant()).noUserToken(current);
    return this.#renew(kind, current);
  }

  /**
   * @internal eBay rejected `stale`: renew it once for everyone. When another call already renewed it,
   * nothing is sent; when renewing it already failed for good, that failure is raised again.
   */
  async renewAfterRejection(kind: TokenKind, stale: string): Promise<void> {
    const current = await this.#read(kind);
    if (current && current.accessToken !== stale) return;
    if (kind === 'user' && !current?.refreshToken) throw (await userGrant()).noRefreshToken();
    await this.#renew(kind, current ?? undefined, stale);
  }

  #renew(kind: TokenKind, current: AccessToken | undefined, from = current?.accessToken): Promise<AccessToken> {
    if (kind === 'user' && current) return userGrant().then((grant) => grant.renewUser(this.#user(), current, from));
    return this.#single(kind, from, () => this.#mintApplication());
  }

  /** What the user-token half (user-grant.ts) may use of this OAuth2 for the user token. */
  #user(): UserTokens {
    return {
      ctx: this.#ctx,
      read: () => this.#read('user'),
      store: (token, fresh) => {
        if (fresh) this.#ctx.renewals.forget(this.#key('user'));
        return this.#store(token);
      },
      single: (from, renew) => this.#single('user', from, renew),
    };
  }

  /** Runs `renew` once for every caller holding `from` (in process first; a shared store may add its own). */
  #single(kind: TokenKind, from: string | undefined, renew: () => Promise<AccessToken>): Promise<AccessToken> {
    const shared = this.#ctx.store.renew?.bind(this.#ctx.store);
    const key = this.#key(kind);
    return this.#ctx.renewals.run(key, from, this.#ctx.clock.now(), shared ? () => shared(key, from, renew) : renew);
  }

  async #mintApplication(): Promise<AccessToken> {
    const scope = this.#scoped().scope;
    const response = await requestToken(
      this.#ctx,
      { grant_type: 'client_credentials', scope: scope.join(' ') },
      'oauth2.mintApplicationAccessToken',
    );
    const token = fromTokenResponse(response, 'application', scope, this.#ctx.clock.now());
    await this.#store(token);
    return token;
  }

  async #store(token: AccessToken): Promise<void> {
    await this.#write(token.kind, token);
    // A plain loop, not node:events (it runs in browsers); a throwing listener is reported, not fatal.
    for (const listener of this.#listeners) {
      try {
        listener(token, { kind: token.kind });
      } catch (error) {
        this.#ctx.log.warn(`A refresh listener threw: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** `applicationScope(#scope)` and the store key of each token kind, made once per scope list (every call needs them). */
  #scoped(): Scoped {
    if (this.#derived?.of !== this.#scope) {
      const scope = applicationScope(this.#scope);
      const { environment, config } = this.#ctx;
      // One application token serves every account of an app; user tokens are each account's own.
      this.#derived = {
        of: this.#scope,
        scope,
        user: tokenKey({ environment, appId: config.appId, kind: 'user', account: config.account }),
        application: tokenKey({ environment, appId: config.appId, kind: 'application', scope }),
      };
    }
    return this.#derived;
  }

  #key(kind: TokenKind): string {
    return this.#scoped()[kind];
  }

  /** Stores `token` (of `kind`: its key is taken now) after earlier writes; one setCredentials refused stores nothing. */
  async #write(kind: TokenKind, token: AccessToken | (() => Promise<AccessToken>)): Promise<void> {
    const key = this.#key(kind);
    // Reads wait for earlier writes, so a token set without awaiting is still seen by the next call.
    this.#pendingWrites++;
    const write = this.#writes.then(async () => {
      const value = typeof token === 'function' ? await token() : token;
      try {
        await this.#ctx.store.set(key, value);
      } catch (error) {
        this.#ctx.log.warn(`Token store write failed: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    });
    this.#writes = write.catch(() => undefined).finally(() => void this.#pendingWrites--);
    await write;
  }

  async #read(kind: TokenKind): Promise<AccessToken | undefined> {
    await this.#writes;
    const token = await this.#ctx.store.get(this.#key(kind));
    if (token) this.#ctx.redactor.add(token.accessToken, token.refreshToken);
    return token;
  }
}

/**
 * The scopes to request for an application token: user-only scopes (which eBay refuses for the client
 * credentials grant) are left out, others kept; the base scope when nothing is left.
 */
export function applicationScope(scope: readonly string[]): readonly string[] {
  const kept = scope.filter((s) => !isUserOnlyScope(s));
  return kept.length > 0 ? kept : [DEFAULT_APPLICATION_SCOPE];
}
