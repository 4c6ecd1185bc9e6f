import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEmulator, type Emulator } from '@baykit/emulator';
import { EbayClient, Scope } from 'baykit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RedisTokenStore, redisPacing } from '../src/index.js';
import { connectTestRedis, haveRedis, startRedis, type RedisProcess } from './helpers/redis-server.js';
import { bundleWorker, spawnWorker } from './helpers/worker-process.js';
import { scaled } from '../../../scripts/test-time.mjs';
import { createEmulatorAdmin } from '@baykit/emulator/admin';

// The README's "Tokens and budgets for a fleet" examples, against the emulator and a real redis-server.
const README = new URL('../README.md', import.meta.url);
const WORKER_SECTION = '## Tokens and budgets for a fleet';
const SCRIPT_DIR = new URL('../node_modules/.cache/', import.meta.url);
const SCRIPT = new URL('readme-worker.mts', SCRIPT_DIR);

let server: RedisProcess;
let emulator: Emulator;
let origin: string;

beforeAll(async () => {
  if (!haveRedis) return;
  server = await startRedis();
  emulator = createEmulator({ seed: 5 });
  origin = (await emulator.listen(0)).url;
});
afterAll(async () => {
  if (!haveRedis) return;
  rmSync(SCRIPT, { force: true });
  await emulator.close();
  await server.stop();
});

it.skipIf(!haveRedis)('a client on a shared Redis, and an account view keeping its seller token there', async () => {
  const { appId, certId, ruName } = emulator.app;
  // A seller's token, as a service gets it from its own consent flow.
  const signIn = new EbayClient({ appId, certId, ruName, origin });
  const consentUrl = signIn.oauth2.generateAuthUrl({ scope: [Scope.SELL_FULFILLMENT, Scope.SELL_INVENTORY] });
  const admin = createEmulatorAdmin({ baseUrl: origin });
  await signIn.oauth2.getToken((await admin.approveConsent(consentUrl)).redirect);
  const tokenOfSeller42 = await signIn.oauth2.getCredentials();
  if (!tokenOfSeller42) throw new Error('no token');
  await signIn.close();

  // The README's setup (plus `origin`, to talk to the emulator), with a budget for the API this test calls.
  const redis = new Redis(server.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const ebay = new EbayClient(
    { appId, certId, origin, tokenStore: new RedisTokenStore(redis), pacing: true },
    { pacing: redisPacing(redis, { budgets: { 'sell.inventory': { limit: 2_000_000, windowMs: 86_400_000 } } }) },
  );
  const seller = ebay.forAccount('seller-42');
  await seller.oauth2.setCredentials(tokenOfSeller42);
  const orders = await seller.sell.fulfillment.getOrders({ limit: 50 });
  expect(Array.isArray(orders.orders)).toBe(true);

  const keys = await redis.keys('*');
  expect(keys).toContain(`baykit:${origin}:${appId}:user:seller-42`);
  // The shared budget replaces the built-in pacer: nothing read eBay's limits for it.
  const log = await admin.requests();
  expect(log.requests.some((r) => r.path.includes('rate_limit'))).toBe(false);
  // An inventory call takes from the configured bucket, which then appears in Redis.
  await seller.sell.inventory.getInventoryItems();
  expect((await redis.keys('baykit:budget:*')).length).toBe(1);
  await ebay.close();
  redis.disconnect();
});

// The README's worker example as a worker process runs it: it says nothing about Redis being unreachable when it
// starts, and it exits by itself once it has closed the client and Redis, even after its token store waited on
// another process's renewal (which opens the store's subscriber connection).
/** The first TypeScript example of the README's "Tokens and budgets for a fleet" section, as written. */
function workerExample(): string {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(`\n${WORKER_SECTION}\n`);
  if (start < 0) throw new Error(`packages/redis/README.md: no section "${WORKER_SECTION}"`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error(`packages/redis/README.md: no TypeScript example under "${WORKER_SECTION}"`);
  return code;
}

it('finds the worker example in the README, with or without Redis', () => {
  expect(workerExample()).toContain('new RedisTokenStore(redis)');
});

it.skipIf(!haveRedis)('runs the README worker: no outage reported at start, and it exits after closing', async () => {
  const example = workerExample();
  // The example as written, plus where the emulator is and a logger to hear what the client's pacer says.
  const withEmulator = example.replace('{ appId, certId,', '{ appId, certId, origin, logger: console,');
  expect(withEmulator).not.toBe(example);
  mkdirSync(SCRIPT_DIR, { recursive: true });
  writeFileSync(
    SCRIPT,
    `const appId = process.env.APP_ID!;\nconst certId = process.env.CERT_ID!;\nconst origin = process.env.ORIGIN!;\n${withEmulator}`,
  );

  // Another process is renewing the application token: the worker waits for it (subscribing to its channel).
  const { appId, certId } = emulator.app;
  const tokenKey = `baykit:${origin}:${appId}:application:default:https://api.ebay.com/oauth/api_scope`;
  const check = await connectTestRedis(server.url);
  await check.set(`lock:${tokenKey}`, 'another-process', 'PX', 120_000);
  const bundle = await bundleWorker(fileURLToPath(SCRIPT));
  const worker = spawnWorker(bundle, {
    env: { ...process.env, APP_ID: appId, CERT_ID: certId, ORIGIN: origin, REDIS_URL: server.url },
  });
  try {
    await expect
      .poll(async () => ((await check.pubsub('NUMSUB', `renewed:${tokenKey}`)) as [string, number])[1], {
        timeout: scaled(60_000),
        interval: 50,
      })
      .toBe(1);
    // The other process gives up its lock and says so: the worker renews the token itself and goes on.
    await check.del(`lock:${tokenKey}`);
    await check.publish(`renewed:${tokenKey}`, '1');

    const exited = await Promise.race([
      worker.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), scaled(30_000)).unref()),
    ]);
    expect(worker.stderr).not.toMatch(/unreachable/i);
    expect(worker.lines.join('\n')).not.toMatch(/unreachable/i);
    expect(exited).toBe(0);
    expect(await check.exists(tokenKey)).toBe(1);
  } finally {
    if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    check.disconnect();
    bundle.remove();
  }
});
