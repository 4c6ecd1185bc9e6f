import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  BaseEbayClient,
  ConfigError,
  EbayClient,
  RateLimitError,
  pacing,
  type Clock,
  type Logger,
} from '../../src/index.js';
import { BuyBrowseApi } from '../../src/generated/buy.gen.js';
import { APP_ID, CERT_ID, fakeEbay, type FakeEbay } from '../helpers/fake-ebay.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const TRADING_SUCCESS =
  '<?xml version="1.0" encoding="UTF-8"?><GeteBayOfficialTimeResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack></GeteBayOfficialTimeResponse>';
const TRADING_TOO_MANY =
  '<?xml version="1.0" encoding="UTF-8"?><GeteBayOfficialTimeResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Failure</Ack><Errors><ShortMessage>Usage limit exceeded.</ShortMessage><LongMessage>Usage limit exceeded.</LongMessage><ErrorCode>518</ErrorCode><SeverityCode>Error</SeverityCode><ErrorClassification>RequestError</ErrorClassification></Errors></GeteBayOfficialTimeResponse>';
const START = Date.parse('2026-11-23T12:00:00.000Z');
const RESET = '2026-11-23T12:01:40.000Z'; // 100 s after START

/** A clock that records every sleep and moves time forward by it instead of waiting. */
function capturingClock(): Clock & { sleeps: number[]; at: number } {
  const clock = {
    at: START,
    sleeps: [] as number[],
    now: () => clock.at,
    sleep: (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) return Promise.reject(signal.reason);
      clock.sleeps.push(ms);
      clock.at += ms;
      return Promise.resolve();
    },
  };
  return clock;
}

let server: TestServer;
let fake: FakeEbay;
let limits: { remaining: number; status: number };
/** Answers the Browse and Trading calls give before they succeed (e.g. a 503, then the item). */
let failures: { browse: number[]; trading: number[] };
let clients: EbayClient[];

beforeEach(async () => {
  fake = fakeEbay();
  limits = { remaining: 12, status: 200 };
  failures = { browse: [], trading: [] };
  server = await startTestServer((req) => {
    if (req.path === '/developer/analytics/v1_beta/rate_limit/') {
      if (limits.status !== 200)
        return { status: limits.status, body: { errors: [{ errorId: 10001, message: 'System error' }] } };
      return {
        status: 200,
        body: {
          rateLimits: [
            {
              apiContext: 'buy',
              apiName: 'browse',
              apiVersion: 'v1',
              resources: [
                {
                  name: 'buy.browse',
                  rates: [{ count: 88, limit: 100, remaining: limits.remaining, reset: RESET, timeWindow: 86400 }],
                },
              ],
            },
            {
              apiContext: 'TradingAPI',
              apiName: 'TradingAPI',
              apiVersion: 'v1',
              resources: [
                {
                  name: 'TradingAPI',
                  rates: [{ count: 98, limit: 100, remaining: limits.remaining, reset: RESET, timeWindow: 86400 }],
                },
              ],
            },
          ],
        },
      };
    }
    const failure = req.path.startsWith('/buy/browse/') ? failures.browse.shift() : undefined;
    if (failure !== undefined)
      return { status: failure, body: { errors: [{ errorId: 10001, message: 'Service unavailable' }] } };
    if (req.path.startsWith('/buy/browse/') || req.path.startsWith('/commerce/taxonomy/'))
      return { status: 200, body: { itemId: 'x' } };
    if (req.path === '/ws/api.dll') {
      const status = failures.trading.shift();
      return status === undefined
        ? { status: 200, headers: { 'content-type': 'text/xml' }, body: TRADING_SUCCESS }
        : { status, headers: { 'content-type': 'text/xml' }, body: TRADING_TOO_MANY };
    }
    return fake.handler(req);
  });
  clients = [];
});

afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

function client(extra: ConstructorParameters<typeof EbayClient>[0] = {}): EbayClient {
  const c = new EbayClient({ appId: APP_ID, certId: CERT_ID, origin: server.origin, ...extra });
  clients.push(c);
  return c;
}

const browseCalls = (): number => server.requests.filter((r) => r.path.startsWith('/buy/browse/')).length;
const tradingCalls = (): number => server.requests.filter((r) => r.path === '/ws/api.dll').length;
const limitReads = (): number =>
  server.requests.filter((r) => r.path === '/developer/analytics/v1_beta/rate_limit/').length;

describe('pacing by eBay-reported rate limits', () => {
  it('spreads calls below the reserve until the reset, and stops before eBay would answer 429', async () => {
    const clock = capturingClock();
    const ebay = client({ clock, pacing: { reserve: 0.1 } });
    // 12 of 100 left, reserve 10: two calls go at once, then ten are spread over the 100 s left, then none.
    for (let i = 0; i < 12; i++) await ebay.buy.browse.getItem(`v1|${i}|0`);
    await expect(ebay.buy.browse.getItem('v1|13|0')).rejects.toBeInstanceOf(RateLimitError);
    expect(browseCalls()).toBe(12);
    expect(limitReads()).toBe(1);
    expect(clock.sleeps).toHaveLength(9);
    // Each paced call waits for its even share of the time left: 100 s / 10 calls.
    for (const ms of clock.sleeps) expect(ms).toBeCloseTo(10_000, -1);
  });

  it('rejects with RateLimitError naming the budget instead of waiting longer than maxDelayMs', async () => {
    const ebay = client({ clock: capturingClock(), pacing: { reserve: 0.5, maxDelayMs: 5000 } });
    await ebay.buy.browse.getItem('v1|1|0');
    const error = await ebay.buy.browse.getItem('v1|2|0').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).message).toMatch(/buy\.browse call budget allows the next call in \d+ s/);
    expect((error as RateLimitError).retryAfterMs).toBeGreaterThan(5000);
    expect(browseCalls()).toBe(1);
  });

  it('leaves APIs eBay reports nothing for unpaced, and is off by default', async () => {
    const paced = client({ clock: capturingClock(), pacing: true });
    for (let i = 0; i < 3; i++) await paced.commerce.taxonomy.getDefaultCategoryTreeId({ marketplace_id: 'EBAY_US' });
    const plain = client();
    limits.remaining = 0;
    await plain.buy.browse.getItem('v1|1|0');
    expect(limitReads()).toBe(1);
  });

  it('reads the limits again after refreshIntervalMs and takes the new figures', async () => {
    const clock = capturingClock();
    const reads: string[] = [];
    const logger: Logger = {
      debug: (message) => void (/^Read eBay's rate limits/.test(message) && reads.push(message)),
    };
    const ebay = client({ clock, logger, pacing: { refreshIntervalMs: 60_000 } });
    await ebay.buy.browse.getItem('v1|1|0');
    limits.remaining = 0;
    clock.at += 61_000;
    // The refresh runs in the background: this call still goes on the old figures, the next sees the new ones.
    await ebay.buy.browse.getItem('v1|2|0');
    await vi.waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
    await expect(ebay.buy.browse.getItem('v1|3|0')).rejects.toBeInstanceOf(RateLimitError);
    expect(limitReads()).toBe(2);
  });

  it('goes on unpaced with one warning when the limits cannot be read', async () => {
    limits.status = 500;
    const warnings: string[] = [];
    const logger: Logger = { warn: (message) => warnings.push(message) };
    const ebay = client({ clock: capturingClock(), pacing: true, logger, maxRetries: 0 });
    for (let i = 0; i < 3; i++) await ebay.buy.browse.getItem(`v1|${i}|0`);
    expect(browseCalls()).toBe(3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Could not read eBay's rate limits/);
  });

  it("ends a paced wait with AbortError when the caller's signal aborts", async () => {
    const clock = capturingClock();
    const ebay = client({ clock, pacing: { reserve: 0.5 } });
    await ebay.buy.browse.getItem('v1|1|0');
    const controller = new AbortController();
    controller.abort(new Error('user went away'));
    await expect(ebay.buy.browse.getItem('v1|2|0', undefined, { signal: controller.signal })).rejects.toBeInstanceOf(
      AbortError,
    );
    expect(browseCalls()).toBe(1);
  });

  it('refuses a bad pacing option with a ConfigError that says what to pass', () => {
    expect(() => client({ pacing: { reserve: 1.5 } })).toThrow(ConfigError);
    expect(() => client({ pacing: { reserve: 1.5 } })).toThrow(/pacing\.reserve/);
    expect(() => client({ pacing: 'yes' as unknown as boolean })).toThrow(/must be true, false or/);
    expect(() => client({ pacing: { refreshIntervalMs: 10 } })).toThrow(/pacing\.refreshIntervalMs/);
  });

  it('paces a BaseEbayClient only with the pacing extension', async () => {
    expect(() => new BaseEbayClient({ origin: server.origin, pacing: true })).toThrow(/\{ pacing \}/);
    const base = new BaseEbayClient(
      { appId: APP_ID, certId: CERT_ID, origin: server.origin, clock: capturingClock(), pacing: { maxDelayMs: 0 } },
      { pacing },
    );
    limits.remaining = 1;
    const browse = new BuyBrowseApi(base);
    await browse.getItem('v1|1|0');
    await expect(browse.getItem('v1|2|0')).rejects.toBeInstanceOf(RateLimitError);
    await base.close();
    expect(browseCalls()).toBe(1);
  });

  it('counts every attempt that goes on the wire: a retried 503 takes two calls of the budget', async () => {
    // 2 left and no reserve: the call and its retry use both, so the next call stops before eBay.
    limits.remaining = 2;
    failures.browse.push(503);
    const ebay = client({ clock: capturingClock(), pacing: { reserve: 0 } });
    await ebay.buy.browse.getItem('v1|1|0');
    expect(browseCalls()).toBe(2);
    await expect(ebay.buy.browse.getItem('v1|2|0')).rejects.toBeInstanceOf(RateLimitError);
    expect(browseCalls()).toBe(2);
  });

  it('paces XML calls by the same step, retries included: a Trading 429 and its retry take two calls', async () => {
    limits.remaining = 2;
    failures.trading.push(429);
    const ebay = client({ clock: capturingClock(), pacing: { reserve: 0 }, authToken: 'AgAAAA-an-auth-n-auth-token' });
    await ebay.trading.GeteBayOfficialTime();
    expect(tradingCalls()).toBe(2);
    await expect(ebay.trading.GeteBayOfficialTime()).rejects.toBeInstanceOf(RateLimitError);
    expect(tradingCalls()).toBe(2);
  });
});
