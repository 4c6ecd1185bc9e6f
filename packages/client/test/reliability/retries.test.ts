import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AbortError, ConnectionError, EbayClient, RateLimitError, ServerError, TimeoutError } from '../../src/index.js';
import { DEFAULT_RETRY_POLICY, retryDelay } from '../../src/pipeline/retry.js';
import { startTestServer, type Reply, type TestServer } from '../helpers/test-server.js';

const TOKEN = 'v^1.1#i^1#user-token-for-retry-tests';
const TOO_MANY = { errors: [{ errorId: 2001, domain: 'ACCESS', category: 'REQUEST', message: 'Too many requests.' }] };
let server: TestServer;
let clients: EbayClient[];
let delays: number[];

/** A clock that records each backoff pause instead of sleeping through it. */
const capturingClock = () => ({ now: () => Date.now(), sleep: async (ms: number) => void delays.push(ms) });

async function client(extra: ConstructorParameters<typeof EbayClient>[0] = {}): Promise<EbayClient> {
  const c = new EbayClient({ origin: server.origin, clock: capturingClock(), ...extra });
  await c.oauth2.setCredentials(TOKEN);
  clients.push(c);
  return c;
}

/** Answers with `replies` in turn, then 200 `{ ok: true }`. */
function inTurn(...replies: Reply[]): () => Reply {
  let n = 0;
  return () => replies[n++] ?? { status: 200, body: { ok: true } };
}

beforeEach(async () => {
  server = await startTestServer();
  clients = [];
  delays = [];
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

describe('retry policy at the wire', () => {
  it('maxRetries defaults to 2: a GET that keeps failing with 500 is sent three times', async () => {
    server.handler = () => ({ status: 500, body: { errors: [{ errorId: 2003, message: 'Internal error' }] } });
    const ebay = await client();
    await expect(ebay.request({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(ServerError);
    expect(server.requests).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it('429 with Retry-After in seconds waits exactly that long, also for a POST', async () => {
    server.handler = inTurn({ status: 429, headers: { 'retry-after': '2' }, body: TOO_MANY });
    const ebay = await client();
    const full = await ebay.withResponse(ebay.request({ method: 'POST', path: '/x', body: { a: 1 } }));
    expect(delays).toEqual([2000]);
    expect(full).toMatchObject({ attempts: 2, retryDelayMs: 2000, data: { ok: true } });
    expect(server.requests.map((r) => r.text)).toEqual(['{"a":1}', '{"a":1}']);
  });

  it('429 with Retry-After as an HTTP date waits until that date', async () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    server.handler = inTurn({
      status: 429,
      headers: { 'retry-after': 'Tue, 01 Jan 2030 00:00:05 GMT' },
      body: TOO_MANY,
    });
    const ebay = await client({ clock: { now: () => now, sleep: async (ms: number) => void delays.push(ms) } });
    await ebay.request({ method: 'GET', path: '/x' });
    expect(delays).toEqual([5000]);
  });

  it('a 503 with Retry-After is honoured like a 429', async () => {
    server.handler = inTurn({ status: 503, headers: { 'retry-after': '1' }, body: 'down for maintenance' });
    const ebay = await client();
    await ebay.request({ method: 'GET', path: '/x' });
    expect(delays).toEqual([1000]);
  });

  it('a Retry-After beyond 60 s is not waited for: RateLimitError at once, with retryAfterMs for the caller', async () => {
    server.handler = () => ({ status: 429, headers: { 'retry-after': '3600' }, body: TOO_MANY });
    const ebay = await client();
    const error = await ebay.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(3_600_000);
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('without Retry-After, pauses grow exponentially with jitter and stay under the cap', async () => {
    server.handler = () => ({ status: 503, body: '' });
    const ebay = await client({ maxRetries: 6 });
    await expect(ebay.request({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(ServerError);
    expect(delays).toHaveLength(6);
    // Retry n waits between half and all of min(8 s, 500 ms · 2^(n-1)).
    delays.forEach((ms, i) => {
      const ceiling = Math.min(8000, 500 * 2 ** i);
      expect(ms).toBeGreaterThanOrEqual(ceiling / 2);
      expect(ms).toBeLessThanOrEqual(ceiling);
    });
  });

  it('the jitter spans the upper half of each step (random 0 and 1 give the bounds)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, DEFAULT_RETRY_POLICY, undefined, () => 0))).toEqual([
      250, 500, 1000, 2000, 4000, 4000,
    ]);
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, DEFAULT_RETRY_POLICY, undefined, () => 1))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000,
    ]);
    expect(retryDelay(1, DEFAULT_RETRY_POLICY, 60_000)).toBe(60_000);
    expect(retryDelay(1, DEFAULT_RETRY_POLICY, 60_001)).toBeUndefined();
  });

  it('a connection reset is retried for a GET', async () => {
    server.handler = inTurn({ reset: true }, { reset: true });
    const ebay = await client();
    const full = await ebay.withResponse(ebay.request({ method: 'GET', path: '/x' }));
    expect(full.attempts).toBe(3);
    expect(full.retryDelayMs).toBe(delays[0]! + delays[1]!);
  });

  it('a connection reset is not retried for a POST or a PATCH: the server may have acted on it', async () => {
    server.handler = () => ({ reset: true });
    const ebay = await client();
    for (const method of ['POST', 'PATCH']) {
      const error = await ebay.request({ method, path: '/x', body: { n: 1 } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConnectionError);
    }
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'PATCH']);
  });

  it('5xx is retried for GET, PUT and DELETE but never for POST or PATCH', async () => {
    server.handler = () => ({
      status: 502,
      body: '<html>Bad Gateway</html>',
      headers: { 'content-type': 'text/html' },
    });
    const ebay = await client({ maxRetries: 1 });
    for (const method of ['GET', 'PUT', 'DELETE', 'POST', 'PATCH']) {
      await expect(
        ebay.request({ method, path: `/${method}`, body: method === 'GET' || method === 'DELETE' ? undefined : {} }),
      ).rejects.toBeInstanceOf(ServerError);
    }
    expect(server.requests.map((r) => r.method)).toEqual([
      'GET',
      'GET',
      'PUT',
      'PUT',
      'DELETE',
      'DELETE',
      'POST',
      'PATCH',
    ]);
  });

  it('a refused connection is retried even for a POST: nothing reached the server', async () => {
    const gone = await startTestServer();
    await gone.close();
    const ebay = await client({ origin: gone.origin });
    const error = await ebay.request({ method: 'POST', path: '/x', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect(delays).toHaveLength(2);
  });

  it('client errors (400, 404) are not retried', async () => {
    server.handler = () => ({ status: 404, body: { errors: [{ errorId: 11001, message: 'Not found' }] } });
    const ebay = await client();
    await expect(ebay.request({ method: 'GET', path: '/x' })).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('maxRetries 0 sends once', async () => {
    server.handler = () => ({ status: 503, body: '' });
    const ebay = await client({ maxRetries: 0 });
    await expect(ebay.request({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(ServerError);
    expect(server.requests).toHaveLength(1);
  });

  it('a GET whose attempt timed out is retried; the next attempt may succeed', async () => {
    server.handler = inTurn({ status: 200, body: { late: true }, delayMs: 300 });
    const ebay = await client();
    const full = await ebay.withResponse(
      ebay.request<{ ok?: boolean }>({ method: 'GET', path: '/x' }, { timeoutMs: 100 }),
    );
    expect(full.data).toEqual({ ok: true });
    expect(full.attempts).toBe(2);
  });

  it('a POST whose attempt timed out is not sent again', async () => {
    server.handler = () => ({ status: 200, body: {}, delayMs: 300 });
    const ebay = await client();
    await expect(ebay.request({ method: 'POST', path: '/x', body: {} }, { timeoutMs: 50 })).rejects.toBeInstanceOf(
      TimeoutError,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('XML calls report attempts through withResponse too (a Trading call retried after 429)', async () => {
    server.handler = inTurn(
      { status: 429, headers: { 'retry-after': '1' }, body: TOO_MANY },
      {
        status: 200,
        headers: { 'content-type': 'text/xml' },
        body: '<?xml version="1.0" encoding="UTF-8"?><GeteBayOfficialTimeResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Timestamp>2030-01-01T00:00:00.000Z</Timestamp><Ack>Success</Ack></GeteBayOfficialTimeResponse>',
      },
    );
    const ebay = await client();
    const full = await ebay.withResponse(ebay.trading.GeteBayOfficialTime());
    expect(full).toMatchObject({ attempts: 2, retryDelayMs: 1000, status: 200 });
    expect(full.data.Timestamp).toBe('2030-01-01T00:00:00.000Z');
  });
});

// Moved from rest-runtime.test.ts: every retry test of the client lives in this file.
describe('retries, timeouts, aborts (REST runtime)', () => {
  const fastClock = (delays: number[]) => ({
    now: () => Date.now(),
    sleep: async (ms: number) => void delays.push(ms),
  });

  it('retries a GET after 5xx and a 429 honouring Retry-After, and reports attempts', async () => {
    let n = 0;
    server.handler = () =>
      ++n === 1
        ? { status: 503 }
        : n === 2
          ? {
              status: 429,
              headers: { 'retry-after': '3' },
              body: { errors: [{ errorId: 2001, domain: 'ACCESS', message: 'Too many requests.' }] },
            }
          : { status: 200, body: { ok: 1 } };
    const delays: number[] = [];
    const ebay = await client({ clock: fastClock(delays) });
    const full = await ebay.withResponse(ebay.request({ method: 'GET', path: '/x' }));
    expect(full.attempts).toBe(3);
    expect(delays[1]).toBe(3000);
    expect(full.retryDelayMs).toBe(delays[0]! + 3000);
  });

  it('does not retry a POST that reached the server with a 500', async () => {
    server.handler = () => ({ status: 500 });
    const ebay = await client({ clock: fastClock([]) });
    await expect(ebay.request({ method: 'POST', path: '/x', body: {} })).rejects.toBeInstanceOf(ServerError);
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after maxRetries with the last typed error', async () => {
    server.handler = () => ({
      status: 429,
      body: { errors: [{ errorId: 2001, domain: 'ACCESS', message: 'Too many requests.' }] },
    });
    const ebay = await client({ maxRetries: 1, clock: fastClock([]) });
    await expect(ebay.request({ method: 'POST', path: '/x', body: {} })).rejects.toBeInstanceOf(RateLimitError);
    expect(server.requests).toHaveLength(2);
  });

  it('a slow attempt rejects with TimeoutError', async () => {
    server.handler = () => ({ status: 200, body: {}, delayMs: 500 });
    const ebay = await client({ maxRetries: 0 });
    await expect(ebay.request({ method: 'GET', path: '/slow' }, { timeoutMs: 50 })).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });

  it("the caller's signal rejects with AbortError", async () => {
    // The server never answers: only the caller's abort can end the call.
    server.handler = () => new Promise(() => undefined);
    const ebay = await client();
    const controller = new AbortController();
    const call = ebay.request({ method: 'GET', path: '/slow' }, { signal: controller.signal });
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(1);
  });

  it('a refused connection is a ConnectionError, retried even for POST', async () => {
    const closed = await startTestServer();
    const origin = closed.origin;
    await closed.close();
    const delays: number[] = [];
    const ebay = new EbayClient({ origin, clock: fastClock(delays) });
    clients.push(ebay);
    await ebay.oauth2.setCredentials(TOKEN);
    const error = await ebay.request({ method: 'POST', path: '/x', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect(delays).toHaveLength(2);
  });
});
