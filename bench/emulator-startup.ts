// Emulator startup on this machine, as users run it (the built package, plain node):
// 1. `baykit-emulator --port 0`: from spawning the process to the first answer (a token, then Browse getItem
//    with it, validated as every call), median of several starts;
// 2. `createEmulator()` in a process that already imported the package, and the import itself.
// Targets (issue 15): first answer within 1 s of start; createEmulator() within 300 ms.
// Run: npm run bench:emulator-startup   (BENCH_STARTS, default 5). Builds baykit and the emulator first if needed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as EmulatorModule from '@baykit/emulator';

const root = fileURLToPath(new URL('..', import.meta.url));
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const bin = `${root}packages/emulator/bin/baykit-emulator.js`;
for (const [workspace, file] of [
  ['baykit', 'packages/client/dist/index.cjs'],
  ['@baykit/emulator', 'packages/emulator/dist/cli.js'],
] as const) {
  if (!existsSync(`${root}${file}`))
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'ignore' });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function firstAnswer(): Promise<number> {
  const started = performance.now();
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
    const item = await fetch(`${url}/buy/browse/v1/item/v1%7C110000000000%7C0`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (item.status !== 200) throw new Error(`getItem answered ${item.status}`);
    await item.arrayBuffer();
    return performance.now() - started;
  } finally {
    child.kill();
  }
}

const starts: number[] = [];
for (let i = 0; i < STARTS; i++) starts.push(await firstAnswer());
const importStarted = performance.now();
const { createEmulator } = (await import(`${root}packages/emulator/dist/index.node.js`)) as typeof EmulatorModule;
const imported = performance.now();
const emulator = createEmulator();
const created = performance.now();
await emulator.close();

const ms = (n: number): string => `${Math.round(n)} ms`;
console.log('| measure | value | target | met? |');
console.log('|---|---|---|---|');
console.log(
  `| baykit-emulator: start to first getItem answer (median of ${STARTS}) | ${ms(median(starts))} | ≤ 1 000 ms | ${median(starts) <= 1000 ? 'yes' : '**no**'} |`,
);
console.log(`| import('@baykit/emulator') (dist) | ${ms(imported - importStarted)} |  |  |`);
console.log(
  `| createEmulator() | ${ms(created - imported)} | ≤ 300 ms | ${created - imported <= 300 ? 'yes' : '**no**'} |`,
);
