import { TokenError } from './token-error.js';

/**
 * The user token's refresh token is past the expiry eBay gave with it (`refresh_token_expires_in`, about 18 months),
 * so the user access token cannot be renewed: refused before any request, as eBay would refuse it. The user must
 * sign in again (the consent flow).
 */
export class RefreshTokenExpiredError extends TokenError {
  override name = 'RefreshTokenExpiredError';
  /** When the refresh token expired, in ms since the epoch. */
  readonly refreshTokenExpiresAt: number;

  constructor(message: string, options: { refreshTokenExpiresAt: number }) {
    super(message);
    this.refreshTokenExpiresAt = options.refreshTokenExpiresAt;
  }
}
