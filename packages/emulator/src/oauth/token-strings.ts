import type { SeededRandom } from '../random.js';

// Shapes of eBay's token strings (docs/ebay-facts.md#token-responses-and-lifetimes, #session-and-sign-in-flow).
// - Access tokens: a `v^1.1#…#t^` header, then the base64 of a gzip stream (`H4sI…`), so all 64 base64
//   characters appear, `+` and `/` included, with `=` padding. A client that puts one in a URL or a form without
//   encoding it turns `+` into a space and fails, here as at eBay.
// - Refresh tokens and authorization codes: the same header, then the base64 of a short ASCII text
//   (`R^10_9:<32 hex digits>_2_1#E^260`, `R^5_3:…`), which cannot produce `+` or `/`: eBay's own SDKs post them
//   unencoded and succeed, so they do here too. They still carry `^`, `#` and `=`.
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ALPHANUMERIC = BASE64.slice(0, 62);
const HEX = '0123456789ABCDEF';

/** The gzip member header (1f 8b 08, no flags, no time) in base64, as every access token's payload begins. */
const GZIP_HEADER = 'H4sIAAAAAAAA';
/** Header of an application access token: `p^1#r^0` (public, no refresh). */
const APPLICATION_PREFIX = 'v^1.1#i^1#p^1#r^0#I^3#f^0#t^';
/** Header of a user access token: `p^3#r^1` (user, refreshable). */
const USER_PREFIX = 'v^1.1#i^1#p^3#r^1#I^3#f^0#t^';
const REFRESH_PREFIX = 'v^1.1#i^1#p^3#r^1#I^3#f^0#t^';
const CODE_PREFIX = 'v^1.1#i^1#r^1#p^3#I^3#f^0#t^';

/** `byteCount` random bytes in base64, padded with `=` as base64 is. */
function base64Bytes(random: SeededRandom, byteCount: number): string {
  const bytes = Uint8Array.from({ length: byteCount }, () => random.int(0, 255));
  return Buffer.from(bytes).toString('base64');
}

/** A new OAuth access token string for a grant (hundreds of characters, like eBay's). */
export function accessTokenString(random: SeededRandom, grant: 'user' | 'application'): string {
  // 700–720 and 940–960 characters, so the padding varies as a gzip stream's length does.
  const bytes = grant === 'user' ? random.int(705, 720) : random.int(525, 540);
  return (grant === 'user' ? USER_PREFIX : APPLICATION_PREFIX) + GZIP_HEADER + base64Bytes(random, bytes);
}

/** The `t^` text of a refresh token or code: `R^<kind>_<n>:<32 hex digits>_<n>_1#E^<n>`, in base64. */
function recordText(random: SeededRandom, kind: string): string {
  const text = `R^${kind}_${random.int(1, 11)}:${random.string(32, HEX)}_${random.int(0, 3)}_1#E^${random.pick(['260', '1284'])}`;
  return Buffer.from(text, 'ascii').toString('base64');
}

/** A new OAuth refresh token string. */
export function refreshTokenString(random: SeededRandom): string {
  return REFRESH_PREFIX + recordText(random, '10');
}

/** A new authorization code: it carries `^`, `#` and `=`, so it must be URL-encoded in the redirect. */
export function authorizationCodeString(random: SeededRandom): string {
  return CODE_PREFIX + recordText(random, '5');
}

/** A new Auth'n'Auth SessionID: 40 characters (docs/ebay-facts.md#session-and-sign-in-flow). */
export function sessionIdString(random: SeededRandom): string {
  return `${random.string(4, ALPHANUMERIC)}AA**${random.string(32, HEX.toLowerCase())}`;
}

/** A new classic (Auth'n'Auth) token, `AgAAAA**…` like eBay's: its base64 parts carry `+` and `/`. */
export function classicTokenString(random: SeededRandom): string {
  return `AgAAAA**AQAAAA**aAAAAA**${random.string(12, ALPHANUMERIC)}**nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6w${random.string(
    24,
    ALPHANUMERIC,
  )}**${base64Bytes(random, 450)}`;
}
