/** The `pacing` client option: pace calls by eBay's reported call limits (off by default). */
export interface PacingOptions {
  /** Fraction of each limit below which calls are spread out until the window resets. Default 0.1. */
  reserve?: number;
  /** How often the limits are read again from the Developer Analytics API, in ms. Default 300 000 (5 min). */
  refreshIntervalMs?: number;
  /** The longest a call waits for its slot; a longer wait rejects with `RateLimitError`. Default 60 000. */
  maxDelayMs?: number;
}

/** Defaults of {@link PacingOptions}. */
export const PACING_DEFAULTS: Required<PacingOptions> = {
  reserve: 0.1,
  refreshIntervalMs: 300_000,
  maxDelayMs: 60_000,
};

/** What paces a client's calls: resolves when a call may go, or rejects (`RateLimitError`, `AbortError`). */
export interface Pacer {
  /** Waits until a call of `operation` to `url` may go; `signal` is the call's own. */
  pace(url: string, operation: string, signal?: AbortSignal): Promise<void>;
}
