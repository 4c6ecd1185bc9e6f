import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AbortError, EbayClient, TimeoutError, type Clock } from '../../src/index.js';
import { systemClock } from '../../src/internal/clock.js';
import { attemptSignal } from '../../src/pipeline/timeout.js';
import { activeResources, startRawServer, type RawServer } from './helpers/raw-server.js';
import { scaled } from '../../../../scripts/test-time.mjs';

const TOKEN = 'v^1.1#i^1#user-token-for-abort-tests';
let server: RawServer;
let ebay: EbayClient;

beforeEach(async () => {
  server = await startRawServer();
  ebay = new EbayClient({ origin: server.origin });
  await ebay.oauth2.setCredentials(TOKEN);
  // Load the transport (undici is imported on first use) so the baseline includes what stays loaded.
  server.handler = (_req, res) => void res.end();
  await ebay.request({ method: 'GET', path: '/warm-up' });
  await ebay.close();
  ebay = new EbayClient({ origin: server.origin });
  await ebay.oauth2.setCredentials(TOKEN);
  await server.allSocketsClosed();
  server.seen.length = 0;
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

/** Timers and sockets only: other handle kinds belong to the test runner. */
function timersAndSockets(): { timers: number; sockets: number } {
  const counts = activeResources();
  return { timers: counts.Timeout ?? 0, sockets: counts.TCPSocketWrap ?? 0 };
}

/** The baseline once the runner's own short-lived timers have settled (two equal samples in a row). */
async function baseline(): Promise<{ timers: number; sockets: number }> {
  let previous = timersAndSockets();
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 10));
    const now = timersAndSockets();
    if (now.timers === previous.timers && now.sockets === previous.sockets) return now;
    previous = now;
  }
  return previous;
}

/**
 * Waits until timers and sockets are back to `before`. Closed sockets release their handles a few ms after the
 * peer sees the close, so this polls; a leaked timer (30 s attempt timeout, a backoff pause) never goes.
 */
async function expectBackTo(before: { timers: number; sockets: number }): Promise<void> {
  const until = Date.now() + scaled(1000);
  let now = timersAndSockets();
  while ((now.timers > before.timers || now.sockets > before.sockets) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 10));
    now = timersAndSockets();
  }
  expect(now.timers).toBeLessThanOrEqual(before.timers);
  expect(now.sockets).toBeLessThanOrEqual(before.sockets);
}

/** A server that never answers, so only the client can end the exchange. */
const neverAnswer = (): void => undefined;

describe('timeouts and aborts leave nothing behind', () => {
  it('a timed-out GET rejects with TimeoutError after every attempt, and leaves no timer or socket', async () => {
    server.handler = neverAnswer;
    const before = await baseline();
    const started = Date.now();
    const error = await ebay.request({ method: 'GET', path: '/slow' }, { timeoutMs: 60 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/timed out after 60 ms.*timeoutMs/);
    // Three attempts (maxRetries 2): an idempotent call that timed out is tried again.
    expect(server.seen).toEqual(['GET /slow', 'GET /slow', 'GET /slow']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    await server.allSocketsClosed();
    await expectBackTo(before);
  });

  it('a timed-out POST is not sent again: it may have been carried out', async () => {
    server.handler = neverAnswer;
    const error = await ebay
      .request({ method: 'POST', path: '/slow', body: { a: 1 } }, { timeoutMs: 50 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(server.seen).toEqual(['POST /slow']);
  });

  it("the caller's abort mid-request rejects with AbortError at once; the socket is closed and no timer stays", async () => {
    server.handler = neverAnswer;
    const before = await baseline();
    const controller = new AbortController();
    const call = ebay.request({ method: 'GET', path: '/hang' }, { signal: controller.signal });
    await waitFor(() => server.seen.length === 1);
    expect(server.openSockets()).toBe(1);
    controller.abort(new Error('user left'));
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).cause).toEqual(new Error('user left'));
    await server.allSocketsClosed();
    expect(server.seen).toHaveLength(1);
    await expectBackTo(before);
  });

  it('an abort while the body is streaming in closes the socket too', async () => {
    let bodyStarted = false;
    server.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"items":[', () => (bodyStarted = true));
    };
    const before = await baseline();
    const controller = new AbortController();
    const call = ebay.request({ method: 'GET', path: '/half' }, { signal: controller.signal });
    // The headers and the start of the body are on the wire; the rest never comes.
    await waitFor(() => bodyStarted);
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortError);
    await server.allSocketsClosed();
    await expectBackTo(before);
  });

  it('an abort during the backoff pause clears the pause timer and sends no further attempt', async () => {
    // Retry-After 30 s: without the abort the call would sleep that long.
    server.handler = (_req, res) => {
      res.writeHead(503, { 'retry-after': '30', 'content-type': 'text/plain' });
      res.end('busy');
    };
    // The system clock, telling the test when the client starts its pause (and how long a pause it means).
    const pauses: number[] = [];
    const clock: Clock = {
      now: () => systemClock.now(),
      sleep: (ms, signal) => {
        pauses.push(ms);
        return systemClock.sleep(ms, signal);
      },
    };
    await ebay.close();
    ebay = new EbayClient({ origin: server.origin, clock });
    await ebay.oauth2.setCredentials(TOKEN);
    const before = await baseline();
    const controller = new AbortController();
    const call = ebay.request({ method: 'GET', path: '/busy' }, { signal: controller.signal });
    await waitFor(() => pauses.length === 1);
    expect(pauses[0]).toBeGreaterThanOrEqual(30_000);
    controller.abort();
    // Rejected in the pause (else it would wait out the 30 s), which is the only one, and nothing else was sent.
    await expect(call).rejects.toBeInstanceOf(AbortError);
    expect(pauses).toHaveLength(1);
    expect(server.seen).toHaveLength(1);
    await ebay.close();
    await server.allSocketsClosed();
    await expectBackTo(before);
  });

  it('a signal aborted before the call sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(ebay.request({ method: 'GET', path: '/never' }, { signal: controller.signal })).rejects.toBeInstanceOf(
      AbortError,
    );
    expect(server.seen).toEqual([]);
  });

  it('a signal aborted before the call leaves no unhandled rejection behind when the token request then fails', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      // No user token: the call mints an application token, and the token endpoint drops the connection.
      server.handler = (_req, res) => void res.socket?.destroy();
      const minting = new EbayClient({
        appId: 'app-id-for-abort-tests',
        certId: 'cert-id-for-abort-tests',
        origin: server.origin,
        maxRetries: 0,
      });
      await expect(
        minting.request({ method: 'GET', path: '/never' }, { signal: AbortSignal.abort() }),
      ).rejects.toBeInstanceOf(AbortError);
      // Waits for the token request to fail (a caller of its own joins it), then one turn of the event loop, in
      // which Node reports a rejection nobody handled.
      await expect(minting.oauth2.getAccessToken()).rejects.toThrow();
      await new Promise((r) => setImmediate(r));
      await minting.close();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('after close(), the pool holds no socket: active handles are back to the baseline', async () => {
    server.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    };
    const before = await baseline();
    await Promise.all(Array.from({ length: 20 }, () => ebay.request({ method: 'GET', path: '/ok' })));
    expect(server.openSockets()).toBeGreaterThan(0); // kept alive for reuse until close
    await ebay.close();
    await server.allSocketsClosed();
    await expectBackTo(before);
  });
});

async function waitFor(condition: () => boolean, ms = scaled(2000)): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe("an attempt's abort signal", () => {
  it('calls each listener still registered once, whichever were removed', () => {
    const attempt = attemptSignal(60_000, undefined, () => 'test call');
    try {
      const calls: string[] = [];
      const listener = (name: string) => () => void calls.push(name);
      const [a, b, c, stranger] = [listener('a'), listener('b'), listener('c'), listener('stranger')];
      attempt.signal.addEventListener('abort', a);
      attempt.signal.removeEventListener('abort', stranger);
      attempt.signal.removeEventListener('abort', a);
      for (const each of [a, b, c]) attempt.signal.addEventListener('abort', each);
      attempt.signal.removeEventListener('abort', b);
      attempt.signal.removeEventListener('abort', stranger);
      (attempt.signal as unknown as { abort(reason: unknown): void }).abort('stop');
      (attempt.signal as unknown as { abort(reason: unknown): void }).abort('again');
      expect(calls).toEqual(['a', 'c']);
      expect(attempt.signal.reason).toBe('stop');
    } finally {
      attempt.dispose();
    }
  });
});
