import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { bufferedText } from './json-response.js';
import { TurnQueue } from './turn-queue.js';
import { newRequestId, REQUEST_ID_HEADER } from './request-id.js';

/** A listening emulator server. */
export interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A Host header that is an authority and nothing else: `name`, `name:port`, `[v6]` or `[v6]:port`. */
const AUTHORITY = /^(?:[a-z0-9._~!$&'()*+,;=%-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A request body as a stream the handler reads at its own pace (it counts bytes against its cap). */
interface BodyStream {
  stream: ReadableStream<Uint8Array>;
  /** Whether the handler cancelled it, past its cap: the socket is no longer read, the answer closes the connection. */
  readonly cancelled: boolean;
  /** Reads and drops what the handler left unread, so the connection can carry the next request. */
  discard(): void;
}

function bodyStream(req: IncomingMessage): BodyStream {
  let open = true;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          if (open) controller.close();
          open = false;
        });
        req.once('error', (error) => {
          if (open) controller.error(error);
          open = false;
        });
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        cancelled = true;
        req.pause();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  return {
    stream,
    get cancelled() {
      return cancelled;
    },
    discard() {
      open = false;
      req.resume();
    },
  };
}

function toRequest(req: IncomingMessage, body: BodyStream | undefined, fallbackOrigin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  // The client's own view of the authority (`localhost:4010` or `127.0.0.1:4010`): signatures sign it, and the
  // admin API checks it (guard.ts).
  const origin = req.headers.host ? `http://${req.headers.host}` : fallbackOrigin;
  return new Request(`${origin}${req.url ?? '/'}`, {
    method,
    headers,
    ...(body ? { body: body.stream, duplex: 'half' } : {}),
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // A complete JSON answer (json-response.ts) goes out in one write, its body stream never read.
  const text = bufferedText(response);
  if (text !== undefined) {
    headers['content-length'] = String(Buffer.byteLength(text));
    res.writeHead(response.status, headers).end(text);
    return;
  }
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  // Streamed, not buffered: large feed ranges flow from disk to the socket with backpressure.
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}

/**
 * The Node adapter: an HTTP server on `host` (127.0.0.1) that hands every request to `fetch`, its body as a
 * stream. Requests are answered in short slices per event-loop turn (turn-queue.ts), so new connections are
 * accepted promptly however many busy ones there are.
 */
export async function listen(
  handler: { fetch(request: Request): Promise<Response> },
  port: number,
  host: string,
): Promise<Listening> {
  let origin = '';
  const turns = new TurnQueue();
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.headers.host !== undefined && !AUTHORITY.test(req.headers.host)) {
        res
          .writeHead(400, { 'content-type': 'text/plain', connection: 'close', [REQUEST_ID_HEADER]: newRequestId() })
          .end('Bad Request: the Host header is not a host name.');
        return;
      }
      const method = req.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : bodyStream(req);
      const response = await handler.fetch(toRequest(req, body, origin));
      // Past its cap the rest of the body is never read: answer, then close instead of reading megabytes more.
      if (body?.cancelled) res.shouldKeepAlive = false;
      else body?.discard();
      await send(res, response);
    } catch {
      // A fault asked to drop the connection (or answering failed): the client sees a reset.
      res.socket?.destroy();
    }
  };
  const server = createServer((req, res) => turns.push(() => void answer(req, res)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  origin = `http://${host}:${address.port}`;
  return {
    url: origin,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
