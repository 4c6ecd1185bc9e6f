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
    (this.#listeners ??= []).push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const listeners = this.#listeners;
    const at = listeners?.indexOf(listener) ?? -1;
    if (at !== -1) listeners?.splice(at, 1);
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
export function untilAborted<T>(promise: Promise<T>, attempt: AttemptSignal): Promise<T> {
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

/** Combines the caller's signal with a timer so a slow attempt is cancelled and nothing stays pending. */
export function attemptSignal(
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  what: () => string,
): AttemptSignal {
  const signal = new AttemptAbortSignal();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    signal.abort(new DOMException('The attempt timed out.', 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = (): void => signal.abort(callerSignal?.reason);
  if (callerSignal?.aborted) signal.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
    abortError: () =>
      timedOut
        ? new TimeoutError(`${what()} timed out after ${timeoutMs} ms (set timeoutMs to allow longer).`)
        : new AbortError(`${what()} was aborted by the caller's signal.`, { cause: callerSignal?.reason }),
  };
}
