// What `baykit listen`'s own endpoint takes: pushes (the emulator's, as eBay's) up to 1 MiB, answered 413 past it
// without reading on, and nothing from a web page (a request with `Origin` or `Sec-Fetch-Site` is a 403), so a page
// the user visits cannot push forged notifications through it to their endpoint.
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, MAX_PUSH_BYTES } from '../src/listen.js';
import { cliHome, processState, untilAborted, type CliHome } from './helpers/cli-harness.js';
import { scaled } from '../../../scripts/test-time.mjs';

let cli: CliHome;
const stop = new AbortController();
let listening: Promise<number> | undefined;
let endpoint = '';
const forwarded: string[] = [];
const hook = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    forwarded.push(body);
    res.writeHead(204).end();
  });
});

let before: unknown;

beforeAll(async () => {
  cli = await cliHome('baykit-cli-listen-');
  before = processState();
  await new Promise<void>((ok) => hook.listen(0, '127.0.0.1', ok));
  const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  let out = '';
  let printedReady = (): void => undefined;
  const ready = new Promise<void>((resolve) => (printedReady = resolve));
  const io = {
    stdout: (text: string) => {
      out += text;
      if (/^Ready: forwarding/m.test(out)) printedReady();
    },
    stderr: () => undefined,
    stdin: () => Promise.resolve(''),
    isTty: false,
    env: cli.env,
    cwd: cli.dir,
    interrupted: untilAborted(stop.signal),
  };
  listening = listen(io, ['--forward-to', hookUrl, '--topic', 'MARKETPLACE_ACCOUNT_DELETION']);
  // Ready once it printed so; a listen that ends first (an error, an exit code) fails the hook with what it said.
  await Promise.race([
    ready,
    listening.then((code) => {
      throw new Error(`baykit listen ended (exit ${code}) before it was ready: ${out}`);
    }),
  ]);
  // Its endpoint, as the emulator has it.
  const destinations = await cli.baykit(['call', 'commerce.notification.getDestinations']);
  const { destinations: list } = JSON.parse(destinations.stdout) as {
    destinations: { name: string; deliveryConfig: { endpoint: string } }[];
  };
  endpoint = list.find((d) => d.name.startsWith('baykit listen'))?.deliveryConfig.endpoint ?? '';
  expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

afterAll(async () => {
  stop.abort();
  const status = await listening;
  const after = processState();
  await new Promise<void>((ok) => hook.close(() => ok()));
  await cli.close();
  // Stopped by its io (Ctrl-C in the bin), it leaves no signal handler or exit code in this process.
  expect(status).toBe(0);
  expect(after).toEqual(before);
});

/**
 * Sends a POST of `bytes` bytes (declaring them, or chunked) in 64 KiB writes, as long as the server reads, and
 * resolves to its status as soon as it answers: before the body is all sent when it refuses early.
 */
function post(bytes: number, declare: boolean): Promise<{ status: number; sent: number }> {
  return new Promise((done, fail) => {
    const headers = { 'content-type': 'application/json', ...(declare ? { 'content-length': String(bytes) } : {}) };
    const req = request(endpoint, { method: 'POST', headers });
    let sent = 0;
    let answered = false;
    req.on('response', (res: IncomingMessage) => {
      answered = true;
      res.resume();
      done({ status: res.statusCode ?? 0, sent });
      req.destroy();
    });
    req.on('error', (error) => (answered ? undefined : fail(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const write = (): void => {
      while (!answered && sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.byteLength, bytes - sent));
        sent += part.byteLength;
        if (!req.write(part)) {
          req.once('drain', write);
          return;
        }
      }
      if (!answered && sent >= bytes) req.end();
    };
    write();
  });
}

describe('baykit listen: its endpoint', () => {
  it('answers 413 to a push over 1 MiB, declared or sent, before reading the rest, and forwards nothing', async () => {
    const declared = await post(64 * 1024 * 1024, true);
    expect(declared.status).toBe(413);
    expect(declared.sent).toBeLessThan(64 * 1024 * 1024);
    const chunked = await post(64 * 1024 * 1024, false);
    expect(chunked.status).toBe(413);
    expect(chunked.sent).toBeLessThan(64 * 1024 * 1024);
    expect(forwarded).toEqual([]);
    // Up to the limit it is forwarded.
    expect((await post(MAX_PUSH_BYTES, true)).status).toBe(204);
    expect(forwarded.map((body) => body.length)).toEqual([MAX_PUSH_BYTES]);
    forwarded.length = 0;
  });

  it('refuses requests from a web page (Origin, Sec-Fetch-Site) with 403, and forwards nothing', async () => {
    const push = JSON.stringify({ metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' } });
    const pageHeaders: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const header of pageHeaders) {
      const answer = await fetch(endpoint, {
        method: 'POST',
        headers: { ...header, 'content-type': 'text/plain' },
        body: push,
      });
      expect(answer.status).toBe(403);
      await answer.body?.cancel();
      const challenge = await fetch(`${endpoint}?challenge_code=abc`, { headers: header });
      expect(challenge.status).toBe(403);
      await challenge.body?.cancel();
    }
    expect(forwarded).toEqual([]);
    // The emulator's pushes carry neither, and still arrive.
    expect((await cli.baykit(['trigger', 'MARKETPLACE_ACCOUNT_DELETION'])).status).toBe(0);
    await expect.poll(() => forwarded.length, { timeout: scaled(30_000) }).toBe(1);
  });
});
