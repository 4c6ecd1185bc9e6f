import type { Cluster, Redis } from 'ioredis';
import type { LuaScript } from '../lua.js';

/** Redis did not answer within the command timeout; the pacer treats it like a lost connection. */
export class RedisTimeoutError extends Error {
  override name = 'RedisTimeoutError';
}

/**
 * Runs scripts with a deadline of its own. ioredis would otherwise hold a command in its offline queue while
 * it reconnects, and a paced call must not wait on Redis longer than on its budget.
 */
export class ScriptRunner {
  readonly #redis: Redis | Cluster;
  readonly #timeoutMs: number;

  constructor(redis: Redis | Cluster, timeoutMs: number) {
    this.#redis = redis;
    this.#timeoutMs = timeoutMs;
  }

  /** Runs `script` on `keys` with `args`; rejects when Redis fails or does not answer in time. */
  run(script: LuaScript, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    return this.command(() => this.#eval(script, keys, args));
  }

  /** A plain command under the same deadline. */
  command<T>(send: (redis: Redis | Cluster) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RedisTimeoutError(`Redis did not answer within ${this.#timeoutMs} ms.`)),
        this.#timeoutMs,
      );
      timer.unref();
    });
    return Promise.race([send(this.#redis), timeout]).finally(() => clearTimeout(timer));
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
