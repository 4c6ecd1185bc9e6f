import { randomUUID } from 'node:crypto';
import { RELEASE_IF_OWNER } from '../lua.js';
import { DOWN, REFUSED, type RedisLink } from '../link.js';

/** Pushes the lock's expiry out, again only for its owner. */
const EXTEND =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/**
 * The renewal lock of one token: `SET NX PX` to take it under a random owner id, compare-and-delete to give
 * it back, compare-and-extend while the renewal runs. The TTL bounds how long a dead holder blocks the others.
 */
export class RenewalLock {
  readonly #link: RedisLink;
  readonly #ttlMs: number;

  constructor(link: RedisLink, ttlMs: number) {
    this.#link = link;
    this.#ttlMs = ttlMs;
  }

  /** Takes the lock: the owner id when it was free, null when another owner holds it, `DOWN` when Redis is away. */
  async acquire(lockKey: string): Promise<string | null | typeof DOWN> {
    const owner = randomUUID();
    const answer = await this.#link.attempt('taking a renewal lock', (r) =>
      r.set(lockKey, owner, 'PX', this.#ttlMs, 'NX'),
    );
    // A refusal (a read-only replica after a failover, out of memory) means no lock can be had: renew here.
    if (answer === DOWN || answer === REFUSED) return DOWN;
    return answer === 'OK' ? owner : null;
  }

  /**
   * Runs `work` holding the lock, extending it every third of its TTL, so a renewal slower than the TTL
   * keeps it while a holder that dies (and stops extending) loses it within one TTL.
   */
  async hold<T>(lockKey: string, owner: string, work: () => Promise<T>): Promise<T> {
    const timer = setInterval(
      () => {
        void this.#link.attempt('extending a renewal lock', (r) =>
          r.eval(EXTEND, 1, lockKey, owner, String(this.#ttlMs)),
        );
      },
      Math.max(1, Math.floor(this.#ttlMs / 3)),
    );
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  /** Gives the lock back if `owner` still holds it. */
  async release(lockKey: string, owner: string): Promise<void> {
    await this.#link.attempt('releasing a renewal lock', (r) => r.eval(RELEASE_IF_OWNER.source, 1, lockKey, owner));
  }
}
