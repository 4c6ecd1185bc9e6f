import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../src/index.js';

let emulator: Emulator;
let port: number;
let appToken: string;

/** An HTTP request to the emulator's socket with any Host and headers (fetch cannot set Host). */
function send(
  path: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        setHost: false,
        headers: { host: options.host ?? `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => (body += text));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };
const search = (): Promise<{ status: number; body: string }> =>
  send('/buy/browse/v1/item_summary/search?q=shoes&limit=1', { headers: { authorization: `Bearer ${appToken}` } });

beforeAll(async () => {
  emulator = createEmulator({ seed: 6, allowedHosts: ['emulator.test', 'mapped.test:8080'] });
  ({ port } = await emulator.listen(0));
  const token = await send('/identity/v1/oauth2/token', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${emulator.app.appId}:${emulator.app.certId}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope',
  });
  appToken = (JSON.parse(token.body) as { access_token: string }).access_token;
});
afterAll(() => emulator.close());

describe('the admin API refuses what a web page could send', () => {
  it('refuses CORS-simple text/plain POSTs (415) and changes nothing', async () => {
    for (const path of ['/__emulator/reset', '/__emulator/tokens/expire', '/__emulator/faults']) {
      const refused = await send(path, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ match: '/buy/', fault: '500', count: 5 }),
      });
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body)).toEqual({ error: expect.stringContaining('Content-Type: application/json') });
    }
    for (const type of [undefined, 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const refused = await send('/__emulator/tokens/expire', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: '{}',
      });
      expect(refused.status).toBe(415);
    }
    // No fault was queued and the token was not expired.
    expect((await search()).status).toBe(200);
  });

  it('refuses a cross-site Origin or Sec-Fetch-Site (403), even with a JSON body', async () => {
    const evil = await send('/__emulator/tokens/expire', {
      method: 'POST',
      headers: { ...JSON_TYPE, origin: 'http://evil.example' },
      body: '{}',
    });
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body)).toEqual({ error: expect.stringContaining('Origin http://evil.example') });
    expect(
      (await send('/__emulator/reset', { method: 'POST', headers: { ...JSON_TYPE, origin: 'null' }, body: '{}' }))
        .status,
    ).toBe(403);
    expect((await send('/__emulator/requests', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await search()).status).toBe(200);
  });

  it('refuses pages of other origins on the same machine too (another port, localhost for 127.0.0.1)', async () => {
    // Every port of 127.0.0.1 is the same site, and another user's server may be listening on one.
    const pages: Record<string, string>[] = [
      { origin: `http://127.0.0.1:${port + 1}`, 'sec-fetch-site': 'same-site' },
      { origin: `http://localhost:${port}` },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of pages) {
      const refused = await send('/__emulator/requests', { headers });
      expect([headers, refused.status]).toEqual([headers, 403]);
      expect(refused.body).not.toContain('"requests"');
    }
  });

  it("answers its own origin's pages and an address typed into the browser (Sec-Fetch-Site: none)", async () => {
    const own: Record<string, string>[] = [
      { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of own)
      expect([headers, (await send('/__emulator/requests', { headers })).status]).toEqual([headers, 200]);
  });

  it('answers only its own Host: loopback names on its port and the allowedHosts (403 otherwise, against DNS rebinding)', async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `LOCALHOST:${port}`,
      `[::1]:${port}`,
      `emulator.test:${port}`,
      'mapped.test:8080',
    ]) {
      expect([host, (await send('/__emulator/requests', { host })).status]).toEqual([host, 200]);
    }
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `127.0.0.1:${port + 1}`,
      '127.0.0.1',
      `emulator.test:${port + 1}`,
      `mapped.test:${port}`,
    ]) {
      const refused = await send('/__emulator/requests', { host });
      expect([host, refused.status]).toEqual([host, 403]);
      expect(refused.body).not.toContain('"requests"');
    }
    expect(JSON.parse((await send('/__emulator/app', { host: `evil.example:${port}` })).body)).toEqual({
      error: expect.stringContaining(
        `127.0.0.1:${port}, localhost:${port}, [::1]:${port}, emulator.test, mapped.test:8080`,
      ),
    });
    // A Host that is not a host name at all never reaches a route.
    expect((await send('/__emulator/requests', { host: `127.0.0.1:${port}/__emulator/app?` })).status).toBe(400);
  });

  it('still takes JSON admin calls from a script', async () => {
    const faulted = await send('/__emulator/faults', {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ match: '/buy/', fault: '503', count: 1 }),
    });
    expect(faulted.status).toBe(200);
    expect((await search()).status).toBe(503);
    expect(
      (
        await send('/__emulator/reset', {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      ).status,
    ).toBe(200);
  });
});

describe("eBay's routes over HTTP answer only the emulator's own Host (against DNS rebinding)", () => {
  const tokenRequest = (host: string) =>
    send('/identity/v1/oauth2/token', {
      method: 'POST',
      host,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${emulator.app.appId}:${emulator.app.certId}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope',
    });

  it('mints no token with the public test keys for a rebound name, and says which names it answers to', async () => {
    const refused = await tokenRequest(`evil.example:${port}`);
    expect(refused.status).toBe(403);
    expect(refused.body).not.toContain('access_token');
    expect(JSON.parse(refused.body)).toMatchObject({
      errors: [
        { errorId: 1100, domain: 'ACCESS', message: expect.stringContaining(`127.0.0.1:${port}, localhost:${port}`) },
      ],
    });
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `emulator.test:${port}`, 'mapped.test:8080'])
      expect([host, (await tokenRequest(host)).status]).toEqual([host, 200]);
  });

  it('refuses the REST, XML, consent and sign-in routes for a foreign Host', async () => {
    const host = `rebound.example:${port}`;
    const token = (JSON.parse((await tokenRequest(`127.0.0.1:${port}`)).body) as { access_token: string }).access_token;
    const rest = await send('/buy/browse/v1/item_summary/search?q=shoes', {
      host,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(403);
    expect(rest.body).not.toContain('itemSummaries');
    const own = await send('/buy/browse/v1/item_summary/search?q=shoes', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.status).toBe(200);
    const destination = await send('/commerce/notification/v1/destination', {
      method: 'POST',
      host,
      headers: { ...JSON_TYPE, authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'x', status: 'ENABLED', deliveryConfig: { endpoint: 'http://127.0.0.1:1/' } }),
    });
    expect(destination.status).toBe(403);
    for (const path of ['/ws/api.dll', '/oauth2/authorize?client_id=x', '/ws/eBayISAPI.dll?SignIn'])
      expect([path, (await send(path, { host })).status]).toEqual([path, 403]);
  });

  it("answers eBay's routes under eBay's own host names (a client keeping Host for its signature), never the admin API", async () => {
    for (const host of ['api.ebay.com', 'apiz.sandbox.ebay.com', 'API.EBAY.COM:443'])
      expect([host, (await tokenRequest(host)).status]).toEqual([host, 200]);
    for (const host of ['api.ebay.com.evil.example', 'evilapi.ebay.com', 'api.ebay.co', 'ebay.com'])
      expect([host, (await tokenRequest(host)).status]).toEqual([host, 403]);
    expect((await send('/__emulator/app', { host: 'api.ebay.com' })).status).toBe(403);
  });

  it('in process (no socket), any port of a loopback name is the emulator', async () => {
    const inProcess = createEmulator();
    const reset = await inProcess.fetch(
      new Request('http://127.0.0.1/__emulator/reset', { method: 'POST', headers: JSON_TYPE, body: '{}' }),
    );
    expect(reset.status).toBe(200);
    expect((await inProcess.fetch(new Request('http://localhost:4010/__emulator/app'))).status).toBe(200);
    expect((await inProcess.fetch(new Request('http://evil.example/__emulator/app'))).status).toBe(403);
    expect(
      (await inProcess.fetch(new Request('http://127.0.0.1/__emulator/reset', { method: 'POST', body: '{}' }))).status,
    ).toBe(415);
    await inProcess.close();
  });
});
