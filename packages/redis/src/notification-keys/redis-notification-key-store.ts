import { ConfigError, type Logger } from 'baykit';
import type { NotificationKeyRecord, NotificationKeyStore } from 'baykit/notifications';
import type { Redis, RedisOptions } from 'ioredis';
import { checkStoreOptions, RedisLink, storeConnection } from '../link.js';

/** Options of `RedisNotificationKeyStore`. */
export interface RedisNotificationKeyStoreOptions {
  /** Put before every key, to share one Redis between apps. Default: none. */
  prefix?: string;
  /**
   * How long a key id eBay answered for is kept, in ms (default 7 days). The key itself is used for an hour from
   * its fetch; past that, the record still says the id is eBay's, so it is fetched again outside the budget that
   * forged pushes can spend.
   */
  retentionMs?: number;
  /** The longest one Redis command may take before Redis counts as unreachable, in ms. Default 1 000. */
  commandTimeoutMs?: number;
  /** Where the store says that Redis went away or came back. Default: `console`. */
  logger?: Logger;
}

const DEFAULT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** eBay's keys are a few hundred bytes of PEM; a value past this is not one and is not read. */
const MAX_VALUE_CHARS = 4096;

/** A connection the store makes fails fast while Redis is away, as the other stores' do. */
/**
 * A `NotificationKeyStore` (`baykit/notifications`) on Redis: eBay's notification public keys, as
 * `getPublicKey` returned them, shared by the processes of a fleet and kept across restarts, so that a key id
 * one process looked up is known to all (`keyStore` option of `createNotificationHandler`). One string key per
 * key id, `baykit:notification-key:<kid>` (after `prefix`), JSON `{key, fetchedAt}`, expiring after
 * `retentionMs`. While Redis is away the store reads as empty and writes nothing: each process asks eBay within
 * its own budget, with one warning.
 */
export class RedisNotificationKeyStore implements NotificationKeyStore {
  readonly #link: RedisLink;
  readonly #owned: boolean;
  readonly #prefix: string;
  readonly #retentionMs: number;

  /**
   * @param redis An ioredis client (used as it is, left open by `close`), or the options or URL of a
   * connection the store makes, set to fail fast, and closes in `close`.
   */
  constructor(redis: Redis | RedisOptions | string, options: RedisNotificationKeyStoreOptions = {}) {
    const { prefix = '', retentionMs = DEFAULT_RETENTION_MS, commandTimeoutMs = 1_000 } = options;
    checkStoreOptions('RedisNotificationKeyStore', prefix, commandTimeoutMs);
    if (!Number.isSafeInteger(retentionMs) || retentionMs < 60 * 60 * 1000)
      throw new ConfigError(
        `RedisNotificationKeyStore: retentionMs must be a whole number of ms of at least an hour (a key's life). Got ${JSON.stringify(retentionMs)}.`,
      );
    const { client, owned } = storeConnection(redis);
    this.#owned = owned;
    this.#prefix = prefix;
    this.#retentionMs = retentionMs;
    this.#link = new RedisLink(client, {
      log: options.logger ?? console,
      timeoutMs: commandTimeoutMs,
      messages: {
        away: "eBay's notification keys are looked up by each process until it is back",
        back: "eBay's notification keys are shared through it again",
      },
    });
  }

  /** The record of `kid`; undefined when there is none, it is not a record, or Redis is away. */
  async get(kid: string): Promise<NotificationKeyRecord | undefined> {
    const value = await this.#link.attempt('reading a notification key', (r) => r.get(this.#key(kid)));
    if (typeof value !== 'string' || value.length > MAX_VALUE_CHARS) return undefined;
    try {
      const { key, fetchedAt } = JSON.parse(value) as Partial<NotificationKeyRecord>;
      return typeof key === 'string' && typeof fetchedAt === 'number' ? { key, fetchedAt } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps `record`, just returned by eBay for `kid`, for `retentionMs`. */
  async set(kid: string, record: NotificationKeyRecord): Promise<void> {
    const value = JSON.stringify({ key: record.key, fetchedAt: record.fetchedAt });
    await this.#link.attempt('keeping a notification key', (r) =>
      r.set(this.#key(kid), value, 'PX', this.#retentionMs),
    );
  }

  /** Forgets `kid`: eBay no longer knows it. */
  async delete(kid: string): Promise<void> {
    await this.#link.attempt('forgetting a notification key', (r) => r.del(this.#key(kid)));
  }

  /** Closes the connection the store made (not an ioredis client it was given, which stays the caller's). */
  close(): Promise<void> {
    if (this.#owned) this.#link.redis.disconnect();
    return Promise.resolve();
  }

  #key(kid: string): string {
    return `${this.#prefix}baykit:notification-key:${kid}`;
  }
}
