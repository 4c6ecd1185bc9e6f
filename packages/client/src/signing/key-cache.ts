/**
 * A small least-recently-used cache of imported keys, owned by one signer instance.
 * Imports are cached as promises so concurrent first calls share one import; a failed import is
 * dropped so a corrected key (or a retry) is not stuck behind the failure.
 */
export class KeyCache<T> {
  readonly #entries = new Map<string, Promise<T>>();
  readonly #limit: number;

  constructor(limit = 16) {
    this.#limit = Math.max(1, Math.floor(limit));
  }

  /** The cached import for `id`, or the result of `load()` (then cached). */
  get(id: string, load: () => T | Promise<T>): Promise<T> {
    const hit = this.#entries.get(id);
    if (hit) {
      this.#entries.delete(id);
      this.#entries.set(id, hit);
      return hit;
    }
    const pending = (async () => load())();
    this.#entries.set(id, pending);
    pending.catch(() => {
      if (this.#entries.get(id) === pending) this.#entries.delete(id);
    });
    if (this.#entries.size > this.#limit) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return pending;
  }
}
