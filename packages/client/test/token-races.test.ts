import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AbortError,
  EbayClient,
  InvalidScopeError,
  MemoryTokenStore,
  RateLimitError,
  type AccessToken,
  type TokenStore,
} from '../src/index.js';
import { APP_ID, CERT_ID, RU_NAME, fakeEbay, type FakeEbay } from './helpers/fake-ebay.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let fake: FakeEbay;
let clients: EbayClient[];

function client(extra: ConstructorParameters<typeof EbayClient>[0] = {}): EbayClient {
  const c = new EbayClient({ appId: APP_ID, certId: CERT_ID, ruName: RU_NAME, origin: server.origin, ...extra });
  clients.push(c);
  return c;
}

const expired = (refreshToken = 'v^1.1#refresh-good'): AccessToken => ({
  kind: 'user',
  accessToken: 'v^1.1#stale-user-token-000000',
  refreshToken,
  expiresAt: Date.now() - 1000,
  obtainedAt: Date.now() - 7_201_000,
  scope: ['https://api.ebay.com/oauth/api_scope/sell.inventory'],
});

/** A store whose reads take 0–200 ms and return what was stored when the read began, like a remote store. */
class SlowStore implements TokenStore {
  readonly #map = new Map<string, AccessToken>();
  #n = 0;
  async get(key: string): Promise<AccessToken | undefined> {
    const value = this.#map.get(key);
    await new Promise((r) => setTimeout(r, (this.#n++ * 37) % 200));
    return value;
  }
  set(key: string, token: AccessToken): void {
    this.#map.set(key, token);
  }
  delete(key: string): void {
    this.#map.delete(key);
  }
}

beforeEach(async () => {
  fake = fakeEbay();
  server = await startTestServer(fake.handler);
  clients = [];
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

describe('token renewal under races', () => {
  it('with a slow shared store, 50 calls with an expired token still cause one refresh', async () => {
    const ebay = client({ tokenStore: new SlowStore() });
    await ebay.request({ method: 'GET', path: '/warm-up', grant: 'none' }).catch(() => undefined); // load the transport first
    await ebay.oauth2.setCredentials(expired());
    fake.tokenDelayMs = 10;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ebay.request<{ ok: boolean }>({ method: 'GET', path: '/protected' })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(fake.tokenRequests).toHaveLength(1);
  });

  it('a memory store subclass that answers with promises still gets expired tokens refreshed', async () => {
    class AsyncMemoryStore extends MemoryTokenStore {
      // @ts-expect-error -- a JavaScript subclass may answer asynchronously; the client must not take its promise for a token
      override get(key: string): Promise<AccessToken | undefined> {
        return Promise.resolve(super.get(key));
      }
    }
    const ebay = client({ tokenStore: new AsyncMemoryStore() });
    await ebay.oauth2.setCredentials(expired());
    expect(await ebay.request<{ ok: boolean }>({ method: 'GET', path: '/protected' })).toMatchObject({ ok: true });
    expect(fake.tokenRequests).toHaveLength(1);
    // A store that holds nothing gives the typed error, not a TypeError about a promise.
    const empty = client({ tokenStore: new AsyncMemoryStore() });
    await expect(empty.request({ method: 'GET', path: '/protected', grant: 'user' })).rejects.toMatchObject({
      name: 'TokenError',
    });
  });

  it('a token set without awaiting is the one the next call sends (the memory store fast path waits for it)', async () => {
    const ebay = client();
    const fresh = (accessToken: string): AccessToken => ({
      ...expired(),
      accessToken,
      expiresAt: Date.now() + 3_600_000,
    });
    fake.valid.add('v^1.1#first-user-token-00000').add('v^1.1#second-user-token-0000');
    await ebay.oauth2.setCredentials(fresh('v^1.1#first-user-token-00000'));
    expect(await ebay.request({ method: 'GET', path: '/protected' })).toMatchObject({
      token: 'v^1.1#first-user-token-00000',
    });
    void ebay.oauth2.setCredentials(fresh('v^1.1#second-user-token-0000'));
    expect(await ebay.request({ method: 'GET', path: '/protected' })).toMatchObject({
      token: 'v^1.1#second-user-token-0000',
    });
    expect(fake.tokenRequests).toHaveLength(0);
  });

  it('credentials set while a refresh is in flight are not overwritten by it', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials(expired());
    // eBay holds the refresh for 300 ms: the new credentials are set once its request has arrived, before it answers.
    fake.tokenDelayMs = 300;
    const sent = fake.tokenRequests.length;
    const refreshing = ebay.oauth2.refreshToken();
    await expect.poll(() => fake.tokenRequests.length, { interval: 5 }).toBe(sent + 1);
    await ebay.oauth2.setCredentials('v^1.1#second-seller-token', { scope: [] });
    await refreshing;
    expect((await ebay.oauth2.getCredentials())?.accessToken).toBe('v^1.1#second-seller-token');
  });

  it('a 429 from the token endpoint is not remembered: the next call tries again', async () => {
    const ebay = client({ maxRetries: 0 });
    fake.tokenFailure = {
      status: 429,
      body: { errors: [{ errorId: 2001, domain: 'ACCESS', message: 'Too many requests.' }] },
    };
    await expect(ebay.oauth2.getAccessToken()).rejects.toBeInstanceOf(RateLimitError);
    fake.tokenFailure = undefined;
    await expect(ebay.oauth2.getAccessToken()).resolves.toMatch(/^v\^1\.1#/);
    expect(fake.tokenRequests).toHaveLength(2);
  });

  it('invalid_scope is remembered until setScope changes the scopes', async () => {
    const ebay = client();
    fake.tokenFailure = { status: 400, body: { error: 'invalid_scope', error_description: 'bad scope' } };
    await expect(ebay.oauth2.getAccessToken()).rejects.toBeInstanceOf(InvalidScopeError);
    await expect(ebay.oauth2.getAccessToken()).rejects.toBeInstanceOf(InvalidScopeError);
    expect(fake.tokenRequests).toHaveLength(1);
    fake.tokenFailure = undefined;
    ebay.oauth2.setScope(['https://api.ebay.com/oauth/api_scope/buy.item.feed']);
    await expect(ebay.oauth2.getAccessToken()).resolves.toMatch(/^v\^1\.1#/);
    expect(fake.tokenRequests[1]!.get('scope')).toBe('https://api.ebay.com/oauth/api_scope/buy.item.feed');
  });

  it('a token set without known scopes is refreshed without narrowing it to the default scope', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials({
      access_token: 'v^1.1#given',
      refresh_token: 'v^1.1#refresh-given',
      expires_in: 7200,
    });
    await ebay.oauth2.refreshToken();
    expect(fake.tokenRequests[0]!.has('scope')).toBe(false);
    await ebay.oauth2.setCredentials(
      { access_token: 'v^1.1#given-2', refresh_token: 'v^1.1#refresh-given-2', expires_in: 7200 },
      { scope: ['https://api.ebay.com/oauth/api_scope/sell.account'] },
    );
    await ebay.oauth2.refreshToken();
    expect(fake.tokenRequests[1]!.get('scope')).toBe('https://api.ebay.com/oauth/api_scope/sell.account');
  });

  it('aborting a call that waits for a token rejects at once, with AbortError, while the token is on its way', async () => {
    const ebay = client();
    // The token endpoint holds its answer until the test lets it go.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let tokensAnswered = 0;
    server.handler = async (req) => {
      const reply = await fake.handler(req);
      if (req.path === '/identity/v1/oauth2/token') {
        await held;
        tokensAnswered++;
      }
      return reply;
    };
    try {
      const controller = new AbortController();
      const call = ebay.request({ method: 'GET', path: '/protected' }, { signal: controller.signal });
      await expect.poll(() => fake.tokenRequests.length).toBe(1);
      controller.abort();
      await expect(call).rejects.toBeInstanceOf(AbortError);
      // It did not wait for the token, and sent no call.
      expect(tokensAnswered).toBe(0);
      expect(server.requests.filter((r) => r.path === '/protected')).toEqual([]);
    } finally {
      release();
    }
  });
});
