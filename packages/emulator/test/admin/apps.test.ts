// More apps on one emulator (`POST /__emulator/apps`, `emulator.registerApp`): what the explorer uses to join the
// command line's shared emulator with its own redirect URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient } from 'baykit';
import {
  AppRegistrationError,
  createEmulator,
  MAX_REGISTERED_APPS,
  type AppRegistration,
  type Emulator,
} from '../../src/index.js';

let emulator: Emulator;
let url: string;
beforeAll(async () => {
  emulator = createEmulator({ seed: 3 });
  ({ url } = await emulator.listen(0));
});
afterAll(() => emulator.close());

const register = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/__emulator/apps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('POST /__emulator/apps', () => {
  it('registers an app whose RuName sends consent to its redirect URL, and gives the same app again', async () => {
    const first = await register({ redirectUrl: 'http://127.0.0.1:5999/callback' });
    expect(first.status).toBe(201);
    const app = (await first.json()) as AppRegistration;
    expect(app).toMatchObject({ appId: 'baykit-app-1', ruName: 'baykit-app-1-RuName', devId: emulator.app.devId });
    expect(app.certId).toMatch(/^baykit-cert-[0-9a-f]{24}$/);
    const again = await register({ redirectUrl: 'http://127.0.0.1:5999/callback' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(app);

    const client = new EbayClient({ appId: app.appId, certId: app.certId, ruName: app.ruName, origin: url });
    try {
      const consent = client.oauth2.generateAuthUrl({ scope: ['https://api.ebay.com/oauth/api_scope/sell.inventory'] });
      const approved = await fetch(`${url}/__emulator/consent/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: consent }),
      });
      const { redirect } = (await approved.json()) as { redirect: string };
      expect(redirect.startsWith('http://127.0.0.1:5999/callback?')).toBe(true);
      await client.oauth2.getToken(redirect);
      // Its data is the emulator's, whichever app reads it.
      await client.sell.inventory.createOrReplaceInventoryItem('APPS-1', {
        product: { title: 'Second keyset', aspects: { Brand: ['baykit'] } },
        condition: 'NEW',
        availability: { shipToLocationAvailability: { quantity: 1 } },
      });
      expect((await client.sell.inventory.getInventoryItem('APPS-1')).product?.title).toBe('Second keyset');
    } finally {
      await client.close();
    }

    // Registered apps are configuration: a reset keeps them (their tokens go, as every token does).
    emulator.reset();
    expect(emulator.registerApp({ redirectUrl: 'http://127.0.0.1:5999/callback' })).toEqual(app);
    const token = await fetch(`${url}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${app.appId}:${app.certId}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope',
    });
    expect(token.status).toBe(200);
  });

  it('refuses redirect URLs that are not plain http(s) URLs, saying what to send', async () => {
    for (const redirectUrl of [
      undefined,
      42,
      '/callback',
      'javascript:alert(1)',
      'http://user:pw@127.0.0.1/cb',
      `http://x/${'a'.repeat(2100)}`,
    ]) {
      const refused = await register({ redirectUrl });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/redirectUrl/);
    }
    expect(() => emulator.registerApp({ redirectUrl: 'ftp://127.0.0.1/' })).toThrow(AppRegistrationError);
  });

  it('is refused cross-site and as a simple form post, like every admin route', async () => {
    const crossSite = await register({ redirectUrl: 'https://evil.example/cb' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const simple = await fetch(`${url}/__emulator/apps`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ redirectUrl: 'https://evil.example/cb' }),
    });
    expect(simple.status).toBe(415);
  });

  it("never takes the emulator's own app id for a registered app", async () => {
    const named = createEmulator({ app: { appId: 'baykit-app-1' } });
    try {
      const app = named.registerApp({ redirectUrl: 'http://127.0.0.1:6100/cb' });
      expect(app.appId).toBe('baykit-app-2');
      expect(named.app.appId).toBe('baykit-app-1');
    } finally {
      await named.close();
    }
  });

  it(`registers at most ${MAX_REGISTERED_APPS} apps, then says how to get more`, async () => {
    const local = createEmulator();
    try {
      for (let i = 0; i < MAX_REGISTERED_APPS; i++)
        local.registerApp({ redirectUrl: `http://127.0.0.1:${6000 + i}/cb` });
      expect(() => local.registerApp({ redirectUrl: 'http://127.0.0.1:7000/cb' })).toThrow(/restart it/);
      // One already registered is still given.
      expect(local.registerApp({ redirectUrl: 'http://127.0.0.1:6000/cb' }).appId).toBe('baykit-app-1');
    } finally {
      await local.close();
    }
  });
});
