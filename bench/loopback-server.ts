// The loopback server the client benchmarks call: a bare node:http server in its own process (so its work
// does not count against the client measured), the same for every contender. It mints application tokens at
// eBay's token path, answers a fixed Browse getItem-like body to tokens it minted and eBay's 401 "Invalid
// access token" to any other, and serves a large generated feed file with Range support. Counters are read at
// /__stats and cleared at /__reset.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Path of the fixed JSON answer (Browse getItem). */
export const ITEM_PATH = '/buy/browse/v1/item/v1%7C110000000001%7C0';
/** Path of the generated feed file (Buy Feed `item` download). */
export const FEED_PATH = '/buy/feed/v1_beta/item?feed_scope=ALL_ACTIVE&category_id=1';

/** Counters of the loopback server. */
export interface LoopbackStats {
  tokenRequests: number;
  apiRequests: number;
  rejected: number;
}

/** A running loopback server in a child process. */
export interface Loopback {
  readonly origin: string;
  stats(): Promise<LoopbackStats>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

const ITEM_BODY = JSON.stringify({
  itemId: 'v1|110000000001|0',
  title: 'Vintage mechanical wristwatch, stainless steel, 38 mm, serviced 2024',
  shortDescription: 'Hand-wound movement, keeps time within 10 s a day. Original crown and crystal.',
  price: { value: '249.99', currency: 'USD' },
  categoryPath: 'Jewelry & Watches|Watches, Parts & Accessories|Watches|Wristwatches',
  categoryId: '31387',
  condition: 'Used',
  conditionId: '3000',
  itemLocation: { city: 'Portland', stateOrProvince: 'Oregon', postalCode: '972**', country: 'US' },
  image: { imageUrl: 'https://i.ebayimg.com/images/g/AAAAAAAAAAAAAAAA/s-l1600.jpg' },
  additionalImages: Array.from({ length: 4 }, (_, i) => ({
    imageUrl: `https://i.ebayimg.com/images/g/BBBBBBBBBBBBBB${i}/s-l1600.jpg`,
  })),
  brand: 'Seiko',
  seller: { username: 'watch_seller_42', feedbackPercentage: '99.8', feedbackScore: 12873 },
  estimatedAvailabilities: [
    { deliveryOptions: ['SHIP_TO_HOME'], estimatedAvailabilityStatus: 'IN_STOCK', estimatedAvailableQuantity: 1 },
  ],
  shippingOptions: [
    {
      shippingServiceCode: 'USPS Priority Mail',
      shippingCost: { value: '0.00', currency: 'USD' },
      minEstimatedDeliveryDate: '2025-06-03T07:00:00.000Z',
      maxEstimatedDeliveryDate: '2025-06-06T07:00:00.000Z',
    },
  ],
  localizedAspects: [
    { type: 'STRING', name: 'Brand', value: 'Seiko' },
    { type: 'STRING', name: 'Movement', value: 'Mechanical (Hand-winding)' },
    { type: 'STRING', name: 'Case Size', value: '38 mm' },
    { type: 'STRING', name: 'Band Material', value: 'Leather' },
  ],
  itemWebUrl: 'https://www.ebay.com/itm/110000000001',
  buyingOptions: ['FIXED_PRICE', 'BEST_OFFER'],
  itemCreationDate: '2025-05-20T10:11:12.000Z',
  topRatedBuyingExperience: true,
  priorityListing: false,
  legacyItemId: '110000000001',
  marketplaceId: 'EBAY_US',
});

const INVALID_TOKEN = JSON.stringify({
  errors: [
    {
      errorId: 1001,
      domain: 'OAuth',
      category: 'REQUEST',
      message: 'Invalid access token',
      longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
    },
  ],
});

/** One MiB of deterministic bytes the feed file repeats. */
function feedPattern(): Buffer {
  const bytes = Buffer.alloc(1 << 20);
  let x = 0x2545f491;
  for (let i = 0; i < bytes.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

async function sendRange(res: ServerResponse, pattern: Buffer, start: number, end: number): Promise<void> {
  for (let at = start; at <= end;) {
    const offset = at % pattern.length;
    const length = Math.min(pattern.length - offset, end + 1 - at);
    at += length;
    if (!res.write(pattern.subarray(offset, offset + length)))
      await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

function serveFeed(req: IncomingMessage, res: ServerResponse, pattern: Buffer, size: number): void {
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const headers = {
    'content-type': 'application/octet-stream',
    'accept-ranges': 'bytes',
    'last-modified': 'Mon, 02 Jun 2025 00:00:00 GMT',
  };
  if (!req.headers.range) {
    res.writeHead(200, { ...headers, 'content-length': size });
    void sendRange(res, pattern, 0, size - 1);
    return;
  }
  const start = range ? Number(range[1]) : NaN;
  if (!(start < size)) {
    res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    return;
  }
  const end = Math.min(range?.[2] ? Number(range[2]) : size - 1, size - 1);
  res.writeHead(206, {
    ...headers,
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${size}`,
  });
  void sendRange(res, pattern, start, end);
}

function serve(feedSize: number): Promise<number> {
  const stats: LoopbackStats = { tokenRequests: 0, apiRequests: 0, rejected: 0 };
  let minted = new Set<string>();
  const pattern = feedPattern();
  const json = (res: ServerResponse, status: number, body: string): void => {
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  };
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (req.method === 'POST' && url === '/identity/v1/oauth2/token') {
      stats.tokenRequests++;
      req.resume().on('end', () => {
        const token = `v^1.1#i^1#bench-${minted.size + 1}`;
        minted.add(token);
        json(
          res,
          200,
          JSON.stringify({ access_token: token, expires_in: 7200, token_type: 'Application Access Token' }),
        );
      });
      return;
    }
    if (url === '/__stats') return json(res, 200, JSON.stringify(stats));
    if (url === '/__reset') {
      Object.assign(stats, { tokenRequests: 0, apiRequests: 0, rejected: 0 });
      minted = new Set();
      return json(res, 200, '{}');
    }
    if (url.startsWith('/buy/feed/')) return serveFeed(req, res, pattern, feedSize);
    stats.apiRequests++;
    const auth = req.headers.authorization ?? '';
    if (!minted.has(auth.slice(auth.indexOf(' ') + 1))) {
      stats.rejected++;
      return json(res, 401, INVALID_TOKEN);
    }
    json(res, 200, ITEM_BODY);
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) =>
    server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Starts the loopback server in a child process; `feedSize` is the feed file's size in bytes. */
export async function startLoopbackServer(feedSize = 0): Promise<Loopback> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['serve', String(feedSize)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(message)));
    child.once('exit', (code) => reject(new Error(`loopback server exited (${code})`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    stats: async () => (await (await fetch(`${origin}/__stats`)).json()) as LoopbackStats,
    reset: async () => void (await (await fetch(`${origin}/__reset`, { method: 'POST' })).text()),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

if (process.argv[2] === 'serve' && process.send) {
  const port = await serve(Number(process.argv[3] ?? 0));
  process.send(port);
  process.on('disconnect', () => process.exit(0));
}
