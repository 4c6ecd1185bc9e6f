import { createHash } from 'node:crypto';
import { readLimited } from '../../body/limits.js';
import type { SeededRandom } from '../../random.js';
import { uuid } from '../../world/stores/notification-subscriptions.js';

/** How long the emulator waits for an endpoint to answer the challenge (or a push). */
export const ENDPOINT_TIMEOUT_MS = 5000;

/**
 * The most of a challenge answer the emulator reads: `{"challengeResponse": "<64 hex digits>"}` is under 100 bytes,
 * and an endpoint that sends more is not answering the challenge.
 */
export const MAX_CHALLENGE_ANSWER_BYTES = 4096;

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
 * `{"challengeResponse": hex}`. False on any failure: unreachable, timeout, non-2xx, a redirect (never followed:
 * it would send the emulator to any URL the endpoint names), an answer over `MAX_CHALLENGE_ANSWER_BYTES`, bad JSON
 * or a wrong hash.
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
      redirect: 'manual',
      signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return false;
    }
    // Over MAX_CHALLENGE_ANSWER_BYTES it throws BodyTooLargeError, a failed check like any other.
    const text = new TextDecoder().decode(await readLimited(response, MAX_CHALLENGE_ANSWER_BYTES));
    const body = JSON.parse(text) as { challengeResponse?: unknown } | null;
    return body?.challengeResponse === challengeResponse(code, verificationToken, endpoint);
  } catch {
    return false;
  }
}
