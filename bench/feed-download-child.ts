// One feed download in a fresh process, so its peak RSS is its own: `raw` (undici request() by Range chunks
// into a discarding Writable) or `baykit` (downloadFeedFile through the client, from packages/client/dist,
// into a discarding WritableStream). Sends { bytes, ms, maxRssBytes, startRssBytes } to the parent.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Agent, request } from 'undici';
import { FEED_PATH } from './loopback-server.js';

const [mode, origin, chunkArg] = process.argv.slice(2);
const chunkSize = Number(chunkArg);

async function raw(): Promise<number> {
  const agent = new Agent({ keepAliveTimeout: 10_000 });
  let received = 0;
  for (let total = Infinity, at = 0; at < total;) {
    const { statusCode, headers, body } = await request(`${origin}${FEED_PATH}`, {
      dispatcher: agent,
      headers: {
        range: `bytes=${at}-${at + chunkSize - 1}`,
        authorization: 'Bearer raw',
        'x-ebay-c-marketplace-id': 'EBAY_US',
      },
    });
    if (statusCode !== 206) throw new Error(`raw feed: HTTP ${statusCode}`);
    total = Number(/\/(\d+)$/.exec(String(headers['content-range']))?.[1]);
    await pipeline(
      body,
      new Writable({ write: (chunk: Buffer, _encoding, done) => ((received += chunk.length), done()) }),
    );
    at = received;
  }
  await agent.close();
  return received;
}

async function baykit(): Promise<number> {
  // The package as published (dist), not the source through tsx, so the loader's memory is not counted.
  const { EbayClient, downloadFeedFile } = await import('baykit');
  const ebay = new EbayClient({ appId: 'bench-app-id', certId: 'bench-cert-id', origin, maxRetries: 0 });
  let received = 0;
  const download = downloadFeedFile(ebay, 'getItemFeed', { feed_scope: 'ALL_ACTIVE', category_id: '1' }, { chunkSize });
  await download.stream.pipeTo(
    new WritableStream<Uint8Array>({ write: (chunk) => void (received += chunk.byteLength) }),
  );
  await ebay.close();
  return received;
}

if (mode === 'baykit') await import('baykit'); // load the module before the start RSS, as raw has undici loaded
const startRssBytes = process.memoryUsage.rss();
const started = performance.now();
const bytes = mode === 'raw' ? await raw() : await baykit();
const ms = performance.now() - started;
process.send?.({ bytes, ms, maxRssBytes: process.resourceUsage().maxRSS * 1024, startRssBytes });
process.disconnect?.();
