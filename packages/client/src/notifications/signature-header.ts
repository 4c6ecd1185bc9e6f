import { NotificationSignatureError } from '../errors/notification-signature-error.js';
import { fromBase64 } from '../internal/bytes.js';
import { TAG_INTEGER, TAG_SEQUENCE, readElement } from '../signing/der.js';

/** The decoded `X-EBAY-SIGNATURE` header: the key id, the signature as Web Crypto verifies it, the digest. */
export interface SignatureHeader {
  kid: string;
  /** r‖s, 32 bytes each (P-256), from the DER signature eBay sends. */
  signature: Uint8Array;
  hash: 'SHA-1' | 'SHA-256';
}

// eBay's header is ~250 characters (docs/ebay-facts.md#notification-api-push); these bound what is decoded.
const MAX_HEADER_CHARS = 2048;
// Key ids are UUIDs in practice; any id in this alphabet is asked for, anything else is not eBay's.
const KID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Reads and checks the whole header before anything is fetched: base64 of JSON, `alg` ecdsa, a key id of a sane
 * shape, `digest` SHA1 or SHA256, and a DER-encoded P-256 ECDSA signature. Throws `NotificationSignatureError`
 * (`missing`, `malformed`).
 */
export function readSignatureHeader(header: string | null | undefined): SignatureHeader {
  if (!header) throw new NotificationSignatureError('The push has no X-EBAY-SIGNATURE header.', { problem: 'missing' });
  const malformed = (why: string): NotificationSignatureError =>
    new NotificationSignatureError(`X-EBAY-SIGNATURE is not eBay's signature header: ${why}.`, {
      problem: 'malformed',
    });
  if (header.length > MAX_HEADER_CHARS) throw malformed(`longer than ${MAX_HEADER_CHARS} characters`);
  const json = fromBase64(header.trim());
  if (!json) throw malformed('not base64');
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(json));
  } catch {
    throw malformed('not base64 of JSON');
  }
  const { alg, kid, signature, digest } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  if (typeof alg !== 'string' || alg.toLowerCase() !== 'ecdsa') throw malformed('alg is not ecdsa');
  if (typeof kid !== 'string' || kid === '') throw malformed('no kid');
  if (!KID.test(kid)) throw malformed('the kid is not a key id (1 to 128 of A-Z, a-z, 0-9, ".", "_", ":", "-")');
  const der = typeof signature === 'string' ? fromBase64(signature) : undefined;
  if (!der) throw malformed('no base64 signature');
  const raw = derToRaw(der);
  if (!raw) throw malformed('the signature is not a DER-encoded P-256 ECDSA signature');
  const hashName = typeof digest === 'string' ? digest.toUpperCase().replace('-', '') : 'SHA1';
  if (hashName !== 'SHA1' && hashName !== 'SHA256') throw malformed(`digest ${String(digest)} is not SHA1 or SHA256`);
  return { kid, signature: raw, hash: hashName === 'SHA1' ? 'SHA-1' : 'SHA-256' };
}

/** eBay signs with DER-encoded ECDSA signatures (SEQUENCE of two INTEGERs); Web Crypto verifies r‖s. */
function derToRaw(der: Uint8Array): Uint8Array | undefined {
  try {
    const sequence = readElement(der);
    if (sequence.tag !== TAG_SEQUENCE || sequence.end !== der.length) return undefined;
    const r = readElement(sequence.content, 0);
    const s = readElement(sequence.content, r.end);
    if (r.tag !== TAG_INTEGER || s.tag !== TAG_INTEGER || s.end !== sequence.content.length) return undefined;
    const raw = new Uint8Array(64);
    for (const [i, part] of [r.content, s.content].entries()) {
      const first = part.findIndex((b) => b !== 0);
      // Zero is no valid r or s.
      if (first === -1) return undefined;
      const trimmed = part.subarray(first);
      if (trimmed.length > 32) return undefined;
      raw.set(trimmed, 32 * (i + 1) - trimmed.length);
    }
    return raw;
  } catch {
    return undefined;
  }
}
