import { ConfigError, type Logger } from 'baykit';
import { Redis, type RedisOptions } from 'ioredis';

/** How the stores connect when they make their own connection: fail fast, so a call never waits on an outage. */
const FAIL_FAST: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 };

/**
 * The ioredis client a store works with: the one given (used as it is, never closed by the store), or a connection
 * made from options or a URL, set to fail fast (the store owns it and closes it in `close`).
 */
export function storeConnection(redis: Redis | RedisOptions | string): { client: Redis; owned: boolean } {
  if (typeof redis === 'object' && typeof (redis as Partial<Redis>).duplicate === 'function')
    return { client: redis as Redis, owned: false };
  const client =
    typeof redis === 'string' ? new Redis(redis, FAIL_FAST) : new Redis({ ...FAIL_FAST, ...(redis as RedisOptions) });
  return { client, owned: true };
}

/** Checks the options every store takes (`prefix`, `commandTimeoutMs`), naming the store in the `ConfigError`. */
export function checkStoreOptions(store: string, prefix: unknown, commandTimeoutMs: unknown): void {
  if (typeof prefix !== 'string') throw new ConfigError(`${store}: prefix must be a string.`);
  if (!(typeof commandTimeoutMs === 'number' && Number.isFinite(commandTimeoutMs) && commandTimeoutMs > 0))
    throw new ConfigError(
      `${store}: commandTimeoutMs must be a positive number of ms. Got ${JSON.stringify(commandTimeoutMs)}.`,
    );
}

/** A command's answer when Redis could not be reached in time: the caller falls back to this process. */
export const DOWN: unique symbol = Symbol('redis down');
/** A command's answer when Redis refused it (a `ReplyError`, e.g. WRONGTYPE): Redis is up, the data is not right. */
export const REFUSED: unique symbol = Symbol('redis refused');

/** What `RedisLink.attempt` resolves to. */
export type Attempt<T> = T | typeof DOWN | typeof REFUSED;

/** What a link says when Redis goes away and when it is back: what the store does meanwhile, and after. */
export interface LinkMessages {
  /** E.g. "tokens are kept and renewed in this process until it is back". */
  away: string;
  /** E.g. "tokens are shared through it again". */
  back: string;
}

/** What the token store says. */
const TOKEN_MESSAGES: LinkMessages = {
  away: 'tokens are kept and renewed in this process until it is back',
  back: 'tokens are shared through it again',
};

/**
 * One Redis connection used so that no command waits on a Redis that is away: while the connection is not
 * ready a command is not sent at all, and one that is sent gives up after the command timeout. It tracks
 * whether Redis is reachable and logs each change once (not once per call).
 */
export class RedisLink {
  readonly redis: Redis;
  readonly #log: Logger;
  readonly #timeoutMs: number;
  readonly #onReconnect: () => void;
  readonly #messages: LinkMessages;
  #down = false;
  #wasReady = false;
  #firstReady: Promise<boolean> | undefined;

  constructor(
    redis: Redis,
    options: { log: Logger; timeoutMs: number; onReconnect?: () => void; messages?: LinkMessages },
  ) {
    this.redis = redis;
    this.#log = options.log;
    this.#timeoutMs = options.timeoutMs;
    this.#onReconnect = options.onReconnect ?? (() => undefined);
    this.#messages = options.messages ?? TOKEN_MESSAGES;
    this.#wasReady = redis.status === 'ready';
    // Without a listener ioredis prints every failed reconnect; the store reports the outage once instead.
    redis.on('error', (error: unknown) => this.#failed(error));
    redis.on('ready', () => {
      if (this.#wasReady) this.#onReconnect();
      this.#wasReady = true;
      this.#recovered();
    });
  }

  /** Runs a command, or answers `DOWN` at once when Redis is known to be away, or `REFUSED` on a Redis error reply. */
  async attempt<T>(what: string, command: (redis: Redis) => Promise<T>): Promise<Attempt<T>> {
    if (this.redis.status !== 'ready' && !(await this.#awaitReady())) return DOWN;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof DOWN>((resolve) => {
      timer = setTimeout(() => resolve(DOWN), this.#timeoutMs);
    });
    try {
      const result = await Promise.race([command(this.redis), timeout]);
      if (result === DOWN) this.#failed(new Error(`${what} took longer than ${this.#timeoutMs} ms`));
      else this.#recovered();
      return result;
    } catch (error) {
      if (error instanceof Error && error.name === 'ReplyError') {
        this.#log.warn?.(`@baykit/redis: Redis refused ${what}: ${error.message}`);
        return REFUSED;
      }
      this.#failed(error);
      return DOWN;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Before Redis was ever found away (a process starting, a connection being made) a command waits, once
   * for everyone and at most the command timeout, for the connection to become ready. Once it is known to be
   * away, commands fail at once until it is back.
   */
  #awaitReady(): Promise<boolean> {
    if (this.#down) return Promise.resolve(false);
    if (this.redis.status === 'wait') this.redis.connect().catch((error: unknown) => this.#failed(error));
    this.#firstReady ??= new Promise<boolean>((resolve) => {
      const done = (ready: boolean): void => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        this.#firstReady = undefined;
        if (!ready) this.#failed(new Error(`not ready within ${this.#timeoutMs} ms`));
        resolve(ready);
      };
      const onReady = (): void => done(true);
      const timer = setTimeout(() => done(this.redis.status === 'ready'), this.#timeoutMs);
      this.redis.once('ready', onReady);
    });
    return this.#firstReady;
  }

  #failed(error: unknown): void {
    if (this.#down) return;
    this.#down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.#log.warn?.(`@baykit/redis: Redis is unreachable (${reason}); ${this.#messages.away}.`);
  }

  #recovered(): void {
    if (!this.#down) return;
    this.#down = false;
    this.#log.info?.(`@baykit/redis: Redis is reachable again; ${this.#messages.back}.`);
  }
}
