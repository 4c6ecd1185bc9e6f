import type { BaseEbayClient } from '../base-client.js';
import { EbayApiError } from '../errors/ebay-api-error.js';
import { FeedRangeError } from '../errors/feed-range-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { buyFeedOperations } from '../generated/buy-feed.gen.js';
import type * as BuyFeed from '../generated/buy-feed.types.gen.js';
import type { CallResult } from '../pipeline/pipeline.js';
import { operationCall, readArguments } from '../rest/invoke.js';
import type { CallOptions } from '../rest/request.js';
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
   * 10 MB in the sandbox (ebay-wire.md §5.2). One chunk is held in memory at a time.
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

/** 10 MiB: within eBay's sandbox limit, and a tenth of the production limit. */
export const DEFAULT_FEED_CHUNK_SIZE = 10 * 1024 * 1024;

/**
 * One feed file download: a byte stream of the gzip file fetched by `Range` chunks through the client's
 * pipeline (auth, retries, timeouts and eBay headers apply to each chunk). A chunk is requested only when the
 * consumer reads, so memory stays at one chunk whatever the file size. Read it once, as `stream` or with
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
  readonly #cancel = new AbortController();
  #offset: number;
  #total: number | undefined;
  #lastModified: string | undefined;
  #done = false;

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
      throw new ValidationError(`${String(operation)} is not a feed file operation (getItemFeed, getItemGroupFeed, getItemSnapshotFeed, getProductFeed).`, {
        parameter: 'operation',
      });
    }
    this.#client = client;
    this.#operation = operation;
    this.#query = query;
    this.#chunkSize = chunkSize;
    this.#offset = start;
    this.#lastModified = lastModified;
    if (signal?.aborted) this.#cancel.abort(signal.reason);
    else signal?.addEventListener('abort', () => this.#cancel.abort(signal.reason), { once: true });
    this.#options = { ...callOptions, signal: this.#cancel.signal };
    // High-water mark 0: nothing is fetched ahead of a read, so backpressure reaches the network.
    this.stream = new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          const bytes = await this.#nextChunk();
          if (bytes === undefined) controller.close();
          else controller.enqueue(bytes);
        },
        cancel: (reason: unknown) => {
          this.#cancel.abort(reason);
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
    const reader = this.stream.getReader();
    let finished = false;
    try {
      for (;;) {
        const next = await reader.read();
        if (next.done) {
          finished = true;
          return;
        }
        yield next.value;
      }
    } finally {
      if (!finished) await reader.cancel().catch(() => undefined);
      reader.releaseLock();
    }
  }

  /** Fetches the chunk at the current offset; undefined at the end of the file. */
  async #nextChunk(): Promise<Uint8Array | undefined> {
    if (this.#done || (this.#total !== undefined && this.#offset >= this.#total)) return undefined;
    const offset = this.#offset;
    const last = Math.min(offset + this.#chunkSize, this.#total ?? Number.MAX_SAFE_INTEGER) - 1;
    const range = `bytes=${offset}-${last}`;
    let result: CallResult<Uint8Array | undefined>;
    try {
      result = await this.#fetch(range);
    } catch (error) {
      // Resuming exactly at the end of the file: eBay answers 416 with the file's size.
      const total = error instanceof EbayApiError && error.status === 416 ? unsatisfiedTotal(error.response?.headers['content-range']) : undefined;
      if (total !== undefined && total === offset) {
        this.#total = total;
        return undefined;
      }
      throw error;
    }
    const bytes = result.data ?? new Uint8Array(0);
    const contentRange = result.headers['content-range'];
    const fail = (why: string): FeedRangeError =>
      new FeedRangeError(`Feed download (${this.#operation}) at byte ${offset}: ${why}`, { offset, range, contentRange, status: result.status });
    this.#checkLastModified(result.headers['last-modified'], fail);
    if (result.status === 200) {
      // A whole file (item_group without Range, or a server that ignores Range) is only usable from byte 0.
      if (offset !== 0) throw fail('the server sent the whole file (200) instead of the range asked for.');
      this.#total = bytes.byteLength;
      this.#offset = bytes.byteLength;
      this.#done = true;
      return bytes;
    }
    const parsed = parseContentRange(contentRange);
    if (result.status !== 206 || !parsed) throw fail(`expected 206 with Content-Range "bytes ${offset}-…/<size>", got ${result.status} with ${contentRange ?? 'no Content-Range'}.`);
    if (parsed.first !== offset || parsed.last > last) throw fail(`Content-Range ${contentRange} does not match the Range ${range} asked for.`);
    if (parsed.total === undefined || parsed.last >= parsed.total) throw fail(`Content-Range ${contentRange} gives no valid file size.`);
    if (this.#total !== undefined && parsed.total !== this.#total) throw fail(`the file size changed from ${this.#total} to ${parsed.total} bytes.`);
    if (bytes.byteLength !== parsed.last - parsed.first + 1) throw fail(`${bytes.byteLength} bytes arrived for Content-Range ${contentRange}.`);
    this.#total = parsed.total;
    this.#offset = parsed.last + 1;
    return bytes;
  }

  #fetch(range: string): Promise<CallResult<Uint8Array | undefined>> {
    const spec = buyFeedOperations[this.#operation];
    const options: CallOptions = { ...this.#options, headers: { ...this.#options.headers, range } };
    const parsed = readArguments(spec, [this.#query, options]);
    return this.#client.withResponse(this.#client.request<Uint8Array | undefined>(operationCall(spec, parsed), parsed.options));
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
