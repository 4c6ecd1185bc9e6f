// Emulator startup on this machine, as users run it (the built package, plain node):
// 1. `baykit-emulator --port 0`: from spawning the process to the first answer (a token, then Browse getItem
//    with it, validated as every call), median of several starts; then, in the same process, the first Taxonomy
//    getCategoryTree of the US tree (17 104 categories, indexed on first need) and the first getCategorySuggestions;
// 2. `createEmulator()` in a process that already imported the package, and the import itself.
// Targets (issue 15): first answer within 1 s of start; createEmulator() within 300 ms.
// Run: npm run bench:emulator-startup   (BENCH_STARTS, default 5). Builds baykit and the emulator first if needed.
// BENCH_BASELINE=<another checkout, built> measures it too, start by start in turn with this one (a busy machine
// slows both alike), and prints each measure's ratio to it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const baseline = process.env.BENCH_BASELINE ? `${resolve(process.env.BENCH_BASELINE)}/` : undefined;
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
for (const [workspace, file] of [
  ['baykit', 'packages/client/dist/index.cjs'],
  ['@baykit/emulator', 'packages/emulator/dist/cli.js'],
] as const) {
  if (!existsSync(`${root}${file}`))
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'ignore' });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Start {
  firstAnswer: number;
  categoryTree: number;
  suggestions: number;
}

/** One start of `checkout`'s emulator: ms to the first getItem answer, then to the first category answers. */
async function oneStart(checkout: string): Promise<Start> {
  const started = performance.now();
  const bin = `${checkout}packages/emulator/bin/baykit-emulator.js`;
  const child = spawn(process.execPath, [bin, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
        if (match) resolve(match[0]);
      });
      child.on('exit', (code) => reject(new Error(`baykit-emulator exited (${code}) before listening`)));
    });
    const basic = Buffer.from('baykit-test-app:baykit-test-cert').toString('base64');
    const token = await fetch(`${url}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope',
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const get = async (path: string): Promise<number> => {
      const at = performance.now();
      const answer = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      await answer.arrayBuffer();
      return performance.now() - at;
    };
    await get('/buy/browse/v1/item/v1%7C110000000000%7C0');
    const firstAnswer = performance.now() - started;
    const categoryTree = await get('/commerce/taxonomy/v1/category_tree/0');
    const suggestions = await get('/commerce/taxonomy/v1/category_tree/0/get_category_suggestions?q=phones');
    return { firstAnswer, categoryTree, suggestions };
  } finally {
    child.kill();
  }
}

/** The package import and `createEmulator()` of `checkout`, in a fresh process: [import ms, create ms]. */
function createTimes(checkout: string): [number, number] {
  const script = `
    const t0 = performance.now();
    const { createEmulator } = await import(${JSON.stringify(`${checkout}packages/emulator/dist/index.node.js`)});
    const t1 = performance.now();
    const emulator = createEmulator();
    const t2 = performance.now();
    await emulator.close();
    console.log(JSON.stringify([t1 - t0, t2 - t1]));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as [number, number];
}

interface Measures {
  start: number;
  tree: number;
  suggestions: number;
  import: number;
  create: number;
}

const checkouts = baseline ? [root, baseline] : [root];
const runs = new Map<string, { starts: Start[]; creates: [number, number][] }>(
  checkouts.map((c) => [c, { starts: [], creates: [] }]),
);
for (let i = 0; i < STARTS; i++)
  for (const checkout of checkouts) {
    const run = runs.get(checkout) as { starts: Start[]; creates: [number, number][] };
    run.starts.push(await oneStart(checkout));
    run.creates.push(createTimes(checkout));
  }

function measuresOf(checkout: string): Measures {
  const { starts, creates } = runs.get(checkout) as { starts: Start[]; creates: [number, number][] };
  return {
    start: median(starts.map((s) => s.firstAnswer)),
    tree: median(starts.map((s) => s.categoryTree)),
    suggestions: median(starts.map((s) => s.suggestions)),
    import: median(creates.map((c) => c[0])),
    create: median(creates.map((c) => c[1])),
  };
}

const ours = measuresOf(root);
const theirs = baseline ? measuresOf(baseline) : undefined;
const ms = (n: number): string => `${Math.round(n)} ms`;
const rows: [string, keyof Measures, number | undefined][] = [
  [`baykit-emulator: start to first getItem answer (median of ${STARTS})`, 'start', 1000],
  ['then the first getCategoryTree of tree 0', 'tree', undefined],
  ['then the first getCategorySuggestions (q=phones)', 'suggestions', undefined],
  [`import('@baykit/emulator') (dist, fresh process)`, 'import', undefined],
  ['createEmulator()', 'create', 300],
];
console.log(`| measure | value | target | met? |${theirs ? ' baseline | ratio |' : ''}`);
console.log(`|---|---|---|---|${theirs ? '---|---|' : ''}`);
for (const [label, key, target] of rows) {
  const met = target === undefined ? '' : ours[key] <= target ? 'yes' : '**no**';
  const compared = theirs ? ` ${ms(theirs[key])} | ${(ours[key] / theirs[key]).toFixed(2)} |` : '';
  console.log(`| ${label} | ${ms(ours[key])} | ${target === undefined ? '' : `≤ ${target} ms`} | ${met} |${compared}`);
}
