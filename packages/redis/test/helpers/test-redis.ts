import { Redis, type RedisOptions } from 'ioredis';

/**
 * Connects a client for a test's own reads and writes (in the test process or a worker process). Every client
 * a test makes comes from here (or from a `RedisTokenStore`, which listens itself): tests stop servers under
 * their clients on purpose, and ioredis prints "[ioredis] Unhandled error event" for each failed reconnect of a
 * client without an 'error' listener. A lost connection still reaches the test, as the rejection of a command.
 */
export async function connectTestRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const redis = new Redis(url, { ...options, lazyConnect: true });
  redis.on('error', () => undefined);
  await redis.connect();
  return redis;
}
