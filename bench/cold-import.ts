// Benchmark 4b: cold import time. Spawns `node -e "import('<package>')"` from the repository root, both
// packages as published (baykit from packages/client/dist, built first when stale; ebay-api from node_modules;
// no tsx, no source condition), and a bare `node -e 0` to subtract Node's own start-up. Runs interleaved.
import { spawnSync } from 'node:child_process';
import { ROOT, ensureClientDist } from './client-dist.js';
import { num, times, type Row } from './report.js';
import { median } from './stats.js';

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 15);

function timeNode(code: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['-e', code], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`node -e "${code}" failed`);
  return ms;
}

/** Runs benchmark 4b and returns its rows. */
export async function coldImport(): Promise<Row[]> {
  ensureClientDist();
  const programs = { node: '0', baykit: "import('baykit')", 'ebay-api': "import('ebay-api')" } as const;
  const samples: Record<keyof typeof programs, number[]> = { node: [], baykit: [], 'ebay-api': [] };
  for (const code of Object.values(programs)) timeNode(code); // warm the file system cache
  for (let i = 0; i < RUNS; i++)
    for (const [name, code] of Object.entries(programs)) samples[name as keyof typeof programs].push(timeNode(code));
  const bare = median(samples.node);
  const baykit = median(samples.baykit) - bare;
  const ebayApi = median(samples['ebay-api']) - bare;
  const label = `cold import (median of ${RUNS} processes, minus bare node ${num(bare)} ms)`;
  return [
    {
      benchmark: label,
      subject: "ebay-api: import('ebay-api')",
      value: `${num(ebayApi, 1)} ms`,
      data: { ms: ebayApi, bareNodeMs: bare },
    },
    {
      benchmark: label,
      subject: "baykit: import('baykit') from dist",
      value: `${num(baykit, 1)} ms`,
      ratio: times(baykit / ebayApi, 'ebay-api'),
      data: { ms: baykit, ratioToEbayApi: baykit / ebayApi },
    },
  ];
}
