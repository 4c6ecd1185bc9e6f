import { AbortError } from '../errors/abort-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import type { AbortSignalLike } from './transport.js';

/** One attempt's abort signal: the caller's signal and a per-attempt timeout, with a `dispose` that clears the timer. */
export interface AttemptSignal {
  signal: AbortSignalLike;
  dispose(): void;
  /** The typed error for an abort that happened: `TimeoutError` or `AbortError`. */
  abortError(): TimeoutError | AbortError;
}

/**
 * The abort signal of one attempt. Not an `AbortController`'s: creating one and adding and removing its
 * listeners cost about a sixth of a loopback call, and an attempt needs only `aborted`, `reason` and listeners.
 */
class AttemptAbortSignal implements AbortSignalLike {
  aborted = false;
  reason: unknown = undefined;
  #listeners: (() => void)[] | undefined;

  addEventListener(_type: 'abort', listener: () => void): void {
    if (this.aborted) return;
    // Usually one listener (the transport's): an array of one, not an empty one grown to room for many.
    if (this.#listeners) this.#listeners.push(listener);
    else this.#listeners = [listener];
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const listeners = this.#listeners;
    const at = listeners?.indexOf(listener) ?? -1;
    if (at === -1) return;
    // The last one leaves no array behind (and no splice, which makes one).
    if (listeners?.length === 1) this.#listeners = undefined;
    else listeners?.splice(at, 1);
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = this.#listeners;
    this.#listeners = undefined;
    // Each listener runs once, as `{ once: true }` would make it.
    for (const listener of listeners ?? []) listener();
  }
}

/** Settles like `promise`, or rejects with the attempt's typed abort error as soon as its signal fires. */
export function untilAborted<T>(
  promise: Promise<T>,
  attempt: { signal: AbortSignalLike; abortError(): unknown },
): Promise<T> {
  if (attempt.signal.aborted) {
    // Nobody waits for `promise` any more: its failure must not surface as an unhandled rejection.
    promise.catch(() => undefined);
    return Promise.reject(attempt.abortError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(attempt.abortError());
    attempt.signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        attempt.signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        attempt.signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** The attempt signal with its timer and the caller's signal: one object per attempt, no closures. */
class Attempt implements AttemptSignal {
  readonly signal = new AttemptAbortSignal();
  readonly #timeoutMs: number;
  readonly #callerSignal: AbortSignal | undefined;
  readonly #what: () => string;
  readonly #timer: ReturnType<typeof setTimeout>;
  #timedOut = false;

  constructor(timeoutMs: number, callerSignal: AbortSignal | undefined, what: () => string) {
    this.#timeoutMs = timeoutMs;
    this.#callerSignal = callerSignal;
    this.#what = what;
    this.#timer = setTimeout(onTimeout, timeoutMs, this);
    if (callerSignal?.aborted) this.signal.abort(callerSignal.reason);
    else callerSignal?.addEventListener('abort', this, { once: true });
  }

  /** Timer expiry. */
  timeout(): void {
    this.#timedOut = true;
    this.signal.abort(new DOMException('The attempt timed out.', 'TimeoutError'));
  }

  /** The caller's signal fired (this object is its listener). */
  handleEvent(): void {
    this.signal.abort(this.#callerSignal?.reason);
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#callerSignal?.removeEventListener('abort', this);
  }

  abortError(): TimeoutError | AbortError {
    return this.#timedOut
      ? new TimeoutError(`${this.#what()} timed out after ${this.#timeoutMs} ms (set timeoutMs to allow longer).`)
      : new AbortError(`${this.#what()} was aborted by the caller's signal.`, { cause: this.#callerSignal?.reason });
  }
}

function onTimeout(attempt: Attempt): void {
  attempt.timeout();
}

/** Combines the caller's signal with a timer so a slow attempt is cancelled and nothing stays pending. */
export function attemptSignal(
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  what: () => string,
): AttemptSignal {
  return new Attempt(timeoutMs, callerSignal, what);
}
