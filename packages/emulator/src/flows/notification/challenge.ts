import { createHash } from 'node:crypto';
import type { SeededRandom } from '../../random.js';
import { uuid } from './state.js';

/** How long the emulator waits for an endpoint to answer the challenge (or a push). */
export const ENDPOINT_TIMEOUT_MS = 5000;

/** hex(SHA-256(challengeCode + verificationToken + endpoint)): what the endpoint must answer. */
export function challengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}

/** The challenge URL: the endpoint with `challenge_code` added to its query. */
export function challengeUrl(endpoint: string, challengeCode: string): string {
  const url = new URL(endpoint);
  url.searchParams.set('challenge_code', challengeCode);
  return url.toString();
}

/**
 * Sends eBay's endpoint challenge (`GET <endpoint>?challenge_code=…`) for real and checks the answer
 * `{"challengeResponse": hex}`. False on any failure: unreachable, timeout, non-2xx, bad JSON or wrong hash.
 */
export async function verifyEndpoint(
  endpoint: string,
  verificationToken: string,
  random: SeededRandom,
): Promise<boolean> {
  const code = uuid(random);
  try {
    const response = await fetch(challengeUrl(endpoint, code), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { challengeResponse?: unknown } | null;
    return body?.challengeResponse === challengeResponse(code, verificationToken, endpoint);
  } catch {
    return false;
  }
}
