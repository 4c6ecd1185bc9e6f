import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { ConnectionError, EbayClient, type EbayClientOptions } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Capture } from '../../server/capture/capture.js';
import { MAX_STORED_BODY_BYTES } from '../../server/capture/capture-body.js';
import { runCall } from '../../server/call/call.js';
import { startRig, type CaptureRig } from './capture-helpers.js';

// A tiny recording server: answers by path, so the capture is tested at the wire, through baykit's own transport.
const CERT = 'SBX-capture-cert-id-0123456789';
const clients: EbayClient[] = [];
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
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A client of the recording server whose attempts `capture` records, with the default transport. */
function clientOf(capture: Capture, options: EbayClientOptions = {}): EbayClient {
  const client = new EbayClient({
    appId: 'capture-app',
    certId: CERT,
    origin,
    maxRetries: 0,
    onExchange: capture.onExchange,
    ...options,
  });
  clients.push(client);
  return client;
}

describe('Capture', () => {
  it("records a run's exchanges in order with method, URL, headers, bodies and timings", async () => {
    const capture = new Capture();
    const client = clientOf(capture);
    const run = await capture.run(() =>
      client.request(
        { method: 'PUT', path: '/thing', query: { q: 1 }, body: { a: 1 }, grant: 'application' },
        { headers: { 'X-Note': 'hi' } },
      ),
    );
    expect(run.result).toEqual({ ok: true });
    expect(run.exchanges.map((e) => [e.purpose, e.request.method, e.response?.status])).toEqual([
      ['token', 'POST', 200],
      ['call', 'PUT', 201],
    ]);
    const call = run.exchanges[1];
    expect(call?.request).toMatchObject({
      url: `${origin}/thing?q=1`,
      headers: { 'content-type': 'application/json', 'x-note': 'hi', authorization: 'Bearer [redacted]' },
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
    expect(received.at(-1)).toMatchObject({ method: 'PUT', url: '/thing?q=1', body: '{"a":1}' });
    // The token in the answer is masked, and in any later exchange of the run; so is the cert id.
    expect(JSON.stringify(run.exchanges)).not.toContain('the-access-token');
    expect(JSON.stringify(run.exchanges)).not.toContain(CERT);
  });

  it('stores binary answers as base64 and cuts big ones at 1 MB with a note', async () => {
    const capture = new Capture();
    const client = clientOf(capture);
    const run = await capture.run(async () => {
      await client.request({ method: 'GET', path: '/binary', grant: 'none' });
      await client.request({ method: 'GET', path: '/big', grant: 'none' });
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
    const client = clientOf(capture);
    const dead = clientOf(capture, { origin: `http://127.0.0.1:${deadPort}` });
    const run = await capture.run(async () => {
      await client.request({ method: 'GET', path: '/first', grant: 'none' });
      await dead.request({ method: 'GET', path: '/nothing', grant: 'none' });
    });
    expect(run.error).toBeInstanceOf(ConnectionError);
    expect(run.result).toBeUndefined();
    expect(run.exchanges).toHaveLength(2);
    expect(run.exchanges[1]?.response).toBeUndefined();
    expect(run.exchanges[1]?.request.url).toBe(`http://127.0.0.1:${deadPort}/nothing`);
  });

  it('keeps concurrent runs apart and records nothing outside a run', async () => {
    const capture = new Capture();
    const client = clientOf(capture);
    const get = (path: string) => client.request({ method: 'GET', path, grant: 'none' });
    expect(await get('/outside')).toEqual({ ok: true });
    const [a, b] = await Promise.all([
      capture.run(async () => {
        await get('/a1');
        await get('/a2');
      }),
      capture.run(() => get('/b1')),
    ]);
    expect(a.exchanges.map((e) => new URL(e.request.url).pathname)).toEqual(['/a1', '/a2']);
    expect(b.exchanges.map((e) => new URL(e.request.url).pathname)).toEqual(['/b1']);
  });

  it('rebuilds the signature base of a signed request, the signature key masked as baykit masks it', async () => {
    const capture = new Capture();
    const { privateKey } = generateKeyPairSync('ed25519');
    const client = clientOf(capture, {
      signature: {
        jwe: 'eyJhbGciOiJBMjU2R0NNS1cifQ.a2V5.aXY.Y2lwaGVy.dGFn',
        privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
      },
    });
    const run = await capture.run(() =>
      client.request({ method: 'GET', path: '/signed/path', query: { x: 1 }, grant: 'none' }, { sign: true }),
    );
    const host = new URL(origin).host;
    expect(run.exchanges[0]?.request.signatureBase).toMatch(
      new RegExp(
        `^"x-ebay-signature-key": \\[redacted\\]\n"@method": GET\n"@path": /signed/path\n"@authority": ${host}\n"@signature-params": \\("x-ebay-signature-key" "@method" "@path" "@authority"\\);created=\\d+$`,
      ),
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

  it("captures the request as the client's own transport sent it: every header the emulator received", async () => {
    const client = rig.client();
    const call = await runCall(client, rig.capture, {
      kind: 'rest',
      env: 'local',
      api: 'buy.browse',
      operationId: 'getItem',
      path: { item_id: rig.examples.browseItemId },
      query: {},
      headers: {},
    });
    expect(call.ok).toBe(true);
    const shown = call.exchanges.find((e) => e.purpose === 'call');
    const log = (await (await fetch(`${rig.url}/__emulator/requests`)).json()) as {
      requests: { path: string; headers: Record<string, string> }[];
    };
    const received = log.requests.filter((r) => r.path.startsWith('/buy/browse/v1/item/')).at(-1);
    // The connection's own headers aside, the capture shows exactly the headers that reached the emulator.
    const { host: _host, connection: _connection, 'content-length': _length, ...headers } = received?.headers ?? {};
    expect(Object.keys(shown?.request.headers ?? {}).sort()).toEqual(Object.keys(headers).sort());
    for (const [name, value] of Object.entries(headers))
      if (!value.includes('[masked]')) expect(shown?.request.headers[name]).toBe(value);
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
