// `npm run bench`: runs every benchmark in its own process (so one's heap, JIT state and peak RSS do not
// leak into the next), prints one markdown table with the machine it ran on, and writes the same to
// bench/results/latest.json. Every figure is a ratio against a baseline measured in the same run.
// One benchmark alone: npm run bench -- call-cost (names in bench/benchmarks.ts).
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCHMARKS } from './benchmarks.js';
import { ROOT } from './client-dist.js';
import { markdownTable, type Row } from './report.js';

function runOne(name: string): Promise<Row[]> {
  const child = fork(fileURLToPath(new URL('./run-one.ts', import.meta.url)), [name], {
    // No `source` condition: baykit's dist would load its Node transport from TypeScript source through tsx.
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => {
    let rows: Row[] | undefined;
    child.on('message', (message) => (rows = message as Row[]));
    child.on('exit', (code) =>
      resolve(
        rows ?? [{ benchmark: name, subject: '—', value: `failed (exit ${code}); run npm run bench -- ${name}` }],
      ),
    );
  });
}

const version = (pkg: string): string =>
  (JSON.parse(readFileSync(join(ROOT, pkg, 'package.json'), 'utf8')) as { version: string }).version;
const selected = process.argv.slice(2);
const names = selected.length > 0 ? selected : Object.keys(BENCHMARKS);
const machine = {
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  cores: cpus().length,
  node: process.version,
  loadAverageAtStart: (loadavg()[0] ?? NaN).toFixed(2),
  baykit: version('packages/client'),
  ebayApi: version('node_modules/ebay-api'),
};
const started = performance.now();
const rows: Row[] = [];
for (const name of names) {
  const t = performance.now();
  console.error(`bench: ${name}…`);
  rows.push(...(await runOne(name)));
  console.error(`bench: ${name} took ${((performance.now() - t) / 1000).toFixed(0)} s`);
}
const seconds = (performance.now() - started) / 1000;

const header =
  `Machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverageAtStart} at start; ` +
  `baykit ${machine.baykit}, ebay-api ${machine.ebayApi}; ran in ${seconds.toFixed(0)} s.`;
console.log(`${header}\n\n${markdownTable(rows)}`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, seconds: Math.round(seconds), rows }, null, 2)}\n`,
);
