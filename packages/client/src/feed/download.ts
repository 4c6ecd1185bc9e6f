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
import { loadPart } from '../internal/load-part.js';
import type * as ChunkReaderModule from './chunk-reader.js';

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

/** 10 MiB: within eBay's sandbox limit, and a tenth of the production limit. */
export const DEFAULT_FEED_CHUNK_SIZE = 10 * 1024 * 1024;

/** The chunk reader (chunk-reader.ts), loaded on a download's first read. */
const chunkReaderModule = (): Promise<typeof ChunkReaderModule> => loadPart(import('./chunk-reader.js'));

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
  readonly #start: number;
  readonly #lastModified: string | undefined;
  /** Reads the chunks; made on the first read. */
  #reader: ChunkReaderModule.ChunkReader | undefined;

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
    this.#start = start;
    this.#lastModified = lastModified;
    this.#idleTimeoutMs = callOptions.timeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    // The pipeline's signal and timeout cover a chunk's request up to its headers; its body is read by the chunk
    // reader, so an abort must reach the body reader too.
    this.#cancel.signal.addEventListener('abort', () => void this.#reader?.cancelBody(this.#cancel.signal.reason), {
      once: true,
    });
    if (signal?.aborted) this.#cancel.abort(signal.reason);
    else signal?.addEventListener('abort', () => this.#cancel.abort(signal.reason), { once: true });
    this.#options = { ...callOptions, signal: this.#cancel.signal };
    // High-water mark 0: nothing is fetched ahead of a read, so backpressure reaches the network.
    this.stream = new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          const bytes = await (await this.#chunks()).next();
          if (bytes === undefined) controller.close();
          else controller.enqueue(bytes);
        },
        cancel: async (reason: unknown) => {
          this.#cancel.abort(reason);
          await this.#reader?.cancelBody(reason);
        },
      },
      { highWaterMark: 0 },
    );
  }

  /** Bytes of the file delivered so far, counted from the file's start: pass it as `start` to resume. */
  get bytesReceived(): number {
    return this.#reader?.offset ?? this.#start;
  }

  /** The file's size from `Content-Range`, once the first chunk arrived. */
  get totalBytes(): number | undefined {
    return this.#reader?.total;
  }

  /** The file's `Last-Modified`, once the first chunk arrived: pass it as `lastModified` when resuming. */
  get lastModified(): string | undefined {
    return this.#reader ? this.#reader.lastModified : this.#lastModified;
  }

  /** Reads the stream chunk by chunk; leaving the loop early cancels the download. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array, void, undefined> {
    yield* chunksOf(this.stream);
  }

  /** The chunk reader, loaded and made on the first read (reads never overlap: the stream pulls one at a time). */
  async #chunks(): Promise<ChunkReaderModule.ChunkReader> {
    if (this.#reader) return this.#reader;
    const { ChunkReader } = await chunkReaderModule();
    return (this.#reader ??= new ChunkReader({
      operation: this.#operation,
      chunkSize: this.#chunkSize,
      idleTimeoutMs: this.#idleTimeoutMs,
      start: this.#start,
      lastModified: this.#lastModified,
      signal: this.#cancel.signal,
      fetch: (range) => this.#fetch(range),
      errors: { AbortError, EbayApiError, FeedRangeError, TimeoutError },
    }));
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
