import { OAuth2 } from './auth/oauth2.js';
import { Renewals } from './auth/renewal.js';
import { MemoryTokenStore } from './auth/token-store.js';
import { ownOptions, resolveConfig, type EbayClientOptions, type ResolvedConfig } from './config.js';
import { ValidationError } from './errors/validation-error.js';
import { systemClock, type Clock } from './internal/clock.js';
import type { ClientContext } from './internal/context.js';
import { checkLifecycle } from './internal/lifecycle.js';
import { loadPart } from './internal/load-part.js';
import { redactingLogger } from './internal/logger.js';
import { Redactor } from './internal/redact.js';
import type { CallResult, SignStep } from './pipeline/pipeline.js';
import type { XmlCallMethod } from './xml/bind-calls.js';
import type { XmlCallOptions } from './xml/runtime.js';
// The Node build's transport (undici) or, in browser bundles, fetch alone: package.json `imports`.
import { createTransport } from '#node-transport';
import { pagerOf, type Paged } from './rest/bind.js';
import type { PageOptions, PaginateArgs } from './rest/page-limit.js';
import type { CallItem, CallResponse, CallRest, OperationName } from './rest/call-types.js';
import { checkArguments, operationCall, readArguments, type CallArgs, type OperationArguments } from './rest/invoke.js';
import { LoadedOperations } from './rest/loaded-operations.js';
import type { OperationInvoker, OperationSpec } from './rest/operation.js';
import { restAuthorizers, restCall, type CallOptions, type RestCall, type RestRuntime } from './rest/request.js';
import { ConfigError } from './errors/config-error.js';
import type { ClientExtensions, PacingScope } from './extensions.js';

/**
 * The client core, without the generated API namespaces and the XML services: configuration, tokens, the transport pool, the
 * REST runtime and pagination. Pair it with API classes from the area subpaths (`baykit/buy`, …) to keep
 * browser bundles small; `EbayClient` adds every namespace. Nothing is shared between instances.
 *
 * ```ts
 * const ebay = new BaseEbayClient({ appId, certId });
 * const browse = new BuyBrowseApi(ebay);
 * ```
 */
export class BaseEbayClient implements OperationInvoker {
  /** Validated options with defaults filled in. */
  readonly config: ResolvedConfig;
  /** OAuth 2.0: application tokens, consent URL, code exchange, refresh, events. */
  readonly oauth2: OAuth2;
  readonly #ctx: ClientContext;
  readonly #runtime: RestRuntime;
  readonly #options: EbayClientOptions;
  readonly #extensions: ClientExtensions;
  readonly #operations = new LoadedOperations();
  /** Whether this client made its transport (an account view borrows its parent's and never closes it). */
  readonly #ownsTransport: boolean;

  /**
   * `extensions` adds the optional parts a `BaseEbayClient` leaves out to keep browser bundles small:
   * `{ signing }` for the `signature` option, `{ pacing }` for the `pacing` option and `{ exchanges }` for the
   * `onExchange` option (all exported by `baykit`). Without them those options raise `ConfigError`.
   */
  constructor(given: EbayClientOptions = {}, extensions: ClientExtensions = {}) {
    this.config = resolveConfig(given, extensions.pacing?.resolveOptions, extensions.signing?.checkKey);
    // What is not in the config (fetch, transport, logger, tokenStore, clock, authToken) is read as own properties too.
    const options = ownOptions(given);
    requireExtensions(this.config, options, extensions);
    this.#options = options;
    this.#extensions = extensions;
    const parent = (extensions as SharedParts)[SHARED];
    this.#ownsTransport = parent === undefined;
    const redactor = new Redactor();
    redactor.add(this.config.certId, options.authToken, this.config.signature?.privateKey, this.config.signature?.jwe);
    const clock = options.clock ?? systemClock;
    const log = redactingLogger(options.logger, redactor);
    // The origin without its path: a relay's per-start key (`baykit proxy`) is no part of a token's key or a pacing scope.
    const environment = this.config.origin
      ? new URL(this.config.origin).origin
      : this.config.sandbox
        ? 'sandbox'
        : 'production';
    this.#ctx = {
      config: this.config,
      transport: parent?.transport ?? options.transport ?? createTransport(options.fetch),
      clock,
      log,
      redactor,
      store: parent?.store ?? options.tokenStore ?? new MemoryTokenStore(),
      renewals: parent?.renewals ?? new Renewals(),
      warned: parent?.warned ?? new Set(),
      environment,
      pacer:
        parent?.pacer ??
        (this.config.pacing
          ? extensions.pacing?.createPacer(this.#pacingScope(environment, clock), clock, log, this.config.pacing)
          : undefined),
      exchanges:
        options.onExchange !== undefined
          ? extensions.exchanges?.createRecorder(options.onExchange, { config: this.config, clock, log, redactor })
          : undefined,
    };
    this.oauth2 = new OAuth2(this.#ctx);
    this.#runtime = {
      ctx: this.#ctx,
      oauth2: this.oauth2,
      authorizers: restAuthorizers(this.oauth2),
      sign: this.config.signature
        ? extensions.signing?.createSignStep(this.config.signature, this.#ctx.clock)
        : undefined,
      requiresSignature: this.config.signature ? extensions.signing?.requiresSignature : undefined,
    };
  }

  /** What a pacing extension sees of this client (extensions.ts, PacingScope); it calls once the runtime exists. */
  #pacingScope(environment: string, clock: Clock): PacingScope {
    return {
      environment,
      appId: this.config.appId,
      clock,
      getAnalytics: async (operation, path, grant) =>
        (await restCall<unknown>(this.#runtime, { operation, method: 'GET', path, grant, responseType: 'json' })).data,
      userSignedIn: async () => (await this.oauth2.getCredentials('user')) !== undefined,
    };
  }

  /**
   * Calls any REST operation (the runtime the generated methods use): serializes once, adds eBay's headers,
   * authenticates, signs when required, retries, and resolves to the parsed body.
   */
  request<T = unknown>(call: RestCall, options?: CallOptions): Promise<T> {
    return this.#track(() => restCall<T>(this.#runtime, call, options));
  }

  /**
   * Calls a REST operation by name with its arguments by name, as the generated method would (the same checks,
   * request and answer; `withResponse`, `onExchange` and errors work alike): `ebay.call('buy.browse.getItem',
   * { path: { item_id }, query: { fieldgroups: 'PRODUCT' } })`. The name is `<area>.<api>.<operationId>`, or the
   * operationId alone where one API this client loaded has it; an unknown one rejects with `ValidationError` naming
   * the closest. A `BaseEbayClient` knows the operations of the API objects made on it; `EbayClient` knows all.
   */
  call<Id extends OperationName | (string & Record<never, never>)>(
    operationId: Id,
    ...rest: CallRest<Id>
  ): Promise<CallResponse<Id>>;
  call(operationId: string, args?: CallArgs, options?: CallOptions): Promise<unknown> {
    return this.#track(() => {
      const spec = this.#operations.find(operationId);
      return this.#run(spec, checkArguments(spec, args, options));
    });
  }

  /** @internal Runs one catalog operation with a generated method's positional arguments. */
  invokeOperation(spec: OperationSpec, args: readonly unknown[]): Promise<unknown> {
    return this.#track(() => this.#run(spec, readArguments(spec, args)));
  }

  /** @internal Runs one catalog operation with arguments already named and checked (the paginator's pages). */
  invokeNamed(spec: OperationSpec, args: OperationArguments): Promise<unknown> {
    return this.#track(() => this.#run(spec, args));
  }

  /** @internal Learns one API's operations, for `call`: each generated API object made on this client calls it. */
  addOperations(operations: Readonly<Record<string, OperationSpec>>): void {
    this.#operations.addTable(operations);
  }

  /**
   * Iterates the items of a paged operation across pages (limit/offset, `next` links, continuation tokens),
   * fetching each page when the previous one is used up: `for await (const order of ebay.paginate(
   * ebay.sell.fulfillment.getOrders, { filter }))`. The arguments are the method's own; the options argument
   * also takes `maxItems`, after which no further page is requested (`{ maxItems: 500 }`). A bad `maxItems`
   * rejects the first `next()` with `ValidationError`, before any request. A paged REST operation may also be named
   * as in `call`: `ebay.paginate('sell.fulfillment.getOrders', { query: { filter } }, { maxItems: 500 })`.
   */
  paginate<Req, Res, I>(
    method: Paged<XmlCallMethod<Req, Res>, I>,
    fields?: Req,
    options?: XmlCallOptions & PageOptions,
  ): AsyncGenerator<I, void, undefined>;
  paginate<A extends unknown[], R, I>(
    method: Paged<(...args: A) => Promise<R>, I>,
    ...args: NoInfer<PaginateArgs<A>>
  ): AsyncGenerator<I, void, undefined>;
  paginate<Id extends OperationName | (string & Record<never, never>)>(
    operationId: Id,
    ...rest: CallRest<Id, CallOptions & PageOptions>
  ): AsyncGenerator<CallItem<Id>, void, undefined>;
  paginate<I>(method: unknown, ...args: unknown[]): AsyncGenerator<I, void, undefined> {
    if (typeof method === 'string') return this.#pagesNamed<I>(method, args);
    const pager = pagerOf(method);
    if (!pager) {
      throw new ValidationError('paginate takes a paged method of this client, e.g. ebay.sell.fulfillment.getOrders.', {
        parameter: 'method',
      });
    }
    return pager(args) as AsyncGenerator<I, void, undefined>;
  }

  /** The full response (`{ data, status, headers, requestId, attempts }`) of a call made through this client. */
  withResponse<T>(promise: Promise<T>): Promise<CallResult<T>> {
    const full =
      typeof promise === 'object' && promise !== null ? (promise as Partial<Tracked<T>>)[FULL_RESULT] : undefined;
    if (!full) {
      return Promise.reject(
        new ValidationError('withResponse takes the promise returned by a call of this client, before awaiting it.', {
          parameter: 'promise',
        }),
      );
    }
    // The caller takes the full result instead: the data promise's rejection is theirs through this one.
    promise.catch(() => undefined);
    return full as Promise<CallResult<T>>;
  }

  /** @internal The per-client context, for namespaces `EbayClient` adds. */
  protected get context(): ClientContext {
    return this.#ctx;
  }

  /** @internal Runs a call of a namespace `EbayClient` adds so that `withResponse` knows its full result. */
  protected trackCall<T>(start: () => Promise<CallResult<T>>): Promise<T> {
    return this.#track(start);
  }

  /** @internal The client's signing step, when a signature key is configured. */
  protected get signStep(): SignStep | undefined {
    return this.#runtime.sign;
  }

  /**
   * A client for another eBay account (a seller your service acts for), with the same options otherwise. It
   * keeps its user token in the same token store under `account`, and shares this client's application
   * token, connection pool and pacer, so a service for thousands of sellers keeps one pool. Calls through
   * it are independent of this client's user token; closing it leaves the shared pool open.
   *
   * ```ts
   * const seller = ebay.forAccount('seller-42');
   * await seller.oauth2.setCredentials(tokenOfSeller42);
   * await seller.sell.fulfillment.getOrders();
   * ```
   */
  forAccount(account: string): this {
    const Client = this.constructor as new (options: EbayClientOptions, extensions: ClientExtensions) => this;
    const shared: SharedParts = {
      ...this.#extensions,
      [SHARED]: {
        transport: this.#ctx.transport,
        store: this.#ctx.store,
        renewals: this.#ctx.renewals,
        pacer: this.#ctx.pacer,
        warned: this.#ctx.warned,
      },
    };
    return new Client({ ...this.#options, account, authToken: undefined }, shared);
  }

  /** Closes pooled connections. The client must not be used afterwards. An account view leaves its parent's pool open. */
  async close(): Promise<void> {
    if (this.#ownsTransport) await this.#ctx.transport.close();
  }

  /** `paginate` by operation name; the paginator loads on the first page asked for, as for a generated method. */
  async *#pagesNamed<I>(name: string, args: unknown[]): AsyncGenerator<I, void, undefined> {
    const { pages } = await loadPart(import('./rest/paginate.js'));
    yield* pages<I>(this, () => {
      const spec = this.#operations.find(name);
      return [spec, checkArguments(spec, args[0], args[1])];
    });
  }

  /** Runs one catalog operation with its checked arguments: `call` and every generated method end here. */
  #run(spec: OperationSpec, parsed: OperationArguments): Promise<CallResult<unknown>> {
    if (spec.lifecycle) {
      const allow = parsed.options?.allowRetired ?? this.config.allowRetired;
      checkLifecycle(spec.lifecycle, allow, this.#ctx.warned, this.#ctx.log);
    }
    // Client Registration runs on tppz over mutual TLS: only a `fetch` or `transport` that presents a certificate reaches it.
    if (spec.mutualTls && !this.config.origin && !this.#options.fetch && !this.#options.transport)
      throw new ConfigError(spec.mutualTls);
    return restCall(this.#runtime, operationCall(spec, parsed), parsed.options);
  }

  /** Runs a call, turning a synchronous argument error into a rejection and keeping the full result for `withResponse`. */
  #track<T>(start: () => Promise<CallResult<T>>): Promise<T> {
    let full: Promise<CallResult<T>>;
    try {
      full = start();
    } catch (error) {
      // Bad arguments reject like every other failure, so `.catch()` sees them too.
      full = Promise.reject(error);
    }
    const data = full.then(dataOf) as Tracked<T>;
    // On the promise itself, not in a WeakMap: a weak table keeps each answer alive through more collections. A
    // plain store (defineProperty costs more on every call); the symbol is this module's, so nobody else reads it.
    data[FULL_RESULT] = full as Promise<CallResult>;
    return data;
  }
}

/** Where a call's data promise keeps its full result, for `withResponse`. */
const FULL_RESULT = Symbol();

/** A call's data promise, carrying its full result. */
type Tracked<T> = Promise<T> & { [FULL_RESULT]: Promise<CallResult> };

const dataOf = <T>(result: CallResult<T>): T => result.data;

/** What an account view borrows from its parent client (never set by users: the symbol is private to this module). */
const SHARED = Symbol('baykit.shared');
type SharedParts = ClientExtensions & {
  [SHARED]?: Pick<ClientContext, 'transport' | 'store' | 'renewals' | 'pacer' | 'warned'>;
};

/** An option whose code is not there fails at construction, saying how to add it. */
function requireExtensions(config: ResolvedConfig, options: EbayClientOptions, extensions: ClientExtensions): void {
  if (config.signature !== undefined && !extensions.signing) throw leftOut('signature', 'signing', 'signing');
  if (options.onExchange !== undefined && !extensions.exchanges)
    throw leftOut('onExchange', 'the recorder', 'exchanges');
  if (options.pacing !== undefined && options.pacing !== false && !extensions.pacing)
    throw leftOut('pacing', 'the pacer', 'pacing');
}

/** The error for option `option`, whose code (`what`, exported by baykit as `name`) BaseEbayClient leaves out. */
const leftOut = (option: string, what: string, name: string): ConfigError =>
  new ConfigError(
    `Option "${option}" needs ${what}, which BaseEbayClient leaves out: pass new BaseEbayClient(options, { ${name} }) with import { ${name} } from 'baykit', or use EbayClient.`,
  );
