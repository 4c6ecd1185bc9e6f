import { NotFoundError } from '../errors/not-found-error.js';
import { toArrayBufferView } from '../internal/bytes.js';
import { decodeKeyText, PUBLIC_KEY } from '../signing/key-text.js';
import { LookupBudget } from './key-budget.js';
import { readKeyRecord, writeKeyRecord, type NotificationKeyRecord, type NotificationKeyStore } from './key-store.js';

/** What verification needs of a client: the Notification API's `getPublicKey` (an `EbayClient` has it). */
export interface NotificationKeySource {
  commerce: { notification: { getPublicKey(publicKeyId: string): Promise<{ key?: string; digest?: string }> } };
}

/** A key id eBay has not been asked about, refused because too many new ids were asked about lately. */
export class KeyLookupThrottled extends Error {
  override name = 'KeyLookupThrottled';
}

/** One of eBay's keys and when it was fetched: it is used for an hour from then, never longer for being used. */
export interface FetchedKey {
  key: CryptoKey;
  fetchedAt: number;
}

const KEY_TTL_MS = 60 * 60 * 1000;
/** How long past its hour a key still verifies while eBay cannot be reached to fetch it again. */
const KEY_GRACE_MS = 10 * 60 * 1000;
/** A refresh that failed (eBay unreachable) is tried again on the first push this long after. */
const REFRESH_RETRY_MS = 30_000;
const UNKNOWN_KID_TTL_MS = 5 * 60 * 1000;
/** Keys that verified a push: only genuine pushes add to these, so nothing an attacker sends can evict them. */
const MAX_TRUSTED = 100;
/** Keys fetched (or being fetched) that verified nothing yet, and ids eBay does not know. */
const MAX_CANDIDATES = 20;
const MAX_UNKNOWN = 1000;

interface Trusted extends FetchedKey {
  /** The refresh under way, once the key is past its hour. */
  refresh: Promise<FetchedKey | undefined> | undefined;
  retryAt: number;
}

interface Candidate {
  lookup: Promise<FetchedKey | undefined>;
  /** Set when the lookup found a key. */
  found: FetchedKey | undefined;
}

/** How a key id is asked of eBay: one eBay answered for before (no budget), one the budget let through, or new. */
type Lookup = 'known' | 'admitted' | 'new';

/**
 * eBay's public keys for one client. Three places, so that forged pushes naming random key ids can neither make
 * baykit call eBay for each of them nor push a good key out: keys that verified a push (at most 100, least
 * recently used go first), keys fetched that verified nothing yet (one fetch in flight per id), and ids eBay does
 * not know (five minutes). Every key is used for an hour from its fetch, then fetched again: the old key keeps
 * verifying until eBay answers (at most ten minutes more while eBay cannot be reached), and a key id eBay no
 * longer knows is dropped. A key id in none of the three (nor in the `NotificationKeyStore`, when one is given)
 * is asked of eBay only within the `LookupBudget`; past it the lookup is refused.
 */
class KeyCache {
  readonly #client: NotificationKeySource;
  readonly #trusted = new Map<string, Trusted>();
  readonly #candidates = new Map<string, Candidate>();
  readonly #unknown = new Map<string, number>();
  readonly #budget = new LookupBudget();

  constructor(client: NotificationKeySource) {
    this.#client = client;
  }

  /**
   * The key for `kid`; undefined when eBay does not know the id. Rejects with `KeyLookupThrottled` past the
   * budget, and with the client's error when eBay cannot be reached.
   */
  key(kid: string, now: number, store?: NotificationKeyStore): Promise<FetchedKey | undefined> {
    const trusted = this.#trusted.get(kid);
    if (trusted) return this.#trustedKey(kid, trusted, now, store);
    const candidate = this.#candidates.get(kid);
    const expired = candidate?.found !== undefined && candidate.found.fetchedAt + KEY_TTL_MS <= now;
    if (candidate && !expired) return candidate.lookup;
    const unknownUntil = this.#unknown.get(kid);
    if (unknownUntil !== undefined && unknownUntil > now) return Promise.resolve(undefined);
    this.#unknown.delete(kid);
    // A candidate past its hour is an id eBay answered for: fetched again outside the budget.
    return this.#lookup(kid, now, store, expired ? 'known' : 'new');
  }

  /**
   * Marks `fetched`, the key of `kid`, as one that verified a push: a candidate becomes trusted, its hour still
   * counting from its fetch. A key dropped or replaced while the push was being verified stays so.
   */
  trust(kid: string, fetched: FetchedKey): void {
    const current = this.#trusted.get(kid);
    if (current) {
      this.#trusted.delete(kid);
      this.#trusted.set(kid, current);
      return;
    }
    if (this.#candidates.get(kid)?.found?.key !== fetched.key) return;
    this.#candidates.delete(kid);
    this.#setTrusted(kid, fetched);
  }

  #trustedKey(kid: string, trusted: Trusted, now: number, store?: NotificationKeyStore) {
    const age = now - trusted.fetchedAt;
    if (age >= KEY_TTL_MS) {
      const pastGrace = age >= KEY_TTL_MS + KEY_GRACE_MS;
      if (!trusted.refresh && (pastGrace || now >= trusted.retryAt))
        trusted.refresh = this.#refresh(kid, trusted, now, store);
      // Past the grace the old key is not used any more: the push waits for eBay's answer.
      if (pastGrace && trusted.refresh) return trusted.refresh;
    }
    this.#trusted.delete(kid);
    this.#trusted.set(kid, trusted);
    return Promise.resolve<FetchedKey>(trusted);
  }

  /** Fetches a trusted key past its hour again; it is replaced, or dropped when eBay no longer knows its id. */
  #refresh(kid: string, trusted: Trusted, now: number, store?: NotificationKeyStore) {
    const refresh = this.#fetch(kid, now, store, trusted.fetchedAt);
    refresh.then(
      (fetched) => {
        if (this.#trusted.get(kid) !== trusted) return;
        if (fetched) return this.#setTrusted(kid, fetched);
        this.#trusted.delete(kid);
        this.#rememberUnknown(kid, now);
      },
      () => {
        trusted.refresh = undefined;
        trusted.retryAt = now + REFRESH_RETRY_MS;
      },
    );
    return refresh;
  }

  /** Looks `kid` up once however many pushes name it meanwhile: the entry holds the lookup. */
  #lookup(kid: string, now: number, store: NotificationKeyStore | undefined, how: Lookup) {
    const entry: Candidate = { lookup: this.#resolve(kid, now, store, how), found: undefined };
    this.#candidates.delete(kid);
    this.#candidates.set(kid, entry);
    if (this.#candidates.size > MAX_CANDIDATES) this.#candidates.delete(this.#candidates.keys().next().value as string);
    entry.lookup.then(
      (fetched) => {
        if (this.#candidates.get(kid) !== entry) return;
        if (fetched) {
          entry.found = fetched;
          return;
        }
        this.#candidates.delete(kid);
        this.#rememberUnknown(kid, now);
      },
      () => {
        // Refused by the budget, or a failure that is not "unknown id" (network, 5xx): the next push tries again.
        if (this.#candidates.get(kid) === entry) this.#candidates.delete(kid);
      },
    );
    return entry.lookup;
  }

  async #resolve(
    kid: string,
    now: number,
    store: NotificationKeyStore | undefined,
    how: Lookup,
  ): Promise<FetchedKey | undefined> {
    let lookup = how;
    if (store) {
      const record = await readKeyRecord(store, kid);
      const stored = record && (await importRecord(record, now));
      if (stored) return stored;
      // A record past its hour says eBay answered for this id: asked again outside the budget.
      if (record) lookup = 'known';
    }
    if (lookup === 'new') {
      const admission = this.#budget.admit(kid, now);
      const other = admission.background;
      if (other !== undefined && !this.#candidates.has(other) && !this.#trusted.has(other))
        this.#lookup(other, now, store, 'admitted').catch(() => undefined);
      if (!admission.now) throw new KeyLookupThrottled();
      lookup = 'admitted';
    }
    const fetching = this.#fetch(kid, now, store);
    return lookup === 'admitted' ? this.#budget.track(fetching) : fetching;
  }

  /**
   * The key of `kid` from eBay, written to the store (or deleted from it when eBay does not know the id). With
   * `newerThan`, the store's key first, if it was fetched after that and is within its hour (another process of
   * a fleet fetched it again).
   */
  async #fetch(
    kid: string,
    now: number,
    store: NotificationKeyStore | undefined,
    newerThan?: number,
  ): Promise<FetchedKey | undefined> {
    if (store && newerThan !== undefined) {
      const record = await readKeyRecord(store, kid);
      const stored = record && record.fetchedAt > newerThan ? await importRecord(record, now) : undefined;
      if (stored) return stored;
    }
    let answer: { key?: string };
    try {
      answer = await this.#client.commerce.notification.getPublicKey(kid);
    } catch (error) {
      if (error instanceof NotFoundError) {
        if (store) void writeKeyRecord(store, kid, undefined);
        return undefined;
      }
      throw error;
    }
    const key = await importKey(decodeKeyText(answer.key, PUBLIC_KEY, 'getPublicKey key'));
    if (store) void writeKeyRecord(store, kid, { key: answer.key as string, fetchedAt: now });
    return { key, fetchedAt: now };
  }

  #setTrusted(kid: string, fetched: FetchedKey): void {
    this.#trusted.delete(kid);
    this.#trusted.set(kid, { key: fetched.key, fetchedAt: fetched.fetchedAt, refresh: undefined, retryAt: 0 });
    if (this.#trusted.size > MAX_TRUSTED) this.#trusted.delete(this.#trusted.keys().next().value as string);
  }

  #rememberUnknown(kid: string, now: number): void {
    this.#unknown.delete(kid);
    this.#unknown.set(kid, now + UNKNOWN_KID_TTL_MS);
    if (this.#unknown.size > MAX_UNKNOWN) this.#unknown.delete(this.#unknown.keys().next().value as string);
  }
}

function importKey(der: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', toArrayBufferView(der), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
}

/** A stored key within its hour, imported; undefined when it is older (or dated ahead of `now`) or unreadable. */
async function importRecord(record: NotificationKeyRecord, now: number): Promise<FetchedKey | undefined> {
  if (record.fetchedAt > now || now - record.fetchedAt >= KEY_TTL_MS) return undefined;
  try {
    return { key: await importKey(decodeKeyText(record.key, PUBLIC_KEY, 'stored key')), fetchedAt: record.fetchedAt };
  } catch {
    return undefined;
  }
}

/** Key caches per client (the cache belongs to the client, like its tokens). */
const CACHES = new WeakMap<NotificationKeySource, KeyCache>();

/** The key cache of `client`. */
export function keyCacheOf(client: NotificationKeySource): KeyCache {
  let cache = CACHES.get(client);
  if (!cache) CACHES.set(client, (cache = new KeyCache(client)));
  return cache;
}
