import { NotificationSignatureError } from '../errors/notification-signature-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { toArrayBufferView } from '../internal/bytes.js';
import { checkToleranceMs } from './handler-options.js';
import { parseNotificationJson, startsAsObject, withoutWhitespace } from './json-body.js';
import { keyCacheOf, KeyLookupThrottled, type FetchedKey, type NotificationKeySource } from './key-cache.js';
import { checkKeyStore, type NotificationKeyStore } from './key-store.js';
import { readSignatureHeader } from './signature-header.js';
import type { EbayNotification } from './types.js';

export type { NotificationKeySource } from './key-cache.js';

/** Options of `verifyNotification`. */
export interface VerifyNotificationOptions {
  client: NotificationKeySource;
  /**
   * How far the push's `publishDate` may be from now, in ms; a push outside is refused (`expired`). Off by
   * default: eBay does not document how long it retries a push nor whether a retry keeps its first `publishDate`,
   * so a window could refuse genuine retries. Set it (e.g. a day) to refuse old captured pushes; the handlers
   * remember processed pushes at least twice as long, so a replay inside the window is recognised as a copy.
   */
  toleranceMs?: number;
  /** Now, in ms since the epoch (default `Date.now()`): for `toleranceMs` and the key cache. */
  now?: number;
  /**
   * Where eBay's keys are kept beyond this process (`RedisNotificationKeyStore` of `@baykit/redis`): a key id
   * found there is not asked of eBay, so restarts and the other processes of a fleet need no lookup.
   */
  keyStore?: NotificationKeyStore;
}

/**
 * Verifies a Notification API push and returns it typed, or throws `NotificationSignatureError` (or
 * `ValidationError` for a body that is not a JSON object, or nests deeper than 64 levels).
 *
 * Order, cheapest and unauthenticated first: the `X-EBAY-SIGNATURE` header's shape (base64 JSON, `alg`, key id,
 * DER signature, `digest`) and that the body starts as a JSON object, before any key is fetched; then the key
 * (cached per client, see below); then the signature over the raw bytes, before the body is parsed. Only when the
 * raw bytes do not verify is the body parsed (its depth checked first) and the signature checked over its compact
 * serialisation, which is what eBay signs, and only when the body differs from that serialisation by whitespace
 * between tokens alone: a proxy that re-indents the body does not break verification, but bytes eBay did not sign
 * (a key given twice, `"username":"mallory","username":"alice"`, which parses as what eBay signed) never verify.
 *
 * Keys come from `client.commerce.notification.getPublicKey` (or `keyStore`), each used for an hour from its
 * fetch and then fetched again. Keys that verified a push are kept apart from the rest, so forged pushes cannot
 * evict them; a key id eBay does not know is remembered five minutes; key ids baykit has not seen are looked up
 * within a budget of 5 a minute, in two lanes (first sightings; ids seen again, as eBay's retries are), past which
 * a push is `key-unavailable` (so eBay retries). See the README's "Notifications" section for what it bounds.
 */
export async function verifyNotification(
  push: { body: string | Uint8Array; signature: string | null | undefined },
  options: VerifyNotificationOptions,
): Promise<EbayNotification> {
  const now = options.now ?? Date.now();
  const toleranceMs = checkToleranceMs(options.toleranceMs);
  const keyStore = checkKeyStore(options.keyStore);
  const header = readSignatureHeader(push.signature);
  const bytes = typeof push.body === 'string' ? new TextEncoder().encode(push.body) : push.body;
  if (!startsAsObject(bytes))
    throw new ValidationError('The notification body is not a JSON object.', { parameter: 'body' });
  const cache = keyCacheOf(options.client);
  let fetched: FetchedKey | undefined;
  try {
    fetched = await cache.key(header.kid, now, keyStore);
  } catch (error) {
    const message =
      error instanceof KeyLookupThrottled
        ? `The public key ${header.kid} was not looked up: too many new key ids were asked about lately (forged pushes, most likely); deliver it again later.`
        : `The public key ${header.kid} could not be fetched from eBay; try again later.`;
    throw new NotificationSignatureError(message, { problem: 'key-unavailable', kid: header.kid, cause: error });
  }
  if (!fetched) {
    throw new NotificationSignatureError(`eBay knows no public key ${header.kid}: the push is not from eBay.`, {
      problem: 'unknown-key',
      kid: header.kid,
    });
  }
  const { key } = fetched;
  const algorithm = { name: 'ECDSA', hash: header.hash };
  const signature = toArrayBufferView(header.signature);
  let parsed: unknown;
  if (await crypto.subtle.verify(algorithm, key, signature, toArrayBufferView(bytes))) {
    parsed = parseNotificationJson(bytes);
  } else {
    parsed = parseNotificationJson(bytes);
    const compact = new TextEncoder().encode(JSON.stringify(parsed));
    // The compact form stands for the body only when whitespace is all they differ by: what the caller keeps and
    // shows is the body, and a body with a key given twice parses as a signed one while saying something else.
    if (
      !sameBytes(withoutWhitespace(bytes), compact) ||
      !(await crypto.subtle.verify(algorithm, key, signature, compact))
    ) {
      throw new NotificationSignatureError(`The push's signature does not match its body (key ${header.kid}).`, {
        problem: 'mismatch',
        kid: header.kid,
      });
    }
  }
  cache.trust(header.kid, fetched);
  if (toleranceMs !== undefined) checkPublishDate(parsed, toleranceMs, now);
  return parsed as EbayNotification;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Refuses a verified push whose `publishDate` is missing or further than `toleranceMs` from `now`. */
function checkPublishDate(push: unknown, toleranceMs: number, now: number): void {
  const published = (push as { notification?: { publishDate?: unknown } }).notification?.publishDate;
  const at = typeof published === 'string' ? Date.parse(published) : NaN;
  if (Number.isNaN(at))
    throw new NotificationSignatureError('The push has no valid notification.publishDate to check.', {
      problem: 'malformed',
    });
  if (Math.abs(now - at) > toleranceMs)
    throw new NotificationSignatureError(
      `The push's publishDate ${String(published)} is more than ${toleranceMs} ms from now (toleranceMs): an old push sent again.`,
      { problem: 'expired' },
    );
}
