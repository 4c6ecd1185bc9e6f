import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EbayClient } from '../../src/index.js';
import {
  createNotificationHandler,
  NotificationSignatureError,
  verifyNotification,
  type NotificationKeyRecord,
  type NotificationKeyStore,
} from '../../src/notifications/index.js';
import { APP_ID, CERT_ID, fakeEbay } from '../helpers/fake-ebay.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// eBay's public keys and the lookups of them, against a small eBay on 127.0.0.1 that signs with keys made here
// (so a key can be rotated or revoked) and serves them at getPublicKey. Time is the `now` each call is given.

const KEY_PATH = '/commerce/notification/v1/public_key/';
const MINUTE = 60_000;
const T0 = Date.parse('2026-11-24T10:00:00Z');

/** One of eBay's signing keys: its id, and the X-EBAY-SIGNATURE of a body signed with it. */
interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicDer: string;
}

function signingKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicDer = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return { kid: crypto.randomUUID(), privateKey, publicDer };
}

/** A push as eBay sends it: compact JSON, signed with `key` (SHA1, DER), `attempt` counting eBay's deliveries. */
function push(key: SigningKey, attempt = 1, id = 'n-1'): { body: string; signature: string } {
  const body = JSON.stringify({
    metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
    notification: {
      notificationId: id,
      eventDate: '2026-11-24T10:00:00.000Z',
      publishDate: '2026-11-24T10:00:00.000Z',
      publishAttemptCount: attempt,
      data: { username: 'gone', userId: 'u-1', eiasToken: 'x' },
    },
  });
  const signature = sign('sha1', Buffer.from(body), key.privateKey).toString('base64');
  const header = { alg: 'ecdsa', kid: key.kid, signature, digest: 'SHA1' };
  return { body, signature: Buffer.from(JSON.stringify(header)).toString('base64') };
}

/** A forged push: a real-looking body and signature under a key id made up for it. */
const forged = (kid: string = crypto.randomUUID()): { body: string; signature: string } => {
  const { body, signature } = push(signingKey());
  const header = JSON.parse(Buffer.from(signature, 'base64').toString()) as Record<string, string>;
  return { body, signature: Buffer.from(JSON.stringify({ ...header, kid })).toString('base64') };
};

let server: TestServer;
/** Keys eBay serves now, by id. */
const served = new Map<string, string>();
/** While set, getPublicKey answers wait for it. */
let gate: Promise<void> | undefined;
/** While true, getPublicKey answers 503 (eBay cannot be reached). */
let down = false;
let client: EbayClient;

beforeAll(async () => {
  const fake = fakeEbay();
  fake.tokenDelayMs = 0;
  server = await startTestServer(async (req) => {
    if (!req.path.startsWith(KEY_PATH)) return fake.handler(req);
    await gate;
    if (down) return { status: 503, body: { errors: [{ errorId: 195000, message: 'There was a problem.' }] } };
    const key = served.get(decodeURIComponent(req.path.slice(KEY_PATH.length)));
    if (!key) return { status: 404, body: { errors: [{ errorId: 195001, message: 'The key id is invalid.' }] } };
    return {
      body: { key: `-----BEGIN PUBLIC KEY-----${key}-----END PUBLIC KEY-----`, algorithm: 'ECDSA', digest: 'SHA1' },
    };
  });
});
beforeEach(() => {
  served.clear();
  gate = undefined;
  down = false;
  server.requests.length = 0;
  client = newClient();
});
afterAll(async () => {
  await server.close();
});

const clients: EbayClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
/** A client as a fresh process has it: an empty key cache. */
function newClient(): EbayClient {
  const made = new EbayClient({ appId: APP_ID, certId: CERT_ID, origin: server.origin, maxRetries: 0 });
  clients.push(made);
  return made;
}

/** getPublicKey requests eBay received (for one key id, when given). */
const lookups = (kid = ''): number => server.requests.filter((r) => r.path.startsWith(KEY_PATH + kid)).length;

/** The problem verifying `p` at `now` ran into, or 'verified'. */
async function outcome(
  p: { body: string; signature: string },
  now: number,
  more: { client?: EbayClient; keyStore?: NotificationKeyStore } = {},
): Promise<string> {
  return verifyNotification(p, {
    client: more.client ?? client,
    now,
    ...(more.keyStore ? { keyStore: more.keyStore } : {}),
  }).then(
    () => 'verified',
    (error: unknown) => (error instanceof NotificationSignatureError ? error.problem : String(error)),
  );
}

/** A `NotificationKeyStore` in a Map, as a file or database one would keep them. */
function mapStore(): NotificationKeyStore & { records: Map<string, NotificationKeyRecord> } {
  const records = new Map<string, NotificationKeyRecord>();
  return {
    records,
    get: (kid) => Promise.resolve(records.get(kid)),
    set: (kid, record) => Promise.resolve(void records.set(kid, record)),
    delete: (kid) => Promise.resolve(void records.delete(kid)),
  };
}

describe('key lookups while forged pushes name random key ids', () => {
  it("processes a genuine push on eBay's retry while a forged push every 12 s spends the first-sighting budget", async () => {
    const ebayKey = signingKey();
    served.set(ebayKey.kid, ebayKey.publicDer);
    let now = T0;
    const received: string[] = [];
    const handler = createNotificationHandler({
      client,
      verificationToken: 'baykit-verification-token-0123456789abcdef',
      endpoint: 'https://example.com/ebay/notifications',
      onNotification: (n) => void received.push(String(n.notification.publishAttemptCount)),
      clock: { now: () => now },
    });
    const post = (p: { body: string; signature: string }) =>
      handler(
        new Request('https://example.com/ebay/notifications', {
          method: 'POST',
          body: p.body,
          headers: { 'content-type': 'application/json', 'x-ebay-signature': p.signature },
        }),
      ).then((r) => r.status);
    // Twenty at once spend any burst; then one every 12 s, each as soon as a lookup could be allowed again.
    for (let i = 0; i < 20; i++) await post(forged());
    now += 1_000;
    expect(await post(push(ebayKey, 1))).toBe(500);
    for (let at = T0 + 12_000; at <= T0 + 5 * MINUTE; at += 12_000) {
      now = at;
      expect([412, 500]).toContain(await post(forged()));
    }
    // eBay's retry, a moment after the forged push of that second.
    now = T0 + 5 * MINUTE + 1;
    expect(await post(push(ebayKey, 2))).toBe(204);
    expect(received).toEqual(['2']);
    expect(lookups(ebayKey.kid)).toBe(1);
  });

  it('gives the next turn of the second lane to the id seen most often, whichever push brings the turn', async () => {
    const ebayKey = signingKey();
    served.set(ebayKey.kid, ebayKey.publicDer);
    for (let i = 0; i < 20; i++) await outcome(forged(), T0);
    // Ten forged ids sent twice each (the first three take the second lane's burst), before the genuine one.
    const repeated = Array.from({ length: 10 }, () => crypto.randomUUID());
    for (const kid of repeated) for (let i = 0; i < 2; i++) await outcome(forged(kid), T0 + 1_000);
    expect(lookups()).toBe(20 - 10 + 3);
    // eBay delivers three times (retries, other pushes): refused, but its id is now the one seen most often.
    for (let attempt = 1; attempt <= 3; attempt++)
      expect(await outcome(push(ebayKey, attempt), T0 + 2_000 * attempt)).toBe('key-unavailable');
    // When the lane refills, the forged pushes of that moment bring the turn: the genuine id is looked up.
    for (let i = 0; i < 3; i++) await outcome(forged(), T0 + 30_000);
    await expect.poll(() => lookups(ebayKey.kid)).toBe(1);
    expect(await outcome(push(ebayKey, 4), T0 + 31_000)).toBe('verified');
    expect(lookups(ebayKey.kid)).toBe(1);
  });

  it('runs at most 3 lookups of new key ids at once', async () => {
    let open = (): void => undefined;
    gate = new Promise<void>((resolve) => (open = resolve));
    const settled: string[] = [];
    const pending = Array.from({ length: 5 }, () =>
      outcome(forged(), T0).then((problem) => (settled.push(problem), problem)),
    );
    try {
      // Three wait for eBay; the other two are refused at once, though the budget has lookups left.
      await expect.poll(() => lookups()).toBe(3);
      await expect.poll(() => settled).toEqual(['key-unavailable', 'key-unavailable']);
    } finally {
      open();
    }
    const problems = await Promise.all(pending);
    expect(problems.sort()).toEqual([
      'key-unavailable',
      'key-unavailable',
      'unknown-key',
      'unknown-key',
      'unknown-key',
    ]);
    expect(lookups()).toBe(3);
  });

  it('asks eBay about 10 new key ids at once, then one every 20 s, for 300 forged pushes a minute', async () => {
    for (const [minute, expected] of [
      [0, 10],
      [1, 13],
    ] as const) {
      const problems = new Map<string, number>();
      for (let i = 0; i < 300; i++) {
        const problem = await outcome(forged(), T0 + minute * MINUTE);
        problems.set(problem, (problems.get(problem) ?? 0) + 1);
      }
      expect(lookups()).toBe(expected);
      expect(problems.get('key-unavailable')).toBe(300 - (minute === 0 ? 10 : 3));
    }
  });
});

describe('key stores', () => {
  it('verifies after a restart with a key id from the store, without a lookup, while the budget is spent', async () => {
    const ebayKey = signingKey();
    served.set(ebayKey.kid, ebayKey.publicDer);
    const store = mapStore();
    expect(await outcome(push(ebayKey), T0, { keyStore: store })).toBe('verified');
    await expect.poll(() => store.records.get(ebayKey.kid)?.fetchedAt).toBe(T0);
    const restarted = newClient();
    for (let i = 0; i < 30; i++) await outcome(forged(), T0 + MINUTE, { client: restarted, keyStore: store });
    expect(await outcome(push(ebayKey, 2), T0 + MINUTE, { client: restarted, keyStore: store })).toBe('verified');
    expect(lookups(ebayKey.kid)).toBe(1);
  });

  it('fetches a stored key past its hour again outside the budget, and deletes one eBay no longer knows', async () => {
    const [kept, revoked] = [signingKey(), signingKey()];
    served.set(kept.kid, kept.publicDer);
    const store = mapStore();
    store.records.set(kept.kid, { key: kept.publicDer, fetchedAt: T0 - 2 * 60 * MINUTE });
    store.records.set(revoked.kid, { key: revoked.publicDer, fetchedAt: T0 - 2 * 60 * MINUTE });
    for (let i = 0; i < 30; i++) await outcome(forged(), T0, { keyStore: store });
    expect(await outcome(push(kept), T0, { keyStore: store })).toBe('verified');
    expect(await outcome(push(revoked), T0, { keyStore: store })).toBe('unknown-key');
    expect(lookups(kept.kid)).toBe(1);
    await expect.poll(() => store.records.has(revoked.kid)).toBe(false);
    await expect.poll(() => store.records.get(kept.kid)?.fetchedAt).toBe(T0);
  });

  it('reads a store that fails as empty', async () => {
    const ebayKey = signingKey();
    served.set(ebayKey.kid, ebayKey.publicDer);
    const failing: NotificationKeyStore = {
      get: () => Promise.reject(new Error('store down')),
      set: () => Promise.reject(new Error('store down')),
      delete: () => Promise.reject(new Error('store down')),
    };
    expect(await outcome(push(ebayKey), T0, { keyStore: failing })).toBe('verified');
    await expect(verifyNotification(push(ebayKey), { client, keyStore: {} as NotificationKeyStore })).rejects.toThrow(
      /get, set and delete/,
    );
  });
});

describe('key expiry', () => {
  it('fetches a key again an hour after its fetch however many pushes it verified, and drops it once eBay revoked it', async () => {
    const ebayKey = signingKey();
    served.set(ebayKey.kid, ebayKey.publicDer);
    for (const minutes of [0, 10, 30, 59]) expect(await outcome(push(ebayKey), T0 + minutes * MINUTE)).toBe('verified');
    expect(lookups(ebayKey.kid)).toBe(1);
    served.delete(ebayKey.kid);
    // Past the hour: fetched again; the old key verifies only until eBay answers.
    const later = T0 + 61 * MINUTE;
    await outcome(push(ebayKey), later);
    await expect.poll(() => outcome(push(ebayKey), later)).toBe('unknown-key');
    expect(lookups(ebayKey.kid)).toBe(2);
  });

  it('keeps a key past its hour at most ten minutes while eBay cannot be reached, then waits for eBay', async () => {
    const ebayKey = signingKey();
    served.set(ebayKey.kid, ebayKey.publicDer);
    expect(await outcome(push(ebayKey), T0)).toBe('verified');
    down = true;
    expect(await outcome(push(ebayKey), T0 + 61 * MINUTE)).toBe('verified');
    await expect.poll(() => lookups(ebayKey.kid)).toBe(2);
    expect(await outcome(push(ebayKey), T0 + 69 * MINUTE)).toBe('verified');
    expect(await outcome(push(ebayKey), T0 + 71 * MINUTE)).toBe('key-unavailable');
    down = false;
    expect(await outcome(push(ebayKey), T0 + 72 * MINUTE)).toBe('verified');
    // Fetched at 72 minutes: used until 132 without another lookup.
    const before = lookups(ebayKey.kid);
    expect(await outcome(push(ebayKey), T0 + 131 * MINUTE)).toBe('verified');
    expect(lookups(ebayKey.kid)).toBe(before);
  });
});
