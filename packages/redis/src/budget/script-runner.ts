import type { Cluster, Redis } from 'ioredis';
import type { LuaScript } from '../lua.js';

/** Redis did not answer within the command timeout; the pacer treats it like a lost connection. */
export class RedisTimeoutError extends Error {
  override name = 'RedisTimeoutError';
}

/**
 * Runs scripts with a deadline of its own. ioredis would otherwise hold a command in its offline queue while
 * it reconnects, and a paced call must not wait on Redis longer than on its budget.
 *
 * The first commands wait for the connection to become ready (within their deadline): a process that starts
 * with `enableOfflineQueue: false` would otherwise see its first take refused while ioredis is still connecting,
 * and report Redis as unreachable. Once Redis was ready, or did not become ready in time, nothing waits: a
 * command while it is away fails at once.
 */
export class ScriptRunner {
  readonly #redis: Redis | Cluster;
  readonly #timeoutMs: number;
  #starting: boolean;
  #firstReady: Promise<void> | undefined;

  constructor(redis: Redis | Cluster, timeoutMs: number) {
    this.#redis = redis;
    this.#timeoutMs = timeoutMs;
    this.#starting = redis.status !== 'ready';
    if (this.#starting) redis.once('ready', () => (this.#starting = false));
  }

  /** Runs `script` on `keys` with `args`; rejects when Redis fails or does not answer in time. */
  run(script: LuaScript, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    return this.command(() => this.#eval(script, keys, args));
  }

  /** A plain command under the same deadline. */
  command<T>(send: (redis: Redis | Cluster) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    let late = false;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        late = true;
        // A start that takes longer than a command may is an outage: later commands do not wait again.
        this.#starting = false;
        reject(new RedisTimeoutError(`Redis did not answer within ${this.#timeoutMs} ms.`));
      }, this.#timeoutMs);
      timer.unref();
    });
    const sent = this.#starting
      ? this.#ready().then(() => {
          // Given up on already: sending now would spend a token nobody waits for.
          if (late) throw new RedisTimeoutError(`Redis did not answer within ${this.#timeoutMs} ms.`);
          return send(this.#redis);
        })
      : send(this.#redis);
    return Promise.race([sent, timeout]).finally(() => clearTimeout(timer));
  }

  /** Resolves when the connection is first ready (connecting a `lazyConnect` client that has not started). */
  #ready(): Promise<void> {
    if (this.#redis.status === 'ready') return Promise.resolve();
    this.#firstReady ??= new Promise<void>((resolve) => {
      this.#redis.once('ready', () => resolve());
      if (this.#redis.status === 'wait') this.#redis.connect().catch(() => undefined);
    });
    return this.#firstReady;
  }

  async #eval(script: LuaScript, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await this.#redis.evalsha(script.sha, keys.length, ...keys, ...args);
    } catch (error) {
      // A restarted or flushed Redis has forgotten the script: send it whole once.
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return await this.#redis.eval(script.source, keys.length, ...keys, ...args);
    }
  }
}
