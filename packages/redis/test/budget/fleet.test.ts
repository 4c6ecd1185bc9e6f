import { fileURLToPath } from 'node:url';
import { createEmulator, type Emulator } from '@baykit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveRedis, startRedis, type RedisProcess } from '../helpers/redis-server.js';
import { bundleWorker, spawnWorker, type WorkerBundle, type WorkerProcess } from '../helpers/worker-process.js';
import type { FleetWorkerConfig, FleetWorkerReport } from './fleet-worker.js';
import { bucketBound, worstWindow, type Budget } from './helpers.js';
import { createEmulatorAdmin } from '@baykit/emulator/admin';

const WORKER = fileURLToPath(new URL('./fleet-worker.ts', import.meta.url));
const PROCESSES = 4;
const RUN_MS = 6000;
// 100 calls a minute with the default burst, a tenth of the limit: 10 at once, then 1.5 a second.
const BUDGET: Budget = { limit: 100, windowMs: 60_000, burst: 10 };

/** A running worker, and when it is ready (it says so before its calls start). */
interface Worker extends WorkerProcess {
  ready: Promise<void>;
}

function startWorker(bundle: WorkerBundle, config: FleetWorkerConfig): Worker {
  let onReady = (): void => undefined;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const worker = spawnWorker(bundle, {
    args: [JSON.stringify(config)],
    onLine: (line) => {
      if (line === '{"ready":true}') onReady();
    },
  });
  return Object.assign(worker, {
    ready: Promise.race([
      ready,
      worker.exited.then((code) =>
        Promise.reject(new Error(`fleet worker exited with ${code} before it was ready:\n${worker.stderr}`)),
      ),
    ]),
  });
}

describe.skipIf(!haveRedis)('a fleet of processes sharing one Redis budget', () => {
  let redis: RedisProcess;
  let emulator: Emulator;
  let url: string;
  let bundle: WorkerBundle | undefined;
  const workers: Worker[] = [];

  beforeAll(async () => {
    // Built once: each worker process then starts as plain Node.
    bundle = await bundleWorker(WORKER);
    redis = await startRedis();
    emulator = createEmulator({ seed: 3 });
    ({ url } = await emulator.listen(0));
  });
  afterAll(async () => {
    for (const { child } of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await emulator?.close();
    await redis?.stop();
    bundle?.remove();
  });

  it('keeps 4 processes under a budget of 100 calls a minute in every sliding window, and close to it', async () => {
    const config: FleetWorkerConfig = {
      origin: url,
      redisUrl: redis.url,
      appId: emulator.app.appId,
      certId: emulator.app.certId,
      ...BUDGET,
      concurrency: 2,
    };
    for (let i = 0; i < PROCESSES; i++) workers.push(startWorker(bundle!, { ...config }));
    await Promise.all(workers.map((w) => w.ready));

    const deadline = Date.now() + RUN_MS;
    for (const { child } of workers) child.stdin!.write(`${deadline}\n`);
    const codes = await Promise.all(workers.map((w) => w.exited));
    expect(codes, workers.map((w) => w.stderr).join('\n')).toEqual(Array(PROCESSES).fill(0));
    const reports = workers.map((w) => JSON.parse(w.lines.at(-1)!) as FleetWorkerReport);

    // What eBay would count: the Browse requests the emulator received, by its clock.
    const log = await createEmulatorAdmin({ baseUrl: url }).requests();
    const times = log.requests.filter((r) => r.path.startsWith('/buy/browse/')).map((r) => Date.parse(r.time));
    const sent = reports.reduce((sum, report) => sum + report.sent.length, 0);
    // A call aborted at the deadline may have reached the emulator without its worker counting it.
    expect(times.length).toBeGreaterThanOrEqual(sent);
    expect(times.length).toBeLessThanOrEqual(sent + PROCESSES * config.concurrency);
    // Every process took part, so the budget held across processes, not within one.
    for (const report of reports) expect(report.sent.length).toBeGreaterThan(0);

    // No window of any length holds more than the burst plus the refill over its span (1 call of slack for
    // request latency; a bucket per process would put ~4 times as many in the first second).
    const worst = worstWindow(times, BUDGET);
    expect(worst.excess, `${worst.count} calls within ${worst.spanMs} ms`).toBeLessThanOrEqual(1);
    expect(times.length).toBeLessThanOrEqual(bucketBound(BUDGET, RUN_MS) + 1);
    // The fleet used the budget: no fewer calls than it allows in the run less 2 s of slack for slow wake-ups.
    expect(times.length).toBeGreaterThanOrEqual(bucketBound(BUDGET, RUN_MS - 2000));
  });
});
