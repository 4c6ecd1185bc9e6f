import type { EmulatorClock } from '../clock.js';
import type { AuthStore, EmulatorContext, TokenCheck, TokenInfo } from '../context.js';
import type { SeededRandom } from '../random.js';
import { DEFAULT_TEST_USER } from './test-user.js';
import {
  accessTokenString,
  authorizationCodeString,
  classicTokenString,
  refreshTokenString,
  sessionIdString,
} from './token-strings.js';

/** Lifetime of an authorization code: the redirect says `expires_in=299` (docs/ebay-facts.md#consent-url-and-redirect). */
export const AUTHORIZATION_CODE_TTL_SECONDS = 299;
/** Lifetime of a refresh token, ≈ 18 months (docs/ebay-facts.md#token-responses-and-lifetimes). */
export const REFRESH_TOKEN_TTL_SECONDS = 47_304_000;
/** An Auth'n'Auth SessionID must be signed in within 5 minutes (docs/ebay-facts.md#session-and-sign-in-flow). */
export const SESSION_TTL_SECONDS = 300;
/** eBay keeps a signed-in SessionID → token pair for 48 hours (KB 1052, docs/ebay-facts.md#session-and-sign-in-flow). */
export const SIGNED_IN_SESSION_TTL_SECONDS = 48 * 3600;
/** A classic token lasts about 18 months before its HardExpirationTime. */
export const CLASSIC_TOKEN_TTL_SECONDS = 47_304_000;
// Defined apart so that the world's stores can seed the test user's records without importing the token store.
export { DEFAULT_TEST_USER };

/** Options of `MemoryAuthStore`. */
export interface MemoryAuthStoreOptions {
  clock: EmulatorClock;
  /** The source of every token string: the same seed and call order give the same tokens. */
  random: SeededRandom;
  /** Lifetime of access tokens, in seconds. */
  tokenTtlSeconds: number;
}

/** What a refresh token (or an authorization code) was granted for. */
export interface UserGrant {
  appId: string;
  scopes: string[];
  user: string;
}

/** An issued refresh token. */
export interface RefreshTokenInfo extends UserGrant {
  token: string;
  /** Ms since the epoch (emulator clock). */
  expiresAt: number;
}

/** An issued authorization code, bound to the app, the RuName and the consented scopes. */
export interface AuthorizationCodeInfo extends UserGrant {
  code: string;
  ruName: string;
  expiresAt: number;
}

/** An Auth'n'Auth session (GetSessionID → sign-in → FetchToken). */
export interface AuthSessionInfo {
  sessionId: string;
  appId: string;
  ruName: string;
  /** Sign-in deadline, ms since the epoch. */
  expiresAt: number;
  /** The test user who signed in, once signed in. */
  user?: string;
  signedInAt?: number;
}

/** A classic token issued by FetchToken. */
export interface ClassicTokenInfo {
  token: string;
  appId: string;
  user: string;
  /** HardExpirationTime, ms since the epoch. */
  hardExpiresAt: number;
}

/** The result of looking up a session. */
export type SessionLookup = { ok: true; session: AuthSessionInfo } | { ok: false; reason: 'unknown' | 'expired' };

/** The result of FetchToken on a session. */
export type ClassicTokenFetch =
  { ok: true; token: ClassicTokenInfo } | { ok: false; reason: 'unknown' | 'expired' | 'not-signed-in' };

/** The result of checking a classic token. */
export type ClassicTokenCheck = { ok: true; info: ClassicTokenInfo } | { ok: false; reason: 'unknown' | 'expired' };

/**
 * The emulator's in-memory tokens, codes and sessions. One per emulator state (reset replaces it), so
 * nothing outlives `reset()` and two emulators never share a token.
 */
export class MemoryAuthStore implements AuthStore {
  readonly #clock: EmulatorClock;
  readonly #random: SeededRandom;
  readonly #ttlMs: number;
  readonly #access = new Map<string, TokenInfo>();
  readonly #expired = new Set<string>();
  readonly #refresh = new Map<string, RefreshTokenInfo>();
  readonly #codes = new Map<string, AuthorizationCodeInfo>();
  readonly #sessions = new Map<string, AuthSessionInfo & { token?: ClassicTokenInfo }>();
  readonly #classic = new Map<string, ClassicTokenInfo>();
  readonly #revoked = new Set<string>();

  constructor(options: MemoryAuthStoreOptions) {
    this.#clock = options.clock;
    this.#random = options.random;
    this.#ttlMs = options.tokenTtlSeconds * 1000;
  }

  /** What an access token grants, or why it is unusable. */
  check(token: string): TokenCheck {
    const info = this.#access.get(token);
    if (!info) return { ok: false, reason: 'unknown' };
    if (this.#expired.has(token) || this.#clock.now() >= info.expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, info: copyToken(info) };
  }

  /** Issues an access token; a user token without a named user belongs to the default test user. */
  issue(grant: 'user' | 'application', appId: string, scopes: string[], user?: string): TokenInfo {
    const info: TokenInfo = {
      token: accessTokenString(this.#random, grant),
      grant,
      appId,
      scopes: [...scopes],
      expiresAt: this.#clock.now() + this.#ttlMs,
    };
    if (grant === 'user') info.user = user ?? DEFAULT_TEST_USER;
    this.#access.set(info.token, info);
    return copyToken(info);
  }

  /** Expires every access token issued so far; refresh tokens, codes and classic tokens stay valid. */
  expireAll(): void {
    // Marked as well as back-dated, so the tokens stay expired if the clock is later reset to an earlier time.
    for (const [token, info] of this.#access) {
      info.expiresAt = Math.min(info.expiresAt, this.#clock.now());
      this.#expired.add(token);
    }
  }

  /** Issues a refresh token for a user grant. */
  issueRefreshToken(grant: UserGrant): RefreshTokenInfo {
    const info: RefreshTokenInfo = {
      ...grant,
      scopes: [...grant.scopes],
      token: refreshTokenString(this.#random),
      expiresAt: this.#clock.now() + REFRESH_TOKEN_TTL_SECONDS * 1000,
    };
    this.#refresh.set(info.token, info);
    return { ...info, scopes: [...info.scopes] };
  }

  /** The grant behind a refresh token of `appId`; undefined when unknown, expired or another app's. */
  checkRefreshToken(token: string, appId: string): RefreshTokenInfo | undefined {
    const info = this.#refresh.get(token);
    if (!info || info.appId !== appId || this.#clock.now() >= info.expiresAt) return undefined;
    return { ...info, scopes: [...info.scopes] };
  }

  /** Issues an authorization code (after consent). */
  createCode(grant: UserGrant & { ruName: string }): AuthorizationCodeInfo {
    const info: AuthorizationCodeInfo = {
      ...grant,
      scopes: [...grant.scopes],
      code: authorizationCodeString(this.#random),
      expiresAt: this.#clock.now() + AUTHORIZATION_CODE_TTL_SECONDS * 1000,
    };
    this.#codes.set(info.code, info);
    return { ...info, scopes: [...info.scopes] };
  }

  /**
   * Uses up a code and returns its grant; undefined when it is unknown, used, expired, or was issued to
   * another app or RuName. A mismatch leaves the code usable, so a typo in one request does not burn it.
   */
  redeemCode(code: string, appId: string, ruName: string): UserGrant | undefined {
    const info = this.#codes.get(code);
    if (!info || this.#clock.now() >= info.expiresAt) return undefined;
    if (info.appId !== appId || info.ruName !== ruName) return undefined;
    this.#codes.delete(code);
    return { appId: info.appId, scopes: [...info.scopes], user: info.user };
  }

  /** Starts an Auth'n'Auth session (GetSessionID). */
  createSession(appId: string, ruName: string): AuthSessionInfo {
    const session = {
      sessionId: sessionIdString(this.#random),
      appId,
      ruName,
      expiresAt: this.#clock.now() + SESSION_TTL_SECONDS * 1000,
    };
    this.#sessions.set(session.sessionId, session);
    return { ...session };
  }

  /** A session, unless unknown or past its deadline (5 minutes to sign in, then 48 hours to fetch). */
  session(sessionId: string): SessionLookup {
    const session = this.#sessions.get(sessionId);
    if (!session) return { ok: false, reason: 'unknown' };
    const deadline =
      session.signedInAt === undefined ? session.expiresAt : session.signedInAt + SIGNED_IN_SESSION_TTL_SECONDS * 1000;
    if (this.#clock.now() >= deadline) return { ok: false, reason: 'expired' };
    return { ok: true, session: publicSession(session) };
  }

  /** Marks a session signed in by `user` (the first sign-in wins). */
  signIn(sessionId: string, user: string): SessionLookup {
    const found = this.session(sessionId);
    const session = this.#sessions.get(sessionId);
    if (!found.ok || !session) return found.ok ? { ok: false, reason: 'unknown' } : found;
    if (session.signedInAt === undefined) {
      session.user = user;
      session.signedInAt = this.#clock.now();
    }
    return { ok: true, session: publicSession(session) };
  }

  /** FetchToken: the classic token of a signed-in session of `appId` (the same token when fetched again). */
  fetchClassicToken(sessionId: string, appId: string): ClassicTokenFetch {
    const found = this.session(sessionId);
    const session = this.#sessions.get(sessionId);
    if (!found.ok || !session) return found.ok ? { ok: false, reason: 'unknown' } : found;
    if (session.appId !== appId) return { ok: false, reason: 'unknown' };
    if (session.user === undefined) return { ok: false, reason: 'not-signed-in' };
    session.token ??= this.issueClassicToken(appId, session.user);
    return { ok: true, token: { ...session.token } };
  }

  /** Issues a classic token directly (tests, the explorer's shortcuts). */
  issueClassicToken(appId: string, user: string = DEFAULT_TEST_USER): ClassicTokenInfo {
    const info = {
      token: classicTokenString(this.#random),
      appId,
      user,
      hardExpiresAt: this.#clock.now() + CLASSIC_TOKEN_TTL_SECONDS * 1000,
    };
    this.#classic.set(info.token, info);
    return { ...info };
  }

  /** Whether a classic token is known, not revoked and before its HardExpirationTime. */
  checkClassicToken(token: string): ClassicTokenCheck {
    const info = this.#classic.get(token);
    if (!info) return { ok: false, reason: 'unknown' };
    if (this.#revoked.has(token) || this.#clock.now() >= info.hardExpiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, info: { ...info } };
  }

  /**
   * Revokes a classic token (RevokeToken) or an access token: from now on it is refused as a hard-expired token
   * is (932 on Trading; an access token as expired). Returns whether the token was known.
   */
  revoke(token: string): boolean {
    if (this.#classic.has(token)) this.#revoked.add(token);
    else if (this.#access.has(token)) this.#expired.add(token);
    else return false;
    return true;
  }
}

/**
 * The context's auth store as the OAuth flows need it. The context types it as the small `AuthStore`
 * interface; the flows need codes, refresh tokens and sessions, which only `MemoryAuthStore` has.
 */
export function authStoreOf(ctx: EmulatorContext): MemoryAuthStore {
  const store = ctx.state.auth;
  if (!(store instanceof MemoryAuthStore))
    throw new TypeError('The emulator state must hold a MemoryAuthStore for the OAuth flows.');
  return store;
}

function copyToken(info: TokenInfo): TokenInfo {
  return { ...info, scopes: [...info.scopes] };
}

function publicSession(session: AuthSessionInfo & { token?: ClassicTokenInfo }): AuthSessionInfo {
  const { token: _token, ...rest } = session;
  return rest;
}
