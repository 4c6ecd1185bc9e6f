import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallInputError, runCall } from '../../server/call/call.js';
import { operationDetail, xmlCallDetail } from '../../server/catalog/catalog.js';
import type { CallInput, RestCallInput } from '../../shared/api.js';
import { startRig, type CaptureRig } from './capture-helpers.js';

let rig: CaptureRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());

function rest(api: string, operationId: string, input: Partial<RestCallInput> = {}): RestCallInput {
  return { kind: 'rest', env: 'local', api, operationId, path: {}, query: {}, headers: {}, ...input };
}

describe('runCall: REST', () => {
  it("calls Browse getItem with the form's example id: 200, the item, a token request then the call", async () => {
    const itemId = operationDetail('buy.browse', 'getItem', rig.examples)?.parameters[0]?.example ?? '';
    const outcome = await runCall(
      rig.client(),
      rig.capture,
      rest('buy.browse', 'getItem', { path: { item_id: itemId }, query: { fieldgroups: '' } }),
    );
    expect(outcome).toMatchObject({ ok: true, status: 200, data: { itemId, title: expect.any(String) } });
    expect(outcome.error).toBeUndefined();
    expect(outcome.exchanges.map((e) => e.purpose)).toEqual(['token', 'call']);
    const call = outcome.exchanges[1];
    expect(call?.request.url).toBe(`${rig.url}/buy/browse/v1/item/${encodeURIComponent(itemId)}`);
    expect(call?.request.headers.authorization).toBe('Bearer [redacted]');
    expect(outcome.durationMs).toBeGreaterThanOrEqual((call?.durationMs ?? 0) - 1);
  });

  it("reports an unknown item as NotFoundError with eBay's error entry", async () => {
    const outcome = await runCall(
      rig.client(),
      rig.capture,
      rest('buy.browse', 'getItem', { path: { item_id: 'v1|999|0' } }),
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.status).toBe(404);
    expect(outcome.error).toMatchObject({ name: 'NotFoundError', status: 404 });
    expect(outcome.error?.errors[0]).toMatchObject({
      errorId: 11001,
      domain: 'API_BROWSE',
      message: expect.stringContaining('not found'),
    });
    expect(outcome.data).toBeUndefined();
  });

  it("reports baykit's own argument errors by name and message", async () => {
    const outcome = await runCall(rig.client(), rig.capture, rest('buy.browse', 'getItem', { path: {} }));
    expect(outcome).toMatchObject({ ok: false, error: { name: 'ValidationError', errors: [] }, exchanges: [] });
    expect(outcome.error?.message).toContain('item_id');
    expect(outcome.status).toBeUndefined();
  });

  it('sends JSON bodies with a user token: the sample inventory item, then a POST that reads it back', async () => {
    const client = rig.client();
    await rig.consent(client);
    const sample = operationDetail('sell.inventory', 'createOrReplaceInventoryItem', rig.examples)?.body?.sample;
    const put = await runCall(
      client,
      rig.capture,
      rest('sell.inventory', 'createOrReplaceInventoryItem', {
        path: { sku: 'EXPLORER-1' },
        body: sample,
        headers: { 'Content-Language': 'en-US' },
      }),
    );
    expect(put.error).toBeUndefined();
    expect(put.ok).toBe(true);
    expect([200, 201, 204]).toContain(put.status);
    expect(JSON.parse(put.exchanges.at(-1)?.request.body ?? '{}')).toEqual(sample);
    expect(put.exchanges.at(-1)?.request.headers['content-language']).toBe('en-US');

    const post = await runCall(
      client,
      rig.capture,
      rest('sell.inventory', 'bulkGetInventoryItem', { body: { requests: [{ sku: 'EXPLORER-1' }] } }),
    );
    expect(post).toMatchObject({
      ok: true,
      status: 200,
      data: { responses: [{ sku: 'EXPLORER-1', statusCode: 200 }] },
    });
    expect(post.exchanges.map((e) => `${e.purpose} ${e.request.method}`)).toEqual(['call POST']);
    expect(post.exchanges[0]?.request.headers['content-type']).toMatch(/application\/json/);
  });

  it('signs a call when asked and shows the signature base it was computed over', async () => {
    const keys = await runCall(
      rig.client(),
      rig.capture,
      rest('developer.keyManagement', 'createSigningKey', { body: { signingKeyCipher: 'ED25519' } }),
    );
    expect(keys.ok).toBe(true);
    // The explorer shows a new signing key's private key and JWE masked, in the data and in the wire view.
    expect(keys.data).toMatchObject({ jwe: '[redacted]', privateKey: '[redacted]' });
    const answer = keys.exchanges.find((e) => e.purpose === 'call')?.response?.body ?? '';
    expect(answer).toContain('"privateKey":"[redacted]"');
    // The key itself, made outside the explorer's view, signs the next call.
    const { jwe, privateKey } = (await rig.client().developer.keyManagement.createSigningKey({
      signingKeyCipher: 'ED25519',
    })) as { jwe: string; privateKey: string };
    const signer = rig.client({ signature: { jwe, privateKey } });
    const outcome = await runCall(
      signer,
      rig.capture,
      rest('buy.browse', 'getItem', { path: { item_id: rig.examples.browseItemId }, sign: true }),
    );
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    const call = outcome.exchanges.find((e) => e.purpose === 'call');
    expect(call?.request.headers['signature-input']).toMatch(/^sig1=/);
    expect(call?.request.signatureBase).toMatch(
      /^"x-ebay-signature-key": .+\n"@method": GET\n"@path": \/buy\/browse\/v1\/item\/.+\n"@authority": 127\.0\.0\.1:\d+\n"@signature-params": \(/,
    );
    expect(JSON.stringify(outcome)).not.toContain(privateKey.replace(/-----[^-]+-----|\s/g, '').slice(0, 40));
  });
});

describe('runCall: XML', () => {
  it('answers GeteBayOfficialTime with the timestamp, status from the call exchange', async () => {
    const client = rig.client();
    await rig.consent(client);
    const outcome = await runCall(client, rig.capture, {
      kind: 'xml',
      env: 'local',
      service: 'trading',
      callName: 'GeteBayOfficialTime',
      fields: {},
    });
    expect(outcome).toMatchObject({ ok: true, status: 200, data: { Ack: 'Success', Timestamp: expect.any(String) } });
    expect(outcome.exchanges.at(-1)?.request.headers['x-ebay-api-iaf-token']).toBe('[redacted]');
  });

  it("runs Trading GetItem with the catalog's sample and a user token", async () => {
    const client = rig.client();
    await rig.consent(client);
    const fields = xmlCallDetail('trading', 'GetItem', rig.examples)?.sample ?? {};
    const outcome = await runCall(client, rig.capture, {
      kind: 'xml',
      env: 'local',
      service: 'trading',
      callName: 'GetItem',
      fields,
    });
    expect(outcome).toMatchObject({
      ok: true,
      status: 200,
      data: { Item: { ItemID: rig.examples.legacyItemId, Title: expect.any(String) } },
    });
    expect(outcome.exchanges.map((e) => e.purpose)).toEqual(['call']);
  });

  it("reports an XML failure with eBay's error code", async () => {
    const client = rig.client();
    await rig.consent(client);
    const outcome = await runCall(client, rig.capture, {
      kind: 'xml',
      env: 'local',
      service: 'trading',
      callName: 'GetItem',
      fields: { ItemID: '1' },
    });
    expect(outcome).toMatchObject({ ok: false, status: 200 });
    expect(outcome.error?.errors[0]).toMatchObject({ errorId: 17, message: 'Item cannot be accessed.' });
  });

  it('refuses a Finding search before sending anything, saying eBay decommissioned Finding and what to use instead', async () => {
    const fields = xmlCallDetail('finding', 'findItemsByKeywords', rig.examples)?.sample ?? {};
    const outcome = await runCall(rig.client(), rig.capture, {
      kind: 'xml',
      env: 'local',
      service: 'finding',
      callName: 'findItemsByKeywords',
      fields,
    });
    expect(outcome).toMatchObject({ ok: false, error: { name: 'DeprecatedApiError' } });
    expect(outcome.error?.message).toMatch(/decommissioned the Finding API on 2025-02-05.*buy\.browse\.search/);
    expect(outcome.exchanges).toEqual([]);
  });
});

describe('runCall: input checks', () => {
  const bad: [string, unknown][] = [
    ['an unknown operation', rest('buy.browse', 'noSuchOperation')],
    ['an unknown API', rest('buy.nowhere', 'getItem')],
    ['a prototype name as operation', rest('buy.browse', 'constructor')],
    ['an unknown service', { kind: 'xml', env: 'local', service: 'soap', callName: 'GetItem', fields: {} }],
    ['an unknown call', { kind: 'xml', env: 'local', service: 'trading', callName: 'GetEverything', fields: {} }],
    ['a non-string query value', { ...rest('buy.browse', 'search'), query: { limit: 5 } }],
    ['an unknown kind', { kind: 'graphql', env: 'local' }],
    ['an unknown environment', { ...rest('buy.browse', 'getItem'), env: 'staging' }],
  ];
  it.each(bad)('rejects %s with CallInputError before any request', async (_what, input) => {
    await expect(runCall(rig.client(), rig.capture, input as CallInput)).rejects.toBeInstanceOf(CallInputError);
  });

  it('sends headers added by hand, and refuses the ones baykit sets (credentials, signature, framing)', async () => {
    const itemId = operationDetail('buy.browse', 'getItem', rig.examples)?.parameters[0]?.example ?? '';
    const outcome = await runCall(
      rig.client(),
      rig.capture,
      rest('buy.browse', 'getItem', { path: { item_id: itemId }, headers: { 'Accept-Language': 'de-DE' } }),
    );
    expect(outcome.exchanges.at(-1)?.request.headers['accept-language']).toBe('de-DE');
    for (const name of ['Authorization', 'x-ebay-signature-key', 'Host']) {
      await expect(
        runCall(
          rig.client(),
          rig.capture,
          rest('buy.browse', 'getItem', { path: { item_id: itemId }, headers: { [name]: 'x' } }),
        ),
      ).rejects.toThrow(`headers.${name} is set by baykit`);
    }
    await expect(
      runCall(
        rig.client(),
        rig.capture,
        rest('buy.browse', 'getItem', { path: { item_id: itemId }, headers: { 'X-A': 'a\r\nX-B: b' } }),
      ),
    ).rejects.toThrow('headers.X-A is not a valid header.');
  });

  it('names the unknown operation in the message', async () => {
    await expect(runCall(rig.client(), rig.capture, rest('buy.browse', 'noSuchOperation'))).rejects.toThrow(
      'Unknown REST operation buy.browse.noSuchOperation.',
    );
  });
});
