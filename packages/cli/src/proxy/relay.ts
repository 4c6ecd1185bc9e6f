import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { Agent, request as undiciRequest } from 'undici';
import { endToEnd, refusalOf, RELAY_LIMITS } from './guard.js';
import { RelayKey } from './relay-key.js';

/** How long `close` lets exchanges under way finish before it cuts their connections and upstream requests. */
const CLOSE_GRACE_MS = 2_000;

/** A request as the relay forwards it: to `origin`, with the app's headers (after `prepare`) and body. */
export interface OutgoingRequest {
  method: string;
  /** Path and query, as the app sent them. */
  path: string;
  origin: string;
  /** Lower-case names; hop-by-hop headers, `host` and `content-length` left out. */
  headers: Record<string, string>;
  body: Buffer;
}

/** One exchange the relay carried: what went upstream and what came back, bodies as bytes. */
export interface RelayedExchange {
  seq: number;
  request: OutgoingRequest;
  /** Absent when the upstream could not be reached (the app got a 502 from the relay). */
  response?: {
    status: number;
    /** Lower-case names; a repeated header joined with `, ` (`set-cookie` with `\n`). */
    headers: Record<string, string>;
    /** The answer's bytes as sent (still encoded when `content-encoding` says so); undefined over the check limit. */
    body: Buffer | undefined;
  };
  /** Why the upstream could not be reached. */
  failure?: string;
  durationMs: number;
}

/** What the relay does besides relaying: choose the origin, add credentials, and hear of each exchange. */
export interface RelayHooks {
  /** Sets `origin` (and with a profile, the credentials) of a request before it is sent. */
  prepare(request: OutgoingRequest): Promise<void>;
  /** Called once per exchange, after the answer was relayed. */
  exchanged(exchange: RelayedExchange): void;
}

/** A running relay: its URL, the origin an app is given, and `close` to stop taking requests and end those under way. */
export interface Relay {
  /** `http://127.0.0.1:<port>`, where it listens. */
  readonly url: string;
  /** `http://127.0.0.1:<port>/<key>`: the origin an app points at; requests without the key are refused (403). */
  readonly origin: string;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > RELAY_LIMITS.requestBytes) {
        req.pause();
        ok(undefined);
      } else chunks.push(chunk);
    });
    req.on('end', () => ok(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

function joinHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(name === 'set-cookie' ? '\n' : ', ') : value;
  return out;
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(`${message}\n`);
}

/** Bytes of an answer kept for the check and the cassette while it is relayed, up to the check limit. */
class KeptBody {
  readonly #chunks: Buffer[] = [];
  #bytes = 0;

  /** Passes each chunk on, keeping a copy while the total is within the limit. */
  async *tap(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      this.#bytes += chunk.byteLength;
      if (this.#bytes <= RELAY_LIMITS.checkedBytes) this.#chunks.push(chunk);
      yield chunk;
    }
  }

  /** The whole body, or undefined past the limit. */
  get whole(): Buffer | undefined {
    return this.#bytes <= RELAY_LIMITS.checkedBytes ? Buffer.concat(this.#chunks) : undefined;
  }
}

/** Errors of writing to an app that went away. */
const APP_GONE: ReadonlySet<string> = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/** Why an exchange got no whole answer, in a few words for the live line. */
function failureOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code && APP_GONE.has(code)) return 'the app closed the connection before the whole answer was relayed';
  return code ?? (error as Error).message;
}

/**
 * Starts the relay on 127.0.0.1 (never another interface) at `port` (0: a free one), with a new key (relay-key.ts).
 * Each request passes the guard (guard.ts), is sent without the key to the origin `hooks.prepare` chooses, and its
 * answer is relayed unchanged: status, headers without the hop-by-hop ones, and the body's bytes as they arrive.
 * Redirects are relayed, never followed. An app that goes away mid-answer ends that exchange (the upstream body is
 * dropped, its connection freed), so no handler waits on a socket that is gone.
 */
export async function startRelay(port: number, hooks: RelayHooks): Promise<Relay> {
  const agent = new Agent({ connections: 16 });
  const key = new RelayKey();
  const closing = new AbortController();
  const underWay = new Set<Promise<void>>();
  let seq = 0;
  let ownHosts: ReadonlySet<string> = new Set();

  const relay = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const admitted = refusalOf(req, ownHosts, key);
    if ('status' in admitted) return refuse(res, admitted.status, admitted.message);
    const body = await readBody(req);
    if (!body)
      return refuse(res, 413, `baykit proxy takes request bodies of up to ${RELAY_LIMITS.requestBytes} bytes.`);
    const request: OutgoingRequest = {
      method: req.method ?? 'GET',
      path: admitted.path,
      origin: '',
      headers: joinHeaders(endToEnd(req.headers, ['host', 'content-length'])),
      body,
    };
    const exchange: RelayedExchange = { seq: ++seq, request, durationMs: 0 };
    const started = performance.now();
    try {
      await hooks.prepare(request);
      const answer = await undiciRequest(`${request.origin}${request.path}`, {
        method: request.method as 'GET',
        headers: request.headers,
        body: body.byteLength > 0 ? body : null,
        dispatcher: agent,
        signal: closing.signal,
      });
      const headers = endToEnd(answer.headers);
      res.writeHead(answer.statusCode, headers);
      const kept = new KeptBody();
      // pipeline ends when the app goes away too (and destroys the upstream body), where waiting for 'drain' would not.
      await pipeline(answer.body, (source: AsyncIterable<Buffer>) => kept.tap(source), res);
      exchange.response = { status: answer.statusCode, headers: joinHeaders(headers), body: kept.whole };
    } catch (error) {
      exchange.failure = failureOf(error);
      if (!res.headersSent) refuse(res, 502, `baykit proxy could not reach ${request.origin}: ${exchange.failure}.`);
      else res.destroy();
    }
    exchange.durationMs = Math.round(performance.now() - started);
    hooks.exchanged(exchange);
  };

  const server: Server = createServer((req, res) => {
    const done = relay(req, res).catch(() => void res.destroy());
    underWay.add(done);
    void done.finally(() => underWay.delete(done));
  });
  server.headersTimeout = 30_000;
  // CONNECT and Upgrade ask for a tunnel: an open proxy's business, never this relay's.
  server.on('connect', (_req, socket) => socket.end('HTTP/1.1 405 Method Not Allowed\r\nconnection: close\r\n\r\n'));
  server.on('upgrade', (_req, socket) => socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n'));
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok());
  });
  const bound = (server.address() as AddressInfo).port;
  ownHosts = new Set([`127.0.0.1:${bound}`, `localhost:${bound}`]);
  const url = `http://127.0.0.1:${bound}`;
  return {
    url,
    origin: key.originOf(url),
    async close() {
      const closed = new Promise((ok) => server.close(ok));
      server.closeIdleConnections();
      // Exchanges under way get a short grace; then their connections are cut and their upstream requests aborted.
      const grace = new AbortController();
      const settled = Promise.allSettled([...underWay]);
      await Promise.race([settled, delay(CLOSE_GRACE_MS, undefined, { signal: grace.signal }).catch(() => undefined)]);
      grace.abort();
      server.closeAllConnections();
      closing.abort();
      await settled;
      await closed;
      await agent.close();
    },
  };
}
