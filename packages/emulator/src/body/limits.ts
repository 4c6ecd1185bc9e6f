/**
 * Default cap of a JSON, XML or form request body: 4 MiB. eBay's largest ordinary payloads (a 25-entry bulk
 * inventory call, a Trading listing with a 500 000-character description) stay well below it.
 */
export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Default cap of an upload body (`uploadVideo`, `uploadFile`, `uploadEvidenceFile`, and Trading's multipart
 * `UploadSiteHostedPictures`): 150 MiB, the largest file eBay takes (a video; the Media API's `size` maximum is
 * 157 286 400 bytes).
 */
export const DEFAULT_MAX_UPLOAD_BYTES = 150 * 1024 * 1024;

/** The request body caps of one emulator, in bytes. */
export interface BodyLimits {
  /** JSON, XML and form bodies (and the XML part of a multipart XML request). */
  readonly maxBodyBytes: number;
  /** Bodies of upload operations: binary or multipart. */
  readonly maxUploadBytes: number;
}

/** The caps from `createEmulator`'s options, defaults filled in; a value that is not a positive whole number throws. */
export function bodyLimits(options: {
  maxBodyBytes?: number | undefined;
  maxUploadBytes?: number | undefined;
}): BodyLimits {
  const check = (name: string, value: number | undefined, fallback: number): number => {
    if (value === undefined) return fallback;
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(`${name} must be a positive whole number of bytes.`);
    return value;
  };
  return {
    maxBodyBytes: check('maxBodyBytes', options.maxBodyBytes, DEFAULT_MAX_BODY_BYTES),
    maxUploadBytes: check('maxUploadBytes', options.maxUploadBytes, DEFAULT_MAX_UPLOAD_BYTES),
  };
}

/** Thrown when a request body is larger than its cap; the emulator answers it with a 413 in the service's shape. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  /** The cap that was exceeded, in bytes. */
  readonly limit: number;

  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.limit = limit;
  }
}

/**
 * Reads a request body (or a response's, from an endpoint the emulator calls), counting bytes as they arrive: past
 * `limit` it cancels the stream (the Node adapter then stops reading the socket) and throws BodyTooLargeError, so
 * an oversized body is never held in memory. A `Content-Length` above the cap is refused before anything is read.
 * With `keep` false the bytes are only counted (and an empty array returned).
 */
export async function readLimited(
  request: Pick<Request, 'headers' | 'body'>,
  limit: number,
  keep = true,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '');
  const body = request.body;
  if (Number.isFinite(declared) && declared > limit) {
    void body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limit);
  }
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      void reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    if (keep) chunks.push(value);
  }
  const [only] = chunks;
  if (only && chunks.length === 1) return only;
  const bytes = new Uint8Array(keep ? total : 0);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
