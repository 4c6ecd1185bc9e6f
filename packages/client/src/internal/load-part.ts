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

/** The one sentence on a failed load, with the load's own error (`cause`) named in it. */
export const notLoaded = (cause: unknown): string =>
  `baykit could not load code it needs (${String(cause)}): reload the app once online.`;

/**
 * Settles like `loading`, a lazy part of baykit being loaded. A failed load rejects with `failed(loadError)`: by
 * default a `BaykitError` that says to reload, the load error as `cause`; a seam that holds the typed error of what
 * went wrong passes one that keeps it. With `until`, an abort or timeout during the load rejects at once with
 * `until.abortError()`, as during the request.
 */
export function loadPart<T>(
  loading: Promise<T>,
  until?: LoadSignal,
  failed?: (loadError: unknown) => unknown,
): Promise<T> {
  const typed = loading.catch((cause: unknown) => {
    throw failed ? failed(cause) : new BaykitError(notLoaded(cause), { cause });
  });
  return until ? untilAborted(typed, until) : typed;
}
