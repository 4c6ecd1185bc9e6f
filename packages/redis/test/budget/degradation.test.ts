import type { EbayClient } from 'baykit';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveRedis, startRedis, type RedisProcess } from '../helpers/redis-server.js';
import { recordingLogger } from '../token-store/helpers.js';
import { ITEM_ID, bucketKey, connectRedis, pacedClient, startLoopbackEbay, type LoopbackEbay } from './helpers.js';
import { scaled } from '../../../../scripts/test-time.mjs';

// 5 at once, then one every 100 ms.
const BUDGET = { limit: 25, windowMs: 2000, burst: 5 };
const TOKEN_MS = 100;

describe.skipIf(!haveRedis)('the shared budget while Redis is down', () => {
  let server: RedisProcess;
  let redis: Redis;
  let ebay: LoopbackEbay;
  let client: EbayClient;
  const logger = recordingLogger();

  beforeAll(async () => {
    server = await startRedis();
    redis = await connectRedis(server.url);
    ebay = await startLoopbackEbay();
    client = pacedClient(ebay.origin, redis, { budgets: { 'buy.browse': BUDGET } }, { logger });
    await client.oauth2.mintApplicationAccessToken();
  });
  afterAll(async () => {
    await client?.close();
    redis?.disconnect();
    await ebay?.close();
    await server?.stop();
  });

  const lines = (level: string): string[] => logger.lines.filter((l) => l.level === level).map((l) => l.message);

  it('paces calls in process at the budget rate with one warning, and goes back to Redis once it answers', async () => {
    const key = bucketKey(ebay.origin, 'buy.browse');
    await client.buy.browse.getItem(ITEM_ID);
    expect(await redis.exists(key)).toBe(1);

    await server.stop();
    const started = Date.now();
    for (let i = 0; i < 4; i++) await client.buy.browse.getItem(ITEM_ID);
    const downMs = Date.now() - started;
    expect(ebay.browseTimes()).toHaveLength(5);
    // The local bucket starts empty (no fresh burst per process) and refills at the budget's rate ...
    expect(downMs).toBeGreaterThanOrEqual(4 * TOKEN_MS - 10);
    // ... and calls do not wait on Redis's command timeout (500 ms each) on top (a limit that scales with the
    // machine: BAYKIT_TEST_TIME_SCALE).
    expect(downMs).toBeLessThan(4 * TOKEN_MS + scaled(1500));
    // Said once per outage, not once per call (four here); a busy machine may add one more (a command over its
    // timeout), so the warnings are bounded, not counted.
    const warnedWhileDown = lines('warn').length;
    expect(warnedWhileDown).toBeGreaterThanOrEqual(1);
    expect(warnedWhileDown).toBeLessThanOrEqual(2);
    for (const warning of lines('warn')) {
      expect(warning).toMatch(
        /^Redis is unreachable \(.+\): each process paces its calls with the budgets' rates until it answers again/,
      );
    }
    expect(lines('info')).toEqual([]);

    await server.start();
    await expect.poll(() => redis.status, { message: 'ioredis reconnects' }).toBe('ready');
    // The restarted Redis is empty: the key comes back only if the call took its token there.
    expect(await redis.exists(key)).toBe(0);
    await client.buy.browse.getItem(ITEM_ID);
    expect(await redis.exists(key)).toBe(1);
    expect(lines('info')).toEqual(['Redis answers again: calls take from the shared budget again.']);
    // Coming back warns of nothing.
    expect(lines('warn')).toHaveLength(warnedWhileDown);
    expect(ebay.browseTimes()).toHaveLength(6);
  });
});
