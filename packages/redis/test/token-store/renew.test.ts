import type { AccessToken } from 'baykit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RedisTokenStore, type RedisTokenStoreOptions } from '../../src/index.js';
import { connectTestRedis, haveRedis, startRedis, useRedisServer, type RedisProcess } from '../helpers/redis-server.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import { delay, expiredToken, recordingLogger, userToken } from './helpers.js';
import { scaled } from '../../../../scripts/test-time.mjs';

const KEY = 'baykit:production:app-1:user:seller-1';
const HOUR_MS = 3_600_000;
const LOCK = `lock:${KEY}`;

describe.skipIf(!haveRedis)('RedisTokenStore renewals across processes', () => {
  const rig = useRedisServer();
  let stores: RedisTokenStore[];

  beforeEach(async () => {
    stores = [];
  });
  afterEach(async () => {
    await Promise.all(stores.map((s) => s.close()));
  });

  /** How many EVALs Redis has run (the lock's compare-and-extend and compare-and-release are EVALs). */
  async function evalCalls(): Promise<number> {
    return Number(/^cmdstat_eval:calls=(\d+)/m.exec(await rig.redis.info('commandstats'))?.[1] ?? 0);
  }

  /** A store as one process of the fleet would have it: its own connections. */
  function store(options: RedisTokenStoreOptions = {}): RedisTokenStore {
    const s = new RedisTokenStore(rig.server.url, { logger: recordingLogger(), ...options });
    stores.push(s);
    return s;
  }

  /** A renewal that takes `ms`, stores its token through `s` (as the client does) and counts its runs. */
  function renewer(s: RedisTokenStore, runs: { count: number }, ms = 50): () => Promise<AccessToken> {
    return async () => {
      runs.count++;
      await delay(ms);
      const token = userToken();
      await s.set(KEY, token);
      return token;
    };
  }

  it('runs one renewal for five processes of twenty concurrent calls, and every call gets the new token', async () => {
    const stale = expiredToken();
    await store().set(KEY, stale);
    // Polls an hour apart: within the test's time limit, only the announcement can wake the waiters.
    const fleet = Array.from({ length: 5 }, () => store({ pollIntervalMs: HOUR_MS, waitTimeoutMs: HOUR_MS }));
    const runs = { count: 0 };
    const tokens = await Promise.all(
      fleet.flatMap((s) => Array.from({ length: 20 }, () => s.renew(KEY, stale.accessToken, renewer(s, runs, 200)))),
    );
    expect(runs.count).toBe(1);
    expect(new Set(tokens.map((t) => t.accessToken)).size).toBe(1);
    expect(tokens[0]?.accessToken).not.toBe(stale.accessToken);
    expect(await rig.redis.exists(LOCK)).toBe(0);
  });

  it('returns a token another process already renewed without renewing again', async () => {
    const stale = expiredToken();
    const fresh = userToken();
    await store().set(KEY, fresh);
    const runs = { count: 0 };
    const s = store();
    expect((await s.renew(KEY, stale.accessToken, renewer(s, runs))).accessToken).toBe(fresh.accessToken);
    expect(runs.count).toBe(0);
  });

  it('takes over when the lock holder died: its lock expires and one waiter renews', async () => {
    const stale = expiredToken();
    await store().set(KEY, stale);
    // A holder that took the lock and died: nobody extends or releases it.
    await rig.redis.set(LOCK, 'dead-process', 'PX', 400);
    const fleet = Array.from({ length: 3 }, () => store({ pollIntervalMs: 50 }));
    const runs = { count: 0 };
    const started = Date.now();
    const tokens = await Promise.all(fleet.map((s) => s.renew(KEY, stale.accessToken, renewer(s, runs))));
    expect(runs.count).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(new Set(tokens.map((t) => t.accessToken)).size).toBe(1);
  });

  it('keeps the lock while a renewal outlasts its TTL, so nobody renews twice', async () => {
    const stale = expiredToken();
    await store().set(KEY, stale);
    const fleet = Array.from({ length: 3 }, () => store({ lockTtlMs: 150, pollIntervalMs: 20 }));
    const runs = { count: 0 };
    const tokens = await Promise.all(fleet.map((s) => s.renew(KEY, stale.accessToken, renewer(s, runs, 600))));
    expect(runs.count).toBe(1);
    expect(new Set(tokens.map((t) => t.accessToken)).size).toBe(1);
  });

  it('after a failed renewal the holder rejects, and a waiter takes the lock and tries again', async () => {
    const stale = expiredToken();
    await store().set(KEY, stale);
    // Long polls: the waiter can only be woken in time by the failure's announcement.
    const [first, second] = [store({ pollIntervalMs: 60_000 }), store({ pollIntervalMs: 60_000 })];
    if (!first || !second) throw new Error('two stores');
    const runs = { count: 0 };
    // The order is driven, not left to timing: the first store holds the lock before the second asks for it, and
    // its renewal fails only once the second waits on the token's channel.
    let holding = (): void => undefined;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let refuse = (): void => undefined;
    const refused = new Promise<never>((_, reject) => (refuse = () => reject(new Error('eBay refused the refresh'))));
    const failing = first.renew(KEY, stale.accessToken, async () => {
      runs.count++;
      holding();
      return refused;
    });
    await held;
    expect(await rig.redis.get(LOCK)).not.toBeNull();
    const waiting = second.renew(KEY, stale.accessToken, renewer(second, runs));
    await waitFor(async () => ((await rig.redis.pubsub('NUMSUB', `renewed:${KEY}`)) as [string, number])[1] === 1);
    const started = Date.now();
    refuse();
    await expect(failing).rejects.toThrow('eBay refused the refresh');
    const token = await waiting;
    expect(runs.count).toBe(2);
    expect(token.accessToken).not.toBe(stale.accessToken);
    // Woken by the failure's announcement, not by the 60 s poll.
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('renews in this process, with a warning, when no other process renewed within waitTimeoutMs', async () => {
    const stale = expiredToken();
    await store().set(KEY, stale);
    // A holder stuck with a long lock: it neither renews nor dies.
    await rig.redis.set(LOCK, 'stuck-process', 'PX', 60_000);
    const logger = recordingLogger();
    const s = store({ waitTimeoutMs: 300, pollIntervalMs: 50, logger });
    const runs = { count: 0 };
    const token = await s.renew(KEY, stale.accessToken, renewer(s, runs));
    expect(runs.count).toBe(1);
    expect(token.accessToken).not.toBe(stale.accessToken);
    expect(logger.lines.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual([
      expect.stringContaining('within 300 ms'),
    ]);
  });

  it('renews in this process at once when Redis refuses the lock (out of memory), instead of waiting for a holder', async () => {
    const stale = expiredToken();
    await store().set(KEY, stale);
    await rig.redis.config('SET', 'maxmemory', '1');
    try {
      // Waiting for a holder would last an hour: the renewal can only end in time by running here at once.
      const s = store({ pollIntervalMs: HOUR_MS, waitTimeoutMs: HOUR_MS });
      const runs = { count: 0 };
      const token = await s.renew(KEY, stale.accessToken, renewer(s, runs));
      expect(runs.count).toBe(1);
      expect(token.accessToken).not.toBe(stale.accessToken);
    } finally {
      await rig.redis.config('SET', 'maxmemory', '0');
    }
  });

  it('never releases a lock another owner holds now', async () => {
    const stale = expiredToken();
    await store().set(KEY, stale);
    const s = store({ lockTtlMs: 100 });
    const renewal = s.renew(KEY, stale.accessToken, async () => {
      // This holder's lock expires (extension is blocked by the test taking it over) and another owner takes it.
      await rig.redis.set(LOCK, 'next-owner', 'PX', 60_000);
      // The holder tries to extend its lock (every third of its TTL) at least once more before it finishes.
      const evals = await evalCalls();
      await waitFor(async () => (await evalCalls()) > evals);
      const token = userToken();
      await s.set(KEY, token);
      return token;
    });
    await renewal;
    expect(await rig.redis.get(LOCK)).toBe('next-owner');
  });
});

describe.skipIf(!haveRedis)('RedisTokenStore while Redis is away', () => {
  let server: RedisProcess;
  let stores: RedisTokenStore[] = [];

  beforeEach(async () => {
    server = await startRedis();
    stores = [];
  });
  afterEach(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await server.stop();
  });

  function store(options: RedisTokenStoreOptions): RedisTokenStore {
    const s = new RedisTokenStore(server.url, { commandTimeoutMs: 300, ...options });
    stores.push(s);
    return s;
  }

  it('keeps serving and renewing tokens from memory with one warning, and shares them again when Redis is back', async () => {
    const logger = recordingLogger();
    const s = store({ logger });
    const token = userToken();
    await s.set(KEY, token);
    await server.stop();

    // Reads, writes and renewals go on without Redis; none waits for it.
    const started = Date.now();
    expect(await s.get(KEY)).toEqual(token);
    const renewed = userToken();
    const got = await s.renew(KEY, token.accessToken, async () => {
      await s.set(KEY, renewed);
      return renewed;
    });
    expect(got).toEqual(renewed);
    expect(await s.get(KEY)).toEqual(renewed);
    expect(Date.now() - started).toBeLessThan(3_000);
    // Said once per outage, not once per command (four here): a busy machine may add one more (a command over its
    // timeout), so the warnings are bounded, not counted.
    const warnings = logger.lines.filter((l) => l.level === 'warn');
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(2);
    for (const warning of warnings) expect(warning.message).toMatch(/unreachable/);

    // Redis comes back empty (no persistence): the store puts this process's token back for the others.
    await server.start();
    const check = await connectTestRedis(server.url);
    try {
      await waitFor(
        async () => (await s.get(KEY))?.accessToken === renewed.accessToken && (await check.exists(KEY)) === 1,
      );
      expect(JSON.parse((await check.get(KEY)) ?? 'null')).toEqual(renewed);
      expect(logger.lines.filter((l) => l.level === 'info').map((l) => l.message)).toEqual([
        expect.stringMatching(/reachable again/),
      ]);
      expect(logger.lines.map((l) => l.message).join('\n')).not.toMatch(/access-|refresh-secret/);
    } finally {
      check.disconnect();
    }
  });

  it('starts without Redis: the first command waits at most the command timeout, later ones fail at once', async () => {
    await server.stop();
    const logger = recordingLogger();
    // A command timeout well above what a busy machine adds, so "did not wait for it" is not a race.
    const s = store({ logger, commandTimeoutMs: 1_500 });
    const first = Date.now();
    expect(await s.get(KEY)).toBeUndefined();
    expect(Date.now() - first).toBeLessThan(1_500 + scaled(2_000));
    const token = userToken();
    const second = Date.now();
    await s.set(KEY, token);
    expect(await s.get(KEY)).toEqual(token);
    // Neither waited for Redis: two commands that did would take two command timeouts.
    expect(Date.now() - second).toBeLessThan(1_500);
    const warnings = logger.lines.filter((l) => l.level === 'warn');
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(2);
    for (const warning of warnings) expect(warning.message).toMatch(/unreachable/);
  });
});

/** Polls `check` every 50 ms until it holds (or fails the test after `ms`). */
async function waitFor(check: () => Promise<boolean>, ms = scaled(10_000)): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms`);
    await delay(50);
  }
}

describe.skipIf(!haveRedis)('RedisTokenStore writes made while Redis was unreachable (its data intact)', () => {
  const rig = useRedisServer();
  let proxy: TcpProxy;
  let stores: RedisTokenStore[];

  beforeEach(async () => {
    proxy = await startTcpProxy(rig.server.port);
    stores = [];
  });
  afterEach(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await proxy.close();
  });

  function store(): RedisTokenStore {
    const s = new RedisTokenStore(proxy.url, { commandTimeoutMs: 300, logger: recordingLogger() });
    stores.push(s);
    return s;
  }

  /** Cuts the store off Redis, runs `offline` against it, and brings Redis back. */
  async function whileCut(s: RedisTokenStore, offline: () => Promise<void>): Promise<void> {
    await proxy.cut();
    // The store notices at its first command and answers from memory from then on.
    await s.get(KEY);
    await offline();
    await proxy.restore();
  }

  const stored = async (): Promise<unknown> => JSON.parse((await rig.redis.get(KEY)) ?? 'null');

  it('a token set while Redis was away replaces the older one there on the next read', async () => {
    const s = store();
    await s.set(KEY, userToken({ obtainedAt: Date.now() - 60_000 }));
    const renewed = userToken();
    await whileCut(s, () => s.set(KEY, renewed));
    await waitFor(
      async () =>
        (await s.get(KEY))?.accessToken === renewed.accessToken &&
        (await rig.redis.exists(KEY)) === 1 &&
        JSON.stringify(await stored()) === JSON.stringify(renewed),
    );
    expect(await stored()).toEqual(renewed);
  });

  it('a token deleted while Redis was away is deleted there on the next read', async () => {
    const s = store();
    await s.set(KEY, userToken({ obtainedAt: Date.now() - 60_000 }));
    await whileCut(s, () => s.delete(KEY));
    await waitFor(async () => (await s.get(KEY)) === undefined && (await rig.redis.exists(KEY)) === 0);
    expect(await s.get(KEY)).toBeUndefined();
    expect(await rig.redis.exists(KEY)).toBe(0);
  });

  it("a newer token another process stored meanwhile wins over this process's offline write", async () => {
    const s = store();
    const mine = userToken({ obtainedAt: Date.now() - 30_000 });
    const theirs = userToken();
    await whileCut(s, async () => {
      await s.set(KEY, mine);
      await rig.redis.set(KEY, JSON.stringify(theirs));
    });
    await waitFor(async () => (await s.get(KEY))?.accessToken === theirs.accessToken);
    expect(await stored()).toEqual(theirs);
  });
});
