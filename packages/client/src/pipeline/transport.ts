/** Body kinds baykit hands to a transport. */
export type RequestBody = string | Uint8Array | FormData | Blob | ReadableStream<Uint8Array>;

/**
 * What a transport may read of an attempt's abort signal: an `AbortSignal`, or the lighter one the pipeline
 * makes per attempt (no `EventTarget`: it costs a sizeable share of a loopback call). undici takes either;
 * a `fetch` transport makes an `AbortSignal` of it.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** One HTTP exchange as the pipeline sees it: already serialized, authorized and signed. */
export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: RequestBody | undefined;
  signal?: AbortSignalLike | undefined;
}

/** A response body that can be read once, in the form the caller needs. */
export interface ResponseBody {
  bytes(): Promise<Uint8Array>;
  text(): Promise<string>;
  stream(): ReadableStream<Uint8Array>;
  /** Reads and drops the rest so the connection can be reused. */
  discard(): Promise<void>;
  /** Drops the body without reading it (the connection is closed): for answers too large to read. */
  cancel(): Promise<void>;
}

/** Status, lower-case headers and the unread body. */
export interface TransportResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: ResponseBody;
}

/** Sends one request. Throws `ConnectionError` when nothing usable came back. */
export interface Transport {
  send(request: TransportRequest): Promise<TransportResponse>;
  /**
   * Loads what the transport loads on first use (the undici module and its pool), or `undefined` once that is
   * done. The pipeline awaits it before an attempt's timer starts, so loading code never counts against `timeoutMs`.
   */
  ready?(): Promise<void> | undefined;
  /** Releases pooled connections. */
  close(): Promise<void>;
}
