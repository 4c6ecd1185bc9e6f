import { isUsable, type AccessToken, type Logger, type TokenStore } from 'baykit';
import type { Redis, RedisOptions } from 'ioredis';
import { decodeToken, encodeToken, storedTtlMs } from './codec.js';
import { DOWN, REFUSED, RedisLink, storeConnection } from '../link.js';
import { RenewalLock } from './lock.js';
import { REDIS_TOKEN_STORE_DEFAULTS, type RedisTokenStoreOptions } from './options.js';
import { Signals } from './signals.js';

/**
 * Settings for a connection the store makes itself: a command fails at once instead of queueing while Redis
 * is away (the store then falls back to this process), and reconnecting goes on in the background.
 */
/**
 * A baykit `TokenStore` on Redis, for many processes sharing one app's tokens: each token is stored once
 * (JSON, with a TTL a little beyond its expiry), and renewing a token is single flight across every process
 * using the store (a lock per token, pub/sub to wake the waiters). When Redis is away the store keeps
 * working from this process's memory and renews tokens here, and uses Redis again when it is back.
 */
export class RedisTokenStore implements TokenStore {
  readonly #link: RedisLink;
  readonly #lock: RenewalLock;
  readonly #signals: Signals;
  readonly #owned: boolean;
  readonly #log: Logger;
  readonly #now: () => number;
  readonly #prefix: string;
  readonly #waitTimeoutMs: number;
  readonly #pollIntervalMs: number;
  /** Every token this process read or wrote, for when Redis is away or comes back without them. */
  readonly #local = new Map<string, AccessToken>();
  /**
   * What Redis may not hold: writes (a token) and deletes (undefined) made while it was away, and, after a
   * reconnect, every token this process holds (a restart without persistence empties Redis). Redis learns
   * them at the next read of the key, unless it holds a newer token by then.
   */
  readonly #pending = new Map<string, { token: AccessToken | undefined; at: number }>();

  /**
   * @param redis An ioredis client (used as it is: the store never waits on it while it is not ready, and
   * closing it closes the store's subscriber connection too), or the options or URL of a connection the store
   * makes, set to fail fast, and closes in `close`.
   */
  constructor(redis: Redis | RedisOptions | string, options: RedisTokenStoreOptions = {}) {
    const d = REDIS_TOKEN_STORE_DEFAULTS;
    const { client, owned } = storeConnection(redis);
    this.#owned = owned;
    const clock = options.clock;
    this.#log = options.logger ?? console;
    this.#now = clock ? () => clock.now() : () => Date.now();
    this.#prefix = options.prefix ?? d.prefix;
    this.#waitTimeoutMs = options.waitTimeoutMs ?? d.waitTimeoutMs;
    this.#pollIntervalMs = options.pollIntervalMs ?? d.pollIntervalMs;
    this.#link = new RedisLink(client, {
      log: this.#log,
      timeoutMs: options.commandTimeoutMs ?? d.commandTimeoutMs,
      onReconnect: () => {
        const now = this.#now();
        for (const [key, token] of this.#local) if (!this.#pending.has(key)) this.#pending.set(key, { token, at: now });
      },
    });
    this.#lock = new RenewalLock(this.#link, options.lockTtlMs ?? d.lockTtlMs);
    // Subscribing takes a connection of its own; it may queue while Redis is away, since nothing waits on it.
    this.#signals = new Signals(() => client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null }));
    // That connection is the store's, made from the caller's client: it closes when the caller's client ends
    // (`quit`, `disconnect`), so a process that closes its Redis client can exit without closing the store.
    if (!this.#owned) client.once('end', () => this.#signals.close());
  }

  /** The token at `key`: from Redis, or from this process's memory while Redis is away. */
  async get(key: string): Promise<AccessToken | undefined> {
    const raw = await this.#link.attempt('reading a token', (r) => r.get(this.#tokenKey(key)));
    if (raw === DOWN) return this.#local.get(key);
    const pending = this.#pending.get(key);
    if (pending) return this.#reconcile(key, pending, raw === REFUSED ? null : raw);
    if (raw === REFUSED) return this.#discard(key, 'not a string value');
    if (raw === null) {
      // Deleted or expired: this process forgets it too.
      this.#local.delete(key);
      return undefined;
    }
    const decoded = decodeToken(raw);
    if ('problem' in decoded) return this.#discard(key, decoded.problem);
    this.#local.set(key, decoded.token);
    return decoded.token;
  }

  /** Stores `token` at `key` in Redis and in this process's memory. */
  async set(key: string, token: AccessToken): Promise<void> {
    this.#local.set(key, token);
    const stored = await this.#write(key, token);
    if (stored) this.#pending.delete(key);
    else this.#pending.set(key, { token, at: this.#now() });
  }

  /** Removes the token at `key` from Redis and from this process's memory. */
  async delete(key: string): Promise<void> {
    this.#local.delete(key);
    const answer = await this.#link.attempt('deleting a token', (r) => r.del(this.#tokenKey(key)));
    if (answer === DOWN) this.#pending.set(key, { token: undefined, at: this.#now() });
    else this.#pending.delete(key);
  }

  /**
   * Renews the token at `key` once across every process: the first to take the token's lock runs `renew`,
   * the others wait for the token it stores. A waiter takes over when the holder's lock expires (it died),
   * and renews the token itself after `waitTimeoutMs`. While Redis is away, `renew` runs in this process.
   */
  async renew(key: string, from: string | undefined, renew: () => Promise<AccessToken>): Promise<AccessToken> {
    const deadline = this.#now() + this.#waitTimeoutMs;
    for (;;) {
      const current = await this.get(key);
      if (current && this.#renewed(current, from)) return current;
      const owner = await this.#lock.acquire(this.#lockKey(key));
      if (owner === DOWN) return renew();
      if (owner !== null) return this.#renewHolding(key, from, owner, renew);
      const left = deadline - this.#now();
      if (left <= 0) {
        this.#log.warn?.(
          `@baykit/redis: no other process renewed ${key} within ${this.#waitTimeoutMs} ms; renewing it here.`,
        );
        return renew();
      }
      await this.#signals.wait(this.#channel(key), Math.min(this.#pollIntervalMs, left));
    }
  }

  /**
   * Closes the connections the store made (not an ioredis client it was given, which stays the caller's; the
   * store's own connection made from that client also closes when that client ends).
   */
  async close(): Promise<void> {
    this.#signals.close();
    if (this.#owned) this.#link.redis.disconnect();
  }

  async #renewHolding(
    key: string,
    from: string | undefined,
    owner: string,
    renew: () => Promise<AccessToken>,
  ): Promise<AccessToken> {
    const lockKey = this.#lockKey(key);
    try {
      // Another process may have renewed the token and let go of the lock between our read and our lock.
      const current = await this.get(key);
      if (current && this.#renewed(current, from)) return current;
      return await this.#lock.hold(lockKey, owner, renew);
    } finally {
      await this.#lock.release(lockKey, owner);
      // Wakes the waiters after a failure too: one of them takes the lock and tries again.
      await this.#link.attempt('announcing a renewal', (r) => r.publish(this.#channel(key), '1'));
    }
  }

  /** Stores `token` in Redis; false when Redis could not be reached. */
  async #write(key: string, token: AccessToken): Promise<boolean> {
    const ttl = storedTtlMs(token, this.#now());
    const value = encodeToken(token);
    const answer = await this.#link.attempt('storing a token', (r) =>
      ttl === undefined ? r.set(this.#tokenKey(key), value) : r.set(this.#tokenKey(key), value, 'PX', ttl),
    );
    return answer !== DOWN;
  }

  /**
   * The first read of a key Redis may not hold (see `#pending`): the newer of the two wins. A token Redis got
   * from another process since then (obtained later) stays; otherwise this process's token or delete is
   * carried out in Redis now.
   */
  async #reconcile(
    key: string,
    pending: { token: AccessToken | undefined; at: number },
    raw: string | null,
  ): Promise<AccessToken | undefined> {
    const decoded = raw === null ? undefined : decodeToken(raw);
    const stored = decoded && 'token' in decoded ? decoded.token : undefined;
    const mine = pending.token;
    if (stored && stored.obtainedAt > (mine?.obtainedAt ?? pending.at)) {
      this.#pending.delete(key);
      this.#local.set(key, stored);
      return stored;
    }
    if (mine) {
      if (await this.#write(key, mine)) this.#pending.delete(key);
      this.#local.set(key, mine);
      return mine;
    }
    const answer = await this.#link.attempt('deleting a token', (r) => r.del(this.#tokenKey(key)));
    if (answer !== DOWN) this.#pending.delete(key);
    this.#local.delete(key);
    return undefined;
  }

  /** Whether `token` replaces the token `from` that had to be renewed and can be sent. */
  #renewed(token: AccessToken, from: string | undefined): boolean {
    return token.accessToken !== from && isUsable(token, this.#now());
  }

  async #discard(key: string, problem: string): Promise<undefined> {
    this.#log.warn?.(`@baykit/redis: discarded the token stored at ${this.#tokenKey(key)}: ${problem}.`);
    this.#local.delete(key);
    this.#pending.delete(key);
    await this.#link.attempt('deleting a bad token', (r) => r.del(this.#tokenKey(key)));
    return undefined;
  }

  #tokenKey(key: string): string {
    return `${this.#prefix}${key}`;
  }

  #lockKey(key: string): string {
    return `${this.#prefix}lock:${key}`;
  }

  #channel(key: string): string {
    return `${this.#prefix}renewed:${key}`;
  }
}

/** An ioredis client rather than connection options (by shape: another copy of ioredis fails `instanceof`). */
