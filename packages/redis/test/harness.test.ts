import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { haveRedis, startRedis } from './helpers/redis-server.js';

describe.skipIf(!haveRedis)('the redis-server test harness', () => {
  it('starts redis on a free port, stops it and starts it again on the same port', async () => {
    const server = await startRedis();
    const redis = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.set('k', 'v');
    expect(await redis.get('k')).toBe('v');
    await server.stop();
    await server.start();
    // No persistence: a restarted server is empty.
    expect(await redis.get('k')).toBeNull();
    redis.disconnect();
    await server.stop();
  });
});
