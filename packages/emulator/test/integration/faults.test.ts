import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionError, EbayClient, RateLimitError, ServerError } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';

let emulator: Emulator;
let url: string;

beforeAll(async () => {
  emulator = createEmulator({ seed: 5 });
  url = (await emulator.listen(0)).url;
});
afterAll(() => emulator.close());

const delays: number[] = [];
function client(maxRetries = 2): EbayClient {
  const app = emulator.app;
  return new EbayClient({
    appId: app.appId,
    certId: app.certId,
    origin: url,
    maxRetries,
    clock: { now: () => Date.now(), sleep: async (ms) => void delays.push(ms) },
  });
}

const admin = (): EmulatorAdmin => createEmulatorAdmin({ baseUrl: url });

describe('faults on demand', () => {
  it('a queued 429 storm is retried through, honouring Retry-After', async () => {
    const ebay = client();
    await admin().addFault({ match: '/buy/browse/', fault: '429', count: 2 });
    delays.length = 0;
    const full = await ebay.withResponse(ebay.buy.browse.search({ q: 'shoes', limit: 1 }));
    expect(full.attempts).toBe(3);
    expect(delays).toEqual([1000, 1000]);
    await ebay.close();
  });

  it('more faults than retries surface as typed errors', async () => {
    const ebay = client(1);
    await admin().addFault({ match: '/buy/browse/', fault: '503', count: 2 });
    await expect(ebay.buy.browse.search({ q: 'shoes' })).rejects.toBeInstanceOf(ServerError);
    await admin().addFault({ match: '/buy/browse/', fault: '429', count: 2 });
    await expect(ebay.buy.browse.search({ q: 'shoes' })).rejects.toBeInstanceOf(RateLimitError);
    await ebay.close();
  });

  it('a dropped connection is a ConnectionError, and a GET is retried past it', async () => {
    const ebay = client(0);
    await expect(
      ebay.buy.browse.search({ q: 'shoes' }, { headers: { 'x-baykit-fault': 'reset-connection' } }),
    ).rejects.toBeInstanceOf(ConnectionError);
    const retrying = client(1);
    await admin().addFault({ match: '/buy/browse/', fault: 'reset-connection', count: 1 });
    await expect(retrying.buy.browse.search({ q: 'shoes', limit: 1 })).resolves.toHaveProperty('total');
    await Promise.all([ebay.close(), retrying.close()]);
  });

  it('an expired-token fault makes the client renew its token once', async () => {
    const ebay = client();
    await ebay.buy.browse.search({ q: 'shoes', limit: 1 });
    const before = (await admin().requests()).requests.length;
    await ebay.buy.browse
      .search({ q: 'shoes', limit: 1 }, { headers: { 'x-baykit-fault': 'expired-token' } })
      .catch(() => undefined);
    const after = (await admin().requests()).requests.slice(before);
    expect(after.filter((r) => r.path === '/identity/v1/oauth2/token')).toHaveLength(1);
    expect(JSON.stringify(after)).not.toMatch(/Bearer v\^1/);
    await ebay.close();
  });

  it('an expired-token fault on Trading answers as Trading does (21917053), and the client refreshes once', async () => {
    const app = emulator.app;
    const ebay = new EbayClient({
      appId: app.appId,
      certId: app.certId,
      ruName: app.ruName,
      origin: url,
      maxRetries: 0,
    });
    const consent = ebay.oauth2.generateAuthUrl({ scope: ['https://api.ebay.com/oauth/api_scope/sell.inventory'] });
    const { redirect } = await admin().approveConsent(consent);
    await ebay.oauth2.getToken(redirect);
    await admin().addFault({ match: '/ws/api.dll', fault: 'expired-token', count: 1 });
    const before = (await admin().requests()).requests.length;
    const time = await ebay.trading.GeteBayOfficialTime();
    expect(time.Ack).toBe('Success');
    const after = (await admin().requests()).requests.slice(before);
    expect(after.map((r) => r.path).filter((p) => !p.startsWith('/__emulator'))).toEqual([
      '/ws/api.dll',
      '/identity/v1/oauth2/token',
      '/ws/api.dll',
    ]);
    await ebay.close();
  });

  it('a configured rate limit answers 429 / errorId 2001 past the limit, per token and minute', async () => {
    const limited = createEmulator({ rateLimitPerMinute: 3 });
    const origin = (await limited.listen(0)).url;
    const ebay = new EbayClient({ appId: limited.app.appId, certId: limited.app.certId, origin, maxRetries: 0 });
    for (let i = 0; i < 3; i++) await ebay.buy.browse.search({ q: 'shoes', limit: 1 });
    const error = (await ebay.buy.browse.search({ q: 'shoes', limit: 1 }).catch((e: unknown) => e)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 2001, retryAfterMs: 60_000 });
    limited.clock.advance(61);
    await expect(ebay.buy.browse.search({ q: 'shoes', limit: 1 })).resolves.toHaveProperty('total');
    await ebay.close();
    await limited.close();
  });

  it('the clock moves tokens to expiry; reset restores the seed', async () => {
    const ebay = client();
    await ebay.oauth2.getAccessToken();
    await expect(admin().advanceClock(7200)).resolves.toHaveProperty('now');
    await expect(admin().addFault({ match: 'no-slash', fault: '429' })).rejects.toMatchObject({ status: 400 });
    await expect(admin().reset()).resolves.toHaveProperty('now');
    await ebay.close();
  });
});
