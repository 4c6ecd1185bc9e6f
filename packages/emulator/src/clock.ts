/** The emulator's clock: real time plus an offset that tests move forward (`POST /__emulator/clock`). */
export class EmulatorClock {
  #offsetMs = 0;
  readonly #base: () => number;

  constructor(base: () => number = Date.now) {
    this.#base = base;
  }

  /** Milliseconds since the epoch, as the emulator sees them. */
  now(): number {
    return this.#base() + this.#offsetMs;
  }

  /** Moves the emulator's time forward (tokens and codes expire, rate windows roll). */
  advance(seconds: number): void {
    this.#offsetMs += seconds * 1000;
  }

  /** Back to real time. */
  reset(): void {
    this.#offsetMs = 0;
  }
}
