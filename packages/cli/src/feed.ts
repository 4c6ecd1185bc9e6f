import { createWriteStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { downloadFeedFile, type FeedFileOperation } from 'baykit/buy';
import { TARGET_OPTIONS, targetOf } from './client.js';
import { UsageError, type CliIo } from './io.js';
import { pairs } from './names.js';

const OPERATIONS: readonly FeedFileOperation[] = [
  'getItemFeed',
  'getItemGroupFeed',
  'getItemSnapshotFeed',
  'getProductFeed',
];

/** What is kept next to a partial file, so `baykit feed download` can go on where it stopped. */
interface ResumeState {
  operation: string;
  query: Record<string, string>;
  lastModified?: string;
}

const units = (bytes: number): string =>
  bytes >= 1 << 30
    ? `${(bytes / (1 << 30)).toFixed(2)} GiB`
    : bytes >= 1 << 20
      ? `${(bytes / (1 << 20)).toFixed(1)} MiB`
      : `${(bytes / 1024).toFixed(0)} KiB`;

/** One progress line: bytes (of the total), rate and time left. */
export function progressLine(received: number, total: number | undefined, seconds: number): string {
  const rate = seconds > 0 ? received / seconds : 0;
  const percent = total ? ` (${Math.floor((received / total) * 100)} %)` : '';
  const eta = total && rate > 0 ? `, ${Math.max(0, Math.ceil((total - received) / rate))} s left` : '';
  return `${units(received)}${total ? ` of ${units(total)}` : ''}${percent}, ${units(rate)}/s${eta}`;
}

/**
 * `baykit feed download <operation> --query name=value… --out <file>`: streams a Buy Feed file to disk by `Range`
 * chunks with a progress bar on a terminal (plain lines otherwise), and goes on where an interrupted download of
 * the same file stopped (the partial file and a `.baykit-resume.json` beside it; a changed file starts over).
 */
export async function feed(io: CliIo, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      query: { type: 'string', multiple: true, short: 'q' },
      out: { type: 'string', short: 'o' },
      'chunk-size': { type: 'string' },
      ...TARGET_OPTIONS,
    },
  });
  const [action, operation] = positionals;
  if (action !== 'download' || !operation)
    throw new UsageError(
      `baykit feed download <operation> --query name=value… --out <file> (operations: ${OPERATIONS.join(', ')})`,
    );
  if (!OPERATIONS.includes(operation as FeedFileOperation))
    throw new UsageError(`Unknown feed operation "${operation}": use ${OPERATIONS.join(', ')}.`);
  if (!values.out) throw new UsageError('baykit feed download needs --out <file> (the gzip file to write).');
  const query = pairs(values.query ?? [], '--query', '=');
  const chunkSize = values['chunk-size'] === undefined ? undefined : Number(values['chunk-size']);
  if (chunkSize !== undefined && (!Number.isInteger(chunkSize) || chunkSize < 1))
    throw new UsageError('--chunk-size must be a whole number of bytes.');
  const out = resolve(io.cwd, values.out);
  const sidecar = `${out}.baykit-resume.json`;
  let start = 0;
  let lastModified: string | undefined;
  if (existsSync(sidecar) && existsSync(out)) {
    const saved = JSON.parse(readFileSync(sidecar, 'utf8')) as ResumeState;
    if (saved.operation === operation && JSON.stringify(saved.query) === JSON.stringify(query)) {
      start = statSync(out).size;
      lastModified = saved.lastModified;
      io.stderr(`resuming at byte ${start}\n`);
    }
  }
  const target = await targetOf(io, values, {
    scope: ['https://api.ebay.com/oauth/api_scope/buy.item.feed'],
  });
  const download = downloadFeedFile(target.client, operation as FeedFileOperation, query as never, {
    ...(chunkSize ? { chunkSize } : {}),
    ...(start > 0 ? { start } : {}),
    ...(lastModified ? { lastModified } : {}),
  });
  const file = createWriteStream(out, { flags: start > 0 ? 'a' : 'w' });
  const began = performance.now();
  let shown = 0;
  const show = (final: boolean): void => {
    const now = performance.now();
    if (!final && now - shown < (io.isTty ? 100 : 1000)) return;
    shown = now;
    const line = progressLine(download.bytesReceived, download.totalBytes, (now - began) / 1000);
    io.stderr(io.isTty ? `\r\x1b[2K${line}${final ? '\n' : ''}` : `${line}\n`);
  };
  try {
    for await (const chunk of download) {
      // The resume state is written once eBay named the file (its Last-Modified), before any byte lands.
      if (!existsSync(sidecar))
        writeFileSync(
          sidecar,
          JSON.stringify({ operation, query, lastModified: download.lastModified } satisfies ResumeState),
        );
      if (!file.write(chunk)) await new Promise<void>((ok) => file.once('drain', () => ok()));
      show(false);
    }
    await new Promise<void>((ok, fail) => file.end((error?: Error | null) => (error ? fail(error) : ok())));
    show(true);
    rmSync(sidecar, { force: true });
    io.stderr(`saved ${out}\n`);
    return 0;
  } catch (error) {
    file.end();
    io.stderr(`\nstopped at byte ${download.bytesReceived}: run the same command again to go on.\n`);
    throw error;
  } finally {
    await target.client.close();
  }
}
