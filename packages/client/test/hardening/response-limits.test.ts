import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayApiError, EbayClient, ResponseTooLargeError } from '../../src/index.js';

const MiB = 1024 * 1024;
const TOKEN = 'v^1.1#i^1#redirect-test-user-token';

/** How the streaming server answers one request. */
interface Plan {
  status?: number;
  headers?: Record<string, string>;
  /** Bytes of body to send, streamed in 64 KiB chunks of `fill`. */
  size: number;
  /** Declare Content-Length (else chunked). */
  declare: boolean;
  fill?: string;
}

/** What the server saw of one answer: bytes written before the client closed, and whether it finished. */
interface Outcome {
  written: number;
  finished: boolean;
}

let server: Server;
let origin: string;
let plan: Plan;
let requests = 0;
let outcomes: Promise<Outcome>[] = [];

/** Streams `plan.size` bytes, honouring back-pressure, and stops when the client goes away. */
function stream(res: ServerResponse, current: Plan): Promise<Outcome> {
  return new Promise((resolve) => {
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, current.fill ?? ' ');
    res.writeHead(current.status ?? 200, {
      'content-type': 'application/json',
      ...(current.declare ? { 'content-length': String(current.size) } : {}),
      ...current.headers,
    });
    res.on('close', () => resolve({ written, finished: res.writableFinished }));
    const pump = (): void => {
      while (written < current.size && !res.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, current.size - written));
        written += part.length;
        if (written >= current.size) {
          res.end(part);
          return;
        }
        if (!res.write(part)) {
          res.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    req.resume();
    outcomes.push(stream(res, plan));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A JSON document of exactly `size` bytes: `[` + spaces + `]`. */
function jsonOf(size: number): Plan {
  return { size, declare: true, fill: ' ' };
}

const transports = [
  ['undici', undefined],
  ['fetch', globalThis.fetch],
] as const;

describe.each(transports)('maxResponseBytes (%s transport)', (_name, fetchFn) => {
  let ebay: EbayClient;
  beforeAll(async () => {
    ebay = new EbayClient({ origin, maxRetries: 0, ...(fetchFn ? { fetch: fetchFn } : {}) });
    await ebay.oauth2.setCredentials(TOKEN);
  });
  afterAll(() => ebay.close());

  async function call(
    current: Plan,
    options: { maxResponseBytes?: number } = {},
  ): Promise<{ error: unknown; outcome: Outcome }> {
    plan = current;
    outcomes = [];
    const error = await ebay
      .request({ method: 'GET', path: '/sell/inventory/v1/inventory_item' }, options)
      .catch((e: unknown) => e);
    return { error, outcome: await outcomes[0]! };
  }

  it.each([
    ['declared by Content-Length', true],
    ['chunked, without Content-Length', false],
  ])(
    'an answer past the per-call limit (%s) is cancelled with ResponseTooLargeError naming the limit',
    async (_what, declare) => {
      const { error, outcome } = await call({ size: 50 * MiB, declare }, { maxResponseBytes: MiB });
      expect(error).toBeInstanceOf(ResponseTooLargeError);
      expect(error).toMatchObject({ limit: MiB, status: 200 });
      expect((error as Error).message).toContain(`maxResponseBytes (${MiB} bytes)`);
      // The body was cancelled: the server could not send it all.
      expect(outcome.finished).toBe(false);
      expect(outcome.written).toBeLessThan(50 * MiB);
    },
  );

  it('the client option sets the limit for every call; an answer within it is read as before', async () => {
    const small = new EbayClient({
      origin,
      maxRetries: 0,
      maxResponseBytes: 256 * 1024,
      ...(fetchFn ? { fetch: fetchFn } : {}),
    });
    await small.oauth2.setCredentials(TOKEN);
    plan = { ...jsonOf(300 * 1024), declare: false };
    outcomes = [];
    const error = await small
      .request({ method: 'GET', path: '/sell/inventory/v1/inventory_item' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).limit).toBe(256 * 1024);
    await outcomes[0];
    await small.close();
    const within = await call({ ...jsonOf(200 * 1024), fill: ' ' }, { maxResponseBytes: 256 * 1024 }).catch(
      (e: unknown) => e,
    );
    expect(within).toMatchObject({ outcome: { finished: true } });
  });

  it('defaults to 64 MiB', () => {
    expect(ebay.config.maxResponseBytes).toBe(64 * MiB);
  });

  it('a streamed body (feed downloads) is not capped', async () => {
    plan = { size: 3 * MiB, declare: false };
    outcomes = [];
    const body = await ebay.request<ReadableStream<Uint8Array>>(
      { method: 'GET', path: '/buy/feed/v1/file/1/download', responseType: 'stream' },
      { maxResponseBytes: 1024 },
    );
    let received = 0;
    const reader = body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) received += next.value.byteLength;
    expect(received).toBe(3 * MiB);
    expect((await outcomes[0]!).finished).toBe(true);
  });

  it('XML calls take the per-call limit too', async () => {
    plan = { size: 2 * MiB, declare: false, headers: { 'content-type': 'text/xml' } };
    outcomes = [];
    const error = await ebay.trading.GeteBayOfficialTime({}, { maxResponseBytes: MiB }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ operation: 'GeteBayOfficialTime', limit: MiB });
    await outcomes[0];
  });
});

describe.each(transports)('redirects (%s transport)', (_name, fetchFn) => {
  let ebay: EbayClient;
  beforeAll(async () => {
    ebay = new EbayClient({ origin, maxRetries: 2, ...(fetchFn ? { fetch: fetchFn } : {}) });
    await ebay.oauth2.setCredentials(TOKEN);
  });
  afterAll(() => ebay.close());

  it.each([301, 302, 303, 307, 308])(
    'a %i rejects with EbayApiError, keeps Location (redacted) and is never followed',
    async (status) => {
      plan = {
        status,
        size: 2,
        declare: true,
        fill: '{}',
        headers: { location: `${origin}/elsewhere?token=${encodeURIComponent(TOKEN)}` },
      };
      outcomes = [];
      const before = requests;
      const error = await ebay
        .request({ method: 'POST', path: '/sell/inventory/v1/bulk_create_offer', body: { requests: [] } })
        .catch((e: unknown) => e);
      expect(requests - before).toBe(1);
      expect(error).toBeInstanceOf(EbayApiError);
      const apiError = error as EbayApiError;
      expect(apiError.status).toBe(status);
      expect(apiError.message).toContain(`${status}`);
      expect(apiError.message).toContain(`${origin}/elsewhere`);
      expect(apiError.response?.headers.location).toBe(`${origin}/elsewhere?token=[redacted]`);
      expect(JSON.stringify(apiError)).not.toContain(encodeURIComponent(TOKEN));
    },
  );

  it('a redirect of an XML call rejects too, instead of resolving with the redirect body', async () => {
    plan = {
      status: 302,
      size: 2,
      declare: true,
      fill: '{}',
      headers: { location: `${origin}/ws/other`, 'content-type': 'text/xml' },
    };
    outcomes = [];
    const before = requests;
    const error = await ebay.trading.GeteBayOfficialTime({}).catch((e: unknown) => e);
    expect(requests - before).toBe(1);
    expect(error).toBeInstanceOf(EbayApiError);
    expect(error).toMatchObject({ status: 302, operation: 'GeteBayOfficialTime' });
  });
});
