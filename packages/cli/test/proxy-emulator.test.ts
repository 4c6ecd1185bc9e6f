// `baykit proxy --upstream <emulator>`: an exact relay (a call through it gets the bytes and statuses a direct call
// gets), no drift for the emulator's own traffic, and a cassette with every secret redacted and personal data masked.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { createEmulator, type Emulator } from '@baykit/emulator';
import { createEmulatorAdmin } from '@baykit/emulator/admin';
import { EbayClient, Scope } from 'baykit';
import { parseCassette } from 'baykit/cassette';
import { cliHome, type CliHome } from './helpers/cli-harness.js';
import { startProxy, type RunningProxy } from './helpers/proxy-run.js';

let emulator: Emulator;
let emulatorUrl: string;
let home: CliHome;
let proxy: RunningProxy | undefined;
const clients: EbayClient[] = [];

beforeAll(async () => {
  emulator = createEmulator();
  emulatorUrl = (await emulator.listen(0)).url;
  home = await cliHome('baykit-proxy-');
});

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(clients.map((client) => client.close()));
  await emulator?.close();
  await home?.close();
});

/** A client of the emulator's test app at `origin`, signed in as its seller through that origin. */
async function signedIn(origin: string): Promise<EbayClient> {
  const { appId, certId, devId, ruName } = emulator.app;
  const client = new EbayClient({ appId, certId, devId, ruName, origin });
  clients.push(client);
  const consent = client.oauth2.generateAuthUrl({
    scope: [Scope.SELL_INVENTORY, Scope.SELL_FULFILLMENT, Scope.SELL_ACCOUNT],
  });
  const { redirect } = await createEmulatorAdmin({ baseUrl: emulatorUrl }).approveConsent(consent);
  await client.oauth2.getToken(redirect);
  return client;
}

/** One raw GET: status and body bytes, as the app's HTTP stack sees them. */
async function get(origin: string, path: string, token: string): Promise<{ status: number; body: Buffer }> {
  const answer = await request(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: answer.statusCode, body: Buffer.from(await answer.body.arrayBuffer()) };
}

describe('baykit proxy in front of the emulator', () => {
  it('relays exactly, finds no drift in the emulator’s traffic, and records a redacted, masked cassette', async () => {
    proxy = await startProxy(
      ['--upstream', emulatorUrl, '--port', '0', '--record', 'run.jsonl', '--json'],
      home.env,
      home.dir,
    );
    const client = await signedIn(proxy.url);
    const lamp = {
      product: { title: 'Lamp', aspects: { Brand: ['Acme'] } },
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 2 } },
    };
    await client.sell.inventory.createOrReplaceInventoryItem('LAMP-1', lamp, { contentLanguage: 'en-US' });
    expect((await client.sell.inventory.getInventoryItem('LAMP-1')).product?.title).toBe('Lamp');
    const orders = await client.sell.fulfillment.getOrders({ limit: '2' });
    // The seeded orders name their buyers by user name: personal data the cassette masks.
    const buyerName = orders.orders?.[0]?.buyer?.username;
    expect(buyerName).toBeTruthy();
    await client.trading.GetUser({});

    const user = await client.oauth2.getCredentials('user');
    const token = user?.accessToken ?? '';
    for (const path of [
      '/sell/inventory/v1/inventory_item/LAMP-1',
      '/sell/inventory/v1/inventory_item/NO-SUCH-SKU',
      '/buy/browse/v1/item_summary/search?q=lamp&limit=3',
    ]) {
      const direct = await get(emulatorUrl, path, token);
      const relayed = await get(proxy.url, path, token);
      expect(relayed.status, path).toBe(direct.status);
      expect(relayed.body.equals(direct.body), path).toBe(true);
    }
    await proxy.printed('/buy/browse/v1/item_summary/search');

    const ran = await proxy.stop();
    proxy = undefined;
    expect(ran.status).toBe(0);
    const summary = JSON.parse(ran.stdout) as {
      drift: unknown[];
      exchanges: number;
      operations: Record<string, number>;
    };
    expect(summary.drift).toEqual([]);
    expect(summary.operations).toMatchObject({
      'identity.oauth2.token': 1,
      'sell.inventory.createOrReplaceInventoryItem': 1,
      'sell.fulfillment.getOrders': 1,
      'trading.GetUser': 1,
    });

    const file = join(home.dir, 'run.jsonl');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    const { header, exchanges } = parseCassette(text);
    expect(header).toMatchObject({ cassette: 1, environment: emulatorUrl, redacted: true, personalDataMasked: true });
    expect(header.recorder).toMatch(/^baykit-proxy\//);
    expect(exchanges.map((e) => e.seq)).toEqual(exchanges.map((_, i) => i + 1));
    expect(exchanges).toHaveLength(summary.exchanges);
    for (const secret of [token, user?.refreshToken ?? '', emulator.app.certId]) expect(text).not.toContain(secret);
    expect(text).not.toContain(String(buyerName));
    const getOrders = exchanges.find((e) => e.operation === 'sell.fulfillment.getOrders');
    expect(getOrders?.request.headers.authorization).toBe('Bearer [redacted]');
    expect(JSON.stringify(getOrders?.response.body)).toContain('masked-');
  });
});
