import type { EmulatorClock } from './clock.js';
import { randomForSeed, type SeededRandom } from './random.js';
import type { LargeFeed } from './flows/feed/large-file.js';
import type { AppRegistration } from './types.js';
import type { XmlBodyParser } from './xml/xml-body-parser.js';
import type { EventLog } from './world/events.js';
import type { World } from './world/world.js';

/** What an issued access token grants. */
export interface TokenInfo {
  token: string;
  grant: 'user' | 'application';
  appId: string;
  scopes: string[];
  /** The signed-in test user of a user token. */
  user?: string;
  /** Ms since the epoch (emulator clock). */
  expiresAt: number;
}

/** The result of checking a bearer/IAF token. */
export type TokenCheck = { ok: true; info: TokenInfo } | { ok: false; reason: 'unknown' | 'expired' };

/** The token and session store of the emulator (implemented in ./oauth). */
export interface AuthStore {
  /** What `token` grants, or why it is unusable. */
  check(token: string): TokenCheck;
  /** Issues an access token directly (tests, the explorer's shortcuts). */
  issue(grant: 'user' | 'application', appId: string, scopes: string[], user?: string): TokenInfo;
  /** Expires every issued access token now (`POST /__emulator/tokens/expire`). */
  expireAll(): void;
}

/** Everything a handler may use. One per emulator: nothing is module-level. */
export interface EmulatorContext {
  readonly seed: number;
  readonly tokenTtlSeconds: number;
  readonly rateLimitPerMinute: number | undefined;
  readonly clock: EmulatorClock;
  /** Public origin for links and redirects, e.g. `http://127.0.0.1:4010`. */
  origin: string;
  readonly defaultApp: AppRegistration;
  readonly apps: Map<string, AppRegistration>;
  /** The emulator's own JWE master key (AES-256): signing keys it issues open with it, and only here. */
  readonly masterKey: Uint8Array;
  /** The resettable state: `reset()` replaces it with a fresh one built from the seed. */
  state: EmulatorState;
  /** The large generated feed file every feed download serves (`feedFileBytes`); kept across `reset()`. */
  readonly largeFeed?: LargeFeed | undefined;
  /** Parses XML request bodies (large ones off the event loop); kept across `reset()`, stopped by `close()`. */
  readonly xmlParser: XmlBodyParser;
  /** Whether decommissioned calls are answered (`serveRetired`) instead of refused as eBay refuses them. */
  readonly serveRetired: boolean;
}

/** State that `reset()` restores to what the seed gives. */
export interface EmulatorState {
  auth: AuthStore;
  /** The world's stores (listings, orders, messages, …), each created from the seed on first use. */
  world: World;
  /** Calls per token in the current minute (rate limiting). */
  rates: Map<string, { windowStart: number; count: number }>;
  /** What happened in this world, and the consequences subscribed to it (docs/architecture.md#world-events). */
  events: EventLog<EmulatorContext>;
}

/** The seed of an emulator created without one (`createEmulator`, the CLI without `--seed`). */
export const DEFAULT_SEED = 1;

/** A random source for one purpose, derived from the emulator's seed (same seed and purpose, same data). */
export function randomFor(ctx: EmulatorContext, purpose: string): SeededRandom {
  return randomForSeed(ctx.seed, purpose);
}
