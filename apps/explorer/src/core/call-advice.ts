import type { CallOutcome } from '../../shared/api.js';

/** A refusal of `POST /api/call` by the explorer's back end (no call was made). */
export interface CallRefusal {
  status: number;
  message: string;
}

/** What the user should do about a call that could not run, and which screen helps. */
export type CallAdvice =
  | { kind: 'environment'; message: string }
  | { kind: 'sign-in'; message: string }
  | { kind: 'refused'; message: string };

/**
 * Advice for a call that did not get an answer it could use. The back end refuses with 409 only when the
 * environment has no credentials, so that leads to Environments. A call that needs a user token and failed to
 * get one (baykit's `TokenError`: nobody signed in, or the sign-in ran out) leads to sign-in, as does a sign-in whose
 * refresh token expired (`RefreshTokenExpiredError`, whose message says when). Otherwise none: the response view
 * explains eBay's own errors.
 */
export function adviceFor(
  refusal: CallRefusal | undefined,
  outcome: CallOutcome | undefined,
  needsUserToken: boolean,
): CallAdvice | undefined {
  if (refusal)
    return refusal.status === 409
      ? { kind: 'environment', message: refusal.message }
      : { kind: 'refused', message: refusal.message };
  if (outcome?.error?.name === 'RefreshTokenExpiredError') return { kind: 'sign-in', message: outcome.error.message };
  if (
    outcome?.error?.name === 'TokenError' &&
    needsUserToken &&
    outcome.exchanges.every((e) => e.purpose === 'token')
  ) {
    return {
      kind: 'sign-in',
      message: 'This call acts for an eBay user, and no user is signed in to this environment: sign in first.',
    };
  }
  return undefined;
}
