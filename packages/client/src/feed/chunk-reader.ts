import type { AbortError } from '../errors/abort-error.js';
import type { EbayApiError } from '../errors/ebay-api-error.js';
import type { FeedRangeError } from '../errors/feed-range-error.js';
import type { TimeoutError } from '../errors/timeout-error.js';
import type { CallResult } from '../pipeline/pipeline.js';
import { parseContentRange, unsatisfiedTotal } from './content-range.js';

// How a feed file download reads its chunks: loaded by import() on the first read of a `FeedFileDownload`
// (download.ts), so a program that never downloads a feed file does not load it at start
// (packages/client/README.md#bundle-size). It imports no code of the start: esbuild moves every module a lazy chunk
// shares with the start code into a chunk of its own, so every program would pay for the extra chunk boundaries. What
// it needs (the error classes, the request of one chunk) is handed to it as `ChunkReaderParts`.

/** How many times a chunk's body may break off mid-way (each time asked again from where it stopped) before the download fails. */
const MAX_BROKEN_BODIES = 2;

/** What a chunk reader is handed by its `FeedFileDownload`. */
export interface ChunkReaderParts {
  /** The feed file operation, as errors name it. */
  operation: string;
  chunkSize: number;
  idleTimeoutMs: number;
  /** Byte offset to start at, and the `Last-Modified` of the download being resumed. */
  start: number;
  lastModified: string | undefined;
  /** The download's own signal: the caller's signal, or the stream cancelled. */
  signal: AbortSignal;
  /** Requests one chunk (`Range: range`) through the client's pipeline, its body as a stream. */
  fetch(range: string): Promise<CallResult<ReadableStream<Uint8Array> | undefined>>;
  errors: {
    AbortError: typeof AbortError;
    EbayApiError: typeof EbayApiError;
    FeedRangeError: typeof FeedRangeError;
    TimeoutError: typeof TimeoutError;
  };
}

/**
 * Reads a feed file chunk by chunk: pieces of the current chunk's body are passed on without collecting the chunk, the
 * next chunk is requested when one ends, and every `Content-Range` is checked (contiguous, same size, same file).
 */
export class ChunkReader {
  #offset: number;
  #total: number | undefined;
  #lastModified: string | undefined;
  #done = false;
  /** Bodies that broke off since the last chunk that arrived whole. */
  #broken = 0;
  /** The body of the chunk being read, and the offset just past its last byte. */
  #body:
    | {
        reader: ReadableStreamDefaultReader<Uint8Array>;
        start: number;
        end: number;
        range: string;
        contentRange: string | undefined;
        status: number;
      }
    | undefined;
  readonly #parts: ChunkReaderParts;

  constructor(parts: ChunkReaderParts) {
    this.#parts = parts;
    this.#offset = parts.start;
    this.#lastModified = parts.lastModified;
  }

  /** Bytes of the file delivered so far, counted from the file's start. */
  get offset(): number {
    return this.#offset;
  }

  /** The file's size from `Content-Range`, once the first chunk arrived. */
  get total(): number | undefined {
    return this.#total;
  }

  /** The file's `Last-Modified`, once a chunk carried it (else the one resumed from). */
  get lastModified(): string | undefined {
    return this.#lastModified;
  }

  /** Cancels the body being read (an abort must reach it: the pipeline's signal covers a request up to its headers). */
  async cancelBody(reason: unknown): Promise<void> {
    await this.#body?.reader.cancel(reason).catch(() => undefined);
  }

  /**
   * The next piece of the file, as it arrives: pieces of the current chunk's body are passed on without
   * collecting the chunk, and the next chunk is requested when one ends. A body that breaks off mid-chunk is
   * asked for again from the byte it stopped at (twice per chunk at most). Undefined at the end of the file.
   */
  async next(): Promise<Uint8Array | undefined> {
    for (;;) {
      if (!this.#body) {
        const started = await this.#startChunk();
        if (!started) return undefined;
      }
      const body = this.#body;
      if (!body) return undefined;
      let piece: ReadableStreamReadResult<Uint8Array>;
      try {
        piece = await this.#read(body.reader);
      } catch (error) {
        this.#body = undefined;
        await body.reader.cancel().catch(() => undefined);
        if (error instanceof this.#parts.errors.AbortError || ++this.#broken > MAX_BROKEN_BODIES) throw error;
        continue;
      }
      if (piece.done) {
        this.#body = undefined;
        if (body.end === Infinity) {
          // A whole file (200) without Content-Length ends where its body ends.
          this.#total = this.#offset;
          this.#done = true;
          return undefined;
        }
        if (this.#offset !== body.end) {
          throw this.#rangeError(
            body.start,
            `${this.#offset - body.start} bytes arrived for Content-Range ${body.contentRange ?? '(none)'}; resume from bytesReceived.`,
            body,
          );
        }
        this.#broken = 0;
        if (body.status === 200) this.#done = true;
        if (this.#done || (this.#total !== undefined && this.#offset >= this.#total)) return undefined;
        continue;
      }
      if (this.#offset + piece.value.byteLength > body.end) {
        await body.reader.cancel().catch(() => undefined);
        this.#body = undefined;
        throw this.#rangeError(
          body.start,
          `more bytes arrived than Content-Range ${body.contentRange ?? '(none)'} holds.`,
          body,
        );
      }
      this.#offset += piece.value.byteLength;
      return piece.value;
    }
  }

  /**
   * The next piece of a chunk's body. A body that sends nothing for `timeoutMs` is cancelled and fails with
   * `TimeoutError` (it then counts as broken off); an abort (the caller's signal, or cancelling the stream)
   * fails with `AbortError`, never as a clean end.
   */
  async #read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<ReadableStreamReadResult<Uint8Array>> {
    const { idleTimeoutMs, operation, errors } = this.#parts;
    let idle = false;
    const timer = setTimeout(() => {
      idle = true;
      void reader.cancel().catch(() => undefined);
    }, idleTimeoutMs);
    try {
      const piece = await reader.read();
      this.#throwIfAborted();
      if (idle)
        throw new errors.TimeoutError(
          `Feed download (${operation}) at byte ${this.#offset}: no data for ${idleTimeoutMs} ms (set timeoutMs to allow longer).`,
        );
      return piece;
    } finally {
      clearTimeout(timer);
    }
  }

  #throwIfAborted(): void {
    const { signal, operation, errors } = this.#parts;
    if (signal.aborted) {
      throw new errors.AbortError(
        `Feed download (${operation}) was aborted at byte ${this.#offset}; resume from bytesReceived.`,
        { cause: signal.reason },
      );
    }
  }

  /** Requests the chunk at the current offset and checks its headers; false at the end of the file. */
  async #startChunk(): Promise<boolean> {
    if (this.#done || (this.#total !== undefined && this.#offset >= this.#total)) return false;
    const offset = this.#offset;
    const last = Math.min(offset + this.#parts.chunkSize, this.#total ?? Number.MAX_SAFE_INTEGER) - 1;
    const range = `bytes=${offset}-${last}`;
    let result: CallResult<ReadableStream<Uint8Array> | undefined>;
    try {
      result = await this.#parts.fetch(range);
    } catch (error) {
      // Resuming exactly at the end of the file: eBay answers 416 with the file's size.
      const total =
        error instanceof this.#parts.errors.EbayApiError && error.status === 416
          ? unsatisfiedTotal(error.response?.headers['content-range'])
          : undefined;
      if (total !== undefined && total === offset) {
        this.#total = total;
        return false;
      }
      throw error;
    }
    const stream = result.data ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    if (this.#parts.signal.aborted) {
      // Aborted between the headers and here: nobody will read this body.
      await stream.cancel().catch(() => undefined);
      this.#throwIfAborted();
    }
    const contentRange = result.headers['content-range'];
    const fail = (why: string): FeedRangeError => {
      void stream.cancel().catch(() => undefined);
      return this.#rangeError(offset, why, { range, contentRange, status: result.status });
    };
    this.#checkLastModified(result.headers['last-modified'], fail);
    if (result.status === 200) {
      // A whole file (item_group without Range, or a server that ignores Range) is only usable from byte 0.
      if (offset !== 0) throw fail('the server sent the whole file (200) instead of the range asked for.');
      const length = Number(result.headers['content-length']);
      const end = Number.isSafeInteger(length) && length >= 0 ? length : Infinity;
      if (end !== Infinity) this.#total = end;
      // Done only once the body is in: a body that breaks off is asked for again by Range from where it stopped.
      this.#body = { reader: stream.getReader(), start: offset, end, range, contentRange, status: result.status };
      return true;
    }
    const parsed = parseContentRange(contentRange);
    if (result.status !== 206 || !parsed)
      throw fail(
        `expected 206 with Content-Range "bytes ${offset}-…/<size>", got ${result.status} with ${contentRange ?? 'no Content-Range'}.`,
      );
    if (parsed.first !== offset || parsed.last > last)
      throw fail(`Content-Range ${contentRange} does not match the Range ${range} asked for.`);
    if (parsed.total === undefined || parsed.last >= parsed.total)
      throw fail(`Content-Range ${contentRange} gives no valid file size.`);
    if (this.#total !== undefined && parsed.total !== this.#total)
      throw fail(`the file size changed from ${this.#total} to ${parsed.total} bytes.`);
    this.#total = parsed.total;
    this.#body = {
      reader: stream.getReader(),
      start: offset,
      end: parsed.last + 1,
      range,
      contentRange,
      status: result.status,
    };
    return true;
  }

  #checkLastModified(value: string | undefined, fail: (why: string) => FeedRangeError): void {
    if (value === undefined) return;
    if (this.#lastModified !== undefined && this.#lastModified !== value) {
      throw fail(`the file changed (Last-Modified ${this.#lastModified}, now ${value}); start again from byte 0.`);
    }
    this.#lastModified = value;
  }

  /** The `FeedRangeError` of the chunk that starts at `at`. */
  #rangeError(
    at: number,
    why: string,
    chunk: { range: string; contentRange: string | undefined; status: number },
  ): FeedRangeError {
    const { operation, errors } = this.#parts;
    return new errors.FeedRangeError(`Feed download (${operation}) at byte ${at}: ${why}`, {
      offset: this.#offset,
      range: chunk.range,
      contentRange: chunk.contentRange,
      status: chunk.status,
    });
  }
}
