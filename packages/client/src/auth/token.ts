/** Whether a token acts for a user (authorization code grant) or for the application (client credentials). */
export type TokenKind = 'user' | 'application';

/** An OAuth access token as baykit keeps it. Times are ms since the epoch. */
export interface AccessToken {
  kind: TokenKind;
  accessToken: string;
  /** When the access token expires; undefined when unknown (a bare token string was set). */
  expiresAt?: number | undefined;
  refreshToken?: string | undefined;
  refreshTokenExpiresAt?: number | undefined;
  /** Scopes the token was granted (what a refresh asks for again). */
  scope: readonly string[];
  /** When baykit received it. */
  obtainedAt: number;
}

/** The JSON eBay's token endpoint returns (docs/ebay-facts.md#token-responses-and-lifetimes). */
export interface EbayTokenResponse {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  token_type?: string;
  scope?: string;
}

/** Longest head start for renewing a token before it expires; shorter for short-lived tokens. */
const RENEW_MARGIN_MS = 5 * 60_000;

/**
 * Whether a token can still be sent: not within the renew margin of its expiry. The margin is five minutes
 * (as eBay's own SDKs use) or half the token's lifetime when that is shorter.
 */
export function isUsable(token: AccessToken, now: number): boolean {
  if (token.expiresAt === undefined) return true;
  const margin = Math.min(RENEW_MARGIN_MS, (token.expiresAt - token.obtainedAt) / 2);
  return now < token.expiresAt - margin;
}

/** Converts eBay's token response to an `AccessToken` received at `now`, granted `scope` unless eBay names the scopes. */
export function fromTokenResponse(
  response: EbayTokenResponse,
  kind: TokenKind,
  scope: readonly string[],
  now: number,
): AccessToken {
  const expiry = (seconds: number | undefined): number | undefined =>
    typeof seconds === 'number' ? now + seconds * 1000 : undefined;
  return {
    kind,
    accessToken: response.access_token,
    expiresAt: expiry(response.expires_in),
    refreshToken: response.refresh_token,
    refreshTokenExpiresAt: expiry(response.refresh_token_expires_in),
    scope: typeof response.scope === 'string' && response.scope !== '' ? response.scope.split(/\s+/) : scope,
    obtainedAt: now,
  };
}
