import { AuthNAuth } from './auth/auth-n-auth.js';
import { BaseEbayClient } from './base-client.js';
import { ownOptions, type EbayClientOptions } from './config.js';
import { optionsFromEnv } from './config-env.js';
import type { ClientExtensions } from './extensions.js';
import { restTables } from './generated/catalog.gen.js';
import { CommerceApis } from './generated/commerce.gen.js';
import { DeveloperApis } from './generated/developer.gen.js';
import { PostOrderApis } from './generated/post-order.gen.js';
import { ClientAlertsApi, FindingApi, MerchandisingApi, ShoppingApi, TradingApi } from './generated/xml.gen.js';
import { BuyNamespace, SellNamespace } from './namespaces.js';
import { XmlRuntime } from './xml/runtime.js';
import { pacing } from './rate-limit/extension.js';
import { signing } from './signing/extension.js';
import { exchanges } from './pipeline/exchanges-extension.js';

/**
 * The eBay client with every API namespace (docs/architecture.md#client-api-contract): `ebay.buy.browse.getItem(…)`,
 * `ebay.sell.inventory.createOrReplaceInventoryItem(…)`, …, plus `oauth2`, `authNAuth`, `request`,
 * `paginate` and `withResponse` from `BaseEbayClient`, and Auth'n'Auth (which brings the XML parser). Namespaces are created on first use.
 *
 * ```ts
 * const ebay = new EbayClient({ appId, certId });
 * const item = await ebay.buy.browse.getItem('v1|254188828753|0', { fieldgroups: 'PRODUCT' });
 * ```
 */
export class EbayClient extends BaseEbayClient {
  /** Auth'n'Auth (classic tokens for the XML services): session id, sign-in URL, FetchToken. */
  readonly authNAuth: AuthNAuth;
  #buy: BuyNamespace | undefined;
  #commerce: CommerceApis | undefined;
  #developer: DeveloperApis | undefined;
  #postOrder: PostOrderApis | undefined;
  #sell: SellNamespace | undefined;
  readonly #xml: XmlRuntime;
  #trading: TradingApi | undefined;
  #shopping: ShoppingApi | undefined;
  #finding: FindingApi | undefined;
  #merchandising: MerchandisingApi | undefined;
  #clientAlerts: ClientAlertsApi | undefined;

  /**
   * A client from the `EBAY_*` environment variables (EBAY_APP_ID, EBAY_CERT_ID, EBAY_DEV_ID, EBAY_AUTH_TOKEN,
   * EBAY_SITE_ID, EBAY_MARKETPLACE_ID, EBAY_RU_NAME, EBAY_SANDBOX, EBAY_JWE, EBAY_PRIVATE_KEY); `options`
   * add to or override them. A missing app or cert id raises `ConfigError`.
   */
  static fromEnv<C extends BaseEbayClient>(
    this: new (options: EbayClientOptions) => C,
    options: EbayClientOptions = {},
    env: Readonly<Record<string, string | undefined>> = processEnv(),
  ): C {
    return new this({ ...optionsFromEnv(env), ...options });
  }

  /**
   * `EbayClient` always has signing and the built-in pacing; `extensions` may replace them, e.g. with the
   * shared pacing of `@baykit/redis`.
   */
  constructor(options: EbayClientOptions = {}, extensions: ClientExtensions = {}) {
    super(options, { signing, pacing, exchanges, ...extensions });
    this.#xml = new XmlRuntime({
      ctx: this.context,
      oauth2: this.oauth2,
      authToken: () => this.authNAuth.authToken,
      sign: this.signStep,
      track: (start) => this.trackCall(start),
    });
    this.authNAuth = new AuthNAuth(this.context, this.#xml, ownOptions(options).authToken);
    // Every API is callable by name (`call`) before its namespace is first used.
    for (const table of restTables) this.addOperations(table);
  }

  /** The Trading API: every call by name (`ebay.trading.GetItem({ ItemID })`) and `call(name, fields)`. */
  get trading(): TradingApi {
    return (this.#trading ??= new TradingApi(this.#xml));
  }

  /** The Shopping API (switched off by eBay on 2025-02-05; works against the emulator). */
  get shopping(): ShoppingApi {
    return (this.#shopping ??= new ShoppingApi(this.#xml));
  }

  /** The Finding API (switched off by eBay in 2025-02; works against the emulator). */
  get finding(): FindingApi {
    return (this.#finding ??= new FindingApi(this.#xml));
  }

  /** The Merchandising API (switched off by eBay on 2025-01-06; works against the emulator). */
  get merchandising(): MerchandisingApi {
    return (this.#merchandising ??= new MerchandisingApi(this.#xml));
  }

  /** The Client Alerts API (switched off by eBay on 2023-05-31; works against the emulator). */
  get clientAlerts(): ClientAlertsApi {
    return (this.#clientAlerts ??= new ClientAlertsApi(this.#xml));
  }

  /** The Buy APIs: browse, deal, feed (with `download` for feed files), marketing, marketplaceInsights, offer, order. */
  get buy(): BuyNamespace {
    return (this.#buy ??= new BuyNamespace(this));
  }

  /** The Commerce APIs: catalog, charity, identity, media, message, notification, taxonomy, translation. */
  get commerce(): CommerceApis {
    return (this.#commerce ??= new CommerceApis(this));
  }

  /** The Developer APIs: analytics, keyManagement. */
  get developer(): DeveloperApis {
    return (this.#developer ??= new DeveloperApis(this));
  }

  /** Post-Order v2: cancellation, case, inquiry, return (user token sent as `IAF`). */
  get postOrder(): PostOrderApis {
    return (this.#postOrder ??= new PostOrderApis(this));
  }

  /** The Sell APIs: account, accountV2, analytics, compliance, feed, finances, fulfillment, inventory, … */
  get sell(): SellNamespace {
    return (this.#sell ??= new SellNamespace(this));
  }
}

function processEnv(): Readonly<Record<string, string | undefined>> {
  const g = globalThis as { process?: { env?: Record<string, string | undefined> } };
  return g.process?.env ?? {};
}
