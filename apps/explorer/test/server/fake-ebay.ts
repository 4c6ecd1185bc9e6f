// A fake eBay on 127.0.0.1 that records every request: the explorer's sandbox or production pointed at it
// (startExplorer's remoteOrigins) shows what would have reached eBay, and what did not.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake eBay received. */
export interface SeenRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  body: string;
}

/** A running fake eBay. */
export interface FakeEbay {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Every request received, token requests included, in order. */
  requests: SeenRequest[];
  /** The requests other than token requests: the calls themselves. */
  calls(): SeenRequest[];
  close(): Promise<void>;
}

const TOKEN_PATH = '/identity/v1/oauth2/token';

/**
 * Starts a fake eBay on a free port: it answers the client-credentials token request with an application token,
 * creating a notification destination with 201 and its location, and every other request with 200 and `{}`.
 */
export async function startFakeEbay(): Promise<FakeEbay> {
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', path, body: Buffer.concat(chunks).toString('utf8') });
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        const body = JSON.stringify(value);
        res.writeHead(status, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        });
        res.end(body);
      };
      if (path.startsWith(TOKEN_PATH))
        json(200, { access_token: 'fake-application-token', expires_in: 7200, token_type: 'Application Access Token' });
      else if (req.method === 'POST' && path === '/commerce/notification/v1/destination')
        json(201, {}, { location: `${url}/commerce/notification/v1/destination/fake-destination-1` });
      else json(200, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    calls: () => requests.filter((request) => !request.path.startsWith(TOKEN_PATH)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
