import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmulator, DEFAULT_APP, type Emulator } from '@baykit/emulator';
import { createEmulatorAdmin } from '@baykit/emulator/admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, EbayClient, ValidationError } from '../../src/index.js';
import {
  challengeResponse,
  createNotificationHandler,
  isTopic,
  MemoryDedupeStore,
  NotificationSignatureError,
  toNodeListener,
  verifyNotification,
  type EbayNotification,
  type NotificationDedupeStore,
  type NotificationHandlerOptions,
} from '../../src/notifications/index.js';

// eBay's Node notification SDK test vector (docs/ebay-facts.md#notification-api-push): a P-256 key the emulator
// serves under this id, a MARKETPLACE_ACCOUNT_DELETION body and its SHA1 ECDSA signature.
const KID = '9936261a-7d7b-4621-a0f1-96ccb428af49';
const BODY =
  '{"metadata":{"topic":"MARKETPLACE_ACCOUNT_DELETION","schemaVersion":"1.0","deprecated":false},"notification":{"notificationId":"49feeaeb-4982-42d9-a377-9645b8479411_33f7e043-fed8-442b-9d44-791923bd9a6d","eventDate":"2021-03-19T20:43:59.462Z","publishDate":"2021-03-19T20:43:59.679Z","publishAttemptCount":1,"data":{"username":"test_user","userId":"ma8vp1jySJC","eiasToken":"nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wJnY+gAZGEpwmdj6x9nY+seQ=="}}}';
const SIGNATURE = 'MEYCIQCfxfIWuxmWcIBQJ9c5/X7iGDJqs2RCGsBEaAjinyrrfAIhAIV6wGcTiBuV5KJUif2hokyrL+Q9ssHkad+mx2nEE25w';
const MISMATCH = 'MEUCIQCGcSnmAkTfr+ZZ2Vg0bWEos8a/teBqi7Pe68+hGmLMCQIgeFvkrto+8ds8RVwI3Ggn1mMGCrNMEZJ3SRlO2fx/xqI=';
const TOKEN = 'baykit-verification-token-0123456789abcdef';

const header = (fields: Record<string, unknown>): string => Buffer.from(JSON.stringify(fields)).toString('base64');
const signed = (signature = SIGNATURE, kid = KID): string => header({ alg: 'ecdsa', kid, signature, digest: 'SHA1' });

let emulator: Emulator;
let url: string;
let client: EbayClient;

/** Public-key requests the emulator received so far (of one key id, when given). */
async function keyFetches(kid = ''): Promise<number> {
  const { requests } = await createEmulatorAdmin({ baseUrl: url }).requests();
  return requests.filter((r) => r.path.includes(`/commerce/notification/v1/public_key/${kid}`)).length;
}

/** A key id nobody uses, as a forger would make up. */
const randomKid = (): string => crypto.randomUUID();

beforeAll(async () => {
  emulator = createEmulator();
  ({ url } = await emulator.listen(0));
});
beforeEach(() => {
  // A fresh client per test: the key cache belongs to the client.
  client = new EbayClient({ appId: DEFAULT_APP.appId, certId: DEFAULT_APP.certId, origin: url });
});
afterEach(async () => {
  await client.close();
});
afterAll(async () => {
  await emulator.close();
});

describe('challengeResponse', () => {
  it("gives eBay's SDK test vector", async () => {
    const code = '71745723-d031-455c-bfa5-f90d11b4f20a';
    expect(await challengeResponse(code, code, 'http://www.testendpoint.com/webhook')).toBe(
      '048de9ffd0e35021fefc0388d5c52e0f475324f582f3778ca81a53354ccbbc97',
    );
  });
});

describe('verifyNotification', () => {
  it('verifies the raw body with the key eBay serves for its kid, and types the push', async () => {
    const push: EbayNotification = await verifyNotification({ body: BODY, signature: signed() }, { client });
    expect(push.metadata.topic).toBe('MARKETPLACE_ACCOUNT_DELETION');
    expect(isTopic(push, 'MARKETPLACE_ACCOUNT_DELETION')).toBe(true);
    if (isTopic(push, 'MARKETPLACE_ACCOUNT_DELETION')) expect(push.notification.data.userId).toBe('ma8vp1jySJC');
  });

  it('falls back to the compact serialisation when the bytes were re-indented on the way', async () => {
    const reindented = JSON.stringify(JSON.parse(BODY), null, 2);
    await expect(verifyNotification({ body: reindented, signature: signed() }, { client })).resolves.toBeTruthy();
    const tabs = `\r\n${JSON.stringify(JSON.parse(BODY), null, '\t').replace(/\n/g, '\r\n')}\r\n`;
    await expect(verifyNotification({ body: tabs, signature: signed() }, { client })).resolves.toBeTruthy();
  });

  it('refuses bytes eBay did not sign that parse as what it signed: a key given twice, an escape for a character', async () => {
    const twice = BODY.replace('"username":"test_user"', '"username":"mallory","username":"test_user"');
    expect(JSON.stringify(JSON.parse(twice))).toBe(BODY);
    const problem = (body: string) =>
      verifyNotification({ body, signature: signed() }, { client }).then(
        () => 'verified',
        (error: unknown) => (error instanceof NotificationSignatureError ? error.problem : String(error)),
      );
    expect(await problem(twice)).toBe('mismatch');
    expect(
      await problem(
        JSON.stringify(JSON.parse(BODY), null, 2).replace('"test_user"', '"test_user",\n  "username": "test_user"'),
      ),
    ).toBe('mismatch');
    // An escape another serialiser would write for the same text: not whitespace, so not eBay's bytes either.
    expect(await problem(BODY.replace('"test_user"', '"test\\u005fuser"'))).toBe('mismatch');
    expect(await problem(BODY)).toBe('verified');
  });

  it('refuses a tampered body, a wrong signature, a missing or malformed header', async () => {
    const tampered = BODY.replace('test_user', 'other_user');
    const problem = async (body: string, signature: string | null): Promise<string | undefined> =>
      verifyNotification({ body, signature }, { client }).then(
        () => undefined,
        (error: unknown) => (error instanceof NotificationSignatureError ? error.problem : String(error)),
      );
    expect(await problem(tampered, signed())).toBe('mismatch');
    expect(await problem(BODY, signed(MISMATCH))).toBe('mismatch');
    expect(await problem(BODY, null)).toBe('missing');
    expect(await problem(BODY, 'not base64 json!')).toBe('malformed');
    expect(await problem(BODY, header({ alg: 'rsa', kid: KID, signature: SIGNATURE }))).toBe('malformed');
    expect(await problem(BODY, header({ alg: 'ecdsa', kid: KID, signature: SIGNATURE, digest: 'MD5' }))).toBe(
      'malformed',
    );
  });

  it('honours the digest field: the SHA1 signature does not verify as SHA256', async () => {
    const sha256 = header({ alg: 'ecdsa', kid: KID, signature: SIGNATURE, digest: 'SHA256' });
    await expect(verifyNotification({ body: BODY, signature: sha256 }, { client })).rejects.toMatchObject({
      problem: 'mismatch',
    });
  });

  it('fetches a key once per kid, one fetch for concurrent pushes, and remembers unknown kids', async () => {
    const before = await keyFetches();
    await Promise.all(
      Array.from({ length: 5 }, () => verifyNotification({ body: BODY, signature: signed() }, { client })),
    );
    await verifyNotification({ body: BODY, signature: signed() }, { client });
    expect((await keyFetches()) - before).toBe(1);

    const forged = signed(SIGNATURE, 'forged-kid-0001');
    for (let i = 0; i < 3; i++) {
      await expect(verifyNotification({ body: BODY, signature: forged }, { client })).rejects.toMatchObject({
        problem: 'unknown-key',
        kid: 'forged-kid-0001',
      });
    }
    expect((await keyFetches()) - before).toBe(2);
  });
});

describe('verifyNotification against forged pushes', () => {
  it('checks the header whole before fetching anything: a signature that is not DER, a kid that is no id', async () => {
    const before = await keyFetches();
    const notDer = header({
      alg: 'ecdsa',
      kid: randomKid(),
      signature: Buffer.from('not a DER signature').toString('base64'),
    });
    const badKid = header({ alg: 'ecdsa', kid: '../../oauth2/token', signature: SIGNATURE });
    for (const signature of [notDer, badKid]) {
      await expect(verifyNotification({ body: BODY, signature }, { client })).rejects.toMatchObject({
        problem: 'malformed',
      });
    }
    expect(await keyFetches()).toBe(before);
  });

  it('keeps a key that verified while 150 unknown kids are looked up', async () => {
    const before = await keyFetches(KID);
    let now = Date.parse('2026-11-24T10:00:00Z');
    await verifyNotification({ body: BODY, signature: signed() }, { client, now });
    for (let i = 0; i < 150; i++) {
      // One new id every 20 s: each is within the lookup budget, so each is asked of eBay.
      now += 20_000;
      await expect(
        verifyNotification({ body: BODY, signature: signed(SIGNATURE, randomKid()) }, { client, now }),
      ).rejects.toMatchObject({ problem: 'unknown-key' });
    }
    await verifyNotification({ body: BODY, signature: signed() }, { client, now });
    expect((await keyFetches(KID)) - before).toBe(1);
  });

  it('answers a 500 000-deep JSON body under a real kid with a ValidationError (400), not a RangeError', async () => {
    const deep = `{"a":${'['.repeat(500_000)}${']'.repeat(500_000)}}`;
    const error = await verifyNotification({ body: deep, signature: signed() }, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(/deeper than 64 levels/);
    const handler = createNotificationHandler({
      client,
      verificationToken: TOKEN,
      endpoint: 'https://example.com/hook',
      onNotification: () => undefined,
    });
    const response = await handler(
      new Request('https://example.com/hook', {
        method: 'POST',
        body: deep,
        headers: { 'x-ebay-signature': signed() },
      }),
    );
    expect(response.status).toBe(400);
  });

  it("refuses a publishDate outside toleranceMs when asked to; off by default, so eBay's 2021 vector verifies", async () => {
    await expect(verifyNotification({ body: BODY, signature: signed() }, { client })).resolves.toBeTruthy();
    await expect(
      verifyNotification({ body: BODY, signature: signed() }, { client, toleranceMs: 86_400_000 }),
    ).rejects.toMatchObject({ problem: 'expired' });
    const published = Date.parse('2021-03-19T20:43:59.679Z');
    await expect(
      verifyNotification({ body: BODY, signature: signed() }, { client, toleranceMs: 60_000, now: published + 30_000 }),
    ).resolves.toBeTruthy();
  });
});

describe('createNotificationHandler', () => {
  const endpoint = 'https://example.com/ebay/notifications';
  const received: EbayNotification[] = [];
  const handlerFor = (onNotification = (n: EbayNotification) => void received.push(n), maxBodyBytes?: number) =>
    createNotificationHandler({
      client,
      verificationToken: TOKEN,
      endpoint,
      onNotification,
      ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }),
    });
  const post = (body: string, signature?: string): Request =>
    new Request(endpoint, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-ebay-signature': signature } : {}) },
    });

  it("answers eBay's challenge with the hash of code, token and endpoint", async () => {
    const response = await handlerFor()(new Request(`${endpoint}?challenge_code=abc123`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ challengeResponse: await challengeResponse('abc123', TOKEN, endpoint) });
  });

  it('answers 204 to a verified push after onNotification, and the statuses eBay expects otherwise', async () => {
    received.length = 0;
    const handler = handlerFor();
    expect((await handler(post(BODY, signed()))).status).toBe(204);
    expect(received.map((n) => n.metadata.topic)).toEqual(['MARKETPLACE_ACCOUNT_DELETION']);
    expect((await handler(post(BODY))).status).toBe(412);
    expect((await handler(post(BODY, signed(MISMATCH)))).status).toBe(412);
    expect((await handler(post(BODY, signed(SIGNATURE, 'unknown-kid-42')))).status).toBe(412);
    expect((await handler(post('{not json', signed()))).status).toBe(400);
    expect((await handlerFor(undefined, 100)(post(BODY, signed()))).status).toBe(413);
    const failing = handlerFor(() => {
      throw new Error('database down');
    });
    const failed = await failing(post(BODY, signed()));
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toContain('database down');
    expect(received).toHaveLength(1);
  });

  it('checks the verification token and the endpoint when it is built', () => {
    const build = (verificationToken: string, where: string, production = false) =>
      createNotificationHandler({
        client: production ? new EbayClient({ appId: 'a', certId: 'b' }) : client,
        verificationToken,
        endpoint: where,
        onNotification: () => undefined,
      });
    expect(() => build('short', endpoint)).toThrow(ConfigError);
    expect(() => build(`${TOKEN}!`, endpoint)).toThrow(/32 to 80 characters/);
    expect(() => build(TOKEN, 'not a url')).toThrow(ConfigError);
    expect(() => build(TOKEN, 'http://example.com/hook', true)).toThrow(/https/);
    expect(() => build(TOKEN, 'https://127.0.0.1/hook', true)).toThrow(/loopback or private/);
    expect(() => build(TOKEN, 'https://192.168.1.5/hook', true)).toThrow(/loopback or private/);
    expect(() => build(TOKEN, 'http://127.0.0.1:3000/hook')).not.toThrow(); // emulator client (origin set)
  });
});

describe('createNotificationHandler and copies of a push', () => {
  const endpoint = 'https://example.com/ebay/notifications';
  const post = (): Request =>
    new Request(endpoint, {
      method: 'POST',
      body: BODY,
      headers: { 'content-type': 'application/json', 'x-ebay-signature': signed() },
    });
  const build = (onNotification: () => void | Promise<void>, more: Partial<NotificationHandlerOptions> = {}) =>
    createNotificationHandler({ client, verificationToken: TOKEN, endpoint, onNotification, ...more });

  it('runs onNotification once per notificationId: a copy is answered 204 and runs nothing', async () => {
    let runs = 0;
    const handler = build(() => void runs++);
    for (let i = 0; i < 3; i++) expect((await handler(post())).status).toBe(204);
    expect(runs).toBe(1);
  });

  it('answers 409 to a copy that arrives while the first delivery is processed, and runs it once', async () => {
    let runs = 0;
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler = build(async () => {
      runs++;
      await gate;
    });
    const first = handler(post());
    await expect.poll(() => runs).toBe(1);
    expect((await handler(post())).status).toBe(409);
    release();
    expect((await first).status).toBe(204);
    expect((await handler(post())).status).toBe(204);
    expect(runs).toBe(1);
  });

  it("runs it again on eBay's next delivery after onNotification failed", async () => {
    let runs = 0;
    const handler = build(() => {
      runs++;
      if (runs === 1) throw new Error('database down');
    });
    expect((await handler(post())).status).toBe(500);
    expect((await handler(post())).status).toBe(204);
    expect((await handler(post())).status).toBe(204);
    expect(runs).toBe(2);
  });

  it('shares what it processed through the store it is given, and runs every copy with dedupe: false', async () => {
    const store = new MemoryDedupeStore();
    let runs = 0;
    const [a, b] = [build(() => void runs++, { dedupe: store }), build(() => void runs++, { dedupe: store })];
    expect((await a(post())).status).toBe(204);
    expect((await b(post())).status).toBe(204);
    expect(runs).toBe(1);
    const off = build(() => void runs++, { dedupe: false });
    await off(post());
    await off(post());
    expect(runs).toBe(3);
  });

  it('answers 503, running nothing, while its store fails; and checks dedupe options when built', async () => {
    let runs = 0;
    const broken: NotificationDedupeStore = {
      claim: () => Promise.reject(new Error('store down')),
      complete: () => Promise.resolve(),
      release: () => Promise.resolve(),
    };
    expect((await build(() => void runs++, { dedupe: broken })(post())).status).toBe(503);
    expect(runs).toBe(0);
    expect(() => build(() => undefined, { dedupe: {} as NotificationDedupeStore })).toThrow(
      /claim, complete and release/,
    );
    expect(() => build(() => undefined, { toleranceMs: 3_600_000, dedupeRetentionMs: 3_600_000 })).toThrow(
      /at least twice "toleranceMs"/,
    );
  });
});

describe('MemoryDedupeStore', () => {
  it('keeps at most maxEntries ids, the oldest going first, and forgets each after its time', async () => {
    let now = 0;
    const store = new MemoryDedupeStore({ maxEntries: 3, clock: { now: () => now } });
    for (const id of ['a', 'b', 'c', 'd']) {
      expect(await store.claim(id, 'owner', 1_000)).toBe('claimed');
      await store.complete(id, 'owner', 10_000);
    }
    expect(await store.claim('b', 'other', 1_000)).toBe('done');
    // 'a' was pushed out by 'd'.
    expect(await store.claim('a', 'other', 1_000)).toBe('claimed');
    now = 10_001;
    expect(await store.claim('c', 'other', 1_000)).toBe('claimed');
  });

  it('lets only the owner release or complete a claim, and a claim lapse after its time', async () => {
    let now = 0;
    const store = new MemoryDedupeStore({ clock: { now: () => now } });
    expect(await store.claim('x', 'first', 1_000)).toBe('claimed');
    expect(await store.claim('x', 'second', 1_000)).toBe('processing');
    await store.release('x', 'second');
    await store.complete('x', 'second', 10_000);
    expect(await store.claim('x', 'third', 1_000)).toBe('processing');
    now = 1_001;
    // The first delivery died: its claim lapsed, and the next delivery takes the push.
    expect(await store.claim('x', 'fourth', 1_000)).toBe('claimed');
    await store.release('x', 'fourth');
    expect(await store.claim('x', 'fifth', 1_000)).toBe('claimed');
  });
});

describe('toNodeListener', () => {
  it('serves the handler on node:http with the raw body', async () => {
    const received: EbayNotification[] = [];
    const handler = createNotificationHandler({
      client,
      verificationToken: TOKEN,
      endpoint: 'https://example.com/hook',
      onNotification: (n) => void received.push(n),
    });
    const server: Server = createServer(toNodeListener(handler));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const ok = await fetch(`${base}/hook`, {
        method: 'POST',
        body: BODY,
        headers: { 'x-ebay-signature': signed(), 'content-type': 'application/json' },
      });
      expect(ok.status).toBe(204);
      const challenge = await fetch(`${base}/hook?challenge_code=xyz`);
      expect(await challenge.json()).toEqual({
        challengeResponse: await challengeResponse('xyz', TOKEN, 'https://example.com/hook'),
      });
      const bad = await fetch(`${base}/hook`, { method: 'POST', body: BODY });
      expect(bad.status).toBe(412);
      expect(received).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
