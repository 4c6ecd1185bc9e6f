// `baykit proxy` in front of a small server that departs from the contracts in each way the report names, and the
// relay's own refusals: no upstream but loopback, no absolute-form targets or tunnels, no other Host, no web pages.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { hostOfPath, originFor } from '../src/proxy/upstream.js';
import { cliHome, type CliHome } from './helpers/cli-harness.js';
import { startProxy, type RunningProxy } from './helpers/proxy-run.js';

/** What the departing server answers, by method and path: status, content type and body. */
const ANSWERS: Record<string, [number, string, string]> = {
  // An extra field and a wrong type in a success answer.
  'GET /sell/inventory/v1/offer/1': [
    200,
    'application/json',
    '{"offerId":"1","sparkle":true,"availableQuantity":"two"}',
  ],
  // A status getOffer's contract does not list.
  'GET /sell/inventory/v1/offer/2': [409, 'application/json', '{"errors":[{"errorId":25713}]}'],
  // An error id getOffer's contract does not list for 400.
  'GET /sell/inventory/v1/offer/3': [400, 'application/json', '{"errors":[{"errorId":99999}]}'],
  // Answers a request that left out a query parameter the contract requires.
  'GET /commerce/taxonomy/v1/category_tree/0/get_category_suggestions': [200, 'application/json', '{}'],
  // A path no operation has.
  'GET /sell/nothing/v1/here': [404, 'application/json', '{}'],
  // A Trading answer with an element Trading's schema lacks.
  'POST /ws/api.dll': [
    200,
    'text/xml',
    '<?xml version="1.0" encoding="UTF-8"?><GetUserResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack><Sparkle>1</Sparkle></GetUserResponse>',
  ],
};

let departing: Server;
let departingUrl: string;
let home: CliHome;
let proxy: RunningProxy | undefined;

beforeAll(async () => {
  departing = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const [status, type, body] = ANSWERS[`${req.method} ${(req.url ?? '').split('?')[0]}`] ?? [500, 'text/plain', ''];
      res.writeHead(status, { 'content-type': type }).end(body);
    });
  });
  await new Promise<void>((ok) => departing.listen(0, '127.0.0.1', ok));
  departingUrl = `http://127.0.0.1:${(departing.address() as AddressInfo).port}`;
  home = await cliHome('baykit-proxy-drift-');
});

afterAll(async () => {
  await proxy?.stop();
  await new Promise((ok) => departing?.close(ok));
  await home?.close();
});

/** Sends one request through the relay and reads its answer. */
async function send(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: string) {
  const answer = await request(`${proxy?.url}${path}`, { method, headers, ...(body ? { body } : {}) });
  return { status: answer.statusCode, text: await answer.body.text() };
}

/** Sends raw bytes to the relay and reads until it closes the connection. */
function raw(bytes: string): Promise<string> {
  const { port } = new URL(proxy?.url ?? '');
  return new Promise((ok, fail) => {
    let text = '';
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => ok(text));
    socket.on('error', fail);
  });
}

describe('baykit proxy in front of a server that departs from the contracts', () => {
  it('reports each kind of drift as it happens and sums them up at exit', async () => {
    proxy = await startProxy(['--upstream', departingUrl, '--port', '0', '--json'], home.env, home.dir);
    expect((await send('GET', '/sell/inventory/v1/offer/1')).status).toBe(200);
    expect((await send('GET', '/sell/inventory/v1/offer/2')).status).toBe(409);
    expect((await send('GET', '/sell/inventory/v1/offer/3')).status).toBe(400);
    await send('GET', '/commerce/taxonomy/v1/category_tree/0/get_category_suggestions');
    await send('GET', '/sell/nothing/v1/here');
    const trading = await send(
      'POST',
      '/ws/api.dll',
      { 'x-ebay-api-call-name': 'GetUser', 'content-type': 'text/xml' },
      '<?xml version="1.0" encoding="utf-8"?><GetUserRequest xmlns="urn:ebay:apis:eBLBaseComponents"/>',
    );
    expect(trading.text).toContain('<Sparkle>1</Sparkle>');
    await proxy.printed('POST /ws/api.dll');
    // Printed as it happened, one line each.
    expect(proxy.stderr()).toContain(
      'drift  sell.inventory.getOffer  response  unknown-field  body.sparkle  The contract has no field sparkle.',
    );
    const ran = await proxy.stop();
    proxy = undefined;
    const summary = JSON.parse(ran.stdout) as {
      exchanges: number;
      drift: { operation: string; kind: string; path: string }[];
    };
    expect(summary.exchanges).toBe(6);
    expect(summary.drift.map((d) => [d.operation, d.kind, d.path])).toEqual([
      ['sell.inventory.getOffer', 'unknown-field', 'body.sparkle'],
      ['sell.inventory.getOffer', 'wrong-type', 'body.availableQuantity'],
      ['sell.inventory.getOffer', 'unlisted-status', 'status'],
      ['sell.inventory.getOffer', 'unlisted-error-id', 'body.errors[0].errorId'],
      ['commerce.taxonomy.getCategorySuggestions', 'missing-field', 'query.q'],
      ['GET /sell/nothing/v1/here', 'unknown-operation', ''],
      ['trading.GetUser', 'unknown-field', 'body.Sparkle'],
    ]);
  });

  it('refuses what an open proxy would do, and requests not meant for itself', async () => {
    proxy = await startProxy(['--upstream', departingUrl, '--port', '0'], home.env, home.dir);
    const { host, pathname: key } = new URL(proxy.url);
    expect(await raw(`GET http://example.com/ HTTP/1.1\r\nHost: example.com\r\n\r\n`)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`)).toMatch(/^HTTP\/1\.1 405 /);
    expect(await raw(`GET /sell/inventory/v1/offer/1 HTTP/1.1\r\nHost: evil.example:80\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 421 /,
    );
    expect(await raw(`GET ${key}/sell/inventory/v1/%2e%2e/x HTTP/1.1\r\nHost: ${host}\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 400 /,
    );
    expect((await send('GET', '/sell/inventory/v1/offer/1', { origin: 'https://evil.example' })).status).toBe(403);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`x-h${i}`, '1']));
    expect((await send('GET', '/sell/inventory/v1/offer/1', many)).status).toBe(431);
    // Listening on 127.0.0.1 only: another address of this machine does not answer.
    const other = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    if (other) {
      const refused = await new Promise<string>((ok) => {
        const socket = connect(Number(new URL(proxy?.url ?? '').port), other);
        socket.on('connect', () => (socket.destroy(), ok('connected')));
        socket.on('error', (error: NodeJS.ErrnoException) => ok(error.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');
    }
    await proxy.stop();
    proxy = undefined;
  });

  it('takes no upstream but this machine’s loopback, and says what to give instead', async () => {
    for (const upstream of [
      'https://api.ebay.com',
      'http://10.0.0.1:4010',
      'http://127.0.0.1.example.com',
      'file:///x',
    ]) {
      const ran = await home.baykit(['proxy', '--upstream', upstream, '--port', '0']);
      expect(ran.status, upstream).toBe(2);
      expect(ran.stderr).toContain('--upstream must be an http(s) URL on this machine');
    }
    const ran = await home.baykit(['proxy']);
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain('baykit proxy needs --env production, --env sandbox or --upstream');
  });
});

describe('where the relay sends a request for eBay', () => {
  it('sends each request to the host of its API, in the environment', () => {
    const production = { kind: 'ebay', env: 'production' } as const;
    const sandbox = { kind: 'ebay', env: 'sandbox' } as const;
    expect(originFor(production, undefined, '/sell/finances/v1/not_yet_known')).toBe('https://apiz.ebay.com');
    expect(originFor(sandbox, undefined, '/sell/inventory/v1/not_yet_known')).toBe('https://api.sandbox.ebay.com');
    expect(originFor(production, { kind: 'token', name: 'identity.oauth2.token' }, '/identity/v1/oauth2/token')).toBe(
      'https://api.ebay.com',
    );
    expect(
      originFor(
        production,
        { kind: 'xml', name: 'trading.GetItem', service: 'trading', call: 'GetItem' },
        '/ws/api.dll',
      ),
    ).toBe('https://api.ebay.com');
    expect(hostOfPath('/commerce/media/v1_beta/video/1')).toBe('apim');
    expect(hostOfPath('/somewhere/else')).toBe('api');
  });
});
