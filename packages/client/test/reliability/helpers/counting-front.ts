import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createEmulator, type Emulator, type EmulatorOptions } from '@baykit/emulator';

/**
 * What reached the emulator for one call id (`x-soak-id`), and how many of those it refused without acting:
 * 429, or a rejected token (401, or Trading's Ack Failure 21917053 for an expired IAF token).
 */
export interface Hits {
  requests: number;
  refused: number;
}

/**
 * The emulator behind a loopback HTTP front door that counts, per `x-soak-id` header, the requests that reached
 * it: the emulator's own log keeps only the last 1000, and a soak run sends far more.
 */
export interface CountingEmulator {
  emulator: Emulator;
  url: string;
  hits: Map<string, Hits>;
  openSockets(): number;
  close(): Promise<void>;
}

function toRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  return new Request(`${origin}${req.url ?? '/'}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
  });
}

/** Starts the front door on 127.0.0.1 (free port) and an emulator that knows that origin. */
export async function startCountingEmulator(options: EmulatorOptions = {}): Promise<CountingEmulator> {
  const hits = new Map<string, Hits>();
  const sockets = new Set<Socket>();
  // The emulator is made once the port is known (its links carry the origin); requests wait for it.
  let ready: (e: Emulator) => void = () => undefined;
  const emulatorReady = new Promise<Emulator>((resolve) => (ready = resolve));
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = req.headers['x-soak-id'];
      const entry = typeof id === 'string' ? (hits.get(id) ?? { requests: 0, refused: 0 }) : undefined;
      if (entry && typeof id === 'string') hits.set(id, { ...entry, requests: entry.requests + 1 });
      Promise.resolve()
        .then(async () => (await emulatorReady).fetch(toRequest(req, Buffer.concat(chunks), origin)))
        .then(async (response) => {
          const body = Buffer.from(await response.arrayBuffer());
          const refused =
            response.status === 429 || response.status === 401 || body.includes('<ErrorCode>21917053</ErrorCode>');
          if (refused && typeof id === 'string') hits.get(id)!.refused++;
          const headers: Record<string, string> = {};
          response.headers.forEach((value, name) => (headers[name] = value));
          res.writeHead(response.status, headers);
          res.end(body);
        })
        // The emulator asked to drop the connection (reset-connection fault).
        .catch(() => res.socket?.destroy());
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const emulator = createEmulator({ ...options, origin });
  ready(emulator);
  return {
    emulator,
    url: origin,
    hits,
    openSockets: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
