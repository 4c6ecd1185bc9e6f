import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createServer, type ServerContext } from './server.js';

/** The most bytes of one request body (a JSON-RPC message); eBay bodies an agent sends are far smaller. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The most sessions open at once (each is a server and a transport in memory). */
export const MAX_SESSIONS = 32;
/** The path the MCP endpoint answers on. */
export const MCP_PATH = '/mcp';

/** How to serve over HTTP. */
export interface HttpOptions {
  /** The loopback port; 0 for a free one. */
  port: number;
  /** `BAYKIT_MCP_TOKEN` is the bearer token when set (at least 32 characters); else one is generated. */
  env: Readonly<Record<string, string | undefined>>;
  /** Browser origins accepted besides the server's own (`--allow-origin`). */
  allowedOrigins: readonly string[];
  /** Where the generated token is shown, once: the operator's terminal (standard error), never the call log. */
  announce: (text: string) => void;
}

/** The HTTP server: its endpoint and how to stop it. */
export interface HttpServer {
  readonly url: string;
  close(): Promise<void>;
}

/** One open session: its transport, its server, and how many of its requests are open now. */
interface Session {
  readonly transport: StreamableHTTPServerTransport;
  readonly server: McpServer;
  active: number;
}

const refuse = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body, at most MAX_BODY_BYTES (undefined past it), as parsed JSON (a SyntaxError for anything else). */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/**
 * Serves MCP over Streamable HTTP on 127.0.0.1 only. Before anything reaches the protocol, each request must name
 * this server in `Host` (127.0.0.1 or localhost with its port: a DNS-rebinding page names its own host), come from
 * no browser origin or an allowed one (`Origin`), carry the bearer token, and send a body of at most
 * MAX_BODY_BYTES. Each session is a server of its own over the shared context (policy, log, target).
 */
export async function serveHttp(ctx: ServerContext, options: HttpOptions): Promise<HttpServer> {
  const fromEnv = options.env.BAYKIT_MCP_TOKEN;
  if (fromEnv !== undefined && fromEnv.length < 32)
    throw new RangeError('BAYKIT_MCP_TOKEN must be at least 32 characters (openssl rand -hex 32 makes one).');
  const token = fromEnv ?? randomBytes(32).toString('base64url');
  // In order of use, least recent first; `active` counts the requests of a session still open (an SSE stream too).
  const sessions = new Map<string, Session>();
  const track = (res: ServerResponse, session: Session): void => {
    session.active += 1;
    res.once('close', () => (session.active -= 1));
  };
  let port = options.port;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
    if (!hosts.includes((req.headers.host ?? '').toLowerCase()))
      return refuse(res, 403, `Host must be ${hosts.join(' or ')} (this server answers only on loopback).`);
    const origin = req.headers.origin;
    if (
      origin !== undefined &&
      !hosts.some((h) => origin === `http://${h}`) &&
      !options.allowedOrigins.includes(origin)
    )
      return refuse(
        res,
        403,
        `Origin ${origin} is not allowed (start the server with --allow-origin ${origin} to allow it).`,
      );
    const [scheme, credential] = (req.headers.authorization ?? '').split(' ', 2);
    if (scheme?.toLowerCase() !== 'bearer' || !credential || !sameSecret(credential, token))
      return refuse(res, 401, 'A bearer token is required (Authorization: Bearer <token>).', {
        'www-authenticate': 'Bearer realm="baykit-mcp"',
      });
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== MCP_PATH)
      return refuse(res, 404, `The endpoint is ${MCP_PATH}.`);
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES)
      return refuse(res, 413, `A request body may be at most ${MAX_BODY_BYTES} bytes.`);
    let body: unknown;
    if (req.method === 'POST') {
      try {
        body = await readJson(req);
      } catch {
        return refuse(res, 400, 'The body must be JSON-RPC (JSON).');
      }
      if (body === undefined) return refuse(res, 413, `A request body may be at most ${MAX_BODY_BYTES} bytes.`);
    }
    const id = req.headers['mcp-session-id'];
    const existing = typeof id === 'string' ? sessions.get(id) : undefined;
    if (existing && typeof id === 'string') {
      sessions.delete(id);
      sessions.set(id, existing);
      track(res, existing);
      return existing.transport.handleRequest(req, res, body);
    }
    if (req.method !== 'POST' || !isInitializeRequest(body))
      return refuse(
        res,
        typeof id === 'string' ? 404 : 400,
        typeof id === 'string' ? 'No such session.' : 'Start with an initialize request.',
      );
    if (sessions.size >= MAX_SESSIONS) {
      // A client that went away without closing its session (a crash, a restart) leaves it behind: the least
      // recently used one with no request or stream open makes room. Sessions in use are never closed for another.
      const idle = [...sessions].find(([, s]) => s.active === 0);
      if (!idle) return refuse(res, 503, `At most ${MAX_SESSIONS} sessions at once; close one.`);
      sessions.delete(idle[0]);
      await idle[1].transport.close();
      await idle[1].server.close();
    }
    const server = createServer(ctx);
    const session: Session = {
      transport: new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => {
          sessions.set(sessionId, session);
        },
      }),
      server,
      active: 0,
    };
    const { transport } = session;
    transport.onclose = () => {
      if (transport.sessionId && sessions.get(transport.sessionId) === session) sessions.delete(transport.sessionId);
    };
    track(res, session);
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  };

  const http = createHttpServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      ctx.log.note(`HTTP request failed: ${(error as Error).message}`);
      if (!res.headersSent) refuse(res, 500, 'The server failed on this request.');
      else res.end();
    });
  });
  http.headersTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, '127.0.0.1', () => resolve());
  });
  port = (http.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}${MCP_PATH}`;
  ctx.log.note(`listening on ${url}`);
  // Printed once, to the operator's terminal (never to the call log file): the client's configuration needs it.
  if (fromEnv === undefined) options.announce(`baykit-mcp: bearer token (shown once): ${token}\n`);
  return {
    url,
    close: async () => {
      for (const { transport, server } of sessions.values()) {
        await transport.close();
        await server.close();
      }
      sessions.clear();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
