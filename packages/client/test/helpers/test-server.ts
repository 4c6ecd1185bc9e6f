import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent on the wire. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: Buffer;
  text: string;
  /** The client's port: requests with the same one came over the same connection. */
  remotePort: number;
}

/** What a handler answers. */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
  /** Wait before answering (ms). */
  delayMs?: number;
  /** Destroy the socket instead of answering. */
  reset?: boolean;
  /** Send the status, the headers (with the whole body's Content-Length) and this many body bytes, then destroy the socket. */
  truncateAt?: number;
  /** Send the status, the headers (with the whole body's Content-Length) and this many body bytes, then nothing more. */
  stallAt?: number;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** A real HTTP server on 127.0.0.1 that records every request and answers from a handler. */
export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  handler: Handler;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headerRecord(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

async function answer(res: ServerResponse, reply: Reply): Promise<void> {
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
  if (reply.reset) {
    res.socket?.destroy();
    return;
  }
  const headers = { ...reply.headers };
  let body: string | Buffer | undefined;
  if (reply.body === undefined || typeof reply.body === 'string' || Buffer.isBuffer(reply.body)) body = reply.body;
  else {
    body = JSON.stringify(reply.body);
    headers['content-type'] ??= 'application/json';
  }
  if (reply.stallAt !== undefined) {
    const bytes = Buffer.from(body ?? '');
    res.writeHead(reply.status ?? 200, { ...headers, 'content-length': String(bytes.length) });
    res.write(bytes.subarray(0, reply.stallAt));
    return;
  }
  if (reply.truncateAt !== undefined) {
    const bytes = Buffer.from(body ?? '');
    res.writeHead(reply.status ?? 200, { ...headers, 'content-length': String(bytes.length) });
    res.write(bytes.subarray(0, reply.truncateAt), () => res.socket?.destroy());
    return;
  }
  res.writeHead(reply.status ?? 200, headers);
  res.end(body);
}

/** Starts a recording server; replace `server.handler` per test. */
export async function startTestServer(handler: Handler = () => ({ status: 404 })): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const state: TestServer = {
    origin: '',
    requests,
    handler,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = req.url ?? '/';
      const parsed = new URL(url, 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: headerRecord(req),
        body,
        text: body.toString('utf8'),
        remotePort: req.socket.remotePort ?? 0,
      };
      requests.push(recorded);
      try {
        await answer(res, await state.handler(recorded));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`test handler failed: ${String(error)}`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
