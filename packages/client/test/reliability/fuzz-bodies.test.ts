import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, isBaykitError } from '../../src/index.js';
import { startRawServer, type RawServer } from './helpers/raw-server.js';

/** One generated answer: what the loopback server sends back. */
interface Answer {
  status: number;
  contentType: string | undefined;
  body: Uint8Array;
  /** Promise more bytes than are sent, then drop the connection. */
  truncate: boolean;
  retryAfter: string | undefined;
}

const text = (s: string): Uint8Array => new TextEncoder().encode(s);
const hugeNumber = fc.constantFrom(
  '1e309',
  '-1e309',
  '123456789012345678901234567890',
  '0.000000000000000000001',
  '9007199254740993',
  'NaN',
);

const jsonError = fc
  .record({
    errorId: fc.oneof(fc.integer(), fc.string(), hugeNumber.map(Number), fc.constant(null)),
    domain: fc.option(fc.string(), { nil: undefined }),
    message: fc.option(fc.string(), { nil: undefined }),
    longMessage: fc.option(fc.string(), { nil: undefined }),
    parameters: fc.option(fc.array(fc.record({ name: fc.string(), value: fc.anything() })), { nil: undefined }),
  })
  .map((e) => JSON.stringify({ errors: [e] }));

const jsonShapes = fc.oneof(
  jsonError,
  fc.jsonValue().map((v) => JSON.stringify(v)),
  hugeNumber.map((n) => `{"errors":[{"errorId":${n},"message":"big"}],"total":${n}}`),
  fc.record({ error: fc.string(), error_description: fc.string() }).map((v) => JSON.stringify(v)),
  fc.string().map((s) => `{"errors":[{"message":${JSON.stringify(s)}`), // cut off mid-way
);

const xmlText = fc.string().map((s) => s.replace(/[<>&]/g, ''));
const xmlShapes = fc.oneof(
  fc
    .record({
      ack: fc.constantFrom('Success', 'Failure', 'Warning', 'PartialFailure', '', 'weird'),
      code: fc.oneof(fc.integer().map(String), hugeNumber, xmlText),
      msg: xmlText,
    })
    .map(
      ({ ack, code, msg }) =>
        `<?xml version="1.0"?><GeteBayOfficialTimeResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>${ack}</Ack><Errors><ShortMessage>${msg}</ShortMessage><ErrorCode>${code}</ErrorCode><SeverityCode>Error</SeverityCode></Errors><Timestamp>${msg}</Timestamp></GeteBayOfficialTimeResponse>`,
    ),
  fc.string().map((s) => `<?xml version="1.0"?><GeteBayOfficialTimeResponse><Ack>Failure</Ack><Errors>${s}`),
  fc.constant(
    '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><GeteBayOfficialTimeResponse><Ack>&c;</Ack></GeteBayOfficialTimeResponse>',
  ),
  fc.constant('<GeteBayOfficialTimeResponse><Ack>Success</Ack></Other>'),
);

const htmlShapes = fc.oneof(
  fc.constant(
    '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
  ),
  fc.string().map((s) => `<!DOCTYPE html><html><body>${s}</body></html>`),
);

const bodies = fc.oneof(
  jsonShapes.map(text),
  xmlShapes.map(text),
  htmlShapes.map(text),
  fc.constant(new Uint8Array()),
  fc.string().map(text),
  fc.uint8Array({ maxLength: 300 }),
);

const answers: fc.Arbitrary<Answer> = fc.record({
  status: fc.oneof(
    fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 409, 429, 500, 502, 503, 504),
    fc.integer({ min: 200, max: 599 }),
  ),
  contentType: fc.option(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/xml',
      'application/xml',
      'text/html',
      'text/plain',
      'application/octet-stream',
      'application/problem+json',
      'image/png',
      'nonsense',
    ),
    { nil: undefined },
  ),
  body: bodies,
  truncate: fc.boolean(),
  retryAfter: fc.option(
    fc.oneof(
      fc.nat({ max: 5 }).map(String),
      fc.constantFrom('Wed, 21 Oct 2015 07:28:00 GMT', 'soon', '-1', '1e9', '99999999999'),
    ),
    { nil: undefined },
  ),
});

let server: RawServer;
let ebay: EbayClient;
let current: Answer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => void unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = await startRawServer((_req, res) => {
    const { status, contentType, body, truncate, retryAfter } = current;
    const headers: Record<string, string | number> = { 'content-length': body.length + (truncate ? 16 : 0) };
    if (contentType) headers['content-type'] = contentType;
    if (retryAfter) headers['retry-after'] = retryAfter;
    // 204 and 304 carry no body by definition; Node would drop it anyway.
    if (status === 204 || status === 304) {
      res.writeHead(status, contentType ? { 'content-type': contentType } : {});
      res.end();
      return;
    }
    res.writeHead(status, headers);
    if (truncate) {
      res.write(body);
      setImmediate(() => res.socket?.destroy());
    } else res.end(body);
  });
  // Backoff pauses are skipped so a generated 5xx or 429 costs no wall time.
  ebay = new EbayClient({
    origin: server.origin,
    maxRetries: 1,
    timeoutMs: 3000,
    clock: { now: () => Date.now(), sleep: async () => undefined },
  });
  await ebay.oauth2.setCredentials('v^1.1#fuzz-user-token');
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await ebay.close();
  await server.close();
});

/** Settles `call` and says how: success, a baykit error, or anything else (which fails the property). */
async function outcome(call: Promise<unknown>): Promise<'ok' | 'typed' | string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    return isBaykitError(error)
      ? 'typed'
      : `untyped ${String((error as Error)?.name)}: ${String((error as Error)?.message)}`;
  }
}

describe('parsing what comes back never crashes, hangs or throws a foreign error', () => {
  it('REST calls: any status, content type and body give data or a baykit error', async () => {
    await fc.assert(
      fc.asyncProperty(answers, fc.constantFrom('GET', 'POST'), async (answer, method) => {
        current = answer;
        const result = await outcome(
          ebay.request({ method, path: '/fuzz', body: method === 'POST' ? { a: 1 } : undefined }),
        );
        expect(result === 'ok' || result === 'typed', result).toBe(true);
        // An error status must never resolve as data.
        if (answer.status >= 400) expect(result).toBe('typed');
      }),
      { numRuns: 250 },
    );
  });

  it('XML calls: any status, content type and body give data or a baykit error', async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (answer) => {
        current = answer;
        const result = await outcome(ebay.trading.GeteBayOfficialTime());
        expect(result === 'ok' || result === 'typed', result).toBe(true);
        if (answer.status >= 400) expect(result).toBe('typed');
      }),
      { numRuns: 250 },
    );
  });

  it('a JSON body that is declared JSON but does not parse is a typed EbayApiError naming the status', async () => {
    current = {
      status: 200,
      contentType: 'application/json',
      body: text('{"orders":[{"orderId":"1"'),
      truncate: false,
      retryAfter: undefined,
    };
    const error = await ebay.request({ method: 'GET', path: '/cut' }).catch((e: unknown) => e);
    expect(isBaykitError(error)).toBe(true);
    expect((error as Error).name).toBe('EbayApiError');
    expect((error as Error).message).toMatch(/^eBay answered 200 with a body baykit could not read: /);
  });

  it('a body cut off by a dropped connection is a ConnectionError', async () => {
    current = {
      status: 200,
      contentType: 'application/json',
      body: text('{"orders":['),
      truncate: true,
      retryAfter: undefined,
    };
    const error = await ebay.request({ method: 'GET', path: '/dropped' }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('ConnectionError');
  });

  it('no rejection went unhandled', () => {
    expect(unhandled).toEqual([]);
  });
});
