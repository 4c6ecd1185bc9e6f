// Emulator throughput and tail latency on this machine.
// 1. Requests per second for a simple GET (Browse getItem) and for a Browse search, next to a bare node:http
//    server answering fixed JSON in the same run (the floor), so the figures read as ratios.
// 2. Latency under load: 200 concurrent clients (one connection each) for 10 s against a mix of operations,
//    reporting p50, p99 and max, next to the same load against the floor. The emulator and the floor run in a
//    child process, so the load generator's own work does not stall the server it measures.
// 3. State: the heap 100 000 resources created through the pipeline hold (bench/emulator-state.ts), next to the
//    same bodies in a plain array.
// Run: npm run bench:emulator   (BENCH_REQUESTS, BENCH_CLIENTS, BENCH_SECONDS, BENCH_ONLY=throughput|latency|state)
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, Pool } from 'undici';
import { createEmulator } from '@baykit/emulator';
import type { StateResult } from './emulator-state.js';
import { createEmulatorAdmin } from '@baykit/emulator/admin';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = 32;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = process.env.BENCH_ONLY;

interface Served {
  emulator: string;
  floor: string;
  token: string;
  userToken: string;
}

/** The child: a floor server and an emulator, their URLs and tokens sent to the parent; it reports its event-loop delay on request. */
async function serve(): Promise<void> {
  const floor = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"itemId":"v1|110000000000|0","title":"x"}');
  });
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
  const emulator = createEmulator({ seed: 1 });
  const { url } = await emulator.listen(0);
  const basic = `Basic ${Buffer.from(`${emulator.app.appId}:${emulator.app.certId}`).toString('base64')}`;
  const tokenResponse = await fetch(`${url}/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    body: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope',
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const consent = new URL(`${url}/oauth2/authorize`);
  consent.searchParams.set('client_id', emulator.app.appId);
  consent.searchParams.set('redirect_uri', emulator.app.ruName);
  consent.searchParams.set('response_type', 'code');
  const scopes = ['sell.inventory', 'sell.fulfillment', 'sell.account', 'sell.marketing', 'sell.analytics.readonly'];
  consent.searchParams.set('scope', scopes.map((s) => `https://api.ebay.com/oauth/api_scope/${s}`).join(' '));
  const { redirect } = await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent.toString());
  const code = new URL(redirect).searchParams.get('code') ?? '';
  const userResponse = await fetch(`${url}/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    body: `grant_type=authorization_code&code=${encodeURIComponent(code)}&redirect_uri=${emulator.app.ruName}`,
  });
  const { access_token: userToken } = (await userResponse.json()) as { access_token: string };
  const delay = monitorEventLoopDelay({ resolution: 10 });
  process.on('message', (message: string) => {
    if (message === 'loop-start') {
      delay.reset();
      delay.enable();
    } else if (message === 'loop-stop') {
      delay.disable();
      process.send?.({ loopMaxMs: delay.max / 1e6, loopP99Ms: delay.percentile(99) / 1e6 });
    } else if (message === 'exit') {
      void emulator.close().then(() => process.exit(0));
    }
  });
  const served: Served = {
    emulator: url,
    floor: `http://127.0.0.1:${(floor.address() as AddressInfo).port}`,
    token,
    userToken,
  };
  process.send?.(served);
}

async function run(origin: string, path: string, headers: Record<string, string>): Promise<number> {
  const pool = new Pool(origin, { connections: CONCURRENCY });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const { statusCode, body } = await pool.request({ method: 'GET', path, headers });
        await body.dump();
        if (statusCode !== 200) throw new Error(`${path}: HTTP ${statusCode}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return REQUESTS / seconds;
}

/** One request of the latency mix. */
interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Latency {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * `CLIENTS` clients, each with its own connection (an undici Client, as autocannon opens one socket per
 * connection) sending one request at a time, cycling through `calls` for `SECONDS`. Latency includes connecting.
 */
async function latency(origin: string, calls: readonly Call[]): Promise<Latency> {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, id) => {
      const client = new Client(origin);
      for (let i = id; performance.now() < until; i++) {
        const call = calls[i % calls.length];
        if (!call) break;
        const started = performance.now();
        try {
          const { statusCode, body } = await client.request({
            method: call.method,
            path: call.path,
            headers: call.headers,
            body: call.body,
          });
          await body.dump();
          if (statusCode >= 500) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - started);
      }
      await client.close();
    }),
  );
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    errors,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? NaN,
  };
}

/** The mix: reads, searches and writes over many operations (some answered from the schemas), as a test suite sends them. */
function latencyMix(served: Served): Call[] {
  const app = { authorization: `Bearer ${served.token}`, 'x-ebay-c-marketplace-id': 'EBAY_US' };
  const user = {
    authorization: `Bearer ${served.userToken}`,
    'content-type': 'application/json',
    'content-language': 'en-US',
  };
  const calls: Call[] = [
    { method: 'GET', path: `/buy/browse/v1/item/${encodeURIComponent('v1|110000000000|0')}`, headers: app },
    {
      method: 'GET',
      path: '/buy/browse/v1/item_summary/search?q=shoes&filter=price:%5B10..100%5D&limit=50',
      headers: app,
    },
    { method: 'GET', path: '/sell/fulfillment/v1/order?limit=10', headers: user },
    { method: 'GET', path: '/sell/inventory/v1/inventory_item?limit=10', headers: user },
    { method: 'GET', path: '/sell/account/v1/fulfillment_policy?marketplace_id=EBAY_US', headers: user },
    { method: 'GET', path: '/sell/marketing/v1/ad_campaign?limit=10', headers: user },
    { method: 'GET', path: '/sell/analytics/v1/seller_standards_profile', headers: user },
    // A branch, not the whole tree: eBay's US tree is 4.3 MB of JSON that an app fetches once and caches (eBay's
    // advice), so a test suite reads branches of it; the whole tree's cost is the startup bench's first call.
    {
      method: 'GET',
      path: '/commerce/taxonomy/v1/category_tree/0/get_category_subtree?category_id=15032',
      headers: app,
    },
  ];
  for (let i = 0; i < 4; i++) {
    const body = JSON.stringify({
      availability: { shipToLocationAvailability: { quantity: 3 } },
      condition: 'NEW',
      product: { title: `Bench item ${i}`, description: 'x', aspects: { Brand: ['Bench'] } },
    });
    calls.push({ method: 'PUT', path: `/sell/inventory/v1/inventory_item/BENCH-${i}`, headers: user, body });
  }
  return calls;
}

const ms = (value: number): string => value.toFixed(0);

async function main(): Promise<void> {
  if (ONLY === 'state') return state();
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_EMULATOR_CHILD: '1' },
    execArgv: process.execArgv,
  });
  const served = await new Promise<Served>((resolve) => child.once('message', (m) => resolve(m as Served)));
  const loop = async <T>(measure: () => Promise<T>): Promise<{ result: T; loopMaxMs: number; loopP99Ms: number }> => {
    child.send('loop-start');
    const result = await measure();
    const stats = new Promise<{ loopMaxMs: number; loopP99Ms: number }>((resolve) =>
      child.once('message', (m) => resolve(m as { loopMaxMs: number; loopP99Ms: number })),
    );
    child.send('loop-stop');
    return { result, ...(await stats) };
  };

  if (ONLY === undefined || ONLY === 'throughput') {
    const auth = { authorization: `Bearer ${served.token}`, 'x-ebay-c-marketplace-id': 'EBAY_US' };
    await run(served.floor, '/', {}); // warm-up
    const floorRps = await run(served.floor, '/', {});
    const getRps = await run(served.emulator, `/buy/browse/v1/item/${encodeURIComponent('v1|110000000000|0')}`, auth);
    const searchRps = await run(
      served.emulator,
      '/buy/browse/v1/item_summary/search?q=shoes&filter=price:%5B10..100%5D&limit=50',
      auth,
    );
    const row = (label: string, rps: number): string =>
      `| ${label} | ${rps.toFixed(0)} | ${(rps / floorRps).toFixed(2)} |`;
    console.log(`| request (${REQUESTS} at concurrency ${CONCURRENCY}) | req/s | ratio to the bare node:http floor |`);
    console.log('|---|---|---|');
    console.log(row('bare node:http, fixed JSON (floor)', floorRps));
    console.log(row('emulator: Browse getItem', getRps));
    console.log(row('emulator: Browse search (3 000 items, filter, 50 per page)', searchRps));
  }
  if (ONLY === undefined || ONLY === 'latency') {
    const mix = latencyMix(served);
    const floor = await loop(() => latency(served.floor, [{ method: 'GET', path: '/', headers: {} }]));
    // A fresh emulator: the first call of each operation happens under load, as it does in a test suite.
    const emulator = await loop(() => latency(served.emulator, mix));
    console.log();
    console.log(
      `| ${CLIENTS} concurrent clients for ${SECONDS} s | requests | errors | p50 ms | p99 ms | max ms | server event-loop delay max ms |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const [label, r] of [
      ['bare node:http, fixed JSON (floor)', floor],
      [`emulator: mix of ${mix.length} calls over 8 APIs`, emulator],
    ] as const) {
      console.log(
        `| ${label} | ${r.result.count} | ${r.result.errors} | ${ms(r.result.p50)} | ${ms(r.result.p99)} | ${ms(r.result.max)} | ${ms(r.loopMaxMs)} |`,
      );
    }
  }
  child.send('exit');
  if (ONLY === undefined) await state();
}

/** The resource store's memory for 100 000 created resources, in a fresh process with a GC to measure after. */
async function state(): Promise<void> {
  const child = fork(fileURLToPath(new URL('./emulator-state.ts', import.meta.url)), [], {
    env: { ...process.env, BENCH_STATE_CHILD: '1' },
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const result = await new Promise<StateResult>((resolve, reject) => {
    child.once('message', (m) => resolve(m as StateResult));
    child.once('exit', (code) => reject(new Error(`the state child exited with ${code}`)));
  });
  const mb = (value: number): string => value.toFixed(1);
  console.log();
  console.log(
    `| ${result.count} return policies created (${result.seconds.toFixed(1)} s in process) | heap MB | ratio to the floor |`,
  );
  console.log('|---|---|---|');
  console.log(`| the same bodies in a plain array (floor) | ${mb(result.floorMb)} | 1.00 |`);
  console.log(
    `| the emulator's resource store | ${mb(result.storeMb)} | ${(result.storeMb / result.floorMb).toFixed(2)} |`,
  );
  console.log(`| the process's RSS after creating them | ${mb(result.rssMb)} | – |`);
}

if (process.env.BENCH_EMULATOR_CHILD) await serve();
else await main();
