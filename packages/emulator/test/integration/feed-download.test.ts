import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, feedRows, gunzip, type FeedFileDownload } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { LARGE_FEED_COLUMNS, largeFeedRow } from '../../src/flows/feed/index.js';
import { scaled } from '../../../../scripts/test-time.mjs';

// baykit's chunked feed downloads over real HTTP against the emulator on 127.0.0.1.
const QUERY = { feed_scope: 'ALL_ACTIVE', category_id: '267' } as const;
const SEED = 11;

function clientFor(emulator: Emulator): EbayClient {
  const scope = ['https://api.ebay.com/oauth/api_scope', 'https://api.ebay.com/oauth/api_scope/buy.item.feed'];
  return new EbayClient({ appId: emulator.app.appId, certId: emulator.app.certId, origin: emulator.url, scope });
}

async function readAll(download: FeedFileDownload): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of download) parts.push(chunk);
  return Buffer.concat(parts);
}

/** Expected records of the generated file: eBay's quoting undone, i.e. the fields as generated. */
function expectedRow(index: number): Record<string, string> {
  const fields = largeFeedRow(SEED, index);
  return Object.fromEntries(LARGE_FEED_COLUMNS.map((name, i) => [name, fields[i] ?? '']));
}

describe('catalog feed files', () => {
  let emulator: Emulator;
  let ebay: EbayClient;
  beforeAll(async () => {
    emulator = createEmulator({ seed: SEED });
    await emulator.listen(0);
    ebay = clientFor(emulator);
  });
  afterAll(async () => {
    await ebay.close();
    await emulator.close();
  });

  it('downloads in 4 KiB chunks exactly the bytes of a whole-file download, and its rows', async () => {
    const whole = Buffer.from((await ebay.buy.feed.getItemFeed(QUERY, { headers: { range: 'bytes=0-999999999' } }))!);
    const download = ebay.buy.feed.download('getItemFeed', QUERY, { chunkSize: 4096 });
    const chunked = await readAll(download);
    expect(chunked.equals(whole)).toBe(true);
    expect(download.totalBytes).toBe(whole.length);
    expect(whole.length).toBeGreaterThan(4096 * 3);

    const lines = gunzipSync(whole).toString('utf8').trimEnd().split('\n');
    const header = lines[0]!.split('\t');
    const rows = [];
    for await (const row of feedRows(gunzip(ebay.buy.feed.download('getItemFeed', QUERY, { chunkSize: 5000 }).stream)))
      rows.push(row);
    expect(rows).toHaveLength(lines.length - 1);
    expect(rows[17]).toEqual(Object.fromEntries(header.map((name, i) => [name, lines[18]!.split('\t')[i]])));
  });
});

describe('large generated feed file (feedFileBytes)', () => {
  let emulator: Emulator;
  let ebay: EbayClient;
  beforeAll(async () => {
    emulator = createEmulator({ seed: SEED, feedFileBytes: 3_000_000 });
    await emulator.listen(0);
    ebay = clientFor(emulator);
  });
  afterAll(async () => {
    await ebay.close();
    await emulator.close();
  });

  it('serves rows that gunzip and parse to exactly the generated ones, quoted titles included', async () => {
    const download = ebay.buy.feed.download('getItemFeed', QUERY, { chunkSize: 1_000_000 });
    let index = 0;
    for await (const row of feedRows(gunzip(download.stream))) {
      if (index % 97 === 0 || index % 1000 === 1) expect(row).toEqual(expectedRow(index));
      index++;
    }
    expect(download.totalBytes).toBeGreaterThanOrEqual(3_000_000);
    expect(download.totalBytes).toBeLessThan(3_300_000);
    expect(index).toBeGreaterThan(10_000);
    expect(expectedRow(0).title).toContain('\t');
  });

  it('resumes from an offset, and another emulator with the same seed serves the same bytes', async () => {
    const first = ebay.buy.feed.download(
      'getItemSnapshotFeed',
      { category_id: '1', snapshot_date: '2026-01-10T08:00:00.000Z' },
      { chunkSize: 700_000 },
    );
    const reader = first.stream.getReader();
    const head = (await reader.read()).value!;
    await reader.cancel();
    const rest = await readAll(
      ebay.buy.feed.download(
        'getItemSnapshotFeed',
        { category_id: '1', snapshot_date: '2026-01-10T08:00:00.000Z' },
        { start: first.bytesReceived, lastModified: first.lastModified },
      ),
    );
    const resumed = Buffer.concat([head, rest]);

    const twin = createEmulator({ seed: SEED, feedFileBytes: 3_000_000 });
    await twin.listen(0);
    const twinClient = clientFor(twin);
    try {
      const again = await readAll(twinClient.buy.feed.download('getItemFeed', QUERY, { chunkSize: 2_000_000 }));
      const digest = (b: Buffer): string => createHash('sha256').update(b).digest('hex');
      expect(digest(again)).toBe(digest(resumed));
    } finally {
      await twinClient.close();
      await twin.close();
    }
  });
});

describe('memory', () => {
  it('streams a ~200 MB feed file with bounded RSS growth', { timeout: scaled(240_000) }, async () => {
    const emulator = createEmulator({ seed: SEED, feedFileBytes: 200_000_000 });
    await emulator.listen(0);
    const ebay = clientFor(emulator);
    try {
      // Generate first, so the measurement covers the download only.
      await ebay.buy.feed.getItemFeed(QUERY, { headers: { range: 'bytes=0-0' }, timeoutMs: 200_000 });
      globalThis.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const started = performance.now();
      const download = ebay.buy.feed.download('getItemFeed', QUERY, { chunkSize: 8 * 1024 * 1024 });
      let bytes = 0;
      for await (const chunk of download) {
        bytes += chunk.byteLength;
        peak = Math.max(peak, process.memoryUsage().rss);
      }
      const seconds = (performance.now() - started) / 1000;
      const growthMb = (peak - before) / 1e6;
      console.log(
        `feed download: ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(bytes / 1e6 / seconds).toFixed(0)} MB/s), peak RSS growth ${growthMb.toFixed(0)} MB`,
      );
      expect(bytes).toBe(download.totalBytes);
      expect(bytes).toBeGreaterThanOrEqual(200_000_000);
      // The file is 200 MB; holding it would grow RSS by at least that. One 8 MiB chunk (in both processes' views) is far below.
      expect(growthMb).toBeLessThan(120);
    } finally {
      await ebay.close();
      await emulator.close();
    }
  });
});
