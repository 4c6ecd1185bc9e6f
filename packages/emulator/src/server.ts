import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** A listening emulator server. */
export interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

function toRequest(req: IncomingMessage, body: Buffer, fallbackOrigin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  // The client's own view of the authority (`localhost:4010` or `127.0.0.1:4010`): signatures sign it.
  const origin = req.headers.host ? `http://${req.headers.host}` : fallbackOrigin;
  return new Request(`${origin}${req.url ?? '/'}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  // Streamed, not buffered: large feed ranges flow from disk to the socket with backpressure.
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}

/** The Node adapter: an HTTP server on `host` (127.0.0.1) that hands every request to `fetch`. */
export async function listen(handler: { fetch(request: Request): Promise<Response> }, port: number, host: string): Promise<Listening> {
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      Promise.resolve()
        .then(() => handler.fetch(toRequest(req, Buffer.concat(chunks), origin)))
        .then((response) => send(res, response))
        .catch(() => {
          // A fault asked to drop the connection (or answering failed): the client sees a reset.
          res.socket?.destroy();
        });
    });
  });
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
