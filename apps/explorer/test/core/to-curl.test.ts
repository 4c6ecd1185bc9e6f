import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exchange } from '../../shared/api.js';
import { toCurl } from '../../src/core/to-code.js';

/** The command `toCurl` wrote; a refusal fails the test. */
const curl = (...args: Parameters<typeof toCurl>): string => {
  const written = toCurl(...args);
  if ('refused' in written) throw new Error(written.refused);
  return written.command;
};
import { shellQuote } from '../../src/core/to-curl.js';
import { scaled } from '../../../../scripts/test-time.mjs';

const run = promisify(execFile);

const exchange = (request: Exchange['request']): Exchange => ({
  purpose: 'call',
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 12,
  request,
});

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('toCurl', () => {
  it('writes a GET with its headers, the masked token as $EBAY_TOKEN and a comment saying to set it', () => {
    const text = curl(
      exchange({
        method: 'GET',
        url: 'https://api.ebay.com/buy/browse/v1/item/v1%7C110000000000%7C0',
        headers: {
          authorization: 'Bearer ••••a1b2 (2048 chars)',
          'x-ebay-c-marketplace-id': 'EBAY_US',
          'accept-encoding': 'gzip',
          'content-length': '0',
        },
      }),
    );
    expect(text).toBe(
      [
        "# Set EBAY_TOKEN first (an OAuth access token, application or user): export EBAY_TOKEN='…'",
        "curl 'https://api.ebay.com/buy/browse/v1/item/v1%7C110000000000%7C0' \\",
        `  -H 'authorization: Bearer '"$EBAY_TOKEN" \\`,
        "  -H 'x-ebay-c-marketplace-id: EBAY_US'",
      ].join('\n'),
    );
  });

  it('writes a POST with -X and --data-raw, and no comment when nothing is masked', () => {
    const text = curl(
      exchange({
        method: 'POST',
        url: 'http://127.0.0.1:4010/x',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      }),
    );
    expect(text).toBe(
      "curl -X POST 'http://127.0.0.1:4010/x' \\\n  -H 'content-type: application/json' \\\n  --data-raw '{\"a\":1}'",
    );
  });

  it("escapes single quotes the shell way ('\\'')", () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    const text = curl(
      exchange({ method: 'PUT', url: "http://h/it's", headers: { 'x-note': "O'Neill" }, body: '{"name":"O\'Neill"}' }),
    );
    expect(text).toContain(`-X PUT 'http://h/it'\\''s'`);
    expect(text).toContain(`-H 'x-note: O'\\''Neill'`);
    expect(text).toContain(`--data-raw '{"name":"O'\\''Neill"}'`);
  });

  it('turns masked credentials into variables: IAF token, cert id, Basic credentials, XML and form secrets', () => {
    const trading = curl(
      exchange({
        method: 'POST',
        url: 'https://api.ebay.com/ws/api.dll',
        headers: {
          'x-ebay-api-iaf-token': '[redacted]',
          'x-ebay-api-cert-name': '••••cert',
          'x-ebay-api-call-name': 'GetItem',
        },
        body: '<GetItemRequest><RequesterCredentials><eBayAuthToken>••••wxyz (872 chars)</eBayAuthToken></RequesterCredentials></GetItemRequest>',
      }),
    );
    expect(trading).toContain(`-H 'x-ebay-api-iaf-token: '"$EBAY_TOKEN"`);
    expect(trading).toContain(`-H 'x-ebay-api-cert-name: '"$EBAY_CERT_ID"`);
    expect(trading).toContain(`-H 'x-ebay-api-call-name: GetItem'`);
    expect(trading).toContain(`<eBayAuthToken>'"$EBAY_AUTH_TOKEN"'</eBayAuthToken>`);
    expect(trading).toMatch(/^# Set EBAY_TOKEN first/m);
    expect(trading).toMatch(/^# Set EBAY_CERT_ID first/m);
    expect(trading).toMatch(/^# Set EBAY_AUTH_TOKEN first/m);
    expect(trading).not.toContain('••••');

    const token = curl(
      exchange({
        method: 'POST',
        url: 'https://api.ebay.com/identity/v1/oauth2/token',
        headers: { authorization: 'Basic [redacted]', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=refresh_token&refresh_token=%5Bredacted%5D&scope=x',
      }),
    );
    expect(token).toContain(`-H 'authorization: Basic '"$EBAY_BASIC_CREDENTIALS"`);
    expect(token).toContain(`--data-raw 'grant_type=refresh_token&refresh_token='"$EBAY_REFRESH_TOKEN"'&scope=x'`);
    expect(token.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(2);
  });

  it('names the variable after the header for other masked headers', () => {
    const text = curl(exchange({ method: 'GET', url: 'http://h/', headers: { 'x-custom-secret': '••••abcd' } }));
    expect(text).toContain(`-H 'x-custom-secret: '"$X_CUSTOM_SECRET"`);
  });
});

describe('toCurl, run with bash against a recording server', () => {
  let server: Server;
  let origin: string;
  const seen: Recorded[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('sends the same method, URL, headers and body, with quotes intact and the variables filled in', async () => {
    const body = `<?xml version="1.0" encoding="utf-8"?>\n<AddItemRequest><RequesterCredentials><eBayAuthToken>••••zzzz (900 chars)</eBayAuthToken></RequesterCredentials><Item><Title>Tom's "best" $HOME \`x\` \\ mug</Title></Item></AddItemRequest>`;
    const command = curl(
      exchange({
        method: 'POST',
        url: `${origin}/ws/api.dll?note=it's%20fine`,
        headers: {
          authorization: 'Bearer ••••a1b2 (2048 chars)',
          'x-ebay-api-call-name': 'AddItem',
          'x-note': `it's "quoted" $PATH`,
          'content-type': 'text/xml',
          'content-length': String(body.length),
        },
        body,
      }),
    );
    await run('bash', ['-c', `${command} --silent --show-error`], {
      env: { PATH: process.env.PATH ?? '', EBAY_TOKEN: 'user-token-123', EBAY_AUTH_TOKEN: "auth'n'auth-456" },
      timeout: scaled(20_000),
    });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe("/ws/api.dll?note=it's%20fine");
    expect(request.headers.authorization).toBe('Bearer user-token-123');
    expect(request.headers['x-note']).toBe(`it's "quoted" $PATH`);
    expect(request.headers['x-ebay-api-call-name']).toBe('AddItem');
    expect(request.headers['content-type']).toBe('text/xml');
    expect(request.body).toBe(body.replace('••••zzzz (900 chars)', "auth'n'auth-456"));
  });
});

describe('toCurl, pasted into sh (property)', () => {
  // `curl` is a shell function that prints its arguments; PATH is empty, so nothing else can run.
  const FAKE_CURL = `curl() { printf '%s\\0' "$@"; }\n`;
  const char = fc.oneof(
    fc.constantFrom(...'|&;<>()$`\\"\' \t\n*?[]#~=%!{}-', '\x1b', '\r', '\x15', '\x7f', '\u009b', '\u202e'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => c !== '\0' && c !== '•'),
  );
  const text = fc.string({ unit: char, maxLength: 24 }).filter((value) => !/redacted/i.test(value));

  it(
    'gives curl exactly the method, URL, headers and body of the exchange, or refuses a character a terminal acts on',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
            path: text,
            headers: fc.dictionary(fc.stringMatching(/^x-[a-z]{1,8}$/), text, { maxKeys: 3 }),
            body: fc.option(text, { nil: undefined }),
          }),
          async ({ method, path, headers, body }) => {
            const url = `http://127.0.0.1:4010/${path}`;
            const written = toCurl(exchange({ method, url, headers, ...(body === undefined ? {} : { body }) }));
            const unsafe =
              [url, ...Object.values(headers)].some((value) => TERMINAL_CONTROL.test(value) || value.includes('\n')) ||
              (body !== undefined && TERMINAL_CONTROL.test(body));
            if (unsafe) {
              expect('refused' in written && written.refused).toMatch(/holds the control character U\+[0-9A-F]{4}/);
              return;
            }
            if (!('command' in written)) throw new Error(written.refused);
            expect(written.command).not.toMatch(TERMINAL_CONTROL);
            const { stdout } = await run('/bin/sh', ['-c', `${FAKE_CURL}${written.command}`], {
              env: { PATH: '' },
              encoding: 'buffer',
              timeout: scaled(10_000),
            });
            const argv = stdout.toString('utf8').split('\0').slice(0, -1);
            const verb = method !== 'GET' || body !== undefined ? ['-X', method] : [];
            expect(argv).toEqual([
              ...verb,
              url,
              ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
              ...(body === undefined ? [] : ['--data-raw', body]),
            ]);
          },
        ),
        { numRuns: 100 },
      );
    },
    scaled(120_000),
  );

  it('writes no command for a header that would end a bracketed paste and run a command, and says which header', () => {
    const written = toCurl(
      exchange({
        method: 'GET',
        url: 'http://127.0.0.1:4010/buy/browse/v1/item_summary/search?q=shoes',
        headers: { 'x-note': 'shoes\x1b[201~\x15touch /tmp/pwned\r' },
      }),
    );
    expect(written).toEqual({
      refused: expect.stringContaining('the header "x-note" holds the control character U+001B'),
    });
    // A body keeps its line feeds (a pretty-printed body has them): inside single quotes they only continue it.
    const body = '<a>\n  <b>1</b>\n</a>';
    expect(curl(exchange({ method: 'POST', url: 'http://h/x', headers: {}, body }))).toContain(`--data-raw '${body}'`);
    expect(toCurl(exchange({ method: 'POST', url: 'http://h/x', headers: {}, body: 'a\u202eb' }))).toEqual({
      refused: expect.stringContaining('the body holds the control character U+202E'),
    });
  });
});

/** What a terminal or line editor acts on when pasted (the rule of src/core/paste-safe.ts, written out again). */
// eslint-disable-next-line no-control-regex -- control characters are what this finds.
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
