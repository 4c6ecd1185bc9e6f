import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { scaled } from '../../../../../scripts/test-time.mjs';

/** Answers one request by writing to the response directly (status, headers, raw or cut-off bodies). */
export type RawHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void | Promise<void>;

/** A loopback server that also knows how many client sockets are open, to prove none is left behind. */
export interface RawServer {
  origin: string;
  handler: RawHandler;
  /** Requests received, in order (`METHOD path`). */
  seen: string[];
  /** Sockets currently open on the server side. */
  openSockets(): number;
  /** Resolves once every socket the server has accepted is closed (rejects after `ms`). */
  allSocketsClosed(ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 with a free port. */
export async function startRawServer(handler: RawHandler = (_req, res) => void res.end()): Promise<RawServer> {
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  const state: RawServer = {
    origin: '',
    handler,
    seen: [],
    openSockets: () => sockets.size,
    allSocketsClosed: (ms = scaled(2000)) =>
      new Promise<void>((resolve, reject) => {
        if (sockets.size === 0) return resolve();
        const timer = setTimeout(() => {
          waiters.delete(done);
          reject(new Error(`${sockets.size} socket(s) still open after ${ms} ms`));
        }, ms);
        const done = (): void => {
          clearTimeout(timer);
          resolve();
        };
        waiters.add(done);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.seen.push(`${req.method ?? 'GET'} ${req.url ?? '/'}`);
      Promise.resolve(state.handler(req, res, Buffer.concat(chunks))).catch(() => res.socket?.destroy());
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size > 0) return;
      for (const waiter of [...waiters]) {
        waiters.delete(waiter);
        waiter();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** Counts of the process's active handles and requests by kind (`Timeout`, `TCPSocketWrap`, …). */
export function activeResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}
