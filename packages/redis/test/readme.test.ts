import { createEmulator, type Emulator } from '@baykit/emulator';
import { EbayClient, Scope } from 'baykit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RedisTokenStore, redisPacing } from '../src/index.js';
import { haveRedis, startRedis, type RedisProcess } from './helpers/redis-server.js';

// The README's "Running many workers" examples, against the emulator and a real redis-server.
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
  await emulator.close();
  await server.stop();
});

it.skipIf(!haveRedis)('a client on a shared Redis, and an account view keeping its seller token there', async () => {
  const { appId, certId, ruName } = emulator.app;
  // A seller's token, as a service gets it from its own consent flow.
  const signIn = new EbayClient({ appId, certId, ruName, origin });
  const consentUrl = signIn.oauth2.generateAuthUrl({ scope: [Scope.SELL_FULFILLMENT, Scope.SELL_INVENTORY] });
  const approved = await fetch(`${origin}/__emulator/consent/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: consentUrl }),
  });
  await signIn.oauth2.getToken(((await approved.json()) as { redirect: string }).redirect);
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
  const log = (await (await fetch(`${origin}/__emulator/requests`)).json()) as { requests: { path: string }[] };
  expect(log.requests.some((r) => r.path.includes('rate_limit'))).toBe(false);
  // An inventory call takes from the configured bucket, which then appears in Redis.
  await seller.sell.inventory.getInventoryItems();
  expect((await redis.keys('baykit:budget:*')).length).toBe(1);
  await ebay.close();
  redis.disconnect();
});
