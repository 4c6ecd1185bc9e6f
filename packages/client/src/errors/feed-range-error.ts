import { BaykitError } from './baykit-error.js';

/**
 * A feed file chunk that does not continue the download: a missing or malformed `Content-Range`, a range that
 * does not start where the previous chunk ended, a body length that differs from its range, a total size or
 * `Last-Modified` that changed between chunks (the file was replaced), or a whole file (200) when a later
 * range was asked for. Retrying the same chunk would not help, so the download stops; restart it from
 * `offset` (or from 0 when the file changed).
 */
export class FeedRangeError extends BaykitError {
  override name = 'FeedRangeError';
  /** The byte offset the failed chunk was asked to start at (everything before it was delivered). */
  readonly offset: number;
  /** The `Range` header that was sent. */
  readonly range: string;
  /** The `Content-Range` header that came back, if any. */
  readonly contentRange: string | undefined;
  /** HTTP status of the chunk. */
  readonly status: number;

  constructor(
    message: string,
    details: { offset: number; range: string; contentRange: string | undefined; status: number },
  ) {
    super(message);
    this.offset = details.offset;
    this.range = details.range;
    this.contentRange = details.contentRange;
    this.status = details.status;
  }
}
