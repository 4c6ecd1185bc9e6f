import { describe, expect, it } from 'vitest';
import type { CallOutcome } from '../../shared/api.js';
import { adviceFor } from '../../src/core/call-advice.js';

describe('adviceFor an expired sign-in', () => {
  it("leads to sign-in with baykit's message, which says when the refresh token expired", () => {
    const message =
      'The refresh token expired on 1970-01-01T00:00:00.000Z, so the user access token cannot be renewed — sign in again.';
    const outcome: CallOutcome = {
      ok: false,
      durationMs: 1,
      exchanges: [],
      error: { name: 'RefreshTokenExpiredError', message, errors: [] },
    };
    expect(adviceFor(undefined, outcome, false)).toEqual({ kind: 'sign-in', message });
  });
});
