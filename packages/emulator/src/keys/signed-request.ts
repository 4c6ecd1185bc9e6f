/** The parts of a received request a signature covers. */
export interface SignedRequest {
  readonly method: string;
  /** Absolute URL as received; its authority and path are the signed `@authority` and `@path`. */
  readonly url: string;
  readonly headers: Headers;
  /** Raw body bytes; absent or empty means no body (then no Content-Digest is required). */
  readonly body?: Uint8Array;
}
