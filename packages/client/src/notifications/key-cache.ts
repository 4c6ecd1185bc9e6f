import { NotFoundError } from '../errors/not-found-error.js';
import { toArrayBufferView } from '../internal/bytes.js';
import { decodeKeyText } from '../signing/key-text.js';

/** What verification needs of a client: the Notification API's `getPublicKey` (an `EbayClient` has it). */
export interface NotificationKeySource {
  commerce: { notification: { getPublicKey(publicKeyId: string): Promise<{ key?: string; digest?: string }> } };
}

/** A key id eBay has not been asked about, refused because too many new ids were asked about lately. */
export class KeyLookupThrottled extends Error {
  override name = 'KeyLookupThrottled';
}

const KEY_TTL_MS = 60 * 60 * 1000;
const UNKNOWN_KID_TTL_MS = 5 * 60 * 1000;
/** Keys that verified a push: only genuine pushes add to these, so nothing an attacker sends can evict them. */
const MAX_TRUSTED = 100;
/** Keys fetched (or being fetched) that verified nothing yet, and ids eBay does not know. */
const MAX_CANDIDATES = 20;
const MAX_UNKNOWN = 1000;
/** New key ids asked of eBay: 5 at once, then one every 12 s (5 a minute), per client. */
const NEW_KID_BURST = 5;
const NEW_KID_INTERVAL_MS = 12_000;

interface Candidate {
  until: number;
  key: Promise<CryptoKey | undefined>;
}

/**
 * eBay's public keys for one client. Three places, so that forged pushes naming random key ids can neither make
 * baykit call eBay for each of them nor push a good key out: keys that verified a push (an hour, at most 100,
 * least recently used go first, refreshed without limit), keys fetched that verified nothing yet (one fetch in
 * flight per id), and ids eBay does not know (five minutes). A key id in none of them is asked of eBay only
 * within the new-id budget; past it the lookup is refused until the budget refills.
 */
class KeyCache {
  readonly #client: NotificationKeySource;
  readonly #trusted = new Map<string, { until: number; key: CryptoKey }>();
  readonly #candidates = new Map<string, Candidate>();
  readonly #unknown = new Map<string, number>();
  #budget = NEW_KID_BURST;
  #refilledAt: number | undefined;

  constructor(client: NotificationKeySource) {
    this.#client = client;
  }

  /** The key for `kid`; undefined when eBay does not know the id. Throws `KeyLookupThrottled` past the budget. */
  key(kid: string, now: number): Promise<CryptoKey | undefined> {
    const trusted = this.#trusted.get(kid);
    if (trusted && trusted.until > now) {
      this.#trusted.delete(kid);
      this.#trusted.set(kid, trusted);
      return Promise.resolve(trusted.key);
    }
    const candidate = this.#candidates.get(kid);
    if (candidate && candidate.until > now) return candidate.key;
    const unknownUntil = this.#unknown.get(kid);
    if (unknownUntil !== undefined && unknownUntil > now) return Promise.resolve(undefined);
    this.#unknown.delete(kid);
    // A key that verified before and is only due for a refresh is not a new id: it is not counted.
    if (!trusted && !this.#take(now)) return Promise.reject(new KeyLookupThrottled());
    return this.#fetch(kid, now);
  }

  /** Marks the key of `kid` as one that verified a push. */
  trust(kid: string, key: CryptoKey, now: number): void {
    const candidate = this.#candidates.get(kid);
    const until = candidate ? candidate.until : now + KEY_TTL_MS;
    this.#candidates.delete(kid);
    this.#trusted.delete(kid);
    this.#trusted.set(kid, { until, key });
    if (this.#trusted.size > MAX_TRUSTED) this.#trusted.delete(this.#trusted.keys().next().value as string);
  }

  #take(now: number): boolean {
    if (this.#refilledAt === undefined) this.#refilledAt = now;
    const earned = Math.floor((now - this.#refilledAt) / NEW_KID_INTERVAL_MS);
    if (earned > 0) {
      this.#budget = Math.min(NEW_KID_BURST, this.#budget + earned);
      this.#refilledAt += earned * NEW_KID_INTERVAL_MS;
    }
    if (this.#budget < 1) return false;
    this.#budget -= 1;
    return true;
  }

  #fetch(kid: string, now: number): Promise<CryptoKey | undefined> {
    const entry: Candidate = { until: now + KEY_TTL_MS, key: fetchKey(this.#client, kid) };
    this.#candidates.delete(kid);
    this.#candidates.set(kid, entry);
    if (this.#candidates.size > MAX_CANDIDATES) this.#candidates.delete(this.#candidates.keys().next().value as string);
    entry.key.then(
      (key) => {
        if (key !== undefined || this.#candidates.get(kid) !== entry) return;
        this.#candidates.delete(kid);
        this.#trusted.delete(kid);
        this.#unknown.set(kid, now + UNKNOWN_KID_TTL_MS);
        if (this.#unknown.size > MAX_UNKNOWN) this.#unknown.delete(this.#unknown.keys().next().value as string);
      },
      () => {
        // A failure that is not "unknown id" (network, 5xx) is not remembered: the next push tries again.
        if (this.#candidates.get(kid) === entry) this.#candidates.delete(kid);
      },
    );
    return entry.key;
  }
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

/** Key caches per client (the cache belongs to the client, like its tokens). */
const CACHES = new WeakMap<NotificationKeySource, KeyCache>();

/** The key cache of `client`. */
export function keyCacheOf(client: NotificationKeySource): KeyCache {
  let cache = CACHES.get(client);
  if (!cache) CACHES.set(client, (cache = new KeyCache(client)));
  return cache;
}
