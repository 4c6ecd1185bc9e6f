import type { Redis } from 'ioredis';

/**
 * Wake-ups over Redis pub/sub: a process that renewed a token publishes on the token's channel, and the
 * processes waiting for it stop waiting at once instead of at their next read. Only a wake-up travels, never
 * the token: waiters read it from its key. A lost message costs a poll interval, nothing more.
 */
export class Signals {
  readonly #connect: () => Redis;
  #subscriber: Redis | undefined;
  readonly #waiters = new Map<string, Set<() => void>>();
  readonly #subscribed = new Set<string>();
  #closed = false;

  /** `connect` makes the dedicated connection a subscriber needs (made on the first wait). */
  constructor(connect: () => Redis) {
    this.#connect = connect;
  }

  /** Resolves when `channel` is published on, or after `ms`, whichever comes first. */
  wait(channel: string, ms: number): Promise<void> {
    // After close, waits are plain timers: no new connection is opened.
    if (!this.#closed) this.#subscribe(channel);
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.#waiters.get(channel)?.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      let set = this.#waiters.get(channel);
      if (!set) this.#waiters.set(channel, (set = new Set()));
      set.add(wake);
    });
  }

  /** Closes the subscriber connection. */
  close(): void {
    this.#closed = true;
    this.#subscriber?.disconnect();
    this.#subscriber = undefined;
  }

  #subscribe(channel: string): void {
    if (this.#subscribed.has(channel)) return;
    this.#subscribed.add(channel);
    const subscriber = this.#ensureSubscriber();
    // A failed subscription is tried again by the next wait; until then the waiters' reads cover it.
    subscriber.subscribe(channel).catch(() => this.#subscribed.delete(channel));
  }

  #ensureSubscriber(): Redis {
    if (this.#subscriber) return this.#subscriber;
    const subscriber = this.#connect();
    // Outages are reported by the command connection; this one only reconnects and resubscribes.
    subscriber.on('error', () => undefined);
    subscriber.on('message', (channel: string) => {
      for (const wake of [...(this.#waiters.get(channel) ?? [])]) wake();
    });
    this.#subscriber = subscriber;
    return subscriber;
  }
}
