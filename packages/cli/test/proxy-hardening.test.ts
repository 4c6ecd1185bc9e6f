// What a security review found in `baykit proxy`, each over real HTTP on 127.0.0.1: any local user could use the
// relay (no key), `\..\` segments passed the guard, an app that went away mid-answer hung its handler and `close`,
// an untyped Trading body reached the cassette unredacted, and a small gzip answer was inflated whole.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { parseCassette } from 'baykit/cassette';
import { cliHome, type CliHome } from './helpers/cli-harness.js';
import { startProxy, type RunningProxy } from './helpers/proxy-run.js';

const SECRET = 'AgAAAA-auth-n-auth-token-0123456789';
const BIG = 32 * 1024 * 1024;
const INFLATED = 16 * 1024 * 1024;

let upstream: Server;
let upstreamUrl: string;
let home: CliHome;
let proxy: RunningProxy | undefined;
const seen: string[] = [];

beforeAll(async () => {
  const bomb = gzipSync(Buffer.alloc(INFLATED));
  upstream = createServer((req, res) => {
    seen.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (req.url === '/sell/inventory/v1/offer/big')
        return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.alloc(BIG));
      if (req.url === '/sell/inventory/v1/offer/bomb')
        return void res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(bomb);
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<GetUserResponse><Ack>Success</Ack></GetUserResponse>');
    });
  });
  await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', ok));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  home = await cliHome('baykit-proxy-hardening-');
});

afterAll(async () => {
  await proxy?.stop();
  await new Promise((ok) => upstream?.close(ok));
  await home?.close();
});

/** Sends raw bytes to the relay and reads until it closes the connection. */
function raw(port: string, bytes: string): Promise<string> {
  return new Promise((ok, fail) => {
    let text = '';
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => ok(text));
    socket.on('error', fail);
  });
}

/** Asks for `path` over a raw connection, reads the status line and headers, and destroys the socket. */
function goAwayAfterHeaders(origin: URL, path: string): Promise<string> {
  return new Promise((ok, fail) => {
    let text = '';
    const socket = connect(Number(origin.port), '127.0.0.1', () =>
      socket.write(`GET ${origin.pathname}${path} HTTP/1.1\r\nHost: ${origin.host}\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        ok(text.split('\r\n')[0] ?? '');
      }
    });
    socket.on('error', fail);
  });
}

describe('baykit proxy: who may use it', () => {
  it('answers only requests under the key it printed, and strips the key before forwarding', async () => {
    proxy = await startProxy(['--upstream', upstreamUrl, '--port', '0'], home.env, home.dir);
    const origin = new URL(proxy.url);
    expect(origin.pathname).toMatch(/^\/[\w-]{32}$/);
    const xml = '<GetUserRequest/>';
    // What another local user would send: the right Host, no key.
    const stranger = await raw(
      origin.port,
      `POST /ws/api.dll HTTP/1.1\r\nHost: ${origin.host}\r\ncontent-length: ${xml.length}\r\n\r\n${xml}`,
    );
    expect(stranger).toMatch(/^HTTP\/1\.1 403 /);
    expect(stranger).toContain('takes requests only under the origin it printed at start');
    expect(stranger).not.toContain(origin.pathname);
    const wrongKey = `/${'A'.repeat(32)}/ws/api.dll`;
    expect((await request(`${origin.origin}${wrongKey}`, { method: 'POST', body: xml })).statusCode).toBe(403);
    expect(seen).toEqual([]);
    const answer = await request(`${proxy.url}/ws/api.dll?x=1`, { method: 'POST', body: xml });
    expect(answer.statusCode).toBe(200);
    await answer.body.text();
    expect(seen).toEqual(['/ws/api.dll?x=1']);
    expect(proxy.stderr().match(new RegExp(origin.pathname.slice(1), 'g'))).toHaveLength(1);
    await proxy.stop();
    proxy = undefined;
  });

  it('refuses backslash dot segments, which URL parsers read as /../', async () => {
    proxy = await startProxy(['--upstream', upstreamUrl, '--port', '0'], home.env, home.dir);
    const { host, port, pathname: key } = new URL(proxy.url);
    for (const path of ['/sell/inventory/v1/offer/\\..\\..\\..\\..\\commerce/x', '/sell/inventory/v1/a\\b']) {
      const answer = await raw(port, `GET ${key}${path} HTTP/1.1\r\nHost: ${host}\r\nconnection: close\r\n\r\n`);
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('refuses paths with a backslash');
    }
    expect(seen.filter((url) => url.includes('commerce') || url.includes('\\'))).toEqual([]);
    await proxy.stop();
    proxy = undefined;
  });
});

describe('baykit proxy: apps that go away, and what it records', () => {
  it('ends an exchange whose app left mid-answer, answers the next, and closes with the cassette complete', async () => {
    proxy = await startProxy(
      ['--upstream', upstreamUrl, '--port', '0', '--record', 'gone.jsonl', '--json'],
      home.env,
      home.dir,
    );
    const origin = new URL(proxy.url);
    expect(await goAwayAfterHeaders(origin, '/sell/inventory/v1/offer/big')).toBe('HTTP/1.1 200 OK');
    await proxy.printed('no answer: the app closed the connection');
    const next = await request(`${proxy.url}/ws/api.dll`, {
      method: 'POST',
      headers: { 'x-ebay-api-call-name': 'GetUser' },
      body: Buffer.from(
        `<?xml version="1.0"?>\n<GetUserRequest><RequesterCredentials><eBayAuthToken>${SECRET}</eBayAuthToken></RequesterCredentials></GetUserRequest>`,
      ),
    });
    expect(next.statusCode).toBe(200);
    await next.body.text();
    await proxy.printed('POST /ws/api.dll');
    // Written as soon as it is checked: nothing waits for the exchange whose app went away.
    const file = join(home.dir, 'gone.jsonl');
    expect(parseCassette(readFileSync(file, 'utf8')).exchanges).toHaveLength(1);

    const bomb = await request(`${proxy.url}/sell/inventory/v1/offer/bomb`);
    expect(Buffer.from(await bomb.body.arrayBuffer()).byteLength).toBeLessThan(INFLATED / 100);
    await proxy.printed('GET /sell/inventory/v1/offer/bomb');
    const ran = await proxy.stop();
    proxy = undefined;
    expect(ran.status).toBe(0);
    const text = readFileSync(file, 'utf8');
    const { exchanges } = parseCassette(text);
    expect(exchanges.map((e) => e.request.url.replace(upstreamUrl, ''))).toEqual([
      '/ws/api.dll',
      '/sell/inventory/v1/offer/bomb',
    ]);
    // The Trading body came with no content type: kept as text and redacted by place all the same.
    expect(text).not.toContain(SECRET);
    expect(exchanges[0]?.request.body).toEqual({
      text: expect.stringContaining('<eBayAuthToken>[redacted]</eBayAuthToken>'),
    });
    // A gzip answer that inflates past the check limit is left out, with a note.
    expect(exchanges[1]?.response.body).toBeUndefined();
    expect(exchanges[1]?.note).toMatch(/decompresses to more than \d+ bytes/);
    expect(text.length).toBeLessThan(100_000);
  });
});
