import { ConfigError } from '../errors/config-error.js';

/**
 * The answer to eBay's endpoint check (`GET <endpoint>?challenge_code=…`): hex SHA-256 of the challenge code, the
 * verification token and the endpoint URL exactly as registered, concatenated (docs/ebay-facts.md#notification-api-push).
 */
export async function challengeResponse(
  challengeCode: string,
  verificationToken: string,
  endpoint: string,
): Promise<string> {
  const data = new TextEncoder().encode(challengeCode + verificationToken + endpoint);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** eBay's rules for a destination's verification token: 32 to 80 of A–Z, a–z, 0–9, `_` and `-`. */
export function checkVerificationToken(token: unknown): string {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{32,80}$/.test(token)) {
    throw new ConfigError(
      'Option "verificationToken" must be 32 to 80 characters of A-Z, a-z, 0-9, "_" and "-" (the token you gave eBay for the destination).',
    );
  }
  return token;
}

/**
 * The endpoint as eBay calls it: an absolute URL, https, and in production not a loopback or private address
 * (eBay cannot reach those). `local` allows http and such hosts: a sandbox or emulator client.
 */
export function checkEndpoint(endpoint: unknown, local: boolean): string {
  const url = typeof endpoint === 'string' && URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ConfigError(
      `Option "endpoint" must be the absolute URL you registered with eBay, e.g. https://example.com/ebay/notifications. Got ${JSON.stringify(endpoint)}.`,
    );
  }
  if (!local && url.protocol !== 'https:') {
    throw new ConfigError(
      `Option "endpoint" must be https for production (eBay pushes only to https). Got ${url.href}.`,
    );
  }
  if (!local && isPrivateHost(url.hostname)) {
    throw new ConfigError(
      `Option "endpoint" names a loopback or private address (${url.hostname}), which eBay cannot reach: use your public URL.`,
    );
  }
  return endpoint as string;
}

function isPrivateHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1' || name === '::') return true;
  if (/^(fc|fd)[0-9a-f]{2}:/.test(name) || name.startsWith('fe80:')) return true;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(name.replace(/^::ffff:/, ''));
  if (!v4) return false;
  const [a, b] = [Number(v4[1]), Number(v4[2])];
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}
