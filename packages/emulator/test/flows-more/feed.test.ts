import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { feedFile } from '../../src/flows/feed/index.js';
import { flowResponse, freshContext } from '../flow-harness.js';

const API = 'buy.feed';
const ITEM_QUERY = { feed_scope: 'ALL_ACTIVE', category_id: '267' };
const CHUNK = 4096;

describe('buy feed', () => {
  it('serves the gzip in ranges that reassemble into the TSV', async () => {
    const { ctx } = freshContext();
    const first = await flowResponse(ctx, API, 'getItemFeed', {
      query: ITEM_QUERY,
      headers: { range: `bytes=0-${CHUNK - 1}` },
    });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-type')).toBe('application/octet-stream');
    expect(first.headers.get('last-modified')).toBe('Thu, 15 Jan 2026 12:00:00 GMT');
    const total = Number(/^bytes 0-4095\/(\d+)$/.exec(first.headers.get('content-range') ?? '')?.[1]);
    expect(total).toBeGreaterThan(CHUNK);
    const parts: Uint8Array[] = [new Uint8Array(await first.arrayBuffer())];
    for (let start = CHUNK; start < total; start += CHUNK) {
      const end = Math.min(start + CHUNK, total) - 1;
      const response = await flowResponse(ctx, API, 'getItemFeed', {
        query: ITEM_QUERY,
        headers: { range: `bytes=${start}-${end}` },
      });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${total}`);
      parts.push(new Uint8Array(await response.arrayBuffer()));
    }
    const tsv = gunzipSync(Buffer.concat(parts)).toString('utf8');
    expect(tsv).toBe(feedFile(ctx, 'item', '267').tsv);
    const lines = tsv.trimEnd().split('\n');
    expect(lines[0]?.split('\t').slice(0, 2)).toEqual(['itemId', 'title']);
    expect(lines.length).toBe(3001);
    expect(feedFile(ctx, 'item', '267')).toBe(feedFile(ctx, 'item', '267'));
  });

  it('filters by a catalog category and clips an end past the file', async () => {
    const { ctx } = freshContext();
    const response = await flowResponse(ctx, API, 'getItemFeed', {
      query: { ...ITEM_QUERY, category_id: '15709' },
      headers: { range: 'bytes=0-99999999' },
    });
    expect(response.status).toBe(206);
    const rows = gunzipSync(Buffer.from(await response.arrayBuffer()))
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.split('\t')[4] === '15709')).toBe(true);
  });

  it('answers 416 past the end, 400 13015 without Range, and 400 for bad query values', async () => {
    const { ctx } = freshContext();
    const total = feedFile(ctx, 'item', '267').gzip.byteLength;
    const past = await flowResponse(ctx, API, 'getItemFeed', {
      query: ITEM_QUERY,
      headers: { range: `bytes=${total}-${total + 10}` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${total}`);
    const missing = await flowResponse(ctx, API, 'getItemFeed', { query: ITEM_QUERY });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: [{ errorId: 13015, domain: 'API_FEED' }] });
    expect((await flowResponse(ctx, API, 'getProductFeed', { query: ITEM_QUERY })).status).toBe(400);
    expect(
      (await flowResponse(ctx, API, 'getItemFeed', { query: ITEM_QUERY, headers: { range: 'pages=1' } })).status,
    ).toBe(400);
    expect(
      (await flowResponse(ctx, API, 'getItemFeed', { query: { category_id: '267' }, headers: { range: 'bytes=0-1' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await flowResponse(ctx, API, 'getItemFeed', {
          query: { ...ITEM_QUERY, feed_scope: 'NEWLY_LISTED', date: '20260115' },
          headers: { range: 'bytes=0-1' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await flowResponse(ctx, API, 'getItemFeed', {
          query: { ...ITEM_QUERY, feed_scope: 'NEWLY_LISTED', date: '20260110' },
          headers: { range: 'bytes=0-1' },
        })
      ).status,
    ).toBe(206);
  });

  it('serves item_group whole without Range, snapshots and products by range', async () => {
    const { ctx } = freshContext();
    const group = await flowResponse(ctx, API, 'getItemGroupFeed', { query: ITEM_QUERY });
    expect(group.status).toBe(200);
    expect(gunzipSync(Buffer.from(await group.arrayBuffer())).toString('utf8')).toBe(
      feedFile(ctx, 'item_group', '267').tsv,
    );
    const snapshot = await flowResponse(ctx, API, 'getItemSnapshotFeed', {
      query: { category_id: '267', snapshot_date: '2026-01-15T10:00:00.000Z' },
      headers: { range: 'bytes=0-9' },
    });
    expect(snapshot.status).toBe(206);
    expect(
      (
        await flowResponse(ctx, API, 'getItemSnapshotFeed', {
          query: { category_id: '267' },
          headers: { range: 'bytes=0-9' },
        })
      ).status,
    ).toBe(400);
    const product = await flowResponse(ctx, API, 'getProductFeed', {
      query: ITEM_QUERY,
      headers: { range: 'bytes=0-' },
    });
    expect(product.status).toBe(206);
    const header = gunzipSync(Buffer.from(await product.arrayBuffer()))
      .toString('utf8')
      .split('\n')[0];
    expect(header?.startsWith('epid\ttitle')).toBe(true);
  });
});
