/**
 * How long the Node adapter answers requests in one event-loop turn before it yields. libuv accepts one new
 * connection per turn (Node 20's libuv 1.46 takes one `accept` per poll), so when a turn answers every request
 * that arrived on 200 busy keep-alive connections (50–80 ms of work), a new connection waits for as many turns as
 * there are connections ahead of it: 5–10 s measured at 200 clients. Short turns keep accepting.
 */
export const TURN_BUDGET_MS = 2;

/** What the queue needs from the platform: a clock and a way to run code in the next event-loop turn. */
export interface TurnQueueOptions {
  budgetMs?: number;
  now?: () => number;
  defer?: (run: () => void) => void;
}

/**
 * A FIFO of work that runs in slices: each turn of the event loop runs queued jobs until `budgetMs` has passed,
 * then leaves the rest for the next turn (`setImmediate`), so I/O (and above all new connections) is served in
 * between. Jobs start in arrival order; a job that awaits I/O goes on in the background.
 */
export class TurnQueue {
  readonly #jobs: (() => void)[] = [];
  #head = 0;
  #scheduled = false;
  readonly #budgetMs: number;
  readonly #now: () => number;
  readonly #defer: (run: () => void) => void;

  constructor(options: TurnQueueOptions = {}) {
    this.#budgetMs = options.budgetMs ?? TURN_BUDGET_MS;
    this.#now = options.now ?? (() => performance.now());
    this.#defer = options.defer ?? ((run) => void setImmediate(run));
  }

  /** Queues `job` to start in this or a later turn. */
  push(job: () => void): void {
    this.#jobs.push(job);
    if (!this.#scheduled) {
      this.#scheduled = true;
      this.#defer(() => this.#run());
    }
  }

  /** Jobs waiting to start. */
  get size(): number {
    return this.#jobs.length - this.#head;
  }

  #run(): void {
    const started = this.#now();
    // At least one job per turn, however slow the clock says the last one was.
    do {
      const job = this.#jobs[this.#head++];
      try {
        job?.();
      } catch (error) {
        // A job answers its own failures; one that throws anyway must not stop the others.
        console.error('baykit emulator: unexpected failure', error);
      }
    } while (this.#head < this.#jobs.length && this.#now() - started < this.#budgetMs);
    if (this.#head === this.#jobs.length) {
      this.#jobs.length = 0;
      this.#head = 0;
      this.#scheduled = false;
      return;
    }
    // Under sustained load the queue may never empty: drop the started jobs now and then.
    if (this.#head >= 1024) {
      this.#jobs.splice(0, this.#head);
      this.#head = 0;
    }
    this.#defer(() => this.#run());
  }
}
