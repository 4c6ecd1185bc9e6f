// Code that only some calls need is loaded by import() (packages/client/README.md#bundle-sizes). In a browser such a
// load can fail: offline, or after a redeploy removed the chunk files the page was built with. A bare TypeError from
// import() is not what a caller tests for, so every lazy seam loads through loadPart.
import { BaykitError } from '../errors/baykit-error.js';
import { untilAborted } from '../pipeline/timeout.js';
import type { AbortSignalLike } from '../pipeline/transport.js';

/** What a load waits for besides itself: a signal that ends the wait, and the error an ended wait rejects with. */
export interface LoadSignal {
  signal: AbortSignalLike;
  abortError(): unknown;
}

/**
 * Settles like `loading`, a lazy part of baykit being loaded. A failed load rejects with a `BaykitError` whose one
 * sentence says to reload, the load error as `cause`; a seam that holds the typed error of what went wrong passes
 * `failed`, which gets that sentence and the load error, to keep it. With `until`, an abort or timeout during the
 * load rejects at once with `until.abortError()`, as during the request.
 */
export function loadPart<T>(
  loading: Promise<T>,
  until?: LoadSignal,
  failed?: (message: string, loadError: unknown) => unknown,
): Promise<T> {
  const typed = loading.catch((cause: unknown) => {
    const message = `baykit could not load code it needs (${String(cause)}): reload the app once online.`;
    throw failed ? failed(message, cause) : new BaykitError(message, { cause });
  });
  return until ? untilAborted(typed, until) : typed;
}
