import type { Clock, Logger } from 'baykit';

/** Options of `RedisTokenStore`. */
export interface RedisTokenStoreOptions {
  /** Put before every Redis key and channel the store uses, to share one Redis between apps. Default: none. */
  prefix?: string;
  /**
   * How long a renewal lock lives, in ms. The holder extends it while its renewal runs, so this is not a cap
   * on how long eBay may take: it is how long the other processes wait when the holder dies mid-renewal
   * before one of them takes over. Default 10 000.
   */
  lockTtlMs?: number;
  /**
   * The longest a call waits for another process to renew a token, in ms; after that it renews the token
   * itself, so a call never hangs on a holder that is stuck. Default 120 000: longer than a renewal can take
   * with the client's defaults (3 attempts of up to 30 s, with pauses), so a slow token endpoint is not
   * asked by every waiter at once.
   */
  waitTimeoutMs?: number;
  /**
   * How often a waiting call reads the token again, in ms. Renewals are announced over pub/sub too; the
   * reads are there because a message can be missed (reconnect, subscription not yet active). Default 500.
   */
  pollIntervalMs?: number;
  /** The longest one Redis command may take before Redis counts as unreachable, in ms. Default 1 000. */
  commandTimeoutMs?: number;
  /** Where the store says that Redis went away or came back, or that it discarded bad data. Default: `console`. */
  logger?: Logger;
  /** Time source for token expiry. Default: the system clock. */
  clock?: Pick<Clock, 'now'>;
}

/** The defaults of `RedisTokenStoreOptions`. */
export const REDIS_TOKEN_STORE_DEFAULTS = Object.freeze({
  prefix: '',
  lockTtlMs: 10_000,
  waitTimeoutMs: 120_000,
  pollIntervalMs: 500,
  commandTimeoutMs: 1_000,
});
