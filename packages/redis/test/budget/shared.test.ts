import type { EbayClient } from 'baykit';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveRedis, startRedis, type RedisProcess } from '../helpers/redis-server.js';
import {
  bucketBound,
  callUntil,
  connectRedis,
  pacedClient,
  startLoopbackEbay,
  worstWindow,
  type Budget,
  type LoopbackEbay,
} from './helpers.js';

describe.skipIf(!haveRedis)('one budget shared by two processes', () => {
  let server: RedisProcess;
  let ebay: LoopbackEbay;
  const connections: Redis[] = [];
  const clients: EbayClient[] = [];

  beforeAll(async () => {
    server = await startRedis();
    ebay = await startLoopbackEbay();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    for (const redis of connections) redis.disconnect();
    await ebay?.close();
    await server?.stop();
  });

  it('lets two clients on two Redis connections send no more than the budget together, and close to it', async () => {
    // 3 at once, then one every 200 ms for the pair.
    const budget: Budget = { limit: 13, windowMs: 2000, burst: 3 };
    for (let i = 0; i < 2; i++) {
      const redis = await connectRedis(server.url);
      connections.push(redis);
      const client = pacedClient(ebay.origin, redis, { budgets: { 'buy.browse': budget } });
      clients.push(client);
      await client.oauth2.mintApplicationAccessToken();
    }
    const runMs = 2000;
    const deadline = Date.now() + runMs;
    const [a, b] = await Promise.all(clients.map((client) => callUntil(client, deadline, 3)));

    const times = ebay.browseTimes();
    expect(times).toHaveLength(a!.length + b!.length);
    // Both took part: the budget was shared, not used up by one.
    expect(a!.length).toBeGreaterThan(0);
    expect(b!.length).toBeGreaterThan(0);
    // No sliding window holds more than the bucket allows (one call of slack for request latency) ...
    expect(worstWindow(times, budget).excess).toBeLessThanOrEqual(1);
    // ... and the pair got close to the whole budget, so pacing is not stricter than it.
    expect(times.length).toBeGreaterThanOrEqual(bucketBound(budget, runMs - 500));
    expect(times.length).toBeLessThanOrEqual(bucketBound(budget, runMs) + 1);
  });
});
