// A failed call tells the model what to fix: the client's typed error message (eBay's words plus the field, value or
// scope its answer names), and for an expired sign-in, when it expired and the login command of the server's target.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHttp, emptyHome, httpServer, httpSuite, testClient, textOf } from './helpers.js';

describe('an eBay error answer', () => {
  const suite = httpSuite([]);

  it("shows the typed error's message with the value eBay's answer names", async () => {
    const { client } = await suite.connected('decline');
    const read = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'sell.inventory.getInventoryItem', path: { sku: 'NO-SUCH-SKU-42' } },
    });
    expect(read.isError).toBe(true);
    const text = textOf(read);
    expect(text).toMatch(/^NotFoundError: eBay refused the call \(HTTP 404\)\. Nothing has that id/);
    // The message names the SKU eBay could not find (its parameters), inside the ebay-data fence.
    expect(text).toMatch(/\n```ebay-data\nWe didn't find the resource\/entity you are requesting.*NO-SUCH-SKU-42/);
  });
});

describe('a profile whose sign-in expired in 1970', () => {
  const home = emptyHome();
  let running: Awaited<ReturnType<typeof httpServer>> | undefined;
  beforeAll(async () => {
    const { XDG_CONFIG_HOME: configHome = '', XDG_STATE_HOME: stateHome = '' } = home.env;
    const config = join(configHome, 'baykit');
    mkdirSync(config, { recursive: true, mode: 0o700 });
    const profiles = { profiles: { sb: { env: 'sandbox', appId: 'APP-SB', certId: 'cert-secret-sb' } } };
    writeFileSync(join(config, 'config.json'), JSON.stringify(profiles), { mode: 0o600 });
    const state = join(stateHome, 'baykit');
    mkdirSync(state, { recursive: true, mode: 0o700 });
    const token = {
      kind: 'user',
      accessToken: 'v^1.1#i^1#expired-access-token',
      expiresAt: 7_200_000,
      refreshToken: 'v^1.1#i^1#r^1#expired-refresh-secret',
      refreshTokenExpiresAt: 0,
      scope: [],
      obtainedAt: 0,
    };
    const tokens = { version: 1, tokens: { 'baykit:sandbox:APP-SB:user:default': token } };
    writeFileSync(join(state, 'tokens.json'), JSON.stringify(tokens), { mode: 0o600 });
    running = await httpServer(['--profile', 'sb'], home.env);
  });
  afterAll(async () => {
    await running?.server.close();
    home.remove();
  });

  it('is refused with its date and the login command of that profile', async () => {
    const { client } = testClient('decline');
    await connectHttp(client, running!.server.url);
    try {
      const orders = await client.callTool({
        name: 'call_operation',
        arguments: { operation: 'sell.fulfillment.getOrders' },
      });
      expect(orders.isError).toBe(true);
      const answer = JSON.parse(textOf(orders)) as { message: string; error: string; hint: string };
      expect(answer.error).toBe('RefreshTokenExpiredError');
      expect(answer.message).toContain('The refresh token expired on 1970-01-01T00:00:00.000Z');
      expect(answer.hint).toBe('The sign-in expired (the message says when): run baykit login --profile sb again.');
      expect(textOf(orders)).not.toContain('expired-refresh-secret');
    } finally {
      await client.close();
    }
  });
});
