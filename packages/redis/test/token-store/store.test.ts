import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { RedisTokenStore } from '../../src/index.js';
import { haveRedis, useRedisServer } from '../helpers/redis-server.js';
import { recordingLogger, userToken } from './helpers.js';

const KEY = 'baykit:production:app-1:user:seller-1';

describe.skipIf(!haveRedis)('RedisTokenStore get, set and delete', () => {
  const rig = useRedisServer();

  it('round-trips a token through Redis as JSON under the prefixed key, and deletes it', async () => {
    const store = new RedisTokenStore(rig.server.url, { prefix: 'app:', logger: recordingLogger() });
    const token = userToken();
    await store.set(KEY, token);
    expect(JSON.parse((await rig.redis.get(`app:${KEY}`)) ?? 'null')).toEqual(token);
    // A second store (another process) reads what the first wrote.
    const other = new RedisTokenStore(rig.server.url, { prefix: 'app:', logger: recordingLogger() });
    expect(await other.get(KEY)).toEqual(token);
    await store.delete(KEY);
    expect(await rig.redis.exists(`app:${KEY}`)).toBe(0);
    expect(await other.get(KEY)).toBeUndefined();
    expect(await store.get(KEY)).toBeUndefined();
    await Promise.all([store.close(), other.close()]);
  });

  it('sets a TTL a little beyond the refresh token, else the access token, and none when the expiry is unknown', async () => {
    const store = new RedisTokenStore(rig.server.url, { logger: recordingLogger() });
    const now = Date.now();
    const grace = 10 * 60_000;
    await store.set(`${KEY}:a`, userToken({ refreshTokenExpiresAt: now + 3_600_000 }));
    await store.set(
      `${KEY}:b`,
      userToken({ refreshToken: undefined, refreshTokenExpiresAt: undefined, expiresAt: now + 7_200_000 }),
    );
    await store.set(
      `${KEY}:c`,
      userToken({ refreshToken: undefined, refreshTokenExpiresAt: undefined, expiresAt: undefined }),
    );
    // A refresh token of unknown lifetime is kept: the access token's expiry must not take it away.
    await store.set(`${KEY}:d`, userToken({ refreshTokenExpiresAt: undefined, expiresAt: now + 60_000 }));
    const a = await rig.redis.pttl(`${KEY}:a`);
    const b = await rig.redis.pttl(`${KEY}:b`);
    expect(a).toBeGreaterThan(3_600_000 + grace - 5_000);
    expect(a).toBeLessThanOrEqual(3_600_000 + grace);
    expect(b).toBeGreaterThan(7_200_000 + grace - 5_000);
    expect(b).toBeLessThanOrEqual(7_200_000 + grace);
    expect(await rig.redis.pttl(`${KEY}:c`)).toBe(-1);
    expect(await rig.redis.pttl(`${KEY}:d`)).toBe(-1);
    await store.close();
  });

  it.each([
    ['not JSON', '{"accessToken":"v^1.1#leaked-secret"', /not JSON/],
    ['not an object', '["v^1.1#leaked-secret"]', /not an object/],
    [
      'a missing access token',
      JSON.stringify({ kind: 'user', scope: [], obtainedAt: 1, refreshToken: 'v^1.1#leaked-secret' }),
      /accessToken/,
    ],
    [
      'a wrong kind',
      JSON.stringify({ kind: 'admin', accessToken: 'v^1.1#leaked-secret', scope: [], obtainedAt: 1 }),
      /kind/,
    ],
    [
      'an expiry that is a string',
      JSON.stringify({ kind: 'user', accessToken: 'v^1.1#leaked-secret', scope: [], obtainedAt: 1, expiresAt: 'soon' }),
      /expiresAt/,
    ],
    [
      'scopes that are not strings',
      JSON.stringify({ kind: 'user', accessToken: 'v^1.1#leaked-secret', scope: [1], obtainedAt: 1 }),
      /scope/,
    ],
  ])('discards %s with one warning that quotes no secret, and deletes it', async (_, raw, problem) => {
    const logger = recordingLogger();
    const store = new RedisTokenStore(rig.server.url, { logger });
    await rig.redis.set(KEY, raw);
    expect(await store.get(KEY)).toBeUndefined();
    expect(await rig.redis.exists(KEY)).toBe(0);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatchObject({ level: 'warn', message: expect.stringMatching(problem) });
    expect(logger.lines[0]?.message).not.toMatch(/leaked-secret/);
    await store.close();
  });

  it('discards a value of the wrong Redis type instead of failing the call', async () => {
    const logger = recordingLogger();
    const store = new RedisTokenStore(rig.server.url, { logger });
    await rig.redis.hset(KEY, 'accessToken', 'v^1.1#leaked-secret');
    expect(await store.get(KEY)).toBeUndefined();
    expect(await rig.redis.exists(KEY)).toBe(0);
    expect(logger.lines.map((l) => l.level)).toEqual(['warn', 'warn']);
    expect(logger.lines.map((l) => l.message).join('\n')).not.toMatch(/leaked-secret/);
    await store.close();
  });

  it('uses an ioredis client it is given and leaves it open on close', async () => {
    const client = new Redis(rig.server.url, { lazyConnect: true });
    const store = new RedisTokenStore(client, { logger: recordingLogger() });
    const token = userToken();
    await store.set(KEY, token);
    expect(await store.get(KEY)).toEqual(token);
    await store.close();
    expect(await client.exists(KEY)).toBe(1);
    client.disconnect();
  });
});
