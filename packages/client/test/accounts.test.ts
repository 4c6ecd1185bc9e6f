import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, EbayClient, MemoryTokenStore, type AccessToken } from '../src/index.js';
import { APP_ID, CERT_ID, fakeEbay, type FakeEbay } from './helpers/fake-ebay.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let fake: FakeEbay;

beforeEach(async () => {
  fake = fakeEbay();
  server = await startTestServer(fake.handler);
});
afterEach(() => server.close());

const userToken = (name: string, expiresAt = Date.now() + 3_600_000): AccessToken => ({
  kind: 'user',
  accessToken: `v^1.1#user-${name}-${'z'.repeat(20)}`,
  refreshToken: `v^1.1#refresh-${name}`,
  expiresAt,
  obtainedAt: Date.now(),
  scope: ['https://api.ebay.com/oauth/api_scope/sell.fulfillment'],
});

describe('many accounts from one client (forAccount)', () => {
  it("sends each account's own user token and shares one application token and one connection pool", async () => {
    const store = new MemoryTokenStore();
    const ebay = new EbayClient({ appId: APP_ID, certId: CERT_ID, origin: server.origin, tokenStore: store });
    const sellers = ['seller-1', 'seller-2', 'seller-3'].map((name) => ebay.forAccount(name));
    for (const [i, seller] of sellers.entries()) {
      const token = userToken(`s${i}`);
      fake.valid.add(token.accessToken);
      await seller.oauth2.setCredentials(token);
    }
    await Promise.all(
      sellers.map((seller) => seller.request({ method: 'GET', path: '/sell/fulfillment/v1/order', grant: 'user' })),
    );
    const seen = server.requests
      .filter((r) => r.path === '/sell/fulfillment/v1/order')
      .map((r) => r.headers.authorization);
    expect(new Set(seen)).toEqual(new Set(sellers.map((_, i) => `Bearer ${userToken(`s${i}`).accessToken}`)));
    // The parent has no user token of its own; the views' tokens live under their accounts in the one store.
    expect(await ebay.oauth2.getCredentials('user')).toBeUndefined();
    expect(sellers[1]!.config.account).toBe('seller-2');

    // Application-token calls from every view mint one token, shared through the store.
    await Promise.all(
      [ebay, ...sellers].map((c) => c.request({ method: 'GET', path: '/protected', grant: 'application' })),
    );
    expect(fake.tokenRequests.filter((f) => f.get('grant_type') === 'client_credentials')).toHaveLength(1);

    // A view's close leaves the shared pool open for the others.
    await sellers[0]!.close();
    await sellers[1]!.request({ method: 'GET', path: '/sell/fulfillment/v1/order', grant: 'user' });
    await ebay.close();
  });

  it("refreshes an account's expired user token for that account only", async () => {
    const ebay = new EbayClient({ appId: APP_ID, certId: CERT_ID, origin: server.origin });
    const a = ebay.forAccount('a');
    const b = ebay.forAccount('b');
    const fresh = userToken('b');
    fake.valid.add(fresh.accessToken);
    await a.oauth2.setCredentials(userToken('a', Date.now() - 1000));
    await b.oauth2.setCredentials(fresh);
    await Promise.all(
      [a, b].map((c) => c.request({ method: 'GET', path: '/sell/fulfillment/v1/order', grant: 'user' })),
    );
    const refreshes = fake.tokenRequests.filter((f) => f.get('grant_type') === 'refresh_token');
    expect(refreshes.map((f) => f.get('refresh_token'))).toEqual(['v^1.1#refresh-a']);
    expect((await b.oauth2.getCredentials())?.accessToken).toBe(fresh.accessToken);
    await ebay.close();
  });

  it('refuses an empty account name', () => {
    const ebay = new EbayClient({ appId: APP_ID, certId: CERT_ID, origin: server.origin });
    expect(() => ebay.forAccount('')).toThrow(ConfigError);
  });
});
