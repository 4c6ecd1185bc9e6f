import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import { hashString, SeededRandom } from '../../random.js';
import { ITEM_COLUMNS } from './columns.js';

/** The generated file on disk: where, how many gzip bytes, and its `Last-Modified`. */
export interface LargeFeedFile {
  path: string;
  size: number;
  lastModified: string;
}

/** Columns of the generated file: the item feed's columns, as the catalog-based files use. */
export const LARGE_FEED_COLUMNS = ITEM_COLUMNS;

const WORDS = [
  'Vintage',
  'Wireless',
  'Leather',
  'Carbon',
  'Ceramic',
  'Steel',
  'Retro',
  'Compact',
  'Deluxe',
  'Travel',
  'Camera',
  'Lamp',
  'Jacket',
  'Watch',
  'Speaker',
  'Guitar',
  'Kettle',
  'Boots',
  'Drone',
  'Puzzle',
];
const CATEGORIES: readonly [string, string][] = [
  ['267', 'Books'],
  ['15709', "Men's Shoes"],
  ['625', 'Cameras'],
  ['11450', 'Clothing'],
  ['293', 'Electronics'],
];
const ROWS_PER_WRITE = 2000;
const DAY_MS = 86_400_000;

/** Distinct row bodies; rows reuse them (with their own id and image) so generation costs little but gzip. */
const POOL_SIZE = 4096;

/** Everything of a row but its id and image URL, for pool slot `slot`. */
function rowBody(seed: number, slot: number): { title: string; rest: string[] } {
  const random = new SeededRandom((seed ^ hashString(`large-feed:${slot}`)) >>> 0);
  const [categoryId, category] = random.pick(CATEGORIES);
  // Every 97th title holds a tab, quotes and a backslash, which eBay's files wrap in quotes (buy feed spec, Item.title).
  const title =
    slot % 97 === 0
      ? `${random.pick(WORDS)} "Pro"\t${random.pick(WORDS)} 8\\10`
      : `${random.pick(WORDS)} ${random.pick(WORDS)} ${random.string(6)}`;
  const date = new Date(Date.UTC(2025, 0, 1) + random.int(0, 365) * DAY_MS).toISOString();
  const price = (random.int(100, 99_999) / 100).toFixed(2);
  return {
    title,
    rest: [
      category,
      categoryId,
      'FIXED_PRICE',
      `seller_${random.int(1, 50_000)}`,
      '1000',
      'New',
      price,
      'USD',
      date,
      'US',
      'IN_STOCK',
    ],
  };
}

/** A per-row image path: a cheap integer hash, so rows differ like real ones and do not compress away. */
function imageUrl(seed: number, index: number): string {
  let h = Math.imul(index ^ seed, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  const a = (h ^ (h >>> 13)) >>> 0;
  const b = Math.imul(a ^ index, 0xc2b2ae35) >>> 0;
  return `https://i.ebayimg.com/images/g/${a.toString(36)}${b.toString(36)}/s-l1600.jpg`;
}

/**
 * Row `index` (0-based, after the header) of the generated file for `seed`, as fields before eBay's title
 * quoting, in {@link LARGE_FEED_COLUMNS} order. Computed on its own, so tests can check any row.
 */
export function largeFeedRow(seed: number, index: number): string[] {
  const { title, rest } = rowBody(seed, index % POOL_SIZE);
  return [`v1|${110_000_000_000 + index}|0`, title, imageUrl(seed, index), ...rest];
}

/** A field as eBay writes it: titles with a tab, `"` or `\` are quoted, with `"` and `\` backslash-escaped. */
function tsvField(value: string): string {
  return /[\t"\\]/.test(value) ? `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"` : value;
}

/**
 * A large, deterministic feed file for benchmarks (`createEmulator({ feedFileBytes })`): gzip TSV rows
 * generated from the seed and written once, on first use, to a temporary file; ranges are then read from disk,
 * so the emulator never holds the file in memory. The same seed and size give the same bytes.
 */
export class LargeFeed {
  readonly #bytes: number;
  readonly #seed: number;
  readonly #now: () => number;
  #file: Promise<LargeFeedFile> | undefined;
  #dir: string | undefined;

  constructor(bytes: number, seed: number, now: () => number) {
    this.#bytes = bytes;
    this.#seed = seed;
    this.#now = now;
  }

  /** The file, generated on the first call (later calls wait for the same generation). */
  file(): Promise<LargeFeedFile> {
    return (this.#file ??= this.#generate());
  }

  /** The bytes `first`–`last` (inclusive) of the file, streamed from disk. */
  async range(first: number, last: number): Promise<ReadableStream<Uint8Array>> {
    const { path } = await this.file();
    return Readable.toWeb(createReadStream(path, { start: first, end: last })) as ReadableStream<Uint8Array>;
  }

  /** Deletes the temporary file. */
  async dispose(): Promise<void> {
    const dir = this.#dir;
    this.#dir = undefined;
    this.#file = undefined;
    if (dir) await rm(dir, { recursive: true, force: true });
  }

  async #generate(): Promise<LargeFeedFile> {
    this.#dir = await mkdtemp(join(tmpdir(), 'baykit-feed-'));
    const path = join(this.#dir, 'item-feed.tsv.gz');
    const gzip = createGzip({ level: constants.Z_BEST_SPEED });
    let produced = 0;
    gzip.on('data', (chunk: Buffer) => {
      produced += chunk.byteLength;
    });
    const out = createWriteStream(path);
    gzip.pipe(out);
    const write = (text: string): Promise<void> =>
      new Promise((resolve, reject) => gzip.write(text, (error) => (error ? reject(error) : resolve())));
    await write(`${LARGE_FEED_COLUMNS.join('\t')}\n`);
    const pool = Array.from({ length: POOL_SIZE }, (_, slot) => {
      const body = rowBody(this.#seed, slot);
      return { title: tsvField(body.title), rest: body.rest.map(tsvField).join('\t') };
    });
    // The size is checked after each batch is compressed (output not yet read counts too), so the row count,
    // and with it every byte, depends only on the seed and the size asked for.
    for (let index = 0; produced + gzip.readableLength < this.#bytes;) {
      const lines: string[] = [];
      for (const end = index + ROWS_PER_WRITE; index < end; index++) {
        const body = pool[index % POOL_SIZE] as { title: string; rest: string };
        lines.push(`v1|${110_000_000_000 + index}|0\t${body.title}\t${imageUrl(this.#seed, index)}\t${body.rest}`);
      }
      await write(`${lines.join('\n')}\n`);
    }
    gzip.end();
    await finished(out);
    const { size } = await stat(path);
    return { path, size, lastModified: new Date(this.#now()).toUTCString() };
  }
}
