import { toArrayBufferView, toBase64, toBytes } from '../internal/bytes.js';

/** Digest algorithms for the Content-Digest header (RFC 9530). eBay documents sha-256 as the one it supports. */
export type DigestAlgorithm = 'sha-256' | 'sha-512';

/** One `algorithm=:base64:` member of a Content-Digest header. */
export interface ContentDigestEntry {
  readonly algorithm: string;
  readonly digest: string;
}

/** True for the digest algorithms baykit can compute. */
export function isDigestAlgorithm(value: unknown): value is DigestAlgorithm {
  return value === 'sha-256' || value === 'sha-512';
}

/** Base64 digest of the raw body bytes (strings are UTF-8 encoded first). */
export async function digestBody(body: Uint8Array | string, algorithm: DigestAlgorithm = 'sha-256'): Promise<string> {
  // Web Crypto exists in Node >= 20 and every browser, so one code path serves both signers; its names of the two
  // algorithms are RFC 9530's in upper case (SHA-256, SHA-512).
  const name = algorithm.toUpperCase();
  const digest = await globalThis.crypto.subtle.digest(name, toArrayBufferView(toBytes(body)));
  return toBase64(new Uint8Array(digest));
}

/** The Content-Digest header value for a body, e.g. `sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:`. */
export async function computeContentDigest(
  body: Uint8Array | string,
  algorithm: DigestAlgorithm = 'sha-256',
): Promise<string> {
  return `${algorithm}=:${await digestBody(body, algorithm)}:`;
}

/**
 * Reads a Content-Digest header (an RFC 8941 dictionary of byte sequences). Returns `undefined` when
 * the value is not of that shape; algorithm names are lower-cased, parameters are ignored.
 */
export function parseContentDigest(value: string): ContentDigestEntry[] | undefined {
  const entries: ContentDigestEntry[] = [];
  for (const member of value.split(',')) {
    const match = /^\s*([A-Za-z0-9*_.-]+)\s*=\s*:([A-Za-z0-9+/]*={0,2}):\s*(?:;.*)?$/.exec(member);
    if (!match?.[1] || !match[2]) return undefined;
    entries.push({ algorithm: match[1].toLowerCase(), digest: match[2] });
  }
  return entries.length > 0 ? entries : undefined;
}
