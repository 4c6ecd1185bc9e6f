/** A registered application (keyset) of the emulator: what eBay's developer portal holds for a keyset. */
export interface AppRegistration {
  appId: string;
  certId: string;
  devId: string;
  /** The RuName consent and sign-in flows name. */
  ruName: string;
  /** Where the RuName sends the browser after consent (the "auth accepted URL"). */
  redirectUrl: string;
}

/** Options of `createEmulator`. */
export interface EmulatorOptions {
  /** Seed of all generated data (default 1): the same seed gives the same answers. */
  seed?: number;
  /** Lifetime of issued access tokens, in seconds (default 7200, eBay's). */
  tokenTtlSeconds?: number;
  /** The application to register instead of the default test app. */
  app?: Partial<AppRegistration>;
  /** Time source (default `Date.now`); `clock.advance` moves on top of it. */
  now?: () => number;
  /** Public origin used in generated links and redirects (set by `listen`). */
  origin?: string;
  /** Calls per minute per token before 429 / errorId 2001; unlimited when absent. */
  rateLimitPerMinute?: number;
}
