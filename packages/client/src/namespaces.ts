import type { BaseEbayClient } from './base-client.js';
import { DeprecatedApiError } from './errors/deprecated-api-error.js';
import {
  downloadFeedFile,
  type FeedDownloadOptions,
  type FeedFileDownload,
  type FeedFileOperation,
  type FeedFileQueries,
} from './feed/download.js';
import { BuyApis } from './generated/buy.gen.js';
import { BuyFeedApi } from './generated/buy-feed.gen.js';
import { SellApis } from './generated/sell.gen.js';

// The area namespaces of `EbayClient` where they differ from the generated ones: each adds to or guards the
// generated classes, so the generated code stays a pure function of the specs.

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
  download<O extends FeedFileOperation>(
    operation: O,
    query: FeedFileQueries[O],
    options?: FeedDownloadOptions,
  ): FeedFileDownload {
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

const BUSINESS_POLICIES_RETIRED =
  'The Business Policies Management API is retired: use the fulfillment, payment and return policy resources of the account area (ebay.sell.account: getFulfillmentPolicies, createPaymentPolicy, getReturnPolicies, …).';

/** `ebay.sell`: the Sell APIs, plus a guard for the retired business policies API. */
export class SellNamespace extends SellApis {
  /** Retired by eBay: always throws `DeprecatedApiError` naming the account area's policy resources. */
  get businessPolicyManagement(): never {
    throw new DeprecatedApiError(BUSINESS_POLICIES_RETIRED);
  }
}
