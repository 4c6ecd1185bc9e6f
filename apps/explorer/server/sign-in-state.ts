import type { EnvId } from '../shared/api.js';
import { randomToken } from './security.js';

/** How long a consent URL's `state` stays valid: longer than any consent page visit, short enough to expire. */
export const STATE_TTL_MS = 10 * 60_000;

/** What the back end remembers about a consent flow it started. */
export interface PendingConsent {
  env: EnvId;
  scopes: readonly string[];
  expiresAt: number;
}

/** The outcome of taking a `state` value back. */
export type StateCheck = { ok: true; consent: PendingConsent } | { ok: false; reason: string };

/**
 * The OAuth `state` values of consent flows in progress: random per start, valid 10 minutes, usable once.
 * Taking a value removes it, so a replayed redirect (or one a third party crafted) finds nothing.
 */
export class ConsentStates {
  readonly #pending = new Map<string, PendingConsent>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Remembers a new flow and returns its `state`. */
  create(env: EnvId, scopes: readonly string[]): string {
    this.#sweep();
    const state = randomToken(24);
    this.#pending.set(state, { env, scopes, expiresAt: this.#now() + STATE_TTL_MS });
    return state;
  }

  /** Takes `state` back (single use): the flow it belongs to, or why it is refused. */
  take(state: string | null | undefined): StateCheck {
    this.#sweep();
    if (!state) return { ok: false, reason: 'the redirect carries no state' };
    const consent = this.#pending.get(state);
    if (!consent) return { ok: false, reason: 'unknown or already used state (start the sign-in again)' };
    this.#pending.delete(state);
    return { ok: true, consent };
  }

  /** Forgets the flows of one environment (its credentials changed or it signed out). */
  forget(env: EnvId): void {
    for (const [state, consent] of this.#pending) if (consent.env === env) this.#pending.delete(state);
  }

  #sweep(): void {
    const now = this.#now();
    for (const [state, consent] of this.#pending) if (consent.expiresAt <= now) this.#pending.delete(state);
  }
}
