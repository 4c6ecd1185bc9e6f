import { Scope, type EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP } from '../../src/index.js';
import { signInClassic, testClient } from '../xml/helpers.js';
import { signedInClient } from './signed-in.js';

// eBay's access tokens and Auth'n'Auth tokens carry `+` and `/` (base64), its refresh tokens `^`, `#` and `=`. Each
// path that reads one gets it intact from baykit: `Authorization: Bearer`, Trading's `X-EBAY-API-IAF-TOKEN` and
// `eBayAuthToken`, Post-Order's `IAF`, and the refresh token's form body.

const emulator = createEmulator({ seed: 5 });
let origin = '';
let ebay: EbayClient;

beforeAll(async () => {
  origin = (await emulator.listen(0)).url;
  ebay = await signedInClient(origin, [Scope.API, Scope.SELL_INVENTORY]);
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

const basic = `Basic ${Buffer.from(`${DEFAULT_APP.appId}:${DEFAULT_APP.certId}`).toString('base64')}`;

describe('tokens with + and / on every path', () => {
  it('a user access token with + and / works as Bearer, as Trading IAF and as Post-Order IAF', async () => {
    const token = (await ebay.oauth2.getCredentials('user'))!.accessToken;
    expect(token).toContain('+');
    expect(token).toContain('/');
    await expect(ebay.sell.inventory.getInventoryItems()).resolves.toMatchObject({ total: expect.any(Number) });
    await expect(ebay.trading.GetUser()).resolves.toMatchObject({ Ack: 'Success' });
    await expect(ebay.postOrder.return.search({ limit: 1 })).resolves.toBeDefined();
  });

  it('renews through the refresh token form and keeps working with the new token', async () => {
    const before = (await ebay.oauth2.getCredentials('user'))!;
    emulator.clock.advance(3 * 3600);
    await ebay.sell.inventory.getInventoryItems();
    const after = (await ebay.oauth2.getCredentials('user'))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.accessToken).toContain('+');
  });

  it("takes the refresh token form-encoded and unencoded (as eBay's SDKs post it), not encoded twice", async () => {
    const refreshToken = (await ebay.oauth2.getCredentials('user'))!.refreshToken!;
    expect(refreshToken).toMatch(/[#^=]/);
    const post = (body: string): Promise<Response> =>
      fetch(`${origin}/identity/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const encoded = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString();
    expect((await post(encoded)).status).toBe(200);
    expect((await post(`grant_type=refresh_token&refresh_token=${refreshToken}`)).status).toBe(200);
    const twice = await post(
      `grant_type=refresh_token&refresh_token=${encodeURIComponent(encodeURIComponent(refreshToken))}`,
    );
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a form body whose + was left unencoded reads as a space: the refresh token is then invalid_grant', async () => {
    const refreshToken = (await ebay.oauth2.getCredentials('user'))!.refreshToken!;
    // The usual slip: a value with `+` concatenated into the form raw. In a form `+` means a space.
    const slipped = `${refreshToken.slice(0, 40)}+${refreshToken.slice(40)}`;
    const answer = await fetch(`${origin}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${slipped}`,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it("an Auth'n'Auth token with + and / works as Trading's eBayAuthToken", async () => {
    const classic = testClient(origin);
    try {
      const token = await signInClassic(classic);
      expect(token).toContain('+');
      expect(token).toContain('/');
      await expect(classic.trading.GetUser()).resolves.toMatchObject({ Ack: 'Success' });
    } finally {
      await classic.close();
    }
  });
});
