import type { EnvId } from '../../shared/api.js';
import { randomToken } from '../http/security.js';

/** How long a sign-in's `state` stays valid: longer than any sign-in page visit, short enough to expire. */
export const STATE_TTL_MS = 10 * 60_000;

/** What the back end remembers about a sign-in it started, until its return (or a newer start) takes it. */
export type PendingSignIn =
  | { flow: 'consent'; env: EnvId; scopes: readonly string[]; expiresAt: number }
  | { flow: 'authnauth'; env: EnvId; expiresAt: number };

/** The outcome of taking a `state` value back. */
export type StateCheck = { ok: true; pending: PendingSignIn } | { ok: false; reason: string };

/**
 * The `state` values of the sign-ins in progress (OAuth consent and Auth'n'Auth): random per start, valid 10
 * minutes, usable once. Taking a value removes it, so a replayed return (or one a third party crafted) finds
 * nothing, and a return without one is never tied to a sign-in.
 */
export class SignInStates {
  readonly #pending = new Map<string, PendingSignIn>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Remembers a new consent flow and returns its `state`. */
  createConsent(env: EnvId, scopes: readonly string[]): string {
    return this.#create({ flow: 'consent', env, scopes, expiresAt: this.#expiry() });
  }

  /**
   * Remembers a new Auth'n'Auth sign-in and returns its `state`. An older Auth'n'Auth state of `env` is dropped:
   * the explorer completes only the session it started last.
   */
  createAuthNAuth(env: EnvId): string {
    this.forget(env, 'authnauth');
    return this.#create({ flow: 'authnauth', env, expiresAt: this.#expiry() });
  }

  /** Takes `state` back (single use): the sign-in it belongs to, or why it is refused. */
  take(state: string | null | undefined): StateCheck {
    this.#sweep();
    if (!state) return { ok: false, reason: 'the return carries no sign-in state' };
    const pending = this.#pending.get(state);
    if (!pending) return { ok: false, reason: 'its sign-in state is unknown, expired or already used' };
    this.#pending.delete(state);
    return { ok: true, pending };
  }

  /** Looks `state` up without using it up: for a return that must prove itself some other way first. */
  peek(state: string): StateCheck {
    this.#sweep();
    const pending = this.#pending.get(state);
    return pending
      ? { ok: true, pending }
      : { ok: false, reason: 'its sign-in state is unknown, expired or already used' };
  }

  /** Forgets the sign-ins of one environment (its credentials changed, or a newer one replaced them). */
  forget(env: EnvId, flow?: PendingSignIn['flow']): void {
    for (const [state, pending] of this.#pending) {
      if (pending.env === env && (flow === undefined || pending.flow === flow)) this.#pending.delete(state);
    }
  }

  #create(pending: PendingSignIn): string {
    this.#sweep();
    const state = randomToken(24);
    this.#pending.set(state, pending);
    return state;
  }

  #expiry(): number {
    return this.#now() + STATE_TTL_MS;
  }

  #sweep(): void {
    const now = this.#now();
    for (const [state, pending] of this.#pending) if (pending.expiresAt <= now) this.#pending.delete(state);
  }
}
