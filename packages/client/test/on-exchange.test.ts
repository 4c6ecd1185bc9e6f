// The onExchange option: one masked event per attempt that went on the wire, as the default (undici) transport sent
// it, against a real HTTP server on 127.0.0.1.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BaseEbayClient,
  ConfigError,
  EbayClient,
  exchanges,
  NotFoundError,
  type ExchangeEvent,
  type Logger,
} from '../src/index.js';
import { BuyBrowseApi } from '../src/generated/buy.gen.js';
import { APP_ID, CERT_ID, fakeEbay, type FakeEbay } from './helpers/fake-ebay.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let fake: FakeEbay;
/** Answers the next Browse calls give before the item (e.g. a 503 first). */
let failures: number[] = [];
const clients: BaseEbayClient[] = [];

beforeAll(async () => {
  fake = fakeEbay();
  fake.tokenDelayMs = 0;
  server = await startTestServer((req) => {
    if (req.path.startsWith('/buy/browse/v1/item/')) {
      const status = failures.shift();
      if (status !== undefined) return { status, body: { errors: [{ errorId: 10001, message: 'Try again' }] } };
      if (req.path.endsWith('/missing'))
        return { status: 404, body: { errors: [{ errorId: 11001, message: 'No item' }] } };
      return { status: 200, body: { itemId: 'v1|1|0', title: 'Lamp' } };
    }
    if (req.path === '/commerce/media/v1_beta/image/pdf')
      return { status: 200, headers: { 'content-type': 'application/pdf' }, body: Buffer.from([0x25, 0x50, 0, 0xff]) };
    return fake.handler(req);
  });
});
afterEach(async () => {
  failures = [];
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(() => server.close());

function client(options: ConstructorParameters<typeof EbayClient>[0] = {}): EbayClient {
  const c = new EbayClient({ appId: APP_ID, certId: CERT_ID, origin: server.origin, maxRetries: 2, ...options });
  clients.push(c);
  return c;
}

/** A clock that does not wait: retries go at once (the pause is asserted elsewhere). */
const noWait = { now: () => Date.now(), sleep: () => Promise.resolve() };

/** The headers the server saw, without the ones the connection adds (host, connection, content-length). */
function sentHeaders(index: number): Record<string, string> {
  const {
    host: _host,
    connection: _connection,
    'content-length': _length,
    ...rest
  } = server.requests[index]?.headers ?? {};
  return rest;
}

describe('onExchange', () => {
  it('gets every attempt as the default transport sent it: the token request, a 503 and its retry, masked', async () => {
    const events: ExchangeEvent[] = [];
    const ebay = client({ clock: noWait, onExchange: (event) => void events.push(event) });
    const before = server.requests.length;
    failures.push(503);
    await ebay.buy.browse.getItem('v1|1|0');

    expect(events.map((e) => [e.operation, e.attempt, e.response?.status])).toEqual([
      ['oauth2.mintApplicationAccessToken', 1, 200],
      ['getItem', 1, 503],
      ['getItem', 2, 200],
    ]);
    // The request as it went over the wire: every header the server received (but the connection's own), no other.
    for (const [i, event] of events.entries()) {
      const sent = sentHeaders(before + i);
      expect(Object.keys(event.request.headers).sort()).toEqual(Object.keys(sent).sort());
      for (const [name, value] of Object.entries(event.request.headers))
        if (!value.includes('[redacted]')) expect(value).toBe(sent[name]);
      expect(event.request.url).toBe(`${server.origin}${server.requests[before + i]?.url}`);
    }
    const [token, failed, retried] = events as [ExchangeEvent, ExchangeEvent, ExchangeEvent];
    expect(token.request).toMatchObject({
      method: 'POST',
      body: { kind: 'text', text: expect.stringMatching(/^grant_type=client_credentials/) },
    });
    expect(token.request.headers.authorization).toBe('Basic [redacted]');
    expect(token.response?.body).toMatchObject({
      kind: 'text',
      text: expect.stringContaining('"access_token":"[redacted]"'),
    });
    expect(failed.error).toMatch(/^ServerError: /);
    expect(failed.failedStep).toBe('read');
    expect(failed.response?.body).toMatchObject({ kind: 'text', text: expect.stringContaining('Try again') });
    expect(retried.request.headers.authorization).toBe('Bearer [redacted]');
    expect(retried.response).toMatchObject({
      statusText: 'OK',
      body: { kind: 'text', text: expect.stringContaining('Lamp') },
    });
    expect(retried.error).toBeUndefined();
    expect(retried.failedStep).toBeUndefined();
    for (const event of events) {
      expect(event.durationMs).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(event.startedAt)).toBe(true);
    }
    // No credential anywhere: the cert id, the Basic pair, the access token.
    const json = JSON.stringify(events);
    const accessToken = [...fake.valid].at(-1) ?? 'missing';
    for (const secret of [CERT_ID, Buffer.from(`${APP_ID}:${CERT_ID}`).toString('base64'), accessToken])
      expect(json).not.toContain(secret);
  });

  it('reports an error answer with its typed error, and a binary answer by its bytes', async () => {
    const events: ExchangeEvent[] = [];
    const ebay = client({ onExchange: (event) => void events.push(event) });
    await expect(ebay.buy.browse.getItem('missing')).rejects.toBeInstanceOf(NotFoundError);
    const bytes = await ebay.request<Uint8Array>({ method: 'GET', path: '/commerce/media/v1_beta/image/pdf' });
    const [missing, pdf] = events.filter((e) => !e.operation.startsWith('oauth2.'));
    expect(missing?.error).toMatch(/^NotFoundError: /);
    expect(missing?.response?.status).toBe(404);
    expect(pdf?.response?.body).toEqual({ kind: 'bytes', size: 4, bytes });
  });

  it('never fails a call: an observer that throws or rejects is logged once as a warning', async () => {
    const warnings: string[] = [];
    const logger: Logger = { warn: (message) => warnings.push(message) };
    const throwing = client({
      logger,
      onExchange: () => {
        throw new Error('observer broke');
      },
    });
    await expect(throwing.buy.browse.getItem('v1|1|0')).resolves.toMatchObject({ title: 'Lamp' });
    await expect(throwing.buy.browse.getItem('v1|1|0')).resolves.toMatchObject({ title: 'Lamp' });
    expect(warnings.filter((w) => w.includes('observer broke'))).toHaveLength(1);
    const rejecting = client({ logger, onExchange: () => Promise.reject(new Error('async observer broke')) });
    await expect(rejecting.buy.browse.getItem('v1|1|0')).resolves.toMatchObject({ title: 'Lamp' });
    await expect.poll(() => warnings.some((w) => w.includes('async observer broke'))).toBe(true);
  });

  it('is refused by a BaseEbayClient without the exchanges extension, and when it is not a function', async () => {
    expect(() => new BaseEbayClient({ onExchange: () => undefined })).toThrow(/\{ exchanges \}/);
    expect(() => client({ onExchange: 'yes' as never })).toThrow(ConfigError);
    const events: ExchangeEvent[] = [];
    const base = new BaseEbayClient(
      { appId: APP_ID, certId: CERT_ID, origin: server.origin, onExchange: (e) => void events.push(e) },
      { exchanges },
    );
    clients.push(base);
    await new BuyBrowseApi(base).getItem('v1|1|0');
    expect(events.map((e) => e.operation)).toEqual(['oauth2.mintApplicationAccessToken', 'getItem']);
  });
});
