import type { AccessToken } from 'baykit';

/**
 * How long a stored token outlives the expiry that makes it useless. A process whose clock runs a little
 * behind still finds the token (and its refresh token) instead of nothing, and renews it.
 */
const TTL_GRACE_MS = 10 * 60_000;

/** A token read back from Redis, or why it was not one (never quoting the value: it may hold secrets). */
export type Decoded = { token: AccessToken } | { problem: string };

/** The JSON a token is stored as. */
export function encodeToken(token: AccessToken): string {
  return JSON.stringify(token);
}

/**
 * Reads a stored token, checking every field, so bad data (another writer, an old format, a hand edit)
 * is reported instead of reaching the client. Only the known fields are kept.
 */
export function decodeToken(raw: string): Decoded {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // The parser's message quotes the input, which may hold a token: say only what went wrong.
    return { problem: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'not an object' };
  const v = value as Record<string, unknown>;
  if (v.kind !== 'user' && v.kind !== 'application') return { problem: 'kind is not "user" or "application"' };
  if (typeof v.accessToken !== 'string' || v.accessToken === '') return { problem: 'accessToken is missing' };
  if (!Array.isArray(v.scope) || !v.scope.every((s) => typeof s === 'string'))
    return { problem: 'scope is not a list of strings' };
  if (!isTime(v.obtainedAt)) return { problem: 'obtainedAt is not a time' };
  for (const field of ['expiresAt', 'refreshTokenExpiresAt'] as const) {
    if (v[field] !== undefined && !isTime(v[field])) return { problem: `${field} is not a time` };
  }
  if (v.refreshToken !== undefined && (typeof v.refreshToken !== 'string' || v.refreshToken === '')) {
    return { problem: 'refreshToken is not a string' };
  }
  return {
    token: {
      kind: v.kind,
      accessToken: v.accessToken,
      expiresAt: v.expiresAt as number | undefined,
      refreshToken: v.refreshToken as string | undefined,
      refreshTokenExpiresAt: v.refreshTokenExpiresAt as number | undefined,
      scope: v.scope as string[],
      obtainedAt: v.obtainedAt,
    },
  };
}

/**
 * The Redis TTL of a stored token in ms: a little beyond the expiry of what can still be used, the refresh
 * token when there is one (an expired access token is still worth keeping for it), else the access token.
 * Undefined (no TTL) when that expiry is unknown.
 */
export function storedTtlMs(token: AccessToken, now: number): number | undefined {
  const until = token.refreshToken !== undefined ? token.refreshTokenExpiresAt : token.expiresAt;
  if (until === undefined) return undefined;
  return Math.ceil(Math.max(until - now, 0) + TTL_GRACE_MS);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
