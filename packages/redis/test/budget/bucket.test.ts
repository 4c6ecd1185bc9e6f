import { AbortError, RateLimitError, type EbayClient, type EbayClientOptions } from 'baykit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RedisPacingOptions } from '../../src/index.js';
import { haveRedis, useRedisServer } from '../helpers/redis-server.js';
import { recordingLogger } from '../token-store/helpers.js';
import { ITEM_ID, connectRedis, pacedClient, recordingClock, startLoopbackEbay, type LoopbackEbay } from './helpers.js';

// Arrival times on the server may run ahead of the grants in Redis by a few ms of request latency.
const LATENCY_MS = 25;

describe.skipIf(!haveRedis)('the shared budget as a token bucket', () => {
  const rig = useRedisServer(connectRedis);
  let ebay: LoopbackEbay;
  let clients: EbayClient[];

  beforeEach(async () => {
    ebay = await startLoopbackEbay();
    clients = [];
  });
  afterEach(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await ebay.close();
  });

  async function client(options: RedisPacingOptions, extra: EbayClientOptions = {}): Promise<EbayClient> {
    const c = pacedClient(ebay.origin, rig.redis, options, extra);
    clients.push(c);
    // The app token is minted up front so that only paced calls are timed.
    await c.oauth2.mintApplicationAccessToken();
    return c;
  }

  it('lets the burst go at once, then spaces the calls at (limit - burst) per window', async () => {
    // 5 at once, then 6 more per 2 s: one every 333 ms.
    const logger = recordingLogger();
    const clock = recordingClock();
    const ebayClient = await client(
      { budgets: { 'buy.browse': { limit: 11, windowMs: 2000, burst: 5 } } },
      { logger, clock },
    );
    const waits = (): number =>
      logger.lines.filter(
        (l) => l.level === 'debug' && /waits \d+ ms for a token of the buy\.browse budget/.test(l.message),
      ).length;
    for (let i = 0; i < 5; i++) await ebayClient.buy.browse.getItem(ITEM_ID);
    expect(waits()).toBe(0);
    for (let i = 0; i < 4; i++) await ebayClient.buy.browse.getItem(ITEM_ID);
    expect(waits()).toBeGreaterThanOrEqual(3);

    const times = ebay.browseTimes();
    expect(times).toHaveLength(9);
    const first = times[0]!;
    // Call k (k > 5) cannot go before the bucket has refilled k - 5 tokens ...
    for (let k = 6; k <= 9; k++) expect(times[k - 1]! - first).toBeGreaterThanOrEqual((k - 5) * 333 - LATENCY_MS);
    // ... and is never held back longer than one token's refill: each pause the pacer asked for is at most 333 ms.
    expect(clock.pauses.length).toBeGreaterThanOrEqual(3);
    for (const pause of clock.pauses) expect(pause).toBeLessThanOrEqual(334);
  });

  it('rejects with RateLimitError, without sending, when the next token is further away than maxDelayMs', async () => {
    // 2 at once, then one a minute.
    const clock = recordingClock();
    const ebayClient = await client(
      { budgets: { 'buy.browse': { limit: 3, windowMs: 60_000, burst: 2 } } },
      { pacing: { maxDelayMs: 1000 }, clock },
    );
    await ebayClient.buy.browse.getItem(ITEM_ID);
    await ebayClient.buy.browse.getItem(ITEM_ID);
    const error = await ebayClient.buy.browse.getItem(ITEM_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).message).toMatch(
      /^getItem: not sent, the shared buy\.browse budget has no token for \d+ s \(pacing\.maxDelayMs is 1000 ms\)\.$/,
    );
    expect((error as RateLimitError).retryAfterMs).toBeGreaterThan(1000);
    // It gives up at once rather than after waiting maxDelayMs: it paused not at all.
    expect(clock.pauses).toEqual([]);
    expect(ebay.browseTimes()).toHaveLength(2);
  });

  it("ends a wait for a token with AbortError when the caller's signal aborts", async () => {
    const clock = recordingClock();
    // maxDelayMs well above the wait: the next token is about a minute away, and at exactly the default minute the
    // call could be refused at once (RateLimitError) instead of waiting, by a few milliseconds of timing.
    const ebayClient = await client(
      { budgets: { 'buy.browse': { limit: 3, windowMs: 60_000, burst: 2 } } },
      { clock, pacing: { maxDelayMs: 600_000 } },
    );
    await ebayClient.buy.browse.getItem(ITEM_ID);
    await ebayClient.buy.browse.getItem(ITEM_ID);
    const controller = new AbortController();
    const call = ebayClient.buy.browse.getItem(ITEM_ID, undefined, { signal: controller.signal });
    // It waits for its token (the next is about 60 / (3 - 2) s away) ...
    await expect.poll(() => clock.pauses.length).toBe(1);
    expect(clock.pauses[0]).toBeGreaterThan(10_000);
    // ... until the caller aborts.
    controller.abort(new Error('the user went away'));
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).message).toMatch(
      /aborted by the caller's signal while it waited for its rate-limit slot/,
    );
    expect(ebay.browseTimes()).toHaveLength(2);
  });

  it("takes from both the API's and the operation's bucket when an operation has a budget of its own", async () => {
    const ebayClient = await client(
      {
        budgets: {
          'buy.browse': { limit: 4, windowMs: 60_000, burst: 3 },
          'buy.browse:getItem': { limit: 3, windowMs: 60_000, burst: 2 },
        },
      },
      { pacing: { maxDelayMs: 1000 } },
    );
    await ebayClient.buy.browse.getItem(ITEM_ID);
    await ebayClient.buy.browse.getItem(ITEM_ID);
    const error = await ebayClient.buy.browse.getItem(ITEM_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).message).toMatch(/the shared buy\.browse:getItem budget/);
    // Another Browse operation still has the API's last token; after it the API's bucket is empty too.
    await ebayClient.buy.browse.getItems({ item_ids: ITEM_ID });
    const second = await ebayClient.buy.browse.getItems({ item_ids: ITEM_ID }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(RateLimitError);
    expect((second as RateLimitError).message).toMatch(/the shared buy\.browse budget/);
    expect(ebay.browseTimes()).toHaveLength(3);
  });
});
