import type { SignatureKey } from './config.js';
import type { Clock } from './internal/clock.js';
import type { Logger } from './internal/logger.js';
import type { ExchangeObserver, ExchangeRecorder } from './pipeline/exchange.js';
import type { RecorderParts } from './pipeline/exchange-recorder.js';
import type { SignStep } from './pipeline/pipeline.js';
import type { Pacer, PacingOptions } from './rate-limit/options.js';

/** Signs calls (the `sign` step) with the `signature` key: the Ed25519/RSA key handling a client without it does not carry. */
export interface SigningExtension {
  createSignStep(key: SignatureKey, clock: Clock): SignStep;
  /**
   * Whether eBay requires a signature on a REST call made with `request()` (generated operations carry it in
   * their catalog entry). Without it such calls are signed only when asked (`sign: true`).
   */
  requiresSignature?(method: string, path: string): boolean;
  /**
   * Checks the `signature` client option at construction and fills in its defaults (`signing` does: a `ConfigError`
   * saying what a bad key lacks). Without it the client passes `createSignStep` a frozen copy of the key as given, unchecked.
   */
  checkKey?(value: unknown): SignatureKey;
}

/**
 * Paces calls when the `pacing` option is on. The built-in one (`pacing`) paces each process by the limits
 * eBay reports; `@baykit/redis` gives one that shares a budget between processes.
 */
export interface PacingExtension {
  /** Checks the `pacing` client option and fills in its defaults: `resolvePacingOptions` (exported by baykit). */
  resolveOptions(value: unknown): Required<PacingOptions> | undefined;
  /** A pacer for the client `scope` describes (its limits are read through it, with `loadRateLimits(scope)`). */
  createPacer(scope: PacingScope, clock: Clock, log: Required<Logger>, options: Required<PacingOptions>): Pacer;
}

/**
 * What a pacer may know of the client it paces, and all it may do with it: the public seam between the client and
 * a pacing extension (`@baykit/redis` keys its shared buckets by `environment` and `appId`, and reads eBay's
 * limits with `loadRateLimits(scope)`). The client's REST runtime stays inside baykit.
 */
export interface PacingScope {
  /** Where the client's calls go: `production`, `sandbox`, or the origin it was given (an emulator). */
  readonly environment: string;
  /** The client's app id; undefined for a client without one. */
  readonly appId: string | undefined;
  /** The client's clock. */
  readonly clock: Clock;
  /** Sends a GET of an Analytics operation through the client's pipeline (its token, retries, pacing aside) and gives the parsed body. */
  getAnalytics(operation: string, path: string, grant: 'application' | 'user'): Promise<unknown>;
  /** Whether a user is signed in on the client (then the user's limits are read too). */
  userSignedIn(): Promise<boolean>;
}

/** Reports each attempt to the `onExchange` option: the recording and masking a client without it does not carry. */
export interface ExchangesExtension {
  createRecorder(observer: ExchangeObserver, parts: RecorderParts): ExchangeRecorder;
}

/**
 * Optional parts of a `BaseEbayClient`, passed as its second constructor argument so that a program that does
 * not use them does not bundle them: `new BaseEbayClient(options, { signing, pacing, exchanges })`. `EbayClient`
 * always has all three.
 */
export interface ClientExtensions {
  signing?: SigningExtension;
  pacing?: PacingExtension;
  exchanges?: ExchangesExtension;
}
