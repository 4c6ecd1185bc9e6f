// Benchmark 5: downloading a 1 GiB generated feed file from the loopback server by 10 MiB Range chunks:
// baykit's downloadFeedFile against a raw undici copy of the same bytes, each download in its own process
// (peak RSS from process.resourceUsage().maxRSS), rounds interleaved. Reports `pending` while the client
// does not export a feed download API yet.
import { fork } from 'node:child_process';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, ensureClientDist } from './client-dist.js';
import { startLoopbackServer } from './loopback-server.js';
import { num, times, type Row } from './report.js';
import { median } from './stats.js';

const FEED_BYTES = Number(process.env.BENCH_FEED_BYTES ?? 1024 ** 3);
const CHUNK = 10 * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_FEED_ROUNDS ?? 3);

interface Download {
  bytes: number;
  ms: number;
  maxRssBytes: number;
  startRssBytes: number;
}

/** Whether the client's public surface has a feed download function. */
export function clientHasFeedDownload(): boolean {
  return /\bdownloadFeedFile\b/.test(readFileSync(join(ROOT, 'packages/client/src/index.ts'), 'utf8'));
}

/**
 * The child compiled to plain JavaScript next to node_modules (so its imports resolve as the published
 * packages): run under tsx, the loader's own thread would add some 60 MB to every RSS figure.
 */
async function compileChild(): Promise<string> {
  const outfile = join(ROOT, 'node_modules/.cache/baykit-bench/feed-download-child.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./feed-download-child.ts', import.meta.url))],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

function download(child: string, mode: 'raw' | 'baykit', origin: string): Promise<Download> {
  const proc = fork(child, [mode, origin, String(CHUNK)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: Download | undefined;
    proc.on('message', (message) => (result = message as Download));
    proc.on('exit', (code) =>
      result && code === 0 ? resolve(result) : reject(new Error(`${mode} feed download exited with ${code}`)),
    );
  });
}

/** Runs benchmark 5 and returns its rows. */
export async function feedDownload(): Promise<Row[]> {
  const ready = clientHasFeedDownload();
  if (ready) ensureClientDist();
  const child = await compileChild();
  const server = await startLoopbackServer(FEED_BYTES);
  const runs: Record<'raw' | 'baykit', Download[]> = { raw: [], baykit: [] };
  try {
    for (let r = 0; r < ROUNDS; r++) {
      for (const mode of r % 2 === 0 ? (['raw', 'baykit'] as const) : (['baykit', 'raw'] as const)) {
        if (mode === 'baykit' && !ready) continue;
        const result = await download(child, mode, server.origin);
        if (result.bytes !== FEED_BYTES) throw new Error(`${mode}: received ${result.bytes} of ${FEED_BYTES} bytes`);
        runs[mode].push(result);
      }
    }
  } finally {
    await server.close();
  }
  const mbps = (d: Download[]): number => median(d.map((x) => FEED_BYTES / 1024 / 1024 / (x.ms / 1000)));
  const peak = (d: Download[]): number => Math.max(...d.map((x) => x.maxRssBytes)) / 1024 / 1024;
  const startRss = (d: Download[]): number => Math.max(...d.map((x) => x.startRssBytes)) / 1024 / 1024;
  const label = `feed download ${num(FEED_BYTES / 1024 ** 3, 0)} GiB by ${num(CHUNK / 1024 ** 2)} MiB Range chunks`;
  const rawMbps = mbps(runs.raw);
  const rows: Row[] = [
    {
      benchmark: label,
      subject: 'raw undici → discarding Writable',
      value: `${num(rawMbps)} MiB/s, peak RSS ${num(peak(runs.raw))} MB (${num(startRss(runs.raw))} MB before)`,
      data: { mibPerSecond: rawMbps, peakRssMiB: peak(runs.raw), startRssMiB: startRss(runs.raw) },
    },
  ];
  if (!ready) {
    const pending = {
      benchmark: label,
      value: 'pending: the client exports no feed download API yet',
      met: 'pending' as const,
    };
    return [
      ...rows,
      { ...pending, subject: 'baykit throughput', target: '≥ 0.7 × raw' },
      { ...pending, subject: 'baykit peak RSS', target: '< 100 MB' },
    ];
  }
  const baykitMbps = mbps(runs.baykit);
  const baykitPeak = peak(runs.baykit);
  return [
    ...rows,
    {
      benchmark: label,
      subject: 'baykit downloadFeedFile throughput',
      value: `${num(baykitMbps)} MiB/s`,
      ratio: times(baykitMbps / rawMbps, 'raw'),
      target: '≥ 0.7 × raw',
      met: baykitMbps / rawMbps >= 0.7,
      data: { mibPerSecond: baykitMbps, ratioToRaw: baykitMbps / rawMbps },
    },
    {
      benchmark: label,
      subject: 'baykit downloadFeedFile peak RSS',
      value: `${num(baykitPeak)} MB (${num(startRss(runs.baykit))} MB before)`,
      ratio: `${num(baykitPeak - peak(runs.raw))} MB over raw`,
      target: '< 100 MB',
      met: baykitPeak < 100,
      data: { peakRssMiB: baykitPeak, startRssMiB: startRss(runs.baykit) },
    },
  ];
}
