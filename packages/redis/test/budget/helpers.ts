import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { AbortError, EbayClient, type Clock, type EbayClientOptions } from 'baykit';
import type { Redis } from 'ioredis';
import { redisPacing, type RedisPacingOptions } from '../../src/index.js';
import { connectTestRedis } from '../helpers/test-redis.js';

export const APP_ID = 'budget-test-app';
export const CERT_ID = 'budget-test-cert';
/** A Browse item id the emulator knows in a fresh state (the loopback server answers any id). */
export const ITEM_ID = 'v1|110000000000|0';
/** Where getRateLimits is served. */
export const LIMITS_PATH = '/developer/analytics/v1_beta/rate_limit/';

/** One request the loopback server received, and when (ms since the epoch). */
export interface Arrival {
  method: string;
  path: string;
  at: number;
}

/** A small eBay on 127.0.0.1 for pacing tests: app tokens, Browse answers 200, getRateLimits from `limits`. */
export interface LoopbackEbay {
  origin: string;
  arrivals: Arrival[];
  /** The getRateLimits body; replace it per test (default: no limits reported). */
  limits: () => unknown;
  /** Arrival times of the Browse calls, in order. */
  browseTimes(): number[];
  /** How many times getRateLimits was read. */
  limitReads(): number;
  close(): Promise<void>;
}

/** Starts the loopback eBay on a free port. */
export async function startLoopbackEbay(): Promise<LoopbackEbay> {
  const arrivals: Arrival[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    arrivals.push({ method: req.method ?? 'GET', path, at: Date.now() });
    req.resume();
    req.on('end', () => {
      const reply = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path === '/identity/v1/oauth2/token')
        reply(200, {
          access_token: 'v^1.1#budget-test-token',
          expires_in: 7200,
          token_type: 'Application Access Token',
        });
      else if (path === LIMITS_PATH) reply(200, ebay.limits());
      else if (path.startsWith('/buy/browse/')) reply(200, { itemId: ITEM_ID });
      else reply(404, { errors: [{ errorId: 404, message: 'no such route' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ebay: LoopbackEbay = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    limits: () => ({ rateLimits: [] }),
    browseTimes: () => arrivals.filter((a) => a.path.startsWith('/buy/browse/')).map((a) => a.at),
    limitReads: () => arrivals.filter((a) => a.path === LIMITS_PATH).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return ebay;
}

/** A getRateLimits body reporting one Browse window: `limit` per day, `remaining` left until `resetAt`. */
export function browseLimits(limit: number, remaining: number, resetAt: number): unknown {
  const rates = [
    { count: limit - remaining, limit, remaining, reset: new Date(resetAt).toISOString(), timeWindow: 86_400 },
  ];
  return {
    rateLimits: [
      { apiContext: 'buy', apiName: 'browse', apiVersion: 'v1', resources: [{ name: 'buy.browse', rates }] },
    ],
  };
}

/**
 * A connection made the way the extension's documentation asks (commands fail at once while Redis is down).
 * Connection errors are expected in these tests, so they are not left to print as unhandled events.
 */
export async function connectRedis(url: string): Promise<Redis> {
  return connectTestRedis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
}

/**
 * The system clock, noting every pause it is asked for (in ms, in order): a test passes it as the client's `clock`
 * and reads how long the pacer meant to wait, instead of timing the calls.
 */
export function recordingClock(): Clock & { pauses: number[] } {
  const pauses: number[] = [];
  return {
    pauses,
    now: () => Date.now(),
    sleep: (ms, signal) => {
      pauses.push(ms);
      // As the system clock: an abort rejects with the signal's reason.
      return pause(ms, undefined, signal ? { signal } : {}).catch((error: unknown) => {
        throw signal?.aborted ? signal.reason : error;
      });
    },
  };
}

/** A client of the test app on `origin` whose calls are paced by `redisPacing(redis, options)`. */
export function pacedClient(
  origin: string,
  redis: Redis,
  options: RedisPacingOptions,
  extra: EbayClientOptions = {},
): EbayClient {
  return new EbayClient(
    { appId: APP_ID, certId: CERT_ID, origin, pacing: true, maxRetries: 0, ...extra },
    { pacing: redisPacing(redis, options) },
  );
}

/** The Redis key of a configured budget's bucket, as the extension names it (scope: environment = origin, app id). */
export function bucketKey(origin: string, budget: string, appId = APP_ID): string {
  return `baykit:budget:{${origin}:${appId}}:${budget}`;
}

/**
 * Browse calls from `concurrency` loops until `deadline` (ms since the epoch): the time each call completed.
 * A wait still running at the deadline is aborted and not counted.
 */
export async function callUntil(client: EbayClient, deadline: number, concurrency: number): Promise<number[]> {
  const done: number[] = [];
  const loop = async (): Promise<void> => {
    while (Date.now() < deadline) {
      try {
        await client.buy.browse.getItem(ITEM_ID, undefined, {
          signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
        });
      } catch (error) {
        if (error instanceof AbortError) return;
        throw error;
      }
      done.push(Date.now());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return done;
}

/** A budget with its burst spelled out. */
export interface Budget {
  limit: number;
  windowMs: number;
  burst: number;
}

/** The most calls a bucket of `budget` lets through in a span of `spanMs`: the burst plus the refill. */
export function bucketBound(budget: Budget, spanMs: number): number {
  return budget.burst + Math.ceil(((budget.limit - budget.burst) * spanMs) / budget.windowMs);
}

/** The busiest sliding window of `times` against the bucket bound: how many calls it held over the bound. */
export function worstWindow(
  times: readonly number[],
  budget: Budget,
): { excess: number; count: number; spanMs: number } {
  const sorted = [...times].sort((a, b) => a - b);
  let worst = { excess: Number.NEGATIVE_INFINITY, count: 0, spanMs: 0 };
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i; j < sorted.length; j++) {
      const spanMs = sorted[j]! - sorted[i]!;
      const count = j - i + 1;
      const excess = count - bucketBound(budget, spanMs);
      if (excess > worst.excess) worst = { excess, count, spanMs };
    }
  }
  return worst;
}

/** Resolves after `ms`. */
export function delay(ms: number): Promise<void> {
  return pause(ms);
}
