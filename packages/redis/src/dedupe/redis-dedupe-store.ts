import type { Logger } from 'baykit';
import { MemoryDedupeStore, type DedupeClaim, type NotificationDedupeStore } from 'baykit/notifications';
import type { Redis, RedisOptions } from 'ioredis';
import { checkStoreOptions, DOWN, REFUSED, RedisLink, storeConnection } from '../link.js';
import { luaScript, RELEASE_IF_OWNER } from '../lua.js';

/** Options of `RedisDedupeStore`. */
export interface RedisDedupeStoreOptions {
  /** Put before every key, to share one Redis between apps. Default: none. */
  prefix?: string;
  /** The longest one Redis command may take before Redis counts as unreachable, in ms. Default 1 000. */
  commandTimeoutMs?: number;
  /** Where the store says that Redis went away or came back. Default: `console`. */
  logger?: Logger;
}

/** The value of a processed push's key (a claim holds its owner's random id instead). */
const DONE = 'done';

/** Marks KEYS[1] done for ARGV[2] ms while ARGV[1] holds it, or nobody does (its claim lapsed unclaimed). */
const COMPLETE = luaScript(`
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], '${DONE}', 'PX', ARGV[2])
return 1
`);

/** A connection the store makes fails fast while Redis is away, as the token store's does. */
/**
 * A `NotificationDedupeStore` (`baykit/notifications`) on Redis, for notification endpoints served by several
 * processes: a push's key is claimed with `SET NX PX` under a random owner id, released by compare-and-delete
 * when `onNotification` failed, and set to `done` for the retention when it succeeded; every key expires. Two
 * processes receiving one push at once run `onNotification` once between them.
 *
 * Each process also remembers what it claimed and processed in its own memory, which is all it uses while Redis
 * is away (a copy reaching another process then runs again), with one warning, rather than refusing pushes eBay
 * would stop retrying at some point.
 */
export class RedisDedupeStore implements NotificationDedupeStore {
  readonly #link: RedisLink;
  readonly #owned: boolean;
  readonly #prefix: string;
  readonly #local = new MemoryDedupeStore();

  /**
   * @param redis An ioredis client (used as it is, left open by `close`), or the options or URL of a
   * connection the store makes, set to fail fast, and closes in `close`.
   */
  constructor(redis: Redis | RedisOptions | string, options: RedisDedupeStoreOptions = {}) {
    const { prefix = '', commandTimeoutMs = 1_000 } = options;
    checkStoreOptions('RedisDedupeStore', prefix, commandTimeoutMs);
    const { client, owned } = storeConnection(redis);
    this.#owned = owned;
    this.#prefix = prefix;
    this.#link = new RedisLink(client, {
      log: options.logger ?? console,
      timeoutMs: commandTimeoutMs,
      messages: {
        away: 'notifications are deduplicated in each process until it is back',
        back: 'notifications are deduplicated through it again',
      },
    });
  }

  /** Claims push `id` for `owner` (see `NotificationDedupeStore.claim`): in this process, then in Redis. */
  async claim(id: string, owner: string, ttlMs: number): Promise<DedupeClaim> {
    // This process's memory first: what it holds or processed is known without Redis, even while Redis is away.
    const local = await this.#local.claim(id, owner, ttlMs);
    if (local !== 'claimed') return local;
    const key = this.#key(id);
    const set = await this.#link.attempt('claiming a notification', (r) => r.set(key, owner, 'PX', ttlMs, 'NX'));
    if (set === 'OK' || set === DOWN || set === REFUSED) return 'claimed';
    await this.#local.release(id, owner);
    const held = await this.#link.attempt('reading a notification claim', (r) => r.get(key));
    // Gone since the SET (it expired just then), or unreadable: another delivery decides; eBay sends it again.
    return held === DONE ? 'done' : 'processing';
  }

  /** Marks push `id` processed for `ttlMs`, unless another owner holds it now. */
  async complete(id: string, owner: string, ttlMs: number): Promise<void> {
    // Remembered here too: a copy this process receives while Redis is away is still recognised.
    await this.#local.complete(id, owner, ttlMs);
    await this.#link.attempt('completing a notification', (r) =>
      r.eval(COMPLETE.source, 1, this.#key(id), owner, String(ttlMs)),
    );
  }

  /** Drops `owner`'s claim of push `id`, so the next delivery processes it. */
  async release(id: string, owner: string): Promise<void> {
    await this.#local.release(id, owner);
    await this.#link.attempt('releasing a notification claim', (r) =>
      r.eval(RELEASE_IF_OWNER.source, 1, this.#key(id), owner),
    );
  }

  /** Closes the connection the store made (not an ioredis client it was given, which stays the caller's). */
  close(): Promise<void> {
    if (this.#owned) this.#link.redis.disconnect();
    return Promise.resolve();
  }

  #key(id: string): string {
    return `${this.#prefix}baykit:dedupe:${id}`;
  }
}
