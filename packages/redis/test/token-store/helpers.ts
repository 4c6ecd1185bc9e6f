import type { AccessToken, Logger } from 'baykit';

/** A logger that keeps its lines, to assert what the store says (and that no secret is in it). */
export function recordingLogger(): Logger & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (message: string) => void lines.push({ level, message });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A user token with secrets that are easy to look for in logs. */
export function userToken(overrides: Partial<AccessToken> = {}): AccessToken {
  const now = Date.now();
  return {
    kind: 'user',
    accessToken: `v^1.1#access-${Math.random().toString(36).slice(2)}`,
    expiresAt: now + 7_200_000,
    refreshToken: 'v^1.1#refresh-secret',
    refreshTokenExpiresAt: now + 3_600_000 * 24,
    scope: ['https://api.ebay.com/oauth/api_scope/sell.inventory'],
    obtainedAt: now,
    ...overrides,
  };
}

/** A token whose access token has expired (its refresh token still works). */
export function expiredToken(overrides: Partial<AccessToken> = {}): AccessToken {
  const now = Date.now();
  return userToken({ expiresAt: now - 1_000, obtainedAt: now - 7_201_000, ...overrides });
}

/** Resolves after `ms`. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
