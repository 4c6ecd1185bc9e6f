import { createEmulator, DEFAULT_APP, type Emulator } from '@baykit/emulator';
import { ConfigError, EbayClient } from 'baykit';
import { NotificationSignatureError, verifyNotification } from 'baykit/notifications';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedisNotificationKeyStore, type RedisNotificationKeyStoreOptions } from '../../src/index.js';
import { haveRedis, startRedis, useRedisServer, type RedisProcess } from '../helpers/redis-server.js';
import { recordingLogger } from '../token-store/helpers.js';
import { createEmulatorAdmin } from '@baykit/emulator/admin';

// RedisNotificationKeyStore behind baykit's verifyNotification: processes (each a client with its own key cache
// and its own store connection) sharing eBay's keys, against the emulator, which serves the key of eBay's SDK
// test vector (docs/ebay-facts.md#notification-api-push).
const KID = '9936261a-7d7b-4621-a0f1-96ccb428af49';
const PUBLIC_KEY =
  'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEZhhxXKtR+TOvtDbgTPCkSof02qgBB7IsYOyf76ilExJ/upAa/vKIKheOoCyOpcLmi4t0b4uepb7LLjmMr90FUg==';
const BODY =
  '{"metadata":{"topic":"MARKETPLACE_ACCOUNT_DELETION","schemaVersion":"1.0","deprecated":false},"notification":{"notificationId":"49feeaeb-4982-42d9-a377-9645b8479411_33f7e043-fed8-442b-9d44-791923bd9a6d","eventDate":"2021-03-19T20:43:59.462Z","publishDate":"2021-03-19T20:43:59.679Z","publishAttemptCount":1,"data":{"username":"test_user","userId":"ma8vp1jySJC","eiasToken":"nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wJnY+gAZGEpwmdj6x9nY+seQ=="}}}';
const SIGNATURE = 'MEYCIQCfxfIWuxmWcIBQJ9c5/X7iGDJqs2RCGsBEaAjinyrrfAIhAIV6wGcTiBuV5KJUif2hokyrL+Q9ssHkad+mx2nEE25w';
const signed = (kid = KID): string =>
  Buffer.from(JSON.stringify({ alg: 'ecdsa', kid, signature: SIGNATURE, digest: 'SHA1' })).toString('base64');

let emulator: Emulator;
let origin: string;
let clients: EbayClient[];
let stores: RedisNotificationKeyStore[];

beforeAll(async () => {
  emulator = createEmulator();
  origin = (await emulator.listen(0)).url;
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  clients = [];
  stores = [];
});
afterEach(async () => {
  await Promise.all([...clients.map((c) => c.close()), ...stores.map((s) => s.close())]);
});

/** A process: a client (its own key cache) and a store on its own connection to `url`. */
function worker(url: string, options: RedisNotificationKeyStoreOptions = {}) {
  const client = new EbayClient({ appId: DEFAULT_APP.appId, certId: DEFAULT_APP.certId, origin });
  const keyStore = new RedisNotificationKeyStore(url, { logger: recordingLogger(), ...options });
  clients.push(client);
  stores.push(keyStore);
  const verify = (kid = KID) =>
    verifyNotification({ body: BODY, signature: signed(kid) }, { client, keyStore }).then(
      () => 'verified',
      (error: unknown) => (error instanceof NotificationSignatureError ? error.problem : String(error)),
    );
  return { client, keyStore, verify };
}

/** getPublicKey requests the emulator received for `kid`. */
async function lookups(kid: string): Promise<number> {
  const { requests } = await createEmulatorAdmin({ baseUrl: origin }).requests();
  return requests.filter((r) => r.path === `/commerce/notification/v1/public_key/${kid}`).length;
}

describe.skipIf(!haveRedis)('RedisNotificationKeyStore across processes', () => {
  const rig = useRedisServer();

  it('lets a process verify with a key another looked up, without a lookup, while forged pushes spend its budget', async () => {
    const before = await lookups(KID);
    const a = worker(rig.server.url);
    expect(await a.verify()).toBe('verified');
    const key = `baykit:notification-key:${KID}`;
    await expect.poll(() => rig.redis.get(key)).not.toBeNull();
    expect(JSON.parse((await rig.redis.get(key)) ?? '{}')).toMatchObject({ key: expect.stringContaining(PUBLIC_KEY) });
    // Kept a week, not an hour: past its hour the key is fetched again, but the id is known to be eBay's.
    expect(await rig.redis.pttl(key)).toBeGreaterThan(6 * 86_400_000);
    const b = worker(rig.server.url);
    for (let i = 0; i < 30; i++)
      expect(['unknown-key', 'key-unavailable']).toContain(await b.verify(crypto.randomUUID()));
    expect(await b.verify()).toBe('verified');
    expect((await lookups(KID)) - before).toBe(1);
  });

  it('fetches a stored key past its hour again outside the budget, and deletes a key id eBay does not know', async () => {
    const gone = crypto.randomUUID();
    const stale = JSON.stringify({ key: PUBLIC_KEY, fetchedAt: Date.now() - 2 * 3_600_000 });
    await rig.redis.set(`app1:baykit:notification-key:${KID}`, stale);
    await rig.redis.set(`app1:baykit:notification-key:${gone}`, stale);
    const p = worker(rig.server.url, { prefix: 'app1:' });
    for (let i = 0; i < 30; i++) await p.verify(crypto.randomUUID());
    const before = await lookups(KID);
    expect(await p.verify()).toBe('verified');
    expect((await lookups(KID)) - before).toBe(1);
    expect(await p.verify(gone)).toBe('unknown-key');
    await expect.poll(() => rig.redis.exists(`app1:baykit:notification-key:${gone}`)).toBe(0);
    const kept = JSON.parse((await rig.redis.get(`app1:baykit:notification-key:${KID}`)) ?? '{}') as {
      fetchedAt: number;
    };
    expect(kept.fetchedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reads what is not a record as nothing', async () => {
    await rig.redis.set(`baykit:notification-key:${KID}`, 'not json');
    const p = worker(rig.server.url);
    expect(await p.keyStore.get(KID)).toBeUndefined();
    await rig.redis.set(`baykit:notification-key:${KID}`, JSON.stringify({ key: 1, fetchedAt: 'x' }));
    expect(await p.keyStore.get(KID)).toBeUndefined();
    expect(await p.verify()).toBe('verified');
  });

  it('says which option is wrong, before it connects', () => {
    expect(() => new RedisNotificationKeyStore(rig.server.url, { commandTimeoutMs: 0 })).toThrow(ConfigError);
    expect(() => new RedisNotificationKeyStore(rig.server.url, { retentionMs: 60_000 })).toThrow(/at least an hour/);
    expect(() => new RedisNotificationKeyStore(rig.server.url, { prefix: 1 as unknown as string })).toThrow(/prefix/);
  });
});

describe.skipIf(!haveRedis)('RedisNotificationKeyStore while Redis is away', () => {
  let server: RedisProcess;

  beforeEach(async () => {
    server = await startRedis();
  });
  afterEach(async () => {
    await server.stop();
  });

  it('reads as empty with one warning, and the process looks keys up itself', async () => {
    const logger = recordingLogger();
    const p = worker(server.url, { logger, commandTimeoutMs: 300 });
    await server.stop();
    for (let i = 0; i < 3; i++) expect(await p.verify()).toBe('verified');
    expect(logger.lines.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual([
      expect.stringMatching(/unreachable.*looked up by each process/),
    ]);
  });
});
