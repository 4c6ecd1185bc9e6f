import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AbortError, EbayApiError, EbayClient, TimeoutError } from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let ebay: EbayClient;

beforeEach(async () => {
  server = await startTestServer(() => ({ status: 200, body: { ok: true } }));
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

describe('transport', () => {
  it('uses undici, not the global fetch, in Node when no fetch is given', async () => {
    const original = globalThis.fetch;
    let globalCalls = 0;
    globalThis.fetch = (...args: Parameters<typeof fetch>) => {
      globalCalls++;
      return original(...args);
    };
    try {
      ebay = new EbayClient({ origin: server.origin });
      await ebay.oauth2.setCredentials('v^1.1#t');
      await ebay.request({ method: 'GET', path: '/x' });
      expect(globalCalls).toBe(0);
      expect(server.requests).toHaveLength(1);
    } finally {
      globalThis.fetch = original;
    }
  });

  it("with a fetch option, hands fetch a real AbortSignal that fires on timeout and on the caller's abort", async () => {
    const signals: unknown[] = [];
    const recording: typeof fetch = (input, init) => {
      signals.push(init?.signal);
      return fetch(input, init);
    };
    server.handler = () => ({ status: 200, body: { ok: true }, delayMs: 400 });
    ebay = new EbayClient({ origin: server.origin, fetch: recording, timeoutMs: 100, maxRetries: 0 });
    await ebay.oauth2.setCredentials('v^1.1#t');
    await expect(ebay.request({ method: 'GET', path: '/slow' })).rejects.toBeInstanceOf(TimeoutError);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect((signals[0] as AbortSignal).aborted).toBe(true);

    // Never answered: the caller aborts once the request is on the server.
    server.handler = () => new Promise(() => undefined);
    const caller = new AbortController();
    const call = ebay.request({ method: 'GET', path: '/hang' }, { signal: caller.signal, timeoutMs: 60_000 });
    await expect.poll(() => server.requests.some((r) => r.path === '/hang')).toBe(true);
    caller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortError);
    expect((signals[1] as AbortSignal).aborted).toBe(true);
  });

  it('keeps connections alive between calls', async () => {
    ebay = new EbayClient({ origin: server.origin });
    await ebay.oauth2.setCredentials('v^1.1#t');
    for (let i = 0; i < 5; i++) await ebay.request({ method: 'GET', path: '/x' });
    expect(server.requests.every((r) => r.headers.connection !== 'close')).toBe(true);
  });

  it('falls back to the status text when an error body says nothing', async () => {
    server.handler = () => ({ status: 418, body: '' });
    ebay = new EbayClient({ origin: server.origin });
    await ebay.oauth2.setCredentials('v^1.1#t');
    const error = (await ebay.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e)) as EbayApiError;
    expect(error).toBeInstanceOf(EbayApiError);
    expect(error.message).toBe('eBay API request error');
    expect(error.description).toBe("I'm a Teapot");
  });
});
