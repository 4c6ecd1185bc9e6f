import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * eBay's published TEST master key (base64, AES-256), docs/ebay-facts.md#test-keys-and-vectors. Only eBay's sample JWEs decrypt
 * with it; the emulator accepts it beside its own key so those samples and the SDKs' example keys work.
 */
export const EBAY_TEST_MASTER_KEY_BASE64 = 'uSA8lSm4fWRrDs8JvjS/Y6D5Ohp3mIKC4AhN/nBaGxs=';

/** eBay's TEST master key as bytes; a fresh copy each call, so no caller can change the shared value. */
export function ebayTestMasterKey(): Uint8Array {
  return new Uint8Array(Buffer.from(EBAY_TEST_MASTER_KEY_BASE64, 'base64'));
}

/** A source of random bytes (IVs and content keys); `node:crypto`'s `randomBytes` unless a test fixes it. */
export type RandomBytes = (size: number) => Uint8Array;

/** The claims of a decrypted JWE: a JSON object whose members the caller still has to check. */
export type JweClaims = Readonly<Record<string, unknown>>;

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// The claims eBay puts in a JWE are well under 1 KiB; the cap stops a crafted token from inflating to gigabytes.
const MAX_CLAIMS_BYTES = 64 * 1024;

/**
 * Encrypts `claims` as eBay's `x-ebay-signature-key` JWE (docs/ebay-facts.md#signature-headers-and-base): compact serialization,
 * A256GCMKW key wrap with the wrap's `iv` and `tag` in the protected header, A256GCM content encryption,
 * DEFLATE-compressed payload (`zip: "DEF"`). Throws only for a master key that is not 32 bytes.
 */
export function encryptJwe(claims: object, masterKey: Uint8Array, random: RandomBytes = randomBytes): string {
  if (masterKey.length !== KEY_BYTES) throw new RangeError('The JWE master key must be 32 bytes (AES-256).');
  const contentKey = random(KEY_BYTES);
  const wrapIv = random(IV_BYTES);
  const wrap = createCipheriv('aes-256-gcm', masterKey, wrapIv);
  const encryptedKey = Buffer.concat([wrap.update(contentKey), wrap.final()]);

  // Header member order as in eBay's older sample JWEs; the header bytes are what the content tag covers.
  const header = { alg: 'A256GCMKW', enc: 'A256GCM', zip: 'DEF', iv: b64url(wrapIv), tag: b64url(wrap.getAuthTag()) };
  const protectedHeader = b64url(Buffer.from(JSON.stringify(header), 'utf8'));

  const contentIv = random(IV_BYTES);
  const content = createCipheriv('aes-256-gcm', contentKey, contentIv);
  // RFC 7516 §5.1 step 14: the additional authenticated data is the ASCII of the encoded protected header.
  content.setAAD(Buffer.from(protectedHeader, 'ascii'));
  const plaintext = deflateRawSync(Buffer.from(JSON.stringify(claims), 'utf8'));
  const ciphertext = Buffer.concat([content.update(plaintext), content.final()]);

  const tag = content.getAuthTag();
  return [protectedHeader, b64url(encryptedKey), b64url(contentIv), b64url(ciphertext), b64url(tag)].join('.');
}

/**
 * Decrypts a JWE made by `encryptJwe` or by eBay (A256GCMKW + A256GCM, with or without `zip: "DEF"`) and
 * returns its claims. `undefined` on any failure: malformed token, other algorithms, a master key that
 * does not open it (the GCM tags fail), a payload that is not a JSON object. Never throws.
 */
export function decryptJwe(jwe: string, masterKey: Uint8Array): JweClaims | undefined {
  try {
    const parts = jwe.split('.');
    if (parts.length !== 5 || !parts.every((part) => /^[A-Za-z0-9_-]*$/.test(part))) return undefined;
    const [protectedHeader = '', encryptedKey = '', iv = '', ciphertext = '', tag = ''] = parts;
    const header = parseObject(Buffer.from(protectedHeader, 'base64url'));
    if (!header || header.alg !== 'A256GCMKW' || header.enc !== 'A256GCM') return undefined;
    if (header.zip !== undefined && header.zip !== 'DEF') return undefined;
    if (typeof header.iv !== 'string' || typeof header.tag !== 'string') return undefined;

    const contentKey = gcmDecrypt(masterKey, header.iv, header.tag, Buffer.from(encryptedKey, 'base64url'));
    if (contentKey?.length !== KEY_BYTES) return undefined;
    const aad = Buffer.from(protectedHeader, 'ascii');
    const plaintext = gcmDecrypt(contentKey, iv, tag, Buffer.from(ciphertext, 'base64url'), aad);
    if (!plaintext) return undefined;
    const json = header.zip === 'DEF' ? inflateRawSync(plaintext, { maxOutputLength: MAX_CLAIMS_BYTES }) : plaintext;
    return parseObject(json);
  } catch {
    // Bad master key length, bad tag, corrupt DEFLATE data, oversized payload: all mean "cannot open".
    return undefined;
  }
}

function gcmDecrypt(
  key: Uint8Array,
  ivText: string,
  tagText: string,
  data: Uint8Array,
  aad?: Uint8Array,
): Buffer | undefined {
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  // Node accepts shorter tags, which would weaken the check; JWE's A256GCM always uses 96-bit IVs and 128-bit tags.
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

function parseObject(bytes: Uint8Array): Record<string, unknown> | undefined {
  const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function b64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}
