import { AbortError } from '../errors/abort-error.js';
import { TimeoutError } from '../errors/timeout-error.js';

/** One attempt's abort signal: the caller's signal and a per-attempt timeout, with a `dispose` that clears the timer. */
export interface AttemptSignal {
  signal: AbortSignal;
  dispose(): void;
  /** The typed error for an abort that happened: `TimeoutError` or `AbortError`. */
  abortError(): TimeoutError | AbortError;
}

/** Settles like `promise`, or rejects with the attempt's typed abort error as soon as its signal fires. */
export function untilAborted<T>(promise: Promise<T>, attempt: AttemptSignal): Promise<T> {
  if (attempt.signal.aborted) return Promise.reject(attempt.abortError());
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
export function attemptSignal(timeoutMs: number, callerSignal: AbortSignal | undefined, what: () => string): AttemptSignal {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = (): void => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
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
