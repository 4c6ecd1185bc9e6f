import type { BaseEbayClient } from '../base-client.js';
import { AbortError } from '../errors/abort-error.js';
import { EbayApiError } from '../errors/ebay-api-error.js';
import { FeedRangeError } from '../errors/feed-range-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { buyFeedOperations } from '../generated/buy-feed.gen.js';
import type { BuyFeed } from '../generated/buy-feed.types.gen.js';
import type { CallResult } from '../pipeline/pipeline.js';
import { operationCall, readArguments } from '../rest/invoke.js';
import type { CallOptions } from '../rest/request.js';
import { chunksOf } from '../internal/chunks.js';
import { parseContentRange, unsatisfiedTotal } from './content-range.js';

/** The Buy Feed operations that download a feed file by `Range` chunks. */
export type FeedFileOperation = 'getItemFeed' | 'getItemGroupFeed' | 'getItemSnapshotFeed' | 'getProductFeed';

/** The query object of each feed file operation. */
export interface FeedFileQueries {
  getItemFeed: BuyFeed.GetItemFeedQuery;
  getItemGroupFeed: BuyFeed.GetItemGroupFeedQuery;
  getItemSnapshotFeed: BuyFeed.GetItemSnapshotFeedQuery;
  getProductFeed: BuyFeed.GetProductFeedQuery;
}

/** What a feed download needs of a client: its REST runtime and the full responses (`BaseEbayClient`, `EbayClient`). */
export type FeedClient = Pick<BaseEbayClient, 'request' | 'withResponse'>;

/** Options of {@link downloadFeedFile}; the call options apply to every chunk. */
export interface FeedDownloadOptions extends CallOptions {
  /**
   * Bytes per `Range` request (default 10 MiB). eBay serves at most 100 MB per chunk in production and
   * 10 MB in the sandbox (docs/ebay-facts.md#rest-request-headers). A chunk's body is passed on as it arrives, never collected.
   */
  chunkSize?: number;
  /** Byte offset to start at, to resume an interrupted download: the previous download's `bytesReceived`. */
  start?: number;
  /**
   * The `Last-Modified` of the download being resumed: if eBay now serves a different file, the download
   * fails with `FeedRangeError` instead of splicing two files together.
   */
  lastModified?: string;
}

/** How long a chunk's body may send nothing before it counts as broken off, unless `timeoutMs` says otherwise. */
const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

/** How many times a chunk's body may break off mid-way (each time asked again from where it stopped) before the download fails. */
const MAX_BROKEN_BODIES = 2;

/** 10 MiB: within eBay's sandbox limit, and a tenth of the production limit. */
export const DEFAULT_FEED_CHUNK_SIZE = 10 * 1024 * 1024;

/**
 * One feed file download: a byte stream of the gzip file fetched by `Range` chunks through the client's
 * pipeline (auth, retries, timeouts and eBay headers apply to each chunk). A chunk is requested only when the
 * consumer reads, and its body is passed on as it arrives, so memory stays flat whatever the file size. Read it once, as `stream` or with
 * `for await`.
 */
export class FeedFileDownload implements AsyncIterable<Uint8Array> {
  /** The gzip bytes, from `start` to the end of the file. */
  readonly stream: ReadableStream<Uint8Array>;
  readonly #client: FeedClient;
  readonly #operation: FeedFileOperation;
  readonly #query: object;
  readonly #options: CallOptions;
  readonly #chunkSize: number;
  readonly #idleTimeoutMs: number;
  readonly #cancel = new AbortController();
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

  /** @internal Use {@link downloadFeedFile}. */
  constructor(client: FeedClient, operation: FeedFileOperation, query: object, options: FeedDownloadOptions = {}) {
    const { chunkSize = DEFAULT_FEED_CHUNK_SIZE, start = 0, lastModified, signal, ...callOptions } = options;
    if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) {
      throw new ValidationError('chunkSize must be a positive whole number of bytes.', { parameter: 'chunkSize' });
    }
    if (!Number.isSafeInteger(start) || start < 0) {
      throw new ValidationError('start must be a byte offset (a whole number, 0 or more).', { parameter: 'start' });
    }
    if (!Object.hasOwn(buyFeedOperations, operation)) {
      throw new ValidationError(
        `${String(operation)} is not a feed file operation (getItemFeed, getItemGroupFeed, getItemSnapshotFeed, getProductFeed).`,
        {
          parameter: 'operation',
        },
      );
    }
    this.#client = client;
    this.#operation = operation;
    this.#query = query;
    this.#chunkSize = chunkSize;
    this.#offset = start;
    this.#lastModified = lastModified;
    this.#idleTimeoutMs = callOptions.timeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    // The pipeline's signal and timeout cover a chunk's request up to its headers; its body is read here,
    // so an abort must reach the body reader too.
    this.#cancel.signal.addEventListener(
      'abort',
      () => void this.#body?.reader.cancel(this.#cancel.signal.reason).catch(() => undefined),
      { once: true },
    );
    if (signal?.aborted) this.#cancel.abort(signal.reason);
    else signal?.addEventListener('abort', () => this.#cancel.abort(signal.reason), { once: true });
    this.#options = { ...callOptions, signal: this.#cancel.signal };
    // High-water mark 0: nothing is fetched ahead of a read, so backpressure reaches the network.
    this.stream = new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          const bytes = await this.#next();
          if (bytes === undefined) controller.close();
          else controller.enqueue(bytes);
        },
        cancel: async (reason: unknown) => {
          this.#cancel.abort(reason);
          await this.#body?.reader.cancel(reason).catch(() => undefined);
        },
      },
      { highWaterMark: 0 },
    );
  }

  /** Bytes of the file delivered so far, counted from the file's start: pass it as `start` to resume. */
  get bytesReceived(): number {
    return this.#offset;
  }

  /** The file's size from `Content-Range`, once the first chunk arrived. */
  get totalBytes(): number | undefined {
    return this.#total;
  }

  /** The file's `Last-Modified`, once the first chunk arrived: pass it as `lastModified` when resuming. */
  get lastModified(): string | undefined {
    return this.#lastModified;
  }

  /** Reads the stream chunk by chunk; leaving the loop early cancels the download. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array, void, undefined> {
    yield* chunksOf(this.stream);
  }

  /**
   * The next piece of the file, as it arrives: pieces of the current chunk's body are passed on without
   * collecting the chunk, and the next chunk is requested when one ends. A body that breaks off mid-chunk is
   * asked for again from the byte it stopped at (twice per chunk at most). Undefined at the end of the file.
   */
  async #next(): Promise<Uint8Array | undefined> {
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
        if (error instanceof AbortError || ++this.#broken > MAX_BROKEN_BODIES) throw error;
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
          throw new FeedRangeError(
            `Feed download (${this.#operation}) at byte ${body.start}: ${this.#offset - body.start} bytes arrived for Content-Range ${body.contentRange ?? '(none)'}; resume from bytesReceived.`,
            {
              offset: this.#offset,
              range: body.range,
              contentRange: body.contentRange,
              status: body.status,
            },
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
        throw new FeedRangeError(
          `Feed download (${this.#operation}) at byte ${body.start}: more bytes arrived than Content-Range ${body.contentRange ?? '(none)'} holds.`,
          {
            offset: this.#offset,
            range: body.range,
            contentRange: body.contentRange,
            status: body.status,
          },
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
    let idle = false;
    const timer = setTimeout(() => {
      idle = true;
      void reader.cancel().catch(() => undefined);
    }, this.#idleTimeoutMs);
    try {
      const piece = await reader.read();
      this.#throwIfAborted();
      if (idle)
        throw new TimeoutError(
          `Feed download (${this.#operation}) at byte ${this.#offset}: no data for ${this.#idleTimeoutMs} ms (set timeoutMs to allow longer).`,
        );
      return piece;
    } finally {
      clearTimeout(timer);
    }
  }

  #throwIfAborted(): void {
    if (this.#cancel.signal.aborted) {
      throw new AbortError(
        `Feed download (${this.#operation}) was aborted at byte ${this.#offset}; resume from bytesReceived.`,
        { cause: this.#cancel.signal.reason },
      );
    }
  }

  /** Requests the chunk at the current offset and checks its headers; false at the end of the file. */
  async #startChunk(): Promise<boolean> {
    if (this.#done || (this.#total !== undefined && this.#offset >= this.#total)) return false;
    const offset = this.#offset;
    const last = Math.min(offset + this.#chunkSize, this.#total ?? Number.MAX_SAFE_INTEGER) - 1;
    const range = `bytes=${offset}-${last}`;
    let result: CallResult<ReadableStream<Uint8Array> | undefined>;
    try {
      result = await this.#fetch(range);
    } catch (error) {
      // Resuming exactly at the end of the file: eBay answers 416 with the file's size.
      const total =
        error instanceof EbayApiError && error.status === 416
          ? unsatisfiedTotal(error.response?.headers['content-range'])
          : undefined;
      if (total !== undefined && total === offset) {
        this.#total = total;
        return false;
      }
      throw error;
    }
    const stream = result.data ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    if (this.#cancel.signal.aborted) {
      // Aborted between the headers and here: nobody will read this body.
      await stream.cancel().catch(() => undefined);
      this.#throwIfAborted();
    }
    const contentRange = result.headers['content-range'];
    const fail = (why: string): FeedRangeError => {
      void stream.cancel().catch(() => undefined);
      return new FeedRangeError(`Feed download (${this.#operation}) at byte ${offset}: ${why}`, {
        offset,
        range,
        contentRange,
        status: result.status,
      });
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

  #fetch(range: string): Promise<CallResult<ReadableStream<Uint8Array> | undefined>> {
    const spec = buyFeedOperations[this.#operation];
    const options: CallOptions = { ...this.#options, headers: { ...this.#options.headers, range } };
    const parsed = readArguments(spec, [this.#query, options]);
    // The body is passed on as it arrives, never collected: memory stays at what the consumer holds.
    const call = { ...operationCall(spec, parsed), responseType: 'stream' as const };
    return this.#client.withResponse(
      this.#client.request<ReadableStream<Uint8Array> | undefined>(call, parsed.options),
    );
  }

  #checkLastModified(value: string | undefined, fail: (why: string) => FeedRangeError): void {
    if (value === undefined) return;
    if (this.#lastModified !== undefined && this.#lastModified !== value) {
      throw fail(`the file changed (Last-Modified ${this.#lastModified}, now ${value}); start again from byte 0.`);
    }
    this.#lastModified = value;
  }
}

/**
 * Downloads a Buy Feed file (`getItemFeed`, `getItemGroupFeed`, `getItemSnapshotFeed`, `getProductFeed`) as a
 * stream of its gzip bytes, one `Range` chunk at a time. Each chunk goes through the client's pipeline, so
 * tokens, retries, timeouts and `X-EBAY-C-MARKETPLACE-ID` apply per chunk; every `Content-Range` is checked
 * (contiguous, same size, same file) and a mismatch raises `FeedRangeError`.
 *
 * ```ts
 * const download = downloadFeedFile(ebay, 'getItemFeed', { feed_scope: 'ALL_ACTIVE', category_id: '267' });
 * for await (const row of feedRows(gunzip(download.stream))) console.log(row.itemId);
 * // after a failure: downloadFeedFile(ebay, 'getItemFeed', query, { start: download.bytesReceived, lastModified: download.lastModified })
 * ```
 */
export function downloadFeedFile<O extends FeedFileOperation>(
  client: FeedClient,
  operation: O,
  query: FeedFileQueries[O],
  options?: FeedDownloadOptions,
): FeedFileDownload {
  return new FeedFileDownload(client, operation, query, options);
}
