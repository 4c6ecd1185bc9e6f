import { ConfigError } from '../errors/config-error.js';
import type { Clock } from '../internal/clock.js';

/** What a delivery finds when it claims a push: its to process, another delivery's now, or processed already. */
export type DedupeClaim = 'claimed' | 'processing' | 'done';

/**
 * Where the notification handlers remember which pushes they processed, so that `onNotification` runs once per
 * push however often it arrives: eBay's own retries, a copy delivered while the first is still being processed,
 * or a captured push sent again. A delivery claims the push's id, runs `onNotification`, then completes the
 * claim (kept for the retention) or, when it failed, releases it so eBay's next delivery processes the push.
 * `MemoryDedupeStore` serves one process; `RedisDedupeStore` (`@baykit/redis`) a fleet.
 */
export interface NotificationDedupeStore {
  /**
   * Claims push `id` for the delivery `owner` (a random id) for `ttlMs`, unless it is held or done:
   * `'claimed'` when it was neither (this delivery processes it), `'processing'` while another delivery holds
   * it, `'done'` when it was processed within the retention. Atomic: of concurrent claims, one gets `'claimed'`.
   */
  claim(id: string, owner: string, ttlMs: number): Promise<DedupeClaim>;
  /** The push was processed: `id` is done for `ttlMs`, unless another delivery holds it now. */
  complete(id: string, owner: string, ttlMs: number): Promise<void>;
  /** Processing failed: drops `owner`'s claim of `id` (and nobody else's), so the next delivery processes it. */
  release(id: string, owner: string): Promise<void>;
}

/** Options of `MemoryDedupeStore`. */
export interface MemoryDedupeStoreOptions {
  /** The most push ids kept (default 10 000); past it the oldest entries go first. */
  maxEntries?: number;
  /** Time source (default the system clock). */
  clock?: Pick<Clock, 'now'>;
}

/**
 * A `NotificationDedupeStore` in this process's memory, bounded in size (`maxEntries`, oldest out first) and in
 * time (every entry expires). Each handler makes one unless given a store. It serves one process: behind a load
 * balancer, or across restarts, use a shared store (`RedisDedupeStore` of `@baykit/redis`).
 */
export class MemoryDedupeStore implements NotificationDedupeStore {
  readonly #entries = new Map<string, { owner: string | undefined; until: number }>();
  readonly #max: number;
  readonly #now: () => number;

  constructor(options: MemoryDedupeStoreOptions = {}) {
    const max = options.maxEntries ?? 10_000;
    if (!Number.isSafeInteger(max) || max < 1)
      throw new ConfigError('Option "maxEntries" must be a positive whole number.');
    this.#max = max;
    const clock = options.clock;
    this.#now = clock ? () => clock.now() : () => Date.now();
  }

  claim(id: string, owner: string, ttlMs: number): Promise<DedupeClaim> {
    const now = this.#now();
    const entry = this.#entries.get(id);
    if (entry && entry.until > now) return Promise.resolve(entry.owner === undefined ? 'done' : 'processing');
    this.#put(id, owner, now + ttlMs, now);
    return Promise.resolve('claimed');
  }

  complete(id: string, owner: string, ttlMs: number): Promise<void> {
    const now = this.#now();
    const entry = this.#entries.get(id);
    if (!entry || entry.until <= now || entry.owner === owner) this.#put(id, undefined, now + ttlMs, now);
    return Promise.resolve();
  }

  release(id: string, owner: string): Promise<void> {
    if (this.#entries.get(id)?.owner === owner) this.#entries.delete(id);
    return Promise.resolve();
  }

  #put(id: string, owner: string | undefined, until: number, now: number): void {
    this.#entries.delete(id);
    this.#entries.set(id, { owner, until });
    // Oldest first: drop the expired at the front, then whatever is past the size bound.
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#max && entry.until > now) break;
      this.#entries.delete(key);
    }
  }
}

/** How long a delivery holds its claim while `onNotification` runs; a crashed process frees it after this. */
const CLAIM_MS = 5 * 60 * 1000;

/** What became of a verified push. */
export type Outcome = 'processed' | 'duplicate' | 'in-progress' | 'failed' | 'store-unavailable';

/**
 * Runs `run` once per push `id` across the deliveries `store` sees: claim, run, then complete (kept
 * `retentionMs`) or release on failure. Without a store or an id, `run` simply runs.
 */
export async function processOnce(
  store: NotificationDedupeStore | undefined,
  id: string | undefined,
  retentionMs: number,
  run: () => void | Promise<void>,
): Promise<Outcome> {
  if (!store || id === undefined) {
    try {
      await run();
      return 'processed';
    } catch {
      return 'failed';
    }
  }
  const owner = crypto.randomUUID();
  let claim: DedupeClaim;
  try {
    claim = await store.claim(id, owner, CLAIM_MS);
  } catch {
    return 'store-unavailable';
  }
  if (claim === 'done') return 'duplicate';
  if (claim === 'processing') return 'in-progress';
  try {
    await run();
  } catch {
    await store.release(id, owner).catch(() => undefined);
    return 'failed';
  }
  // The push was processed: a store that cannot record it now only costs a possible second run later.
  await store.complete(id, owner, retentionMs).catch(() => undefined);
  return 'processed';
}
