// Recording a client session against the emulator (real HTTP on 127.0.0.1) through onExchange, then replaying it
// from the cassette with the emulator stopped: the same results, and a clear refusal of any request not recorded.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleValues } from '@baykit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cassetteRecorder,
  cassetteTransport,
  CLIENT_RECORDER,
  parseCassette,
  recordCassette,
  UnrecordedRequestError,
} from '../../src/cassette/index.js';
import { EbayClient, NotFoundError, type EbayClientOptions } from '../../src/index.js';
import { startEmulator, type EmulatorRig } from '../reliability/helpers/emulator-rig.js';
import packageJson from '../../package.json' with { type: 'json' };

const KEYS = {
  appId: 'baykit-test-app',
  certId: 'baykit-test-cert',
  devId: 'baykit-test-dev',
  ruName: 'baykit-test-RuName',
};
const ITEM = {
  availability: { shipToLocationAvailability: { quantity: 3 } },
  condition: 'NEW',
  product: { title: 'Kayak paddle' },
};

/** The session both runs make: sign-in, REST writes and reads, a 404, Browse on the app token, a Trading call. */
async function session(ebay: EbayClient, legacyItemId: string, code: string): Promise<unknown[]> {
  await ebay.oauth2.getToken(code);
  await ebay.sell.inventory.createOrReplaceInventoryItem('PADDLE-1', ITEM, { contentLanguage: 'en-US' });
  const item = await ebay.sell.inventory.getInventoryItem('PADDLE-1');
  const missing = await ebay.sell.inventory.getInventoryItem('NO-SUCH-SKU').catch((error: unknown) => error);
  const got = await ebay.trading.GetItem({ ItemID: legacyItemId });
  return [item, missing instanceof NotFoundError ? ['NotFoundError', missing.status, missing.code] : missing, got];
}

let rig: EmulatorRig;
let recorded: { text: string; results: unknown[]; legacyItemId: string };
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'baykit-cassette-'));
  rig = await startEmulator();
  const { legacyItemId } = exampleValues(rig.emulator);
  const recorder = cassetteRecorder({ keepPersonalData: true, environment: 'emulator' });
  const ebay = rig.client({ onExchange: recorder.observe });
  const consent = ebay.oauth2.generateAuthUrl({ scope: ['https://api.ebay.com/oauth/api_scope/sell.inventory'] });
  const code = new URL((await rig.admin.approveConsent(consent)).redirect).searchParams.get('code') ?? '';
  const results = await session(ebay, legacyItemId, code);
  recorded = { text: recorder.text(), results, legacyItemId };
  // Replays below run with no emulator at all.
  await rig.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function replaying(options: Partial<EbayClientOptions> & Parameters<typeof cassetteTransport>[1] = {}) {
  const transport = cassetteTransport(recorded.text, options);
  // The origin is the stopped emulator's: nothing may reach it.
  return { transport, ebay: new EbayClient({ ...KEYS, origin: rig.url, transport, maxRetries: 0 }) };
}

describe('cassettes in tests', () => {
  it('records every exchange of a session, secrets redacted, in the documented format', () => {
    const { header, exchanges } = parseCassette(recorded.text);
    expect(header).toMatchObject({
      cassette: 1,
      recorder: CLIENT_RECORDER,
      environment: 'emulator',
      redacted: true,
      personalDataMasked: false,
    });
    expect(CLIENT_RECORDER).toBe(`baykit-client/${packageJson.version}`);
    expect(exchanges.map((e) => [e.seq, e.operation, e.response.status])).toEqual([
      [1, 'oauth2.getToken', 200],
      [2, 'createOrReplaceInventoryItem', 201],
      [3, 'getInventoryItem', 200],
      [4, 'getInventoryItem', 404],
      [5, 'GetItem', 200],
    ]);
    expect(exchanges[0]?.request.body).toEqual({ text: expect.stringContaining('code=[redacted]') });
    expect(exchanges[0]?.response.body).toEqual({ text: expect.stringContaining('"access_token":"[redacted]"') });
    expect(exchanges[4]?.request.headers['x-ebay-api-iaf-token']).toBe('[redacted]');
    expect(recorded.text).not.toMatch(/v\^1\.1#|baykit-test-cert/);
  });

  it('replays the session from the cassette with the emulator stopped, with the same results', async () => {
    const { ebay, transport } = replaying();
    expect(await session(ebay, recorded.legacyItemId, 'any-code')).toEqual(recorded.results);
    expect(transport.unused()).toEqual([]);
    transport.assertAllUsed();
  });

  it('refuses a request that was not recorded, naming it and what the cassette expected', async () => {
    const { ebay } = replaying();
    await ebay.oauth2.getToken('any-code');
    const error = await ebay.sell.inventory.getInventoryItem('OTHER-SKU').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnrecordedRequestError);
    expect((error as UnrecordedRequestError).message).toBe(
      'GET /sell/inventory/v1/inventory_item/OTHER-SKU was not recorded: the cassette has #2 PUT ' +
        '/sell/inventory/v1/inventory_item/PADDLE-1 (createOrReplaceInventoryItem) next. Record the cassette again, or make the calls as recorded.',
    );
  });

  it('refuses a request out of order in order mode, answers it by request in by-request mode, and reports the unused', async () => {
    const inOrder = replaying();
    await inOrder.ebay.oauth2.getToken('any-code');
    await expect(inOrder.ebay.sell.inventory.getInventoryItem('PADDLE-1')).rejects.toThrow(
      /GET \/sell\/inventory\/v1\/inventory_item\/PADDLE-1 was not recorded: the cassette has #2 PUT .* next \(#3 getInventoryItem has that method and path/,
    );
    const byRequest = replaying({ match: 'by-request' });
    await byRequest.ebay.oauth2.getToken('any-code');
    expect(await byRequest.ebay.sell.inventory.getInventoryItem('PADDLE-1')).toEqual(recorded.results[0]);
    expect(byRequest.transport.unused().map((e) => e.seq)).toEqual([2, 4, 5]);
    expect(() => byRequest.transport.assertAllUsed()).toThrow(
      '3 recorded exchanges were never requested, the first #2 PUT /sell/inventory/v1/inventory_item/PADDLE-1 (createOrReplaceInventoryItem): make that call, or record the cassette again.',
    );
  });

  it('compares bodies as data: another inventory item is not the recorded request', async () => {
    const { ebay } = replaying();
    await ebay.oauth2.getToken('any-code');
    await expect(
      ebay.sell.inventory.createOrReplaceInventoryItem(
        'PADDLE-1',
        { ...ITEM, condition: 'USED_GOOD' },
        { contentLanguage: 'en-US' },
      ),
    ).rejects.toBeInstanceOf(UnrecordedRequestError);
  });

  it('writes a cassette file as it goes, for its owner only, masking personal data by default', async () => {
    const again = await startEmulator();
    try {
      const path = join(dir, 'browse.cassette.jsonl');
      const recorder = recordCassette(path);
      const ebay = again.client({ onExchange: recorder.observe });
      const item = await ebay.buy.browse.getItem(exampleValues(again.emulator).browseItemId);
      const seller = (item as { seller?: { username?: string } }).seller?.username ?? '';
      const text = readFileSync(path, 'utf8');
      expect(text).toBe(recorder.text());
      expect(parseCassette(text).header.personalDataMasked).toBe(true);
      expect(seller).not.toBe('');
      expect(text).not.toContain(`"${seller}"`);
      expect(text).toMatch(/"username\\":\\"masked-1\\"/);
      expect(statSync(path).mode & 0o077).toBe(0);
    } finally {
      await again.close();
    }
  });
});
