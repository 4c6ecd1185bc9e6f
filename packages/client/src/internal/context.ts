import type { Renewals } from '../auth/renewal.js';
import type { TokenStore } from '../auth/token-store.js';
import type { ResolvedConfig } from '../config.js';
import type { ExchangeRecorder } from '../pipeline/exchange.js';
import type { Transport } from '../pipeline/transport.js';
import type { Pacer } from '../rate-limit/options.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';
import type { Redactor } from './redact.js';

/** Per-client state shared by the pipeline, the auth flows and the API namespaces. Never module-level. */
export interface ClientContext {
  readonly config: ResolvedConfig;
  readonly transport: Transport;
  readonly clock: Clock;
  readonly log: Required<Logger>;
  readonly redactor: Redactor;
  readonly store: TokenStore;
  /** Name of the environment in token keys: `production`, `sandbox` or the origin. */
  readonly environment: string;
  /** Token renewals in flight, by store key: one renewal per token, shared with `forAccount` views. */
  readonly renewals: Renewals;
  /** Lifecycle warnings already logged (one per retired operation or call per client). */
  readonly warned: Set<string>;
  /** Paces calls by eBay's reported limits when the `pacing` option is on. */
  readonly pacer?: Pacer | undefined;
  /** Records each attempt for the `onExchange` option, when it is set. */
  readonly exchanges?: ExchangeRecorder | undefined;
}
