import type { EbayClient } from 'baykit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { haveRedis, useRedisServer } from '../helpers/redis-server.js';
import { recordingLogger } from '../token-store/helpers.js';
import { ITEM_ID, bucketKey, connectRedis, pacedClient, startLoopbackEbay, type LoopbackEbay } from './helpers.js';

// 5 at once when full, then one every 100 ms.
const BUDGET = { limit: 25, windowMs: 2000, burst: 5 };
const TOKEN_MS = 100;

describe.skipIf(!haveRedis)('a bucket key holding bad data', () => {
  const rig = useRedisServer(connectRedis);
  let ebay: LoopbackEbay;
  let client: EbayClient | undefined;

  beforeEach(async () => {
    ebay = await startLoopbackEbay();
  });
  afterEach(async () => {
    await client?.close();
    client = undefined;
    await ebay.close();
  });

  async function redisNow(): Promise<number> {
    const [seconds, micros] = await rig.redis.time();
    return Number(seconds) * 1000 + Number(micros) / 1000;
  }

  /** Writes the bucket key, then makes three Browse calls through a fresh client: how long they took, what was logged. */
  async function threeCalls(
    write: (key: string) => Promise<unknown>,
  ): Promise<{ ms: number; lines: { level: string; message: string }[] }> {
    const logger = recordingLogger();
    client = pacedClient(ebay.origin, rig.redis, { budgets: { 'buy.browse': BUDGET } }, { logger });
    await client.oauth2.mintApplicationAccessToken();
    await write(bucketKey(ebay.origin, 'buy.browse'));
    const started = Date.now();
    for (let i = 0; i < 3; i++) await client.buy.browse.getItem(ITEM_ID);
    return { ms: Date.now() - started, lines: logger.lines };
  }

  it.each<[string, (key: string) => Promise<unknown>]>([
    ['a string', (key) => rig.redis.set(key, 'full')],
    ['a list', (key) => rig.redis.rpush(key, '5')],
    ['a hash whose fields are not numbers', (key) => rig.redis.hset(key, { tokens: 'many', ts: 'yesterday' })],
    [
      'a hash with more tokens than the burst',
      async (key) => rig.redis.hset(key, { tokens: '1000', ts: String(await redisNow()) }),
    ],
    ['a hash with negative tokens', async (key) => rig.redis.hset(key, { tokens: '-3', ts: String(await redisNow()) })],
    [
      'a hash with infinite tokens',
      async (key) => rig.redis.hset(key, { tokens: 'inf', ts: String(await redisNow()) }),
    ],
    ['a hash with NaN tokens', async (key) => rig.redis.hset(key, { tokens: 'nan', ts: String(await redisNow()) })],
    ['a hash without its timestamp', (key) => rig.redis.hset(key, { tokens: '5' })],
  ])('resets %s to an empty bucket with one warning, and the calls still go', async (_, write) => {
    const { ms, lines } = await threeCalls(write);
    const key = bucketKey(ebay.origin, 'buy.browse');

    expect(ebay.browseTimes()).toHaveLength(3);
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toBe(
      `The Redis bucket of the buy.browse budget (${key}) held bad data and was reset.`,
    );
    // Empty, not full: each of the three calls waited for a token instead of going in a burst.
    expect(ms).toBeGreaterThanOrEqual(3 * TOKEN_MS - 10);
    expect(await rig.redis.type(key)).toBe('hash');
  });

  it('takes from a valid bucket as it finds it, without a warning', async () => {
    const { lines } = await threeCalls(async (key) =>
      rig.redis.hset(key, { tokens: '2', ts: String(await redisNow()) }),
    );

    // Not bad data: no reset (which warns) and no empty bucket, where every call waits for its token. Two tokens
    // were there, so at most the calls after them waited; how many exactly depends on how fast this machine makes
    // the calls while the bucket refills, so the count is a bound, not a number.
    expect(lines.filter((l) => l.level === 'warn')).toEqual([]);
    const waits = lines.filter((l) => l.level === 'debug' && /waits \d+ ms for a token/.test(l.message));
    expect(waits.length).toBeLessThan(3);
    expect(ebay.browseTimes()).toHaveLength(3);
  });
});
