/** One rate window of one API as eBay's Developer Analytics API reports it. */
export interface RateWindow {
  /** Calls allowed per window. */
  limit: number;
  /** Calls left in the current window when it was read. */
  remaining: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
  /** Length of a window in ms (eBay's `timeWindow`, e.g. a day). */
  windowMs: number;
}

/** What the pacer decided for one call: go after `delayMs`, or stop because the window is used up. */
export type PaceDecision = { go: true; delayMs: number } | { go: false; retryAfterMs: number };

/**
 * The pacing of one API's window. While more than `reserve` of the limit is left, calls go at once; below
 * that, the calls left are spread evenly over the time until the window resets, so a bulk job slows down
 * instead of running into eBay's 429. With nothing left, calls stop until the reset.
 */
export class ApiBudget {
  #window: RateWindow;
  /** The earliest time the next paced call may go (slots are handed out in order). */
  #nextSlot = 0;

  constructor(window: RateWindow) {
    this.#window = { ...window };
  }

  /** The window as last read plus the calls counted since (a copy). */
  get window(): RateWindow {
    return { ...this.#window };
  }

  /** Replaces the counts with eBay's latest figures (a refresh). */
  update(window: RateWindow): void {
    this.#window = { ...window };
  }

  /** Decides for one call at `now` and, when it goes, counts it. `reserve` is a fraction of the limit. */
  take(now: number, reserve: number): PaceDecision {
    this.#roll(now);
    const window = this.#window;
    if (window.remaining <= 0) return { go: false, retryAfterMs: Math.max(0, window.resetAt - now) };
    const reserved = Math.ceil(window.limit * reserve);
    let delayMs = 0;
    if (window.remaining <= reserved) {
      // Measured from the slot, not from now: callers queued behind each other split the same time evenly.
      const slot = Math.max(now, this.#nextSlot);
      this.#nextSlot = slot + Math.max(0, window.resetAt - slot) / window.remaining;
      delayMs = slot - now;
    }
    window.remaining--;
    return { go: true, delayMs };
  }

  /** A window that ended starts again full: eBay's counters reset at `resetAt`. */
  #roll(now: number): void {
    const window = this.#window;
    if (now < window.resetAt || window.windowMs <= 0) return;
    const windows = Math.floor((now - window.resetAt) / window.windowMs) + 1;
    window.resetAt += windows * window.windowMs;
    window.remaining = window.limit;
    this.#nextSlot = 0;
  }
}
