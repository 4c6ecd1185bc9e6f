import { NotificationSignatureError } from '../errors/notification-signature-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { fromBase64, toArrayBufferView } from '../internal/bytes.js';
import { DerTag, readElement } from '../signing/der.js';
import { decodeKeyText } from '../signing/key-text.js';
import type { EbayNotification } from './types.js';

/** What verification needs of a client: the Notification API's `getPublicKey` (an `EbayClient` has it). */
export interface NotificationKeySource {
  commerce: { notification: { getPublicKey(publicKeyId: string): Promise<{ key?: string; digest?: string }> } };
}

/** Options of `verifyNotification`. */
export interface VerifyNotificationOptions {
  client: NotificationKeySource;
}

/** The decoded `X-EBAY-SIGNATURE` header. */
interface SignatureHeader {
  kid: string;
  signature: Uint8Array;
  hash: 'SHA-1' | 'SHA-256';
}

const KEY_TTL_MS = 60 * 60 * 1000;
const UNKNOWN_KID_TTL_MS = 5 * 60 * 1000;
const MAX_KEYS = 100;

interface CachedKey {
  until: number;
  key: Promise<CryptoKey | undefined>;
}

/**
 * Public keys per client, per key id: kept an hour, at most 100 (least recently used go first), one fetch in flight
 * per id. An id eBay does not know is remembered for five minutes, so forged pushes naming random ids cannot make
 * baykit call eBay for each of them.
 */
const KEYS = new WeakMap<NotificationKeySource, Map<string, CachedKey>>();

function keyFor(client: NotificationKeySource, kid: string): Promise<CryptoKey | undefined> {
  let cache = KEYS.get(client);
  if (!cache) KEYS.set(client, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(kid);
  if (hit && hit.until > now) {
    cache.delete(kid);
    cache.set(kid, hit);
    return hit.key;
  }
  const entry: CachedKey = { until: now + KEY_TTL_MS, key: fetchKey(client, kid) };
  cache.set(kid, entry);
  if (cache.size > MAX_KEYS) cache.delete(cache.keys().next().value as string);
  entry.key.then(
    (key) => {
      if (key === undefined) entry.until = Date.now() + UNKNOWN_KID_TTL_MS;
    },
    () => {
      // A failure that is not "unknown id" (network, 5xx) is not remembered: the next push tries again.
      if (cache.get(kid) === entry) cache.delete(kid);
    },
  );
  return entry.key;
}

async function fetchKey(client: NotificationKeySource, kid: string): Promise<CryptoKey | undefined> {
  let answer: { key?: string };
  try {
    answer = await client.commerce.notification.getPublicKey(kid);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
  const der = decodeKeyText(answer.key, 'public', 'getPublicKey key');
  return crypto.subtle.importKey('spki', toArrayBufferView(der), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
}

function readHeader(header: string | null | undefined): SignatureHeader {
  if (!header) throw new NotificationSignatureError('The push has no X-EBAY-SIGNATURE header.', { problem: 'missing' });
  const malformed = (why: string): NotificationSignatureError =>
    new NotificationSignatureError(`X-EBAY-SIGNATURE is not eBay's signature header: ${why}.`, {
      problem: 'malformed',
    });
  const json = fromBase64(header.trim());
  if (!json) throw malformed('not base64');
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(json));
  } catch {
    throw malformed('not base64 of JSON');
  }
  const { alg, kid, signature, digest } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof alg !== 'string' || alg.toLowerCase() !== 'ecdsa') throw malformed('alg is not ecdsa');
  if (typeof kid !== 'string' || kid === '') throw malformed('no kid');
  const signatureBytes = typeof signature === 'string' ? fromBase64(signature) : undefined;
  if (!signatureBytes) throw malformed('no base64 signature');
  const hashName = typeof digest === 'string' ? digest.toUpperCase().replace('-', '') : 'SHA1';
  if (hashName !== 'SHA1' && hashName !== 'SHA256') throw malformed(`digest ${String(digest)} is not SHA1 or SHA256`);
  return { kid, signature: signatureBytes, hash: hashName === 'SHA1' ? 'SHA-1' : 'SHA-256' };
}

/** eBay signs with DER-encoded ECDSA signatures; Web Crypto verifies r‖s, each 32 bytes for P-256. */
function derToRaw(der: Uint8Array): Uint8Array | undefined {
  try {
    const sequence = readElement(der);
    if (sequence.tag !== DerTag.sequence) return undefined;
    const r = readElement(sequence.content, 0);
    const s = readElement(sequence.content, r.end);
    if (r.tag !== DerTag.integer || s.tag !== DerTag.integer) return undefined;
    const raw = new Uint8Array(64);
    for (const [i, part] of [r.content, s.content].entries()) {
      const trimmed = part.subarray(
        Math.max(
          0,
          part.findIndex((b) => b !== 0),
        ),
      );
      if (trimmed.length > 32) return undefined;
      raw.set(trimmed, 32 * (i + 1) - trimmed.length);
    }
    return raw;
  } catch {
    return undefined;
  }
}

/** The body's bytes and its parsed JSON; a body that is not JSON is a `ValidationError`. */
export function readNotificationBody(body: string | Uint8Array): { bytes: Uint8Array; parsed: unknown } {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  try {
    return { bytes, parsed: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    throw new ValidationError('The notification body is not JSON.', { parameter: 'body' });
  }
}

/**
 * Verifies a Notification API push and returns it typed, or throws `NotificationSignatureError`. The signature is
 * checked over the raw bytes first and, only if that fails, over the compact serialisation of the parsed JSON,
 * which is what eBay signs (a proxy that re-indents the body does not break verification). The header's `digest`
 * (SHA1 or SHA256) is honoured. Keys come from `client.commerce.notification.getPublicKey` and are cached.
 */
export async function verifyNotification(
  push: { body: string | Uint8Array; signature: string | null | undefined },
  options: VerifyNotificationOptions,
): Promise<EbayNotification> {
  const header = readHeader(push.signature);
  const { bytes, parsed } = readNotificationBody(push.body);
  let key: CryptoKey | undefined;
  try {
    key = await keyFor(options.client, header.kid);
  } catch (error) {
    throw new NotificationSignatureError(
      `The public key ${header.kid} could not be fetched from eBay; try again later.`,
      {
        problem: 'key-unavailable',
        kid: header.kid,
        cause: error,
      },
    );
  }
  if (!key) {
    throw new NotificationSignatureError(`eBay knows no public key ${header.kid}: the push is not from eBay.`, {
      problem: 'unknown-key',
      kid: header.kid,
    });
  }
  const raw = derToRaw(header.signature);
  const algorithm = { name: 'ECDSA', hash: header.hash };
  if (raw) {
    const signature = toArrayBufferView(raw);
    if (await crypto.subtle.verify(algorithm, key, signature, toArrayBufferView(bytes)))
      return parsed as EbayNotification;
    const compact = new TextEncoder().encode(JSON.stringify(parsed));
    if (await crypto.subtle.verify(algorithm, key, signature, compact)) return parsed as EbayNotification;
  }
  throw new NotificationSignatureError(`The push's signature does not match its body (key ${header.kid}).`, {
    problem: 'mismatch',
    kid: header.kid,
  });
}
