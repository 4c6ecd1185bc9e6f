import type { TokenStore } from './auth/token-store.js';
import { isMarketplaceId, type MarketplaceId } from './enums/marketplace-id.js';
import { DEFAULT_APPLICATION_SCOPE } from './enums/scope.js';
import { SiteId } from './enums/site-id.js';
import { marketplaceIdProblem } from './enums/unknown-id.js';
import { ConfigError } from './errors/config-error.js';
import { closestName } from './internal/closest-name.js';
import type { Clock } from './internal/clock.js';
import { headerValueProblem } from './internal/headers.js';
import type { Logger } from './internal/logger.js';
import type { ExchangeObserver } from './pipeline/exchange.js';
import type { Transport } from './pipeline/transport.js';
import { DEFAULT_MAX_RESPONSE_BYTES } from './pipeline/body-limit.js';
import type { PacingOptions } from './rate-limit/options.js';

export { closestName };

/** The key eBay issued for digital signatures (Key Management API): its JWE and the private key. */
export interface SignatureKey {
  /** The `jwe` of the signing key, sent as `x-ebay-signature-key`. */
  jwe: string;
  /** PKCS#8 private key, PEM or bare base64 (as Key Management returns it); Ed25519 or RSA. */
  privateKey: string;
  /** Content-Digest algorithm (eBay accepts sha-256; sha-512 for other verifiers). */
  digestAlgorithm?: 'sha-256' | 'sha-512';
}

/** Options of `EbayClient` (docs/architecture.md#client-api-contract). Everything is optional; see each field for its default. */
export interface EbayClientOptions {
  /** App ID (OAuth client id). Needed to mint or refresh tokens. */
  appId?: string;
  /** Cert ID (OAuth client secret). Needed to mint or refresh tokens; keep it on servers only. */
  certId?: string;
  /** Dev ID: classic (XML) token calls such as Auth'n'Auth. */
  devId?: string;
  /** RuName (eBay redirect URL name): consent and Auth'n'Auth sign-in flows. */
  ruName?: string;
  /** Auth'n'Auth token for the XML services. */
  authToken?: string;
  /** Use eBay's sandbox hosts. Default false. */
  sandbox?: boolean;
  /** Numeric site id for XML services. Default 0 (US). */
  siteId?: number;
  /** `X-EBAY-C-MARKETPLACE-ID`. Default `EBAY_US`. */
  marketplaceId?: MarketplaceId;
  /** `Accept-Language`. Default `en-US`. */
  acceptLanguage?: string;
  /** `Content-Language` for request bodies. Default `en-US`. */
  contentLanguage?: string;
  /** `X-EBAY-C-ENDUSERCTX`, e.g. `contextualLocation=country%3DUS%2Czip%3D19406`. */
  endUserCtx?: string;
  /** Scopes of application tokens and the default consent scopes. Default `[https://api.ebay.com/oauth/api_scope]`. */
  scope?: readonly string[];
  /** Refresh an expired token and retry the call once. Default true. */
  autoRefreshToken?: boolean;
  /** Digital-signature key; calls eBay requires to be signed are then signed automatically. */
  signature?: SignatureKey;
  /**
   * Send every call and every generated URL to this origin (e.g. the emulator, `http://127.0.0.1:4010`). A path is
   * kept in front of eBay's paths (`baykit proxy` prints `http://127.0.0.1:4030/<key>`).
   */
  origin?: string;
  /** Custom `fetch`; when given, all HTTP goes through it. */
  fetch?: typeof fetch;
  /**
   * A transport of your own (`Transport`): all HTTP goes through it, e.g. `nodeHttpTransport()` from
   * `baykit/node-http` for short-lived processes. The client closes it in `close()`. Not with `fetch`.
   * Default: undici in Node, `fetch` elsewhere.
   */
  transport?: Transport;
  /** Per-attempt timeout in ms. Default 30 000. */
  timeoutMs?: number;
  /** Retries after the first attempt (429, 5xx, connection failures). Default 2. */
  maxRetries?: number;
  /**
   * Largest answer read into memory, in bytes; a larger one is cancelled with `ResponseTooLargeError`.
   * Streamed feed downloads are not capped. Default 64 MiB. Also a per-call option.
   */
  maxResponseBytes?: number;
  /**
   * Send calls eBay has decommissioned instead of refusing them with `DeprecatedApiError` (e.g. against the
   * emulator started with `--serve-retired`, or a mirror). Default false. Also a per-call option.
   */
  allowRetired?: boolean;
  /** Where baykit logs (redacted). Default: nowhere. */
  logger?: Logger;
  /** Where tokens are kept. Default: in memory. */
  tokenStore?: TokenStore;
  /**
   * The eBay account the user token belongs to, part of its token-store key, so one store holds the tokens
   * of many sellers. Default `default`. See `forAccount`.
   */
  account?: string;
  /** Time source; tests pass a fake one. Default: the system clock. */
  clock?: Clock;
  /**
   * Pace calls by the limits eBay reports (Developer Analytics `getRateLimits`/`getUserRateLimits`), so a bulk
   * job slows down before eBay answers 429. `true` uses the defaults. Default: off.
   */
  pacing?: boolean | PacingOptions;
  /**
   * Called once per attempt that went on the wire, with the request as the transport sent it and the answer as the
   * pipeline read it, credentials masked, plus timing and the attempt number: for a verbose mode, a capture panel
   * or tracing, with the real transport. It only observes; one that throws never fails the call. Default: none.
   */
  onExchange?: ExchangeObserver;
}

/** Options after validation, with defaults filled in. */
export interface ResolvedConfig {
  readonly appId: string | undefined;
  readonly certId: string | undefined;
  readonly devId: string | undefined;
  readonly ruName: string | undefined;
  readonly sandbox: boolean;
  readonly siteId: number;
  readonly marketplaceId: MarketplaceId;
  readonly acceptLanguage: string;
  readonly contentLanguage: string;
  readonly endUserCtx: string | undefined;
  readonly scope: readonly string[];
  readonly autoRefreshToken: boolean;
  readonly signature: SignatureKey | undefined;
  readonly origin: string | undefined;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly maxResponseBytes: number;
  readonly allowRetired: boolean;
  /** The account the user token belongs to (its token-store key). */
  readonly account: string;
  /** Pacing settings, or undefined when pacing is off. */
  readonly pacing: Readonly<Required<PacingOptions>> | undefined;
}

/** Default values of the options (docs/architecture.md#client-api-contract). */
export const DEFAULTS = {
  sandbox: false,
  siteId: 0,
  marketplaceId: 'EBAY_US',
  acceptLanguage: 'en-US',
  contentLanguage: 'en-US',
  scope: [DEFAULT_APPLICATION_SCOPE],
  autoRefreshToken: true,
  timeoutMs: 30_000,
  maxRetries: 2,
  maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
  allowRetired: false,
} as const;

/** Every option name of `EbayClientOptions`, so a misspelt one is caught at construction (checked by a type test). */
export const OPTION_NAMES = [
  'appId',
  'certId',
  'devId',
  'ruName',
  'authToken',
  'sandbox',
  'siteId',
  'marketplaceId',
  'acceptLanguage',
  'contentLanguage',
  'endUserCtx',
  'scope',
  'autoRefreshToken',
  'signature',
  'origin',
  'fetch',
  'transport',
  'timeoutMs',
  'maxRetries',
  'maxResponseBytes',
  'allowRetired',
  'logger',
  'tokenStore',
  'account',
  'clock',
  'pacing',
  'onExchange',
] as const satisfies readonly (keyof EbayClientOptions)[];

/**
 * The options `options` holds as its own properties, and only those: an option inherited from a prototype is
 * ignored. So a program whose `Object.prototype` was polluted (`Object.prototype.origin = …` through some unsafe
 * merge) does not send its calls, with its credentials, wherever that says; and an options object made with
 * `Object.create(defaults)` does not pass more than it shows.
 */
export function ownOptions(options: EbayClientOptions): EbayClientOptions {
  // No prototype: reading an option the caller did not give finds nothing, even on a polluted Object.prototype.
  const own = Object.create(null) as Record<string, unknown>;
  for (const name of OPTION_NAMES) if (Object.hasOwn(options, name)) own[name] = options[name];
  return own as EbayClientOptions;
}

/** A `ConfigError` for the first unknown option, naming the closest known one (`appID` → `appId`). */
function checkOptionNames(options: object): void {
  for (const name of Object.keys(options)) {
    if ((OPTION_NAMES as readonly string[]).includes(name)) continue;
    const close = closestName(name, OPTION_NAMES);
    throw new ConfigError(
      `Unknown option "${name}"${close ? `: did you mean "${close}"?` : '.'} Known options: ${OPTION_NAMES.join(', ')}.`,
    );
  }
}

/** The check of one option: its value when good (undefined for "not given"), else a `ConfigError` naming `name`. */
type OptionCheck = (name: string, value: unknown) => unknown;

const checkFlag: OptionCheck = (name, value) => {
  if (value === undefined || typeof value === 'boolean') return value;
  throw new ConfigError(`Option "${name}" must be true or false.`);
};

function optionalString(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(`Option "${name}" must be a non-empty string.`);
  }
  return value;
}

/** An optional string sent as a header value: no line breaks or other control characters. */
const optionalHeaderValue: OptionCheck = (name, value) => {
  const checked = optionalString(name, value);
  const problem = checked === undefined ? undefined : headerValueProblem(checked);
  if (problem) throw new ConfigError(`Option "${name}" ${problem}.`);
  return checked;
};

/**
 * A known numeric site id, or a `ConfigError` listing them; `source` names the option or variable. It reads the
 * small `SiteId` map, not the `SITES` table, so programs without XML calls do not carry the table.
 */
export function checkSiteId(value: unknown, source: string): number {
  if (typeof value !== 'number' || !(Object.values(SiteId) as number[]).includes(value)) {
    const known = Object.entries(SiteId).map(([globalId, id]) => `${id} (${globalId.replace('_', '-')})`);
    throw new ConfigError(
      `${source} must be a numeric eBay site id, one of: ${known.join(', ')}. Got ${JSON.stringify(value)}.`,
    );
  }
  return value;
}

/** A known marketplace id, or a `ConfigError` naming the id probably meant and listing them. */
export function checkMarketplace(value: unknown, source: string): MarketplaceId {
  if (!isMarketplaceId(value)) throw new ConfigError(`${source} ${marketplaceIdProblem(value) ?? ''}.`);
  return value;
}

/**
 * The `origin` option: an http(s) URL's origin, and its path when it has one, without a trailing `/`. The path is kept
 * in front of every path baykit sends (REST, XML, OAuth), so a relay that takes a key in the path (`baykit proxy`
 * prints `http://127.0.0.1:4030/<key>`) can be used as the origin.
 */
const checkOrigin: OptionCheck = (_name, value) => {
  if (value === undefined) return undefined;
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(
      `Option "origin" must be an http(s) URL such as http://127.0.0.1:4010. Got ${JSON.stringify(value)}.`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
};

export function checkCount(name: string, value: unknown, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < min ||
    (name === 'maxRetries' && !Number.isInteger(value))
  ) {
    throw new ConfigError(
      `Option "${name}" must be a ${name === 'maxRetries' ? 'whole ' : ''}number ≥ ${min}. Got ${JSON.stringify(value)}.`,
    );
  }
  return value;
}

/** Whether `value` is a list of scopes: a non-empty array of non-empty strings (the `scope` option, `setScope`). */
export function isScopeList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.length > 0 && value.every((s) => typeof s === 'string' && s !== '');
}

const checkScope: OptionCheck = (_name, value) => {
  if (value === undefined) return undefined;
  if (!isScopeList(value)) {
    throw new ConfigError(
      'Option "scope" must be a non-empty array of scope URLs, e.g. ["https://api.ebay.com/oauth/api_scope"].',
    );
  }
  return Object.freeze([...value] as string[]);
};

/**
 * The `signature` option, checked, with `digestAlgorithm` filled in; a `ConfigError` saying what it needs. The signing
 * extension's `checkKey` (signing/extension.ts), so a client without signing does not carry it.
 */
export function checkSignatureKey(value: unknown): SignatureKey {
  const key = value as Partial<SignatureKey>;
  if (typeof key !== 'object' || key === null || typeof key.jwe !== 'string' || typeof key.privateKey !== 'string') {
    throw new ConfigError(
      'Option "signature" needs both "jwe" and "privateKey" strings (from the Key Management API).',
    );
  }
  if (key.digestAlgorithm !== undefined && key.digestAlgorithm !== 'sha-256' && key.digestAlgorithm !== 'sha-512') {
    throw new ConfigError('Option "signature.digestAlgorithm" must be "sha-256" or "sha-512".');
  }
  return { jwe: key.jwe, privateKey: key.privateKey, digestAlgorithm: key.digestAlgorithm ?? 'sha-256' };
}

/**
 * The `signature` option as the client keeps it: checked by the signing extension's `checkKey`, or else a frozen copy
 * (a key object changed after construction must not change what is signed with, nor escape the redactor).
 */
const signatureOption = (value: unknown, checkKey?: (value: unknown) => SignatureKey): unknown =>
  value === undefined || checkKey === undefined
    ? typeof value === 'object' && value !== null
      ? Object.freeze({ ...value })
      : value
    : checkKey(value);

/** A count of at least `min` (`checkCount`), undefined when not given. */
const count =
  (min: number): OptionCheck =>
  (name, value) =>
    value === undefined ? undefined : checkCount(name, value, 0, min);

/**
 * The options `resolveConfig` checks by one rule each, in the order it checks them (the first bad one is the error
 * raised); a missing one takes its `DEFAULTS` value. One table, not one line per option: the Browse-only bundle
 * carries it (packages/client/README.md#bundle-sizes).
 */
const OPTION_CHECKS: readonly (readonly [keyof EbayClientOptions, OptionCheck])[] = [
  ['appId', optionalString],
  ['devId', optionalString],
  ['ruName', optionalString],
  ['sandbox', checkFlag],
  ['siteId', (name, value) => (value === undefined ? value : checkSiteId(value, `Option "${name}"`))],
  ['marketplaceId', (name, value) => (value === undefined ? value : checkMarketplace(value, `Option "${name}"`))],
  ['acceptLanguage', optionalHeaderValue],
  ['contentLanguage', optionalHeaderValue],
  ['endUserCtx', optionalHeaderValue],
  ['scope', checkScope],
  ['autoRefreshToken', checkFlag],
  ['origin', checkOrigin],
  ['timeoutMs', /* @__PURE__ */ count(1)],
  ['maxRetries', /* @__PURE__ */ count(0)],
  ['maxResponseBytes', /* @__PURE__ */ count(1)],
  ['allowRetired', checkFlag],
];

/**
 * Validates options and fills defaults; a bad value raises `ConfigError` naming the option and what it accepts.
 * Only own properties count (`ownOptions`).
 * `resolvePacing` is the pacing extension's check of the `pacing` option; without it, pacing stays off (the
 * client then refuses a `pacing` option: it has no pacer). `checkKey` is the signing extension's check of the
 * `signature` option; without it, the key is kept as given (a client without signing refuses it; a signing extension
 * of one's own without `checkKey` gets it unchecked).
 */
export function resolveConfig(
  given: EbayClientOptions,
  resolvePacing?: (value: unknown) => Required<PacingOptions> | undefined,
  checkKey?: (value: unknown) => SignatureKey,
): ResolvedConfig {
  if (typeof given !== 'object' || given === null) throw new ConfigError('The client options must be an object.');
  checkOptionNames(given);
  const options = ownOptions(given);
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw new ConfigError('Option "fetch" must be a fetch-compatible function.');
  }
  checkTransport(options);
  const config: Record<string, unknown> = {};
  for (const [name, check] of OPTION_CHECKS)
    // An own default only: an Object.prototype polluted with `origin` must not give the client one.
    config[name] =
      check(name, options[name]) ??
      (Object.hasOwn(DEFAULTS, name) ? DEFAULTS[name as keyof typeof DEFAULTS] : undefined);
  // Checked by the pacing extension (rate-limit/resolve.ts), so a client without pacing does not carry the checks.
  config.pacing =
    options.pacing === undefined || options.pacing === false ? undefined : resolvePacing?.(options.pacing);
  config.account = optionalString('account', options.account) ?? 'default';
  // Secrets are readable but not enumerable, so console.log, util.inspect and JSON.stringify of a config skip them.
  Object.defineProperties(config, {
    certId: { value: optionalString('certId', options.certId), enumerable: false },
    signature: {
      value: signatureOption(options.signature, checkKey),
      enumerable: false,
    },
  });
  return Object.freeze(config as unknown as ResolvedConfig);
}

/** An option a feature needs, or a `ConfigError` naming it and its environment variable. */
export function requireOption(
  config: ResolvedConfig,
  option: 'appId' | 'certId' | 'devId' | 'ruName',
  purpose: string,
): string {
  const value = config[option];
  if (!value) {
    // fromEnv's variable of the option (config-env.ts): `ruName` → EBAY_RU_NAME.
    const variable = `EBAY_${option.replace(/[A-Z]/g, '_$&').toUpperCase()}`;
    throw new ConfigError(`${purpose} needs the ${option} option (${variable} for fromEnv).`);
  }
  return value;
}

/** The `transport` option: `send` and `close`, and never beside `fetch` (one of the two would be ignored). */
function checkTransport(options: EbayClientOptions): void {
  const { transport } = options;
  if (transport === undefined) return;
  if (typeof transport?.send !== 'function' || typeof transport.close !== 'function')
    throw new ConfigError('Option "transport" must be a Transport, with send(request) and close().');
  if (options.fetch !== undefined) throw new ConfigError('Give "fetch" or "transport", not both.');
}
