import { apiError } from '../errors.js';
import type { SigningKeyCipher } from './signing-keys.js';

// Texts are the `x-response-codes` descriptions in eBay's spec (docs/ebay-facts.md#rest-errors, #key-management-api); eBay's spec gives one
// text per error, so it serves as message and longMessage, and no `parameters` are invented.
const DOMAIN = 'API_KEYS';

/** 400 errorId 210001: `signingKeyCipher` is missing or neither `ED25519` nor `RSA`. */
export function invalidSigningKeyCipher(): Response {
  const message = 'You must supply a valid signing key cipher. Allowed values are ED25519 and RSA.';
  return apiError(DOMAIN, 400, 210001, message, { category: 'REQUEST' });
}

/** 404 errorId 210002: no signing key with this id (getSigningKey). */
export function signingKeyNotFound(signingKeyId: string): Response {
  const message = `The signing key with id ${signingKeyId} was not found.`;
  return apiError(DOMAIN, 404, 210002, message, { category: 'REQUEST' });
}

/** 400 errorId 210006: the createSigningKey body is not a JSON object. */
export function invalidSigningKeyRequest(): Response {
  const message = 'You must request for new signing key with valid request payload.';
  return apiError(DOMAIN, 400, 210006, message, { category: 'REQUEST' });
}

/** True for the two ciphers eBay's `SigningKeyCipher` enum allows (case-sensitive, as the enum is written). */
export function isSigningKeyCipher(value: unknown): value is SigningKeyCipher {
  return value === 'ED25519' || value === 'RSA';
}

/**
 * Reads a createSigningKey body (already JSON-parsed): the cipher to create, or the eBay error to answer
 * with (210006 for a body that is not an object, 210001 for a bad or missing `signingKeyCipher`).
 */
export function parseCreateSigningKeyRequest(body: unknown): SigningKeyCipher | Response {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalidSigningKeyRequest();
  const cipher = (body as { signingKeyCipher?: unknown }).signingKeyCipher;
  return isSigningKeyCipher(cipher) ? cipher : invalidSigningKeyCipher();
}
