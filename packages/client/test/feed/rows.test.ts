import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { feedRows, gunzip } from '../../src/index.js';
import { nodeGunzip } from '../../src/feed/gunzip.js';

/** A web stream that delivers `bytes` in pieces of `size` bytes, so rows and UTF-8 characters split across chunks. */
function pieces(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

const TSV =
  'itemId\ttitle\tpriceValue\n' +
  'v1|1|0\tBlue mug ☕\t9.99\n' +
  'v1|2|0\t"Tab\there \\"quoted\\" back\\\\slash"\t12.00\n' +
  'v1|3|0\tShort\n';

describe('feedRows', () => {
  it('yields records keyed by the header from a gzip stream split at every byte', async () => {
    const rows = await collect(feedRows(gunzip(pieces(gzipSync(TSV), 1))));
    expect(rows).toEqual([
      { itemId: 'v1|1|0', title: 'Blue mug ☕', priceValue: '9.99' },
      { itemId: 'v1|2|0', title: 'Tab\there "quoted" back\\slash', priceValue: '12.00' },
      { itemId: 'v1|3|0', title: 'Short', priceValue: '' },
    ]);
  });

  it('reads CRLF rows, blank lines and a last row without a newline the same as LF rows', async () => {
    const crlf = new TextEncoder().encode('a\tb\r\n1\t2\r\n\r\n3\t4');
    expect(await collect(feedRows(pieces(crlf, 3)))).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '4' },
    ]);
  });

  it('keeps quotes and backslashes as written when unquote is off', async () => {
    const rows = await collect(feedRows(pieces(new TextEncoder().encode('t\n"a\\"b"\n'), 4), { unquote: false }));
    expect(rows).toEqual([{ t: '"a\\"b"' }]);
  });

  it('reads an async iterable of chunks and a file with only a header', async () => {
    async function* chunks(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode('x\ty\n');
    }
    expect(await collect(feedRows(chunks()))).toEqual([]);
  });

  it('decompresses with node:zlib where DecompressionStream is missing', async () => {
    const data = new TextEncoder().encode(TSV.repeat(2000));
    const out = await new Response(nodeGunzip(pieces(gzipSync(data), 777))).arrayBuffer();
    expect(Buffer.from(out).equals(Buffer.from(data))).toBe(true);
  });

  it('fails on bytes that are not gzip', async () => {
    await expect(collect(feedRows(gunzip(pieces(new TextEncoder().encode('not gzip at all'), 5))))).rejects.toThrow();
  });
});
