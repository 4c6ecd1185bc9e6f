import type { AppRegistration } from '@baykit/local';

// A registered app is part of what a shared emulator proves about itself, so its shape lives in @baykit/local.
export type { AppRegistration } from '@baykit/local';

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
  /**
   * Serve one large generated feed file of about this many gzip bytes (at least this many, at most one
   * compressed batch more) from every Buy Feed download, instead of the small catalog-based files: for
   * benchmarks and memory tests of chunked downloads. The file is gzip TSV with the item feed's columns,
   * generated from the seed on the first feed request into a temporary file (that request waits; ~1 GB takes
   * tens of seconds), served by `Range` from disk (never held in memory), and deleted by `close()`.
   */
  feedFileBytes?: number;
  /**
   * Largest JSON, XML or form request body, in bytes (default 4 MiB). A larger one is answered 413 in the
   * service's error shape, after reading no more than this many bytes.
   */
  maxBodyBytes?: number;
  /**
   * Largest body of an upload operation, in bytes (default 150 MiB, eBay's video limit): `uploadVideo`,
   * `uploadFile`, `uploadEvidenceFile` and Trading's multipart `UploadSiteHostedPictures`.
   */
  maxUploadBytes?: number;
  /**
   * Host names the emulator answers to over HTTP besides `127.0.0.1`, `localhost` and `[::1]` (every route: eBay's
   * and the admin API `/__emulator/…`): `name` (on the listening port) or `name:port` (exactly, e.g. behind a port
   * mapping). Any other Host gets a 403, so a DNS-rebound web page reaches nothing.
   */
  allowedHosts?: readonly string[];
  /**
   * Answer the calls eBay decommissioned (Sell Compliance, Finding, Shopping, Trading's GetCategories, …) as they
   * were answered before, instead of eBay's answer for a retired resource (a 404 routing error; Trading:
   * error 2, unsupported call). Default false. Clients send such calls only with `allowRetired: true`.
   */
  serveRetired?: boolean;
  /**
   * A secret only the user who starts this emulator knows (at least 16 bytes; `sharedEmulatorSecret()` keeps one
   * in the private state directory). With it the emulator answers `GET /__emulator/proof?challenge=…` with an
   * HMAC of the challenge, its pid, port and app, so that user's tools (`probeEmulator`) tell it from another
   * user's server on the same port. The `baykit` command line starts its background emulator with it.
   */
  ownerSecret?: Uint8Array;
  /**
   * Called once when the owner asks the emulator to stop over its admin API, after the answer went out: `POST
   * /__emulator/shutdown` with the HMAC under `ownerSecret` of a challenge from `POST /__emulator/shutdown/challenge`
   * (`requestShutdown` does both). So the owner stops it without a process id, which may name another process where
   * it is read (an emulator in a container). Without it (or without `ownerSecret`) those routes answer 404. The
   * `baykit` command line's background emulator closes itself and exits.
   */
  onShutdownRequest?: () => void;
}
