import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EbayClient, RateLimitError, fileFromPath } from '../../src/index.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Uploads from Blobs, streams, bytes and files arrive intact at a recording loopback server.
const BYTES = randomBytes(300_001);
const VIDEO_PATH = '/commerce/media/v1_beta/video/V-1/upload';
let dir: string;
let filePath: string;
let server: TestServer;
let ebay: EbayClient;

function streamOf(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baykit-upload-'));
  filePath = join(dir, 'listing.mp4');
  await writeFile(filePath, BYTES);
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(async () => {
  server = await startTestServer(() => ({ status: 200, body: {} }));
  ebay = new EbayClient({ origin: server.origin });
  await ebay.oauth2.setCredentials('v^1.1#user');
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

describe('octet-stream uploads (uploadVideo)', () => {
  const bodies: [string, () => Promise<Blob | ReadableStream<Uint8Array> | Uint8Array>, boolean][] = [
    ['a Blob', async () => new Blob([BYTES]), true],
    ['a ReadableStream', async () => streamOf(BYTES, 65_536), false],
    ['a Uint8Array', async () => new Uint8Array(BYTES), true],
    ['a file from fileFromPath', () => fileFromPath(filePath, { type: 'video/mp4' }), true],
  ];
  for (const [what, body, sized] of bodies) {
    it(`sends ${what} byte for byte`, async () => {
      await ebay.commerce.media.uploadVideo('V-1', await body());
      const [request] = server.requests;
      expect(request!.method).toBe('POST');
      expect(request!.path).toBe(VIDEO_PATH);
      expect(request!.body.equals(BYTES)).toBe(true);
      expect(request!.headers['content-type']).toBe('application/octet-stream');
      expect(request!.headers.authorization).toBe('Bearer v^1.1#user');
      // Sized bodies go out with their length; a stream is sent chunked.
      if (sized) expect(request!.headers['content-length']).toBe(String(BYTES.length));
      else expect(request!.headers['transfer-encoding']).toBe('chunked');
    });
  }

  it('sends a file again after a 429, but never replays a consumed stream', async () => {
    server.handler = () =>
      server.requests.length === 1
        ? { status: 429, headers: { 'retry-after': '0' }, body: { errors: [{ errorId: 2001 }] } }
        : { status: 200, body: {} };
    await ebay.commerce.media.uploadVideo('V-1', await fileFromPath(filePath));
    expect(server.requests).toHaveLength(2);
    expect(server.requests.every((r) => r.body.equals(BYTES))).toBe(true);

    server.requests.length = 0;
    server.handler = () => ({ status: 429, headers: { 'retry-after': '0' }, body: { errors: [{ errorId: 2001 }] } });
    await expect(ebay.commerce.media.uploadVideo('V-1', streamOf(BYTES, 65_536))).rejects.toBeInstanceOf(
      RateLimitError,
    );
    expect(server.requests).toHaveLength(1);
  });
});

describe('multipart uploads (sell.feed.uploadFile)', () => {
  it('sends a FormData holding a file from disk with its name, type and bytes, and a Content-Length', async () => {
    const form = new FormData();
    form.append('fileName', 'listing.mp4');
    form.append('file', await fileFromPath(filePath, { type: 'video/mp4' }));
    await ebay.sell.feed.uploadFile('task-1', form);
    const [request] = server.requests;
    expect(request!.path).toBe('/sell/feed/v1/task/task-1/upload_file');
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(request!.headers['content-type'] ?? '')?.[1];
    expect(boundary).toBeDefined();
    expect(request!.headers['content-length']).toBe(String(request!.body.length));
    const head = Buffer.from(
      `Content-Disposition: form-data; name="file"; filename="listing.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const start = request!.body.indexOf(head);
    expect(start).toBeGreaterThan(0);
    const fileBytes = request!.body.subarray(start + head.length, start + head.length + BYTES.length);
    expect(fileBytes.equals(BYTES)).toBe(true);
    expect(request!.body.subarray(start + head.length + BYTES.length).toString()).toBe(`\r\n--${boundary}--\r\n`);
    expect(request!.text).toContain('name="fileName"\r\n\r\nlisting.mp4\r\n');
  });
});
