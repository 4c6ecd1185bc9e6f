import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectTestRedis, haveRedis, startRedis, type RedisProcess } from './helpers/redis-server.js';

describe.skipIf(!haveRedis)('the redis-server test harness', () => {
  let server: RedisProcess | undefined;
  let redis: Redis | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    redis?.disconnect();
    await server?.stop();
  });

  it('stops redis and starts it again on the same port; a test client rides it out and ioredis prints nothing', async () => {
    const printed = vi.spyOn(console, 'error');
    server = await startRedis();
    redis = await connectTestRedis(server.url, { maxRetriesPerRequest: 1 });
    await redis.set('k', 'v');
    expect(await redis.get('k')).toBe('v');
    // ioredis schedules a second reconnect only once the first one was refused by the stopped server: after
    // it, the client has certainly met a connection error (state, not a fixed wait).
    let reconnects = 0;
    const refused = new Promise<void>((resolve) => redis?.on('reconnecting', () => ++reconnects === 2 && resolve()));
    await server.stop();
    await refused;
    await server.start();
    // No persistence: a restarted server is empty.
    expect(await redis.get('k')).toBeNull();
    expect(printed.mock.calls.filter((call) => String(call[0]).includes('[ioredis]'))).toEqual([]);
  });
});
