import type { SeededRandom } from '../random.js';

// Shapes copied from eBay's tokens (docs/ebay-facts.md#token-responses-and-lifetimes, #session-and-sign-in-flow): a `v^1.1#…#t^` header and a base64-looking payload.
// The payload alphabet leaves out `+`: eBay's SDKs post codes and refresh tokens raw (OAN concatenates
// `code=${code}`), and a `+` would turn into a space there. Everything else a client must encode (`^`, `#`, `/`,
// `=`) is kept, so encoding mistakes still show.
const PAYLOAD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/';
const HEX = '0123456789abcdef';

/** Header of an application access token: `p^1#r^0` (public, no refresh). */
const APPLICATION_PREFIX = 'v^1.1#i^1#p^1#r^0#I^3#f^0#t^H4sIAAAAAAAA';
/** Header of a user access token: `p^3#r^1` (user, refreshable). */
const USER_PREFIX = 'v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAA';
const REFRESH_PREFIX = 'v^1.1#i^1#p^3#r^1#I^3#f^0#t^Ul4xMF8';
const CODE_PREFIX = 'v^1.1#i^1#r^1#p^3#I^3#f^0#t^Ul41XzE6';

function payload(random: SeededRandom, length: number): string {
  // Base64 pads to a multiple of four; a trailing `=` also checks that clients encode it.
  return `${random.string(length - 1, PAYLOAD)}=`;
}

/** A new OAuth access token string for a grant (hundreds of characters, like eBay's). */
export function accessTokenString(random: SeededRandom, grant: 'user' | 'application'): string {
  return (grant === 'user' ? USER_PREFIX : APPLICATION_PREFIX) + payload(random, grant === 'user' ? 960 : 720);
}

/** A new OAuth refresh token string. */
export function refreshTokenString(random: SeededRandom): string {
  return REFRESH_PREFIX + payload(random, 240);
}

/** A new authorization code: it carries `^` and `#`, so it must be URL-encoded in the redirect. */
export function authorizationCodeString(random: SeededRandom): string {
  return CODE_PREFIX + payload(random, 160);
}

/** A new Auth'n'Auth SessionID: 40 characters (docs/ebay-facts.md#session-and-sign-in-flow). */
export function sessionIdString(random: SeededRandom): string {
  return `${random.string(4, PAYLOAD.slice(0, 62))}AA**${random.string(32, HEX)}`;
}

/** A new classic (Auth'n'Auth) token, `AgAAAA**…` like eBay's. */
export function classicTokenString(random: SeededRandom): string {
  return `AgAAAA**AQAAAA**aAAAAA**${random.string(12, PAYLOAD.slice(0, 62))}**nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6w${random.string(
    24,
    PAYLOAD.slice(0, 62),
  )}**${payload(random, 600)}`;
}
