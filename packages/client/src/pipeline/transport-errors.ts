import { ConnectionError } from '../errors/connection-error.js';
import type { TransportRequest } from './transport.js';

/** Error codes that prove the request never reached the server (safe to retry even a POST). */
const NOT_SENT_CODES = /* @__PURE__ */ new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** A connection failure with whether the request provably did not reach the server. */
export class TransportFailure extends ConnectionError {
  override name = 'ConnectionError';
  /** True when the connection was never established, so the server cannot have seen the request. */
  readonly notSent: boolean;
  /** The system or undici error code (`ECONNRESET`, `ECONNREFUSED`, …). */
  readonly code: string | undefined;

  constructor(message: string, code: string | undefined, cause: unknown) {
    super(message, { cause });
    this.code = code;
    this.notSent = code !== undefined && NOT_SENT_CODES.has(code);
  }
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Wraps a low-level network error; the URL is named without its query (it may carry values). */
export function toTransportFailure(error: unknown, method: string, url: string): TransportFailure {
  const code = errorCode(error);
  const where = url.split('?')[0];
  return new TransportFailure(
    `${method} ${where} failed: ${code ?? 'connection error'}${code === 'ECONNREFUSED' ? ' (is the server running?)' : ''}`,
    code,
    error,
  );
}

/**
 * What a transport throws for a failure while sending or reading: the signal's reason once the attempt was aborted
 * (the pipeline types it), else a `TransportFailure`, so a connection dropped mid-body is the same `ConnectionError`
 * as one dropped before the headers.
 */
export function failureOf(error: unknown, request: TransportRequest): unknown {
  return request.signal?.aborted ? request.signal.reason : toTransportFailure(error, request.method, request.url);
}

/** Reads a response body, its failures as `failureOf` gives them. */
export function readingBody<T>(read: () => Promise<T>, request: TransportRequest): Promise<T> {
  return read().catch((error: unknown) => {
    throw failureOf(error, request);
  });
}
