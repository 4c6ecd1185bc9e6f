import { AuthNAuth } from './auth/auth-n-auth.js';
import { OAuth2 } from './auth/oauth2.js';
import { MemoryTokenStore } from './auth/token-store.js';
import { optionsFromEnv, resolveConfig, type EbayClientOptions, type ResolvedConfig } from './config.js';
import { DeprecatedApiError } from './errors/deprecated-api-error.js';
import { ValidationError } from './errors/validation-error.js';
import { systemClock } from './internal/clock.js';
import type { ClientContext } from './internal/context.js';
import { redactingLogger } from './internal/logger.js';
import { Redactor } from './internal/redact.js';
import type { CallResult } from './pipeline/pipeline.js';
import { createTransport } from './pipeline/transport-default.js';
import { restCall, type CallOptions, type RestCall, type RestRuntime } from './rest/request.js';
import { createSignStep } from './pipeline/sign.js';

/** The `sell` namespace; generated API areas join it. */
export interface SellNamespace {
  /** Retired by eBay: always throws `DeprecatedApiError`. */
  readonly businessPolicyManagement: never;
}

const BUSINESS_POLICIES_RETIRED =
  'The Business Policies Management API is retired: use the fulfillment, payment and return policy resources of the account area (ebay.sell.account: getFulfillmentPolicies, createPaymentPolicy, getReturnPolicies, …).';

/**
 * The eBay client: one per keyset and environment. Holds configuration, tokens, the transport pool and
 * the API namespaces; nothing is shared between instances.
 *
 * ```ts
 * const ebay = new EbayClient({ appId, certId });
 * const item = await ebay.request({ method: 'GET', path: '/buy/browse/v1/item/{item_id}', pathParams: { item_id } });
 * ```
 */
export class EbayClient {
  /** Validated options with defaults filled in. */
  readonly config: ResolvedConfig;
  /** OAuth 2.0: application tokens, consent URL, code exchange, refresh, events. */
  readonly oauth2: OAuth2;
  /** Auth'n'Auth (classic tokens for the XML services): session id, sign-in URL, FetchToken. */
  readonly authNAuth: AuthNAuth;
  readonly #ctx: ClientContext;
  readonly #runtime: RestRuntime;
  readonly #results = new WeakMap<Promise<unknown>, Promise<CallResult>>();
  #sell: SellNamespace | undefined;

  constructor(options: EbayClientOptions = {}) {
    this.config = resolveConfig(options);
    const redactor = new Redactor();
    redactor.add(this.config.certId, options.authToken, this.config.signature?.privateKey, this.config.signature?.jwe);
    this.#ctx = {
      config: this.config,
      transport: createTransport(options.fetch),
      clock: options.clock ?? systemClock,
      log: redactingLogger(options.logger, redactor),
      redactor,
      store: options.tokenStore ?? new MemoryTokenStore(),
      environment: this.config.origin ?? (this.config.sandbox ? 'sandbox' : 'production'),
    };
    this.oauth2 = new OAuth2(this.#ctx);
    this.authNAuth = new AuthNAuth(this.#ctx, options.authToken);
    this.#runtime = {
      ctx: this.#ctx,
      oauth2: this.oauth2,
      sign: this.config.signature ? createSignStep(this.config.signature, this.#ctx.clock) : undefined,
    };
  }

  /**
   * A client from the `EBAY_*` environment variables (EBAY_APP_ID, EBAY_CERT_ID, EBAY_DEV_ID, EBAY_AUTH_TOKEN,
   * EBAY_SITE_ID, EBAY_MARKETPLACE_ID, EBAY_RU_NAME, EBAY_SANDBOX, EBAY_JWE, EBAY_PRIVATE_KEY); `options`
   * add to or override them. A missing app or cert id raises `ConfigError`.
   */
  static fromEnv(options: EbayClientOptions = {}, env: Readonly<Record<string, string | undefined>> = processEnv()): EbayClient {
    return new EbayClient({ ...optionsFromEnv(env), ...options });
  }

  /**
   * Calls any REST operation (the runtime the generated methods use): serializes once, adds eBay's headers,
   * authenticates, signs when required, retries, and resolves to the parsed body.
   */
  request<T = unknown>(call: RestCall, options?: CallOptions): Promise<T> {
    let full: Promise<CallResult<T>>;
    try {
      full = restCall<T>(this.#runtime, call, options);
    } catch (error) {
      // Bad arguments reject like every other failure, so `.catch()` sees them too.
      full = Promise.reject(error);
    }
    const data = full.then((result) => result.data);
    this.#results.set(data, full as Promise<CallResult>);
    return data;
  }

  /** The full response (`{ data, status, headers, requestId, attempts }`) of a call made through this client. */
  withResponse<T>(promise: Promise<T>): Promise<CallResult<T>> {
    const full = this.#results.get(promise);
    if (!full) {
      throw new ValidationError('withResponse takes the promise returned by a call of this client, before awaiting it.', {
        parameter: 'promise',
      });
    }
    return full as Promise<CallResult<T>>;
  }

  /** The `sell` APIs. */
  get sell(): SellNamespace {
    return (this.#sell ??= Object.defineProperty({} as SellNamespace, 'businessPolicyManagement', {
      enumerable: false,
      get: () => {
        throw new DeprecatedApiError(BUSINESS_POLICIES_RETIRED);
      },
    }));
  }

  /** Closes pooled connections. The client must not be used afterwards. */
  async close(): Promise<void> {
    await this.#ctx.transport.close();
  }
}

function processEnv(): Readonly<Record<string, string | undefined>> {
  const g = globalThis as { process?: { env?: Record<string, string | undefined> } };
  return g.process?.env ?? {};
}
