import { ConnectionError } from '../errors/connection-error.js';
import { loadPart } from '../internal/load-part.js';
import type { AbortSignalLike, ResponseBody, Transport, TransportRequest, TransportResponse } from './transport.js';
import type * as TransportErrors from './transport-errors.js';

/**
 * What the transport throws for a failure (`failureOf`): transport-errors.ts, loaded when one happens, so a program
 * whose calls reach eBay does not carry it at start (packages/client/README.md#bundle-sizes). An abort during the load
 * ends it with the signal's reason, as during the request (the pipeline types it). When the load fails, the failure is
 * still a `ConnectionError` (the static class), the transport's error as its cause.
 */
async function failureOf(error: unknown, request: TransportRequest): Promise<unknown> {
  const { signal } = request;
  const errors: typeof TransportErrors = await loadPart(
    import('./transport-errors.js'),
    signal && { signal, abortError: () => signal.reason },
    (message) => new ConnectionError(message, { cause: error }),
  );
  return errors.failureOf(error, request);
}

/** Reads a response body, its failures as `failureOf` gives them. */
function readingBody<T>(read: () => Promise<T>, request: TransportRequest): Promise<T> {
  return read().catch(async (error: unknown) => {
    throw await failureOf(error, request);
  });
}

/** Headers of a fetch `Response` as a lower-case record (repeated headers joined as fetch does). */
function headerRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function fetchBody(response: Response, request: TransportRequest): ResponseBody {
  return {
    bytes: () => readingBody(async () => new Uint8Array(await response.arrayBuffer()), request),
    text: () => readingBody(() => response.text(), request),
    stream: () => response.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() }),
    discard: async () => {
      await response.body?.cancel().catch(() => undefined);
    },
    cancel: async () => {
      await response.body?.cancel().catch(() => undefined);
    },
  };
}

/** A transport over a `fetch` function: the caller's `fetch` option, or the global one in browsers and edge runtimes. */
export function fetchTransport(fetchFn: typeof fetch): Transport {
  return {
    async send(request: TransportRequest): Promise<TransportResponse> {
      const init: RequestInit & { duplex?: 'half' } = {
        method: request.method,
        headers: request.headers,
        body: request.body as BodyInit | undefined,
        signal: abortSignalOf(request.signal),
        redirect: 'manual',
      };
      // Streamed request bodies need half duplex in fetch implementations that support them.
      if (request.body instanceof ReadableStream) init.duplex = 'half';
      let response: Response;
      try {
        response = await fetchFn(request.url, init);
      } catch (error) {
        throw await failureOf(error, request);
      }
      return {
        status: response.status,
        statusText: response.statusText,
        headers: headerRecord(response.headers),
        body: fetchBody(response, request),
      };
    },
    close: async () => undefined,
  };
}

/** `fetch` needs a real `AbortSignal`: one that follows the attempt's signal. */
function abortSignalOf(signal: AbortSignalLike | undefined): AbortSignal | undefined {
  if (signal === undefined || signal instanceof AbortSignal) return signal;
  const controller = new AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}
