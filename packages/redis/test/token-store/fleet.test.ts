import { fileURLToPath } from 'node:url';
import { createEmulator, type Emulator } from '@baykit/emulator';
import { EbayClient, Scope } from 'baykit';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedisTokenStore } from '../../src/index.js';
import { connectTestRedis, haveRedis, startRedis, type RedisProcess } from '../helpers/redis-server.js';
import { bundleWorker, spawnWorker, type WorkerBundle, type WorkerProcess } from '../helpers/worker-process.js';
import { delay, recordingLogger } from './helpers.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { createEmulatorAdmin } from '@baykit/emulator/admin';

const WORKER = fileURLToPath(new URL('./fleet-worker.ts', import.meta.url));
const TOKEN_PATH = '/identity/v1/oauth2/token';
/** The emulator's admin API takes JSON bodies only. */

/** One worker process and what it said (its JSON lines). */
interface Worker extends WorkerProcess {
  events: Record<string, unknown>[];
}

describe.skipIf(!haveRedis)(
  'a fleet of 8 processes sharing one user token through Redis (50 concurrent calls each)',
  () => {
    let server: RedisProcess;
    let emulator: Emulator;
    let url: string;
    let workers: Worker[];
    let bundle: WorkerBundle | undefined;

    // Built once for the three tests: each worker process then starts as plain Node.
    beforeAll(async () => void (bundle = await bundleWorker(WORKER)));
    afterAll(() => bundle?.remove());

    beforeEach(async () => {
      server = await startRedis();
      emulator = createEmulator({ seed: 11 });
      url = (await emulator.listen(0)).url;
      workers = [];
    });
    afterEach(async () => {
      for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
      await Promise.all(workers.map((w) => w.exited));
      await emulator.close();
      await server.stop();
    });

    /** Signs the test app's seller in, stores the token in Redis, then marks it expired there. */
    async function storeExpiredUserToken(): Promise<void> {
      const store = new RedisTokenStore(server.url, { logger: recordingLogger() });
      const { appId, certId, ruName } = emulator.app;
      const ebay = new EbayClient({ appId, certId, ruName, origin: url, tokenStore: store });
      const consentUrl = ebay.oauth2.generateAuthUrl({ scope: [Scope.SELL_INVENTORY] });
      const { redirect } = await createEmulatorAdmin({ baseUrl: url }).approveConsent(consentUrl);
      await ebay.oauth2.getToken(redirect);
      await ebay.close();
      await store.close();
      const redis = await connectTestRedis(server.url);
      try {
        const keys = await redis.keys('*:user:default');
        expect(keys).toHaveLength(1);
        const key = keys[0] ?? '';
        const stored = JSON.parse((await redis.get(key)) ?? 'null') as { expiresAt: number };
        await redis.set(key, JSON.stringify({ ...stored, expiresAt: Date.now() - 1_000 }), 'KEEPTTL');
      } finally {
        redis.disconnect();
      }
    }

    function startWorkers(count: number, lockTtlMs = 10_000): void {
      const { appId, certId } = emulator.app;
      const env = {
        ...process.env,
        REDIS_URL: server.url,
        EMULATOR_URL: url,
        APP_ID: appId,
        CERT_ID: certId,
        CALLS: '50',
        LOCK_TTL_MS: String(lockTtlMs),
      };
      for (let i = 0; i < count; i++) {
        const events: Record<string, unknown>[] = [];
        const worker = spawnWorker(bundle!, {
          env,
          onLine: (line) => line.startsWith('{') && void events.push(JSON.parse(line) as Record<string, unknown>),
        });
        worker.child.once('exit', (code) => {
          if (code !== 0 && code !== null) events.push({ event: 'crashed', code, stderr: worker.stderr });
        });
        workers.push(Object.assign(worker, { events }));
      }
    }

    const said = (w: Worker, event: string): Record<string, unknown> | undefined =>
      w.events.find((e) => e.event === event);

    async function until(what: string, check: () => boolean, ms = scaled(60_000)): Promise<void> {
      const deadline = Date.now() + ms;
      while (!check()) {
        const crashed = workers.flatMap((w) => w.events.filter((e) => e.event === 'crashed'));
        if (crashed.length > 0) throw new Error(`a worker crashed: ${JSON.stringify(crashed[0])}`);
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await delay(25);
      }
    }

    async function tokenRequests(): Promise<number> {
      const { requests } = await createEmulatorAdmin({ baseUrl: url }).requests();
      return requests.filter((r) => r.method === 'POST' && r.path === TOKEN_PATH).length;
    }

    const go = (list: readonly Worker[]): void => {
      for (const w of list) w.child.stdin?.write('go\n');
    };

    const doneOf = (list: readonly Worker[]): { ok: number; failures: unknown[] } => ({
      ok: list.reduce((sum, w) => sum + Number(said(w, 'done')?.ok ?? 0), 0),
      failures: list.flatMap((w) => (said(w, 'done')?.failures as unknown[] | undefined) ?? []),
    });

    it('sends exactly one refresh request to eBay, and all 400 calls succeed', async () => {
      await storeExpiredUserToken();
      startWorkers(8);
      await until('8 workers ready', () => workers.every((w) => said(w, 'ready')));
      expect(workers.every((w) => said(w, 'ready')?.expired === true)).toBe(true);
      const before = await tokenRequests();
      go(workers);
      await until('8 workers done', () => workers.every((w) => said(w, 'done')));
      expect(doneOf(workers)).toEqual({ ok: 400, failures: [] });
      expect((await tokenRequests()) - before).toBe(1);
      expect(workers.filter((w) => said(w, 'renewing'))).toHaveLength(1);
    });

    it('recovers when the process refreshing the token is killed mid-refresh: every other call succeeds, two refreshes at most', async () => {
      await storeExpiredUserToken();
      // The first refresh takes 3 s at eBay: time to kill the process that sent it.
      await createEmulatorAdmin({ baseUrl: url }).addFault({ match: TOKEN_PATH, fault: 'latency=3000', count: 1 });
      startWorkers(8, 1_000);
      await until('8 workers ready', () => workers.every((w) => said(w, 'ready')));
      const before = await tokenRequests();
      go(workers);
      await until('a worker renewing', () => workers.some((w) => said(w, 'renewing')));
      const holder = workers.find((w) => said(w, 'renewing'));
      if (!holder) throw new Error('no holder');
      holder.child.kill('SIGKILL');
      await holder.exited;
      const others = workers.filter((w) => w !== holder);
      await until('7 workers done', () => others.every((w) => said(w, 'done')));
      expect(doneOf(others)).toEqual({ ok: 350, failures: [] });
      const refreshes = (await tokenRequests()) - before;
      expect(refreshes).toBeGreaterThanOrEqual(1);
      expect(refreshes).toBeLessThanOrEqual(2);
      expect(others.filter((w) => said(w, 'renewing'))).toHaveLength(1);
    });

    it('still sends one refresh when Redis restarted empty before the calls: a process puts its copy of the token back', async () => {
      await storeExpiredUserToken();
      startWorkers(8);
      await until('8 workers ready', () => workers.every((w) => said(w, 'ready')));
      // Redis restarts without persistence: the stored token is gone. Every process notices the outage (a failed
      // reconnect) before Redis is back, and the outage lasts at least OUTAGE_MS: several of ioredis's reconnect
      // attempts (50 ms, 100 ms, 150 ms … apart), so a warning per attempt would show below. This pause is the
      // length of the outage under test, not a wait for something to happen.
      const warned = (w: Worker): boolean =>
        w.events.some((e) => e.event === 'log' && e.level === 'warn' && /unreachable/.test(String(e.message)));
      const OUTAGE_MS = 1_000;
      await server.stop();
      const away = Date.now();
      await until('8 workers saw Redis go', () => workers.every(warned));
      await delay(Math.max(0, OUTAGE_MS - (Date.now() - away)));
      await server.start();
      const back = (w: Worker): boolean =>
        w.events.some((e) => e.event === 'log' && /reachable again/.test(String(e.message)));
      await until('8 workers reconnected', () => workers.every(back), scaled(20_000));
      const before = await tokenRequests();
      go(workers);
      await until('8 workers done', () => workers.every((w) => said(w, 'done')));
      expect(doneOf(workers)).toEqual({ ok: 400, failures: [] });
      expect((await tokenRequests()) - before).toBe(1);
      // Each process said that Redis went away and that it came back: once per outage, not once per call (50 each)
      // or per failed reconnect. A busy machine may add a second short outage (a command over its timeout), so the
      // test bounds the warnings instead of counting them.
      for (const w of workers) {
        const logs = w.events.filter((e) => e.event === 'log').map((e) => `${String(e.level)} ${String(e.message)}`);
        const warnings = logs.filter((l) => l.startsWith('warn'));
        expect(warnings.length).toBeGreaterThanOrEqual(1);
        expect(warnings.length).toBeLessThanOrEqual(3);
        for (const warning of warnings) expect(warning).toMatch(/Redis is unreachable/);
        expect(logs.some((l) => l.startsWith('info') && /reachable again/.test(l))).toBe(true);
        expect(logs.join('\n')).not.toMatch(/v\^1\.1#/);
      }
    });
  },
);
