import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createEmulator, DEFAULT_APP, type Emulator } from '@baykit/emulator';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, EbayClient } from '../../src/index.js';
import { createNotificationHandler, toNodeListener, type EbayNotification } from '../../src/notifications/index.js';

// toNodeListener on a real node:http server: what it reads off the socket for bodies the handler refuses, and
// what it does behind a body parser. eBay's SDK test vector as in notifications.test.ts.
const KID = '9936261a-7d7b-4621-a0f1-96ccb428af49';
const BODY =
  '{"metadata":{"topic":"MARKETPLACE_ACCOUNT_DELETION","schemaVersion":"1.0","deprecated":false},"notification":{"notificationId":"49feeaeb-4982-42d9-a377-9645b8479411_33f7e043-fed8-442b-9d44-791923bd9a6d","eventDate":"2021-03-19T20:43:59.462Z","publishDate":"2021-03-19T20:43:59.679Z","publishAttemptCount":1,"data":{"username":"test_user","userId":"ma8vp1jySJC","eiasToken":"nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wJnY+gAZGEpwmdj6x9nY+seQ=="}}}';
const SIGNATURE = 'MEYCIQCfxfIWuxmWcIBQJ9c5/X7iGDJqs2RCGsBEaAjinyrrfAIhAIV6wGcTiBuV5KJUif2hokyrL+Q9ssHkad+mx2nEE25w';
const HEADER = Buffer.from(JSON.stringify({ alg: 'ecdsa', kid: KID, signature: SIGNATURE, digest: 'SHA1' })).toString(
  'base64',
);
const TOKEN = 'baykit-verification-token-0123456789abcdef';
const MiB = 1024 * 1024;

let emulator: Emulator;
let client: EbayClient;
let received: EbayNotification[];
let server: Server | undefined;
/** Resolves, per accepted connection, with the bytes the server read off it once it closed. */
let socketsRead: Promise<number>[];

beforeAll(async () => {
  emulator = createEmulator();
  await emulator.listen(0);
});
beforeEach(() => {
  client = new EbayClient({ appId: DEFAULT_APP.appId, certId: DEFAULT_APP.certId, origin: emulator.url });
  received = [];
  socketsRead = [];
});
afterEach(async () => {
  await client.close();
  if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
  server = undefined;
});
afterAll(async () => {
  await emulator.close();
});

const handler = (maxBodyBytes?: number) =>
  createNotificationHandler({
    client,
    verificationToken: TOKEN,
    endpoint: 'https://example.com/hook',
    onNotification: (push) => void received.push(push),
    ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }),
  });

/** Serves `listener` on 127.0.0.1; returns its port. */
async function serve(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
  const s = createServer(listener);
  server = s;
  s.on('connection', (socket: Socket) => {
    socketsRead.push(new Promise((resolve) => socket.once('close', () => resolve(socket.bytesRead))));
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return (s.address() as AddressInfo).port;
}

/**
 * Sends `head`, then up to `limit` bytes of body as fast as the server takes them (chunked framing or not), over
 * a raw socket: resolves with the server's status line and the bytes the server read off its socket.
 */
async function stream(port: number, head: string, chunked: boolean, limit = 32 * MiB) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (data: Buffer) => void (answer += data.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(head);
  const piece = Buffer.alloc(64 * 1024, 0x7b);
  const frame = chunked
    ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
    : piece;
  for (let sent = 0; sent < limit && !socket.destroyed; sent += piece.length) {
    if (!socket.write(frame)) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          socket.off('drain', done);
          socket.off('close', done);
          resolve();
        };
        socket.on('drain', done);
        socket.on('close', done);
      });
    }
  }
  socket.destroy();
  await closed;
  const serverRead = await socketsRead.at(-1);
  return { status: answer.split('\r\n')[0] ?? '', serverRead: serverRead ?? 0 };
}

describe('toNodeListener and bodies the handler does not read', () => {
  it('answers a POST declaring 768 MiB with 413 and reads next to nothing of it', async () => {
    const port = await serve(toNodeListener(handler()));
    const head = `POST /hook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${768 * MiB}\r\n\r\n`;
    const { status, serverRead } = await stream(port, head, false);
    expect(status).toBe('HTTP/1.1 413 Payload Too Large');
    // Node buffers 16 KiB and a socket read or two before it stops reading; the client offered 32 MiB.
    expect(serverRead).toBeLessThan(MiB);
  });

  it('answers a chunked PUT with 405 and reads next to nothing of it', async () => {
    const port = await serve(toNodeListener(handler()));
    const head = 'PUT /hook HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n';
    const { status, serverRead } = await stream(port, head, true);
    expect(status).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(serverRead).toBeLessThan(MiB);
  });

  it('answers 413 to a chunked POST past maxBodyBytes after reading about maxBodyBytes, not the rest', async () => {
    const port = await serve(toNodeListener(handler(256 * 1024)));
    const head =
      'POST /hook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const { status, serverRead } = await stream(port, head, true);
    expect(status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(serverRead).toBeLessThan(256 * 1024 + MiB);
  });

  it('keeps the connection of a push it read whole open for the next one', async () => {
    const port = await serve(toNodeListener(handler()));
    const response = await fetch(`http://127.0.0.1:${port}/hook`, {
      method: 'POST',
      body: BODY,
      headers: { 'content-type': 'application/json', 'x-ebay-signature': HEADER },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('connection')).toBe('keep-alive');
  });
});

/** A stand-in for `express.json()`, `express.raw()` and the like: reads the whole stream, keeps `keep(bytes)`. */
function bodyParser(
  keep: (bytes: Buffer) => unknown,
  listener: (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void,
  next?: (error: unknown, res: ServerResponse) => void,
) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const kept = keep(Buffer.concat(chunks));
      if (kept !== undefined) (req as IncomingMessage & { body?: unknown }).body = kept;
      listener(req, res, next && ((error) => next(error, res)));
    });
  };
}

describe('toNodeListener behind a body parser', () => {
  const post = (port: number) =>
    fetch(`http://127.0.0.1:${port}/hook`, {
      method: 'POST',
      body: BODY,
      headers: { 'content-type': 'application/json', 'x-ebay-signature': HEADER },
      // Before, such a request was never answered: fail the test instead of waiting for vitest's timeout.
      signal: AbortSignal.timeout(20_000),
    });

  it('verifies what express.json() kept (re-serialised compactly, as eBay signs)', async () => {
    const port = await serve(
      bodyParser((bytes) => JSON.parse(bytes.toString('utf8')) as unknown, toNodeListener(handler())),
    );
    expect((await post(port)).status).toBe(204);
    expect(received).toHaveLength(1);
  });

  it('verifies the bytes express.raw() kept', async () => {
    const port = await serve(bodyParser((bytes) => bytes, toNodeListener(handler())));
    expect((await post(port)).status).toBe(204);
    expect(received).toHaveLength(1);
  });

  it('answers 500 saying how to mount it, with one process warning, when the parser kept nothing', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error): void => void warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const port = await serve(bodyParser(() => undefined, toNodeListener(handler())));
      for (let i = 0; i < 2; i++) {
        const response = await post(port);
        expect(response.status).toBe(500);
        expect(await response.text()).toMatch(/Mount toNodeListener\(handler\) before any body parser/);
      }
      await expect.poll(() => warnings.filter((w) => /before any body parser/.test(w.message)).length).toBe(1);
      expect(received).toHaveLength(0);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it("hands Express's next a ConfigError when the parser kept nothing", async () => {
    const errors: unknown[] = [];
    // What Express's final handler does with an error passed to next: log it and answer 500.
    const port = await serve(
      bodyParser(
        () => undefined,
        toNodeListener(handler()),
        (error, res) => {
          errors.push(error);
          res.writeHead(500).end();
        },
      ),
    );
    expect((await post(port)).status).toBe(500);
    expect(errors[0]).toBeInstanceOf(ConfigError);
    expect((errors[0] as Error).message).toMatch(
      /app\.post\('\/hook', toNodeListener\(handler\)\) above app\.use\(express\.json\(\)\)/,
    );
  });
});
