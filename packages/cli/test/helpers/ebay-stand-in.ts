// A server on 127.0.0.1 that stands in for eBay (production or sandbox) in tests of what the command line sends
// there: `ebayTransport` (CliIo) carries each of a command's calls to eBay to it, with the path and query eBay would
// get, and it answers tokens, REST calls and XML calls as eBay would, plainly. It records the URL each call was
// addressed to (so a test sees it was meant for api.ebay.com) and each request that arrived over the wire.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Transport } from 'baykit';
import { nodeHttpTransport } from 'baykit/node-http';

/** One request the stand-in received. */
export interface Arrived {
  method: string;
  /** Path and query, as eBay would have seen them. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The stand-in: what was addressed to eBay, what arrived, and the transport for `CliIo.ebayTransport`. */
export interface EbayStandIn {
  /** Each URL a command's client sent a request to (`https://api.ebay.com/…`), in order. */
  readonly addressed: string[];
  /** Each request that reached the stand-in, in order. */
  readonly arrived: Arrived[];
  /** A transport that carries a client's calls to eBay to the stand-in (a new one per client: a client closes it). */
  transport(): Transport;
  close(): Promise<void>;
}

/** eBay's token answer for a grant: an application token, or a user token with a refresh token. */
function tokenAnswer(form: URLSearchParams): Record<string, unknown> {
  if (form.get('grant_type') === 'client_credentials')
    return { access_token: 'stand-in-app-token', expires_in: 7200, token_type: 'Application Access Token' };
  return {
    access_token: 'stand-in-user-token',
    expires_in: 7200,
    refresh_token: 'stand-in-refresh-token',
    refresh_token_expires_in: 47_304_000,
    token_type: 'User Access Token',
  };
}

/** Starts a stand-in for eBay on a free loopback port. */
export async function ebayStandIn(): Promise<EbayStandIn> {
  const addressed: string[] = [];
  const arrived: Arrived[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '/';
      arrived.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (path.startsWith('/identity/v1/oauth2/token')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(tokenAnswer(new URLSearchParams(body))));
      } else if (path.startsWith('/ws/api.dll')) {
        const call = String(req.headers['x-ebay-api-call-name'] ?? 'Unknown');
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><${call}Response xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack></${call}Response>`,
        );
      } else if (req.method === 'POST') {
        // A resource made, as eBay answers createDestination: 201 with where it is, and no body.
        res.writeHead(201, { location: 'https://api.ebay.com/commerce/notification/v1/destination/d-1' }).end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"topics":[]}');
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    addressed,
    arrived,
    transport() {
      const inner = nodeHttpTransport();
      return {
        send(request) {
          addressed.push(request.url);
          const url = new URL(request.url);
          return inner.send({ ...request, url: `${origin}${url.pathname}${url.search}` });
        },
        close: () => inner.close(),
      };
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
