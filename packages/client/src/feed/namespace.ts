import type { BaseEbayClient } from '../base-client.js';
import { BuyApis } from '../generated/buy.gen.js';
import { BuyFeedApi } from '../generated/buy-feed.gen.js';
import { downloadFeedFile, type FeedDownloadOptions, type FeedFileDownload, type FeedFileOperation, type FeedFileQueries } from './download.js';

/** `ebay.buy.feed`: the generated Item Feed Service methods plus chunked, resumable file downloads. */
export class BuyFeedNamespace extends BuyFeedApi {
  readonly #client: BaseEbayClient;

  constructor(client: BaseEbayClient) {
    super(client);
    this.#client = client;
  }

  /**
   * Downloads a feed file by `Range` chunks as a stream of gzip bytes (see {@link downloadFeedFile}):
   * `ebay.buy.feed.download('getItemFeed', { feed_scope: 'ALL_ACTIVE', category_id: '267' }, { chunkSize })`.
   */
  download<O extends FeedFileOperation>(operation: O, query: FeedFileQueries[O], options?: FeedDownloadOptions): FeedFileDownload {
    return downloadFeedFile(this.#client, operation, query, options);
  }
}

/** `ebay.buy`: the generated Buy APIs, with `feed` extended by `download`. */
export class BuyNamespace extends BuyApis {
  readonly #client: BaseEbayClient;
  #feed: BuyFeedNamespace | undefined;

  constructor(client: BaseEbayClient) {
    super(client);
    this.#client = client;
  }

  /** Item Feed Service: the 4 generated operations and `download`. */
  override get feed(): BuyFeedNamespace {
    return (this.#feed ??= new BuyFeedNamespace(this.#client));
  }
}
