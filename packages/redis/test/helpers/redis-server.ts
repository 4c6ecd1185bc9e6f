import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { connectTestRedis } from './test-redis.js';
import { scaled } from '../../../../scripts/test-time.mjs';

export { connectTestRedis };

/** Where Debian's `redis-server` lives (REDIS_SERVER overrides). */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

/** Whether a `redis-server` binary can be run here. */
export const haveRedis = spawnSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' }).status === 0;

if (!haveRedis && process.env.BAYKIT_REQUIRE_REDIS === '1') {
  throw new Error(`BAYKIT_REQUIRE_REDIS=1 but ${REDIS_SERVER} cannot be run: apt-get install redis-server.`);
}
if (!haveRedis) {
  console.warn(
    `@baykit/redis tests skipped: no ${REDIS_SERVER}. Install Debian's redis-server (apt-get install redis-server) or set REDIS_SERVER to run them.`,
  );
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A throwaway redis-server on 127.0.0.1: no persistence, stopped and restarted on demand (same port). */
export interface RedisProcess {
  port: number;
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts `redis-server` on a free port and waits until it accepts connections. */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const proc = spawn(
        REDIS_SERVER,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = proc;
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start within ${scaled(10_000) / 1000} s:\n${output}`)),
        scaled(10_000),
      );
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        if (child === proc) child = undefined;
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      const proc = child;
      if (!proc || proc.exitCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, stop, start };
}

/** The redis-server of a test file and a connection to it (set once the file's `beforeAll` has run). */
export interface RedisRig {
  server: RedisProcess;
  redis: Redis;
}

/**
 * Starts a redis-server for the calling file (in its `beforeAll`), connects with `connect`, empties it
 * before each test and stops it after the file.
 */
export function useRedisServer(
  connect: (url: string) => Redis | Promise<Redis> = (url) => connectTestRedis(url),
): RedisRig {
  const rig = {} as RedisRig;
  beforeAll(async () => {
    rig.server = await startRedis();
    rig.redis = await connect(rig.server.url);
  });
  afterAll(async () => {
    rig.redis?.disconnect();
    await rig.server?.stop();
  });
  beforeEach(async () => {
    await rig.redis.flushall();
  });
  return rig;
}
