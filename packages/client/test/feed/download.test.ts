import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AbortError,
  ConnectionError,
  EbayClient,
  FeedRangeError,
  TimeoutError,
  ServerError,
  downloadFeedFile,
  type FeedFileDownload,
} from '../../src/index.js';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from '../helpers/test-server.js';

// Chunked feed downloads at the wire: a loopback server that serves FILE by Range as eBay does (206 +
// Content-Range), with hooks to misbehave.
const FILE = randomBytes(100_003);
const QUERY = { feed_scope: 'ALL_ACTIVE', category_id: '267' };
const FEED_PATH = '/buy/feed/v1_beta/item';
const LAST_MODIFIED = 'Wed, 21 Oct 2015 07:28:00 GMT';

let server: TestServer;
let ebay: EbayClient;

/** Serves FILE by Range; the token endpoint hands out application tokens. */
function rangeReply(req: RecordedRequest, file: Buffer = FILE): Reply {
  if (req.path === '/identity/v1/oauth2/token')
    return { body: { access_token: 'app-token-1', expires_in: 7200, token_type: 'Application Access Token' } };
  const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
  if (!match) return { status: 400, body: { errors: [{ errorId: 13015 }] } };
  const first = Number(match[1]);
  if (first >= file.length)
    return {
      status: 416,
      headers: { 'content-range': `bytes */${file.length}` },
      body: { errors: [{ errorId: 13018 }] },
    };
  const last = Math.min(Number(match[2]), file.length - 1);
  return {
    status: 206,
    headers: {
      'content-type': 'application/octet-stream',
      'content-range': `bytes ${first}-${last}/${file.length}`,
      'last-modified': LAST_MODIFIED,
    },
    body: file.subarray(first, last + 1),
  };
}

async function readAll(download: FeedFileDownload): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of download) parts.push(chunk);
  return Buffer.concat(parts);
}

const feedRequests = (): RecordedRequest[] => server.requests.filter((r) => r.path === FEED_PATH);

beforeEach(async () => {
  server = await startTestServer((req) => rangeReply(req));
  ebay = new EbayClient({ appId: 'app', certId: 'cert', origin: server.origin, marketplaceId: 'EBAY_DE' });
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

describe('feed file download', () => {
  it('fetches the file in contiguous Range chunks that equal the whole file, with auth and marketplace on each', async () => {
    const download = ebay.buy.feed.download('getItemFeed', QUERY, { chunkSize: 30_000 });
    const bytes = await readAll(download);
    expect(bytes.equals(FILE)).toBe(true);
    expect(feedRequests().map((r) => r.headers.range)).toEqual([
      'bytes=0-29999',
      'bytes=30000-59999',
      'bytes=60000-89999',
      'bytes=90000-100002',
    ]);
    for (const request of feedRequests()) {
      expect(request.headers.authorization).toBe('Bearer app-token-1');
      expect(request.headers['x-ebay-c-marketplace-id']).toBe('EBAY_DE');
      expect(request.headers.accept).toBe('text/tab-separated-values');
      expect(request.query.get('category_id')).toBe('267');
    }
    expect(server.requests.filter((r) => r.path === '/identity/v1/oauth2/token')).toHaveLength(1);
    expect(download.bytesReceived).toBe(FILE.length);
    expect(download.totalBytes).toBe(FILE.length);
    expect(download.lastModified).toBe(LAST_MODIFIED);
  });

  it('resumes from a byte offset and ends cleanly when resumed at the end of the file', async () => {
    const first = downloadFeedFile(ebay, 'getItemFeed', QUERY, { chunkSize: 40_000 });
    const reader = first.stream.getReader();
    // A chunk's body arrives in pieces: read until the first chunk is in, then stop.
    const pieces: Uint8Array[] = [];
    while (first.bytesReceived < 40_000) pieces.push((await reader.read()).value!);
    const head = Buffer.concat(pieces);
    await reader.cancel();
    expect(first.bytesReceived).toBe(40_000);
    const rest = await readAll(
      downloadFeedFile(ebay, 'getItemFeed', QUERY, {
        chunkSize: 40_000,
        start: first.bytesReceived,
        lastModified: first.lastModified,
      }),
    );
    expect(Buffer.concat([head, rest]).equals(FILE)).toBe(true);
    expect(feedRequests().map((r) => r.headers.range)).toEqual([
      'bytes=0-39999',
      'bytes=40000-79999',
      'bytes=80000-100002',
    ]);
    const atEnd = downloadFeedFile(ebay, 'getItemFeed', QUERY, { start: FILE.length });
    expect((await readAll(atEnd)).length).toBe(0);
    expect(atEnd.totalBytes).toBe(FILE.length);
  });

  it('asks for the next chunk only when the consumer reads (one chunk in flight)', async () => {
    const options = { chunkSize: 10_000, token: 'caller-token' };
    const ofQuery = (): RecordedRequest[] => feedRequests().filter((r) => r.query.get('category_id') === '267');
    // Absence proved by order, not by waiting: a second download through the same client, started later, has its
    // first request answered; a request the first download had started before it would have arrived first.
    const probeAfter = async (): Promise<void> => {
      const probe = downloadFeedFile(ebay, 'getItemFeed', { ...QUERY, category_id: '9355' }, options).stream;
      const probeReader = probe.getReader();
      await probeReader.read();
      await probeReader.cancel();
    };
    const download = downloadFeedFile(ebay, 'getItemFeed', QUERY, options);
    await probeAfter();
    expect(ofQuery()).toHaveLength(0);
    const reader = download.stream.getReader();
    await reader.read();
    await probeAfter();
    expect(ofQuery()).toHaveLength(1);
    expect(ofQuery()[0]!.headers.authorization).toBe('Bearer caller-token');
    await reader.cancel();
    await probeAfter();
    expect(ofQuery()).toHaveLength(1);
    expect(feedRequests().filter((r) => r.query.get('category_id') === '9355')).toHaveLength(3);
  });

  it('retries a chunk that failed with 500 once and delivers intact bytes', async () => {
    let failed = false;
    server.handler = (req) => {
      if (req.path === FEED_PATH && req.headers.range === 'bytes=50000-99999' && !failed) {
        failed = true;
        return {
          status: 500,
          body: {
            errors: [{ errorId: 13006, domain: 'API_FEED', category: 'APPLICATION', message: 'Internal error' }],
          },
        };
      }
      return rangeReply(req);
    };
    const bytes = await readAll(downloadFeedFile(ebay, 'getItemFeed', QUERY, { chunkSize: 50_000 }));
    expect(bytes.equals(FILE)).toBe(true);
    expect(feedRequests().map((r) => r.headers.range)).toEqual([
      'bytes=0-49999',
      'bytes=50000-99999',
      'bytes=50000-99999',
      'bytes=100000-100002',
    ]);
  });

  it('asks again from the byte where a chunk body broke off, and delivers intact bytes', async () => {
    let broken = false;
    server.handler = (req) => {
      const reply = rangeReply(req);
      if (req.path === FEED_PATH && req.headers.range === 'bytes=30000-59999' && !broken) {
        broken = true;
        return { ...reply, truncateAt: 10_000 };
      }
      return reply;
    };
    const bytes = await readAll(downloadFeedFile(ebay, 'getItemFeed', QUERY, { chunkSize: 30_000 }));
    expect(bytes.equals(FILE)).toBe(true);
    const ranges = feedRequests().map((r) => r.headers.range);
    expect(ranges.slice(0, 2)).toEqual(['bytes=0-29999', 'bytes=30000-59999']);
    // The retry starts where the broken body stopped (at least 30 000, below 60 000), and the file ends whole.
    const resumedAt = Number(/^bytes=(\d+)-/.exec(ranges[2] ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThanOrEqual(30_000);
    expect(resumedAt).toBeLessThanOrEqual(40_000);
    expect(ranges.at(-1)).toMatch(/-100002$/);
  });

  it('asks by Range for the rest of a whole file (200) whose body broke off', async () => {
    let broken = false;
    server.handler = (req) => {
      if (req.path === FEED_PATH && !broken) {
        broken = true;
        return { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: FILE, truncateAt: 20_000 };
      }
      return rangeReply(req);
    };
    const download = downloadFeedFile(ebay, 'getItemFeed', QUERY, { chunkSize: 50_000 });
    expect((await readAll(download)).equals(FILE)).toBe(true);
    expect(download.totalBytes).toBe(FILE.length);
    const resumedAt = Number(/^bytes=(\d+)-/.exec(feedRequests()[1]?.headers.range ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(20_000);
  });

  it('fails with a typed error when chunk bodies keep breaking off, and reports how far it got', async () => {
    server.handler = (req) => {
      const reply = rangeReply(req);
      return req.path === FEED_PATH && req.headers.range !== 'bytes=0-29999' ? { ...reply, truncateAt: 1_000 } : reply;
    };
    const download = downloadFeedFile(ebay, 'getItemFeed', QUERY, { chunkSize: 30_000 });
    const error = await readAll(download).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConnectionError);
    expect(download.bytesReceived).toBeGreaterThanOrEqual(30_000);
    expect(download.bytesReceived).toBeLessThan(34_000);
    // The first break and two more tries from where each stopped.
    expect(feedRequests()).toHaveLength(4);
  });

  it('a body that stops sending times out per read (timeoutMs), is asked for again twice, then fails with TimeoutError', async () => {
    server.handler = (req) => {
      const reply = rangeReply(req);
      return req.path === FEED_PATH && req.headers.range !== 'bytes=0-29999' ? { ...reply, stallAt: 1_000 } : reply;
    };
    const download = downloadFeedFile(ebay, 'getItemFeed', QUERY, { chunkSize: 30_000, timeoutMs: 200 });
    const started = Date.now();
    const error = await readAll(download).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(feedRequests()).toHaveLength(4);
    expect(download.bytesReceived).toBeGreaterThanOrEqual(30_000);
  });

  it("the caller's abort ends a download whose body is stalled, at once, with AbortError", async () => {
    server.handler = (req) => {
      const reply = rangeReply(req);
      return req.path === FEED_PATH ? { ...reply, stallAt: 5_000 } : reply;
    };
    const controller = new AbortController();
    const download = downloadFeedFile(ebay, 'getItemFeed', QUERY, {
      chunkSize: 30_000,
      timeoutMs: 10_000,
      signal: controller.signal,
    });
    const reading = readAll(download).then(
      () => undefined,
      (e: unknown) => e,
    );
    // Aborted once the first bytes came and the body stalled: AbortError, not the TimeoutError 10 s of silence gives.
    await expect.poll(() => download.bytesReceived).toBe(5_000);
    controller.abort();
    expect(await reading).toBeInstanceOf(AbortError);
    expect(feedRequests()).toHaveLength(1);
  });

  it('gives up on a chunk after maxRetries and reports how far it got', async () => {
    await ebay.close();
    ebay = new EbayClient({ appId: 'app', certId: 'cert', origin: server.origin, maxRetries: 0 });
    server.handler = (req) =>
      req.path === FEED_PATH && req.headers.range !== 'bytes=0-49999' ? { status: 503, body: {} } : rangeReply(req);
    const download = downloadFeedFile(ebay, 'getItemFeed', QUERY, { chunkSize: 50_000 });
    await expect(readAll(download)).rejects.toBeInstanceOf(ServerError);
    expect(download.bytesReceived).toBe(50_000);
  });
});

describe('Content-Range checks', () => {
  const cases: [string, (req: RecordedRequest) => Reply, RegExp][] = [
    [
      'a range that starts elsewhere',
      (req) => ({ ...rangeReply(req), headers: { 'content-range': `bytes 1-30000/${FILE.length}` } }),
      /does not match the Range/,
    ],
    ['a missing Content-Range', (req) => ({ ...rangeReply(req), headers: {} }), /expected 206 with Content-Range/],
    [
      'a body shorter than its range',
      (req) => {
        const reply = rangeReply(req);
        return { ...reply, body: (reply.body as Buffer).subarray(1) };
      },
      /bytes arrived for Content-Range/,
    ],
    [
      'a file size that changes',
      (req) => {
        const reply = rangeReply(req);
        return req.headers.range === 'bytes=0-29999'
          ? reply
          : {
              ...reply,
              headers: {
                ...reply.headers,
                'content-range': reply.headers!['content-range']!.replace(/\/\d+$/, '/200000'),
              },
            };
      },
      /file size changed/,
    ],
    [
      'a new Last-Modified',
      (req) => {
        const reply = rangeReply(req);
        return req.headers.range === 'bytes=0-29999'
          ? reply
          : { ...reply, headers: { ...reply.headers, 'last-modified': 'Thu, 22 Oct 2015 07:28:00 GMT' } };
      },
      /the file changed/,
    ],
    [
      'a whole file (200) for a later range',
      (req) =>
        req.headers.range === 'bytes=0-29999'
          ? rangeReply(req)
          : { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: FILE },
      /whole file/,
    ],
  ];
  for (const [what, handler, message] of cases) {
    it(`stops with FeedRangeError on ${what}`, async () => {
      server.handler = (req) => (req.path === FEED_PATH ? handler(req) : rangeReply(req));
      const download = downloadFeedFile(ebay, 'getItemFeed', QUERY, { chunkSize: 30_000 });
      const error = await readAll(download).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(FeedRangeError);
      expect((error as FeedRangeError).message).toMatch(message);
      expect((error as FeedRangeError).offset).toBe(download.bytesReceived);
      expect((error as FeedRangeError).range).toMatch(/^bytes=\d+-\d+$/);
    });
  }

  it('rejects a bad chunkSize, start or operation before any request', () => {
    expect(() => downloadFeedFile(ebay, 'getItemFeed', QUERY, { chunkSize: 0 })).toThrow(/chunkSize/);
    expect(() => downloadFeedFile(ebay, 'getItemFeed', QUERY, { start: -1 })).toThrow(/start/);
    expect(() => downloadFeedFile(ebay, 'getItems' as 'getItemFeed', QUERY)).toThrow(/not a feed file operation/);
    expect(server.requests).toHaveLength(0);
  });
});
