import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Capture } from '../../server/capture.js';
import { MAX_STORED_BODY_BYTES } from '../../server/capture-body.js';
import { runCall } from '../../server/call.js';
import { startRig, type CaptureRig } from './capture-helpers.js';

// A tiny recording server: answers by path, so the capture is tested at the wire.
let server: Server;
let origin: string;
const received: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      if (req.url === '/binary') {
        res
          .writeHead(200, { 'content-type': 'application/pdf' })
          .end(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]));
      } else if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(MAX_STORED_BODY_BYTES + 10));
      } else if (req.url === '/identity/v1/oauth2/token') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"access_token":"v^1.1#i^1#the-access-token","expires_in":7200}');
      } else {
        res
          .writeHead(201, { 'content-type': 'application/json', 'x-echo': req.headers['x-note'] ?? '' })
          .end('{"ok":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Capture', () => {
  it("records a run's exchanges in order with method, URL, headers, bodies and timings", async () => {
    const capture = new Capture();
    const run = await capture.run(async () => {
      const token = await capture.fetch(`${origin}/identity/v1/oauth2/token`, {
        method: 'POST',
        body: 'grant_type=client_credentials',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await token.json();
      const call = await capture.fetch(`${origin}/thing?q=1`, {
        method: 'PUT',
        body: '{"a":1}',
        headers: { 'content-type': 'application/json', 'X-Note': 'hi' },
      });
      return (await call.json()) as unknown;
    });
    expect(run.result).toEqual({ ok: true });
    expect(run.exchanges.map((e) => [e.purpose, e.request.method, e.response?.status])).toEqual([
      ['token', 'POST', 200],
      ['call', 'PUT', 201],
    ]);
    const call = run.exchanges[1];
    expect(call?.request).toMatchObject({
      url: `${origin}/thing?q=1`,
      headers: { 'content-type': 'application/json', 'x-note': 'hi' },
      body: '{"a":1}',
    });
    expect(call?.response).toMatchObject({
      statusText: 'Created',
      body: '{"ok":true}',
      bodyEncoding: 'text',
      headers: { 'x-echo': 'hi' },
    });
    expect(Date.parse(call?.startedAt ?? '')).not.toBeNaN();
    expect(call?.durationMs).toBeGreaterThanOrEqual(0);
    expect(received.at(-1)).toEqual({ method: 'PUT', url: '/thing?q=1', body: '{"a":1}' });
    // The token in the answer is masked, and in any later exchange of the run.
    expect(JSON.stringify(run.exchanges)).not.toContain('the-access-token');
  });

  it('stores binary answers as base64 and cuts big ones at 1 MB with a note', async () => {
    const capture = new Capture();
    const run = await capture.run(async () => {
      await (await capture.fetch(`${origin}/binary`)).arrayBuffer();
      await (await capture.fetch(`${origin}/big`)).text();
    });
    expect(run.exchanges[0]?.response).toMatchObject({
      body: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]).toString('base64'),
      bodyEncoding: 'base64',
    });
    const big = run.exchanges[1]?.response?.body ?? '';
    expect(big.startsWith('x'.repeat(MAX_STORED_BODY_BYTES))).toBe(true);
    expect(big.slice(MAX_STORED_BODY_BYTES)).toMatch(/cut: \d+ bytes/);
  });

  it('returns what the run sent when it throws, and an exchange without answer when the connection fails', async () => {
    const capture = new Capture();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const run = await capture.run(async () => {
      await (await capture.fetch(`${origin}/first`)).text();
      await capture.fetch(`http://127.0.0.1:${deadPort}/nothing`);
    });
    expect(run.error).toBeInstanceOf(TypeError);
    expect(run.result).toBeUndefined();
    expect(run.exchanges).toHaveLength(2);
    expect(run.exchanges[1]?.response).toBeUndefined();
    expect(run.exchanges[1]?.request.url).toBe(`http://127.0.0.1:${deadPort}/nothing`);
  });

  it('keeps concurrent runs apart and records nothing outside a run', async () => {
    const capture = new Capture();
    const outside = await capture.fetch(`${origin}/outside`);
    expect(outside.status).toBe(201);
    const [a, b] = await Promise.all([
      capture.run(async () => {
        await (await capture.fetch(`${origin}/a1`)).text();
        await (await capture.fetch(`${origin}/a2`)).text();
      }),
      capture.run(async () => void (await (await capture.fetch(`${origin}/b1`)).text())),
    ]);
    expect(a.exchanges.map((e) => new URL(e.request.url).pathname)).toEqual(['/a1', '/a2']);
    expect(b.exchanges.map((e) => new URL(e.request.url).pathname)).toEqual(['/b1']);
  });

  it('rebuilds the signature base of a request that carries Signature-Input', async () => {
    const capture = new Capture();
    const run = await capture.run(async () => {
      const headers = {
        'x-ebay-signature-key': 'eyJ.public.jwe',
        'signature-input': 'sig1=("x-ebay-signature-key" "@method" "@path" "@authority");created=1700000000',
        signature: 'sig1=:AAAA:',
      };
      await (await capture.fetch(`${origin}/signed/path?x=1`, { headers })).text();
    });
    const host = new URL(origin).host;
    expect(run.exchanges[0]?.request.signatureBase).toBe(
      `"x-ebay-signature-key": eyJ.public.jwe\n"@method": GET\n"@path": /signed/path\n"@authority": ${host}\n"@signature-params": ("x-ebay-signature-key" "@method" "@path" "@authority");created=1700000000`,
    );
  });
});

describe('Capture of baykit against the emulator: no secret in any captured run', () => {
  let rig: CaptureRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(() => rig.close());

  /** Every spelling a secret could take in the JSON the browser receives. */
  function expectNoSecret(json: string, secrets: (string | undefined)[]): void {
    for (const secret of secrets) {
      if (!secret) throw new Error('a secret the test expected was not obtained');
      for (const spelling of [
        secret,
        encodeURIComponent(secret),
        new URLSearchParams({ v: secret }).toString().slice(2),
        JSON.stringify(secret).slice(1, -1),
      ]) {
        expect(json).not.toContain(spelling);
      }
    }
  }

  it('masks the code exchange, the call it enables, and a token refresh', async () => {
    const client = rig.client();
    const certId = rig.emulator.app.certId;
    const basic = Buffer.from(`${rig.emulator.app.appId}:${certId}`).toString('base64');
    let redirect = '';
    const signIn = await rig.capture.run(async () => {
      redirect = await rig.consent(client);
    });
    expect(signIn.error).toBeUndefined();
    const code = new URL(redirect).searchParams.get('code') ?? undefined;
    const first = await client.oauth2.getCredentials('user');
    expect(signIn.exchanges.map((e) => e.purpose)).toEqual(['token']);

    const call = await runCall(client, rig.capture, {
      kind: 'rest',
      env: 'local',
      api: 'sell.inventory',
      operationId: 'getInventoryItems',
      path: {},
      query: { limit: '5' },
      headers: {},
    });
    expect(call.ok).toBe(true);

    await rig.admin.expireTokens();
    const refreshed = await runCall(client, rig.capture, {
      kind: 'rest',
      env: 'local',
      api: 'sell.inventory',
      operationId: 'getInventoryItems',
      path: {},
      query: {},
      headers: {},
    });
    expect(refreshed.ok).toBe(true);
    expect(refreshed.exchanges.map((e) => e.purpose)).toContain('token');
    const tokenRequest = refreshed.exchanges.find((e) => e.purpose === 'token');
    expect(tokenRequest?.request.body).toMatch(/grant_type=refresh_token&refresh_token=\[redacted\]/);
    const second = await client.oauth2.getCredentials('user');
    expect(second?.accessToken).not.toBe(first?.accessToken);

    const json = JSON.stringify([signIn.exchanges, call, refreshed]);
    expectNoSecret(json, [
      certId,
      basic,
      code,
      first?.accessToken,
      first?.refreshToken,
      second?.accessToken,
      second?.refreshToken,
    ]);
  });

  it("masks the Auth'n'Auth token in FetchToken's answer and in the Trading call that uses it", async () => {
    const client = rig.client();
    const signIn = await rig.capture.run(() => rig.authNAuth(client));
    expect(signIn.error).toBeUndefined();
    const authToken = client.authNAuth.authToken;
    expect(signIn.exchanges.map((e) => e.request.headers['x-ebay-api-call-name'])).toEqual([
      'GetSessionID',
      'FetchToken',
    ]);
    expect(signIn.exchanges[1]?.response?.body).toContain('<eBayAuthToken>[redacted]</eBayAuthToken>');
    expect(signIn.exchanges[0]?.request.headers['x-ebay-api-cert-name']).toBe('[redacted]');

    const call = await runCall(client, rig.capture, {
      kind: 'xml',
      env: 'local',
      service: 'trading',
      callName: 'GetItem',
      fields: { ItemID: rig.examples.legacyItemId },
    });
    expect(call.ok).toBe(true);
    expect(call.exchanges[0]?.request.body).toContain('<eBayAuthToken>[redacted]</eBayAuthToken>');
    expectNoSecret(JSON.stringify([signIn, call]), [authToken, rig.emulator.app.certId]);
  });
});
