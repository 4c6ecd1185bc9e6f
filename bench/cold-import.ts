// Benchmark 4b: cold import time. Spawns `node -e "import('<package>')"` from the repository root, both
// packages as published (baykit from packages/client/dist, built first when stale; ebay-api from node_modules;
// no tsx, no source condition), and a bare `node -e 0` to subtract Node's own start-up. Runs interleaved.
// Then a fresh process's first call (import, one application token, one Browse getItem from the loopback server,
// exit) with the client's default transport (undici, loaded on first use) and with `nodeHttpTransport()`
// (baykit/node-http): what a short-lived program or a command line pays for its first call.
import { spawnSync } from 'node:child_process';
import { ROOT, ensureClientDist } from './client-dist.js';
import { startLoopbackServer } from './loopback-server.js';

/** The item the loopback server answers for (its ITEM_PATH). */
const ITEM_ID = 'v1|110000000001|0';
import { num, times, type Row } from './report.js';
import { median } from './stats.js';

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 15);

function timeNode(code: string, args: readonly string[] = ['-e']): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [...args, code], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
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
  return [...coldRows(label, bare, baykit, ebayApi), ...(await firstCall())];
}

function coldRows(label: string, bare: number, baykit: number, ebayApi: number): Row[] {
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

/** A fresh process's first call, with each transport, minus a bare `node -e 0` measured in the same rounds. */
async function firstCall(): Promise<Row[]> {
  const server = await startLoopbackServer();
  try {
    const call = (transport: string): string =>
      [
        "const { EbayClient } = await import('baykit');",
        transport === 'node-http' ? "const { nodeHttpTransport } = await import('baykit/node-http');" : '',
        `const ebay = new EbayClient({ appId: 'a', certId: 'c', origin: '${server.origin}'`,
        transport === 'node-http' ? ', transport: nodeHttpTransport() });' : ' });',
        `await ebay.buy.browse.getItem('${ITEM_ID}');`,
        'process.exit(0);',
      ].join('\n');
    const programs = { node: '0', undici: call('undici'), 'node-http': call('node-http') } as const;
    const args = (name: string): string[] => (name === 'node' ? ['-e'] : ['--input-type=module', '-e']);
    const samples: Record<keyof typeof programs, number[]> = { node: [], undici: [], 'node-http': [] };
    for (const [name, code] of Object.entries(programs)) timeNode(code, args(name));
    for (let i = 0; i < RUNS; i++)
      for (const [name, code] of Object.entries(programs))
        samples[name as keyof typeof programs].push(timeNode(code, args(name)));
    const bare = median(samples.node);
    const undici = median(samples.undici) - bare;
    const nodeHttp = median(samples['node-http']) - bare;
    const label = `first call in a fresh process (import, token, getItem; median of ${RUNS}, minus bare node ${num(bare)} ms)`;
    return [
      { benchmark: label, subject: 'default transport (undici)', value: `${num(undici, 1)} ms`, data: { ms: undici } },
      {
        benchmark: label,
        subject: 'nodeHttpTransport()',
        value: `${num(nodeHttp, 1)} ms`,
        ratio: times(nodeHttp / undici, 'default'),
        data: { ms: nodeHttp, ratioToDefault: nodeHttp / undici },
      },
    ];
  } finally {
    await server.close();
  }
}
