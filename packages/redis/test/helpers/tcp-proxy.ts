import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A TCP proxy on 127.0.0.1 in front of a port: `cut` makes the target unreachable (data intact), `restore` ends that. */
export interface TcpProxy {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy to `127.0.0.1:targetPort`, listening on a free port it keeps across `cut` and `restore`. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = (): Promise<void> =>
    new Promise((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(targetPort, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (typeof address === 'object' && address) port = address.port;
        resolve();
      });
    });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = undefined;
    });
  await listen();
  return { url: `redis://127.0.0.1:${port}`, cut: stop, restore: listen, close: stop };
}
