import { createEmulator } from '@baykit/emulator';
import type { EbayClient, EbayClientOptions } from 'baykit';
import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { haveRedis, useRedisServer } from '../helpers/redis-server.js';
import {
  APP_ID,
  ITEM_ID,
  LIMITS_PATH,
  browseLimits,
  connectRedis,
  delay,
  pacedClient,
  startLoopbackEbay,
  type LoopbackEbay,
} from './helpers.js';
import { createEmulatorAdmin } from '@baykit/emulator/admin';

const DAY_MS = 86_400_000;
// Arrival times on the server may run ahead of the grants in Redis by a few ms of request latency.
const LATENCY_MS = 25;

describe.skipIf(!haveRedis)('a budget seeded from eBay-reported limits', () => {
  const rig = useRedisServer(connectRedis);
  let connections: Redis[];
  let clients: EbayClient[];

  beforeEach(async () => {
    connections = [];
    clients = [];
  });
  afterEach(async () => {
    await Promise.all(clients.map((c) => c.close()));
    for (const connection of connections) connection.disconnect();
  });

  /** A client with seedFromAnalytics on its own Redis connection, as another process would have. */
  async function seededClient(origin: string, extra: EbayClientOptions = {}): Promise<EbayClient> {
    const connection = await connectRedis(rig.server.url);
    connections.push(connection);
    const client = pacedClient(origin, connection, { seedFromAnalytics: true }, extra);
    clients.push(client);
    await client.oauth2.mintApplicationAccessToken();
    return client;
  }

  it("reads the emulator's limits once per refresh interval for two processes together", async () => {
    const emulator = createEmulator({ seed: 7 });
    try {
      const { url } = await emulator.listen(0);
      const app = { appId: emulator.app.appId, certId: emulator.app.certId, pacing: { refreshIntervalMs: 1000 } };
      const pair = [await seededClient(url, app), await seededClient(url, app)];
      const started = Date.now();
      const deadline = started + 2500;
      // Spaced calls keep the emulator's request log (its last 1000 requests) whole.
      await Promise.all(
        pair.map(async (client) => {
          while (Date.now() < deadline) {
            await client.buy.browse.getItem(ITEM_ID);
            await delay(20);
          }
        }),
      );
      const spanMs = Date.now() - started;
      const log = await createEmulatorAdmin({ baseUrl: url }).requests();
      const reads = log.requests.filter((r) => r.path === LIMITS_PATH).length;
      expect(log.requests.filter((r) => r.path.startsWith('/buy/browse/')).length).toBeGreaterThan(50);
      // At most one read per interval for the fleet (each process reading would make twice as many) ...
      expect(reads).toBeLessThanOrEqual(1 + Math.floor(spanMs / 1000));
      // ... and the limits are read again once an interval is over.
      expect(reads).toBeGreaterThanOrEqual(2);

      // The bucket holds the emulator's figures: Browse's window ends at the next UTC midnight.
      const seeded = await rig.redis.hgetall(`baykit:budget:{${url}:${emulator.app.appId}}:ebay:buy.browse`);
      expect(Number(seeded.until)).toBe((Math.floor(Date.now() / DAY_MS) + 1) * DAY_MS);
      expect(Number(seeded.cap)).toBeGreaterThan(4000);
      expect(Number(seeded.cap)).toBeLessThanOrEqual(4500);
    } finally {
      await emulator.close();
    }
  });

  it('reads the limits again after every interval in a busy process of its own', async () => {
    const ebay: LoopbackEbay = await startLoopbackEbay();
    try {
      ebay.limits = () => browseLimits(1_000_000, 1_000_000, Date.now() + DAY_MS);
      const client = await seededClient(ebay.origin, { pacing: { refreshIntervalMs: 1000 } });
      const deadline = Date.now() + 2600;
      // Busy: a look after one interval comes within a ms or two of the end of this process's own claim.
      const loop = async (): Promise<void> => {
        while (Date.now() < deadline) {
          await client.buy.browse.getItem(ITEM_ID);
          await delay(1);
        }
      };
      await Promise.all([loop(), loop()]);
      // At 0, 1 and 2 s; not only every second interval.
      expect(ebay.limitReads()).toBe(3);
    } finally {
      await ebay.close();
    }
  });

  it('paces the calls of two processes by the bucket seeded from the reported remaining calls', async () => {
    const ebay: LoopbackEbay = await startLoopbackEbay();
    try {
      // 12 of 100 left, 10 held back (reserve 0.1): 2 go at once, the 10 others are spread over the 3 s to the reset.
      ebay.limits = () => browseLimits(100, 12, Date.now() + 3000);
      const tokenMs = 300;
      const [a, b] = [await seededClient(ebay.origin), await seededClient(ebay.origin)];
      for (let i = 0; i < 3; i++) {
        await a!.buy.browse.getItem(ITEM_ID);
        await b!.buy.browse.getItem(ITEM_ID);
      }
      expect(ebay.limitReads()).toBe(1);
      const times = ebay.browseTimes();
      expect(times).toHaveLength(6);
      const first = times[0]!;
      for (let k = 3; k <= 6; k++) expect(times[k - 1]! - first).toBeGreaterThanOrEqual((k - 2) * tokenMs - LATENCY_MS);
      expect(times[5]! - first).toBeLessThan(4 * tokenMs + 800);
      expect(await rig.redis.exists(`baykit:budget:{${ebay.origin}:${APP_ID}}:ebay:buy.browse`)).toBe(1);
    } finally {
      await ebay.close();
    }
  });
});
