import { ConfigError } from '../errors/config-error.js';

/** One of eBay's notification public keys as a `NotificationKeyStore` keeps it. */
export interface NotificationKeyRecord {
  /** The key as `getPublicKey` returned it (PEM, or base64 DER). */
  key: string;
  /** When it was fetched from eBay, in ms since the epoch; it is used for an hour from then, then fetched again. */
  fetchedAt: number;
}

/**
 * Where the notification handlers keep eBay's public keys beyond one process's memory, so a restart or another
 * process of a fleet verifies pushes with a key id eBay already answered for without asking eBay again (and
 * without spending the lookup budget that forged pushes can spend). Only keys eBay returned are written; a key
 * id eBay no longer knows is deleted. A key read back is used for an hour from its `fetchedAt`, then fetched
 * again (still outside the budget: eBay knew the id). A store that fails is read as empty.
 * `RedisNotificationKeyStore` of `@baykit/redis` is one; anything with `get`, `set` and `delete` is another.
 * Whoever can write to it can make baykit accept pushes: give it the trust you give your database.
 */
export interface NotificationKeyStore {
  /** The record kept for `kid`, if any. */
  get(kid: string): Promise<NotificationKeyRecord | undefined>;
  /** Keeps `record`, which eBay just returned for `kid`. */
  set(kid: string, record: NotificationKeyRecord): Promise<void>;
  /** eBay no longer knows `kid`: forget it. */
  delete(kid: string): Promise<void>;
}

/** The `keyStore` option: undefined or a store with `get`, `set` and `delete`. */
export function checkKeyStore(value: unknown): NotificationKeyStore | undefined {
  if (value === undefined) return undefined;
  const store = value as Partial<NotificationKeyStore> | null;
  if (
    typeof store !== 'object' ||
    store === null ||
    typeof store.get !== 'function' ||
    typeof store.set !== 'function' ||
    typeof store.delete !== 'function'
  )
    throw new ConfigError(
      'Option "keyStore" must be a store with get, set and delete (RedisNotificationKeyStore from @baykit/redis).',
    );
  return store as NotificationKeyStore;
}

/** The store's record of `kid`, or undefined when it has none, a malformed one, or fails. */
export async function readKeyRecord(
  store: NotificationKeyStore,
  kid: string,
): Promise<NotificationKeyRecord | undefined> {
  let record: unknown;
  try {
    record = await store.get(kid);
  } catch {
    return undefined;
  }
  if (typeof record !== 'object' || record === null) return undefined;
  const { key, fetchedAt } = record as Partial<NotificationKeyRecord>;
  if (typeof key !== 'string' || typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt)) return undefined;
  return { key, fetchedAt };
}

/** Writes to the store without letting its failure fail the push: the key is in memory either way. */
export async function writeKeyRecord(
  store: NotificationKeyStore,
  kid: string,
  record: NotificationKeyRecord | undefined,
): Promise<void> {
  try {
    await (record ? store.set(kid, record) : store.delete(kid));
  } catch {
    // The next process asks eBay, as it would without a store.
  }
}
