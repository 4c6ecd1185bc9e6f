import { createHash } from 'node:crypto';
import { ConfigError } from 'baykit';
import { createPlatformNotificationHandler, type PlatformNotification } from 'baykit/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RedisDedupeStore, type RedisDedupeStoreOptions } from '../../src/index.js';
import { haveRedis, startRedis, useRedisServer, type RedisProcess } from '../helpers/redis-server.js';
import { recordingLogger } from '../token-store/helpers.js';

// RedisDedupeStore behind baykit's platform notification handler (it needs no eBay key, only a keyset): several
// processes, each with its own store and connection, receiving copies of one push.
const KEYS = { devId: 'dev-123', appId: 'app-456', certId: 'cert-789' };

/** A signed platform push stamped now, for `event`. */
function push(event = 'ItemSold', timestamp = new Date().toISOString()): string {
  const signature = createHash('md5').update(`${timestamp}dev-123app-456cert-789`).digest('base64');
  return `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">
  <soapenv:Header><ebl:RequesterCredentials xmlns:ebl="urn:ebay:apis:eBLBaseComponents"><ebl:NotificationSignature>${signature}</ebl:NotificationSignature></ebl:RequesterCredentials></soapenv:Header>
  <soapenv:Body><GetItemTransactionsResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Timestamp>${timestamp}</Timestamp><Ack>Success</Ack><NotificationEventName>${event}</NotificationEventName><RecipientUserID>seller_1</RecipientUserID></GetItemTransactionsResponse></soapenv:Body>
</soapenv:Envelope>`;
}

describe.skipIf(!haveRedis)('RedisDedupeStore across processes', () => {
  const rig = useRedisServer();
  let stores: RedisDedupeStore[];

  beforeEach(() => {
    stores = [];
  });
  afterEach(async () => {
    await Promise.all(stores.map((s) => s.close()));
  });

  /** A store as one process would have it: its own connection. */
  function store(options: RedisDedupeStoreOptions = {}): RedisDedupeStore {
    const s = new RedisDedupeStore(rig.server.url, { logger: recordingLogger(), ...options });
    stores.push(s);
    return s;
  }

  /** A platform endpoint of one process, on `dedupe`, running `onNotification`. */
  function endpoint(dedupe: RedisDedupeStore, onNotification: (push: PlatformNotification) => void | Promise<void>) {
    const handler = createPlatformNotificationHandler({ ...KEYS, dedupe, onNotification });
    return (xml: string) => handler(new Request('https://example.com/ebay/platform', { method: 'POST', body: xml }));
  }

  it('runs onNotification once for copies of one push reaching three processes, one of them while it runs', async () => {
    let runs = 0;
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const [a, b, c] = [store(), store(), store()].map((s) =>
      endpoint(s, async () => {
        runs++;
        await gate;
      }),
    );
    if (!a || !b || !c) throw new Error('three endpoints');
    const xml = push();
    const first = a(xml);
    await expect.poll(() => runs).toBe(1);
    // The copy in flight elsewhere is not acknowledged: eBay sends it again, when the first has succeeded or not.
    expect((await b(xml)).status).toBe(409);
    release();
    expect((await first).status).toBe(200);
    expect((await c(xml)).status).toBe(200);
    expect((await b(xml)).status).toBe(200);
    expect(runs).toBe(1);
    const keys = await rig.redis.keys('baykit:dedupe:platform:*');
    expect(keys).toHaveLength(1);
    expect(await rig.redis.get(keys[0] ?? '')).toBe('done');
    // Kept a day, the handler's default retention, and no longer.
    expect(await rig.redis.pttl(keys[0] ?? '')).toBeGreaterThan(23 * 3_600_000);
    expect(await rig.redis.pttl(keys[0] ?? '')).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it("releases the claim when onNotification fails, so eBay's next delivery runs it in any process", async () => {
    let runs = 0;
    const a = endpoint(store(), () => {
      runs++;
      throw new Error('database down');
    });
    const b = endpoint(store(), () => void runs++);
    const xml = push('FixedPriceTransaction');
    expect((await a(xml)).status).toBe(500);
    expect(await rig.redis.keys('baykit:dedupe:*')).toEqual([]);
    expect((await b(xml)).status).toBe(200);
    expect(runs).toBe(2);
  });

  it('holds a claim for five minutes while it runs, and only its owner releases or completes it', async () => {
    const [s, other] = [store({ prefix: 'app1:' }), store({ prefix: 'app1:' })];
    if (!s || !other) throw new Error('two stores');
    expect(await s.claim('platform:x', 'owner-1', 300_000)).toBe('claimed');
    expect(await rig.redis.get('app1:baykit:dedupe:platform:x')).toBe('owner-1');
    expect(await rig.redis.pttl('app1:baykit:dedupe:platform:x')).toBeGreaterThan(290_000);
    expect(await other.claim('platform:x', 'owner-2', 300_000)).toBe('processing');
    await other.release('platform:x', 'owner-2');
    await other.complete('platform:x', 'owner-2', 60_000);
    expect(await rig.redis.get('app1:baykit:dedupe:platform:x')).toBe('owner-1');
    await s.complete('platform:x', 'owner-1', 60_000);
    expect(await other.claim('platform:x', 'owner-3', 300_000)).toBe('done');
  });

  it('says which option is wrong, before it connects', () => {
    expect(() => new RedisDedupeStore(rig.server.url, { commandTimeoutMs: 0 })).toThrow(ConfigError);
    expect(() => new RedisDedupeStore(rig.server.url, { prefix: 1 as unknown as string })).toThrow(/prefix/);
  });
});

describe.skipIf(!haveRedis)('RedisDedupeStore while Redis is away', () => {
  let server: RedisProcess;
  let stores: RedisDedupeStore[] = [];

  beforeEach(async () => {
    server = await startRedis();
    stores = [];
  });
  afterEach(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await server.stop();
  });

  it("dedupes in the process's memory with one warning, so pushes are still processed once here", async () => {
    const logger = recordingLogger();
    const s = new RedisDedupeStore(server.url, { logger, commandTimeoutMs: 300 });
    stores.push(s);
    await server.stop();
    let runs = 0;
    const handler = createPlatformNotificationHandler({ ...KEYS, dedupe: s, onNotification: () => void runs++ });
    const xml = push('ItemListed');
    for (let i = 0; i < 3; i++) {
      const response = await handler(new Request('https://example.com/p', { method: 'POST', body: xml }));
      expect(response.status).toBe(200);
    }
    expect(runs).toBe(1);
    expect(logger.lines.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual([
      expect.stringMatching(/unreachable.*deduplicated in each process/),
    ]);
  });
});
