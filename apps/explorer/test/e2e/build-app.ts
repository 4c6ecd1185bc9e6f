// The app built by Vite into a folder of a test's own, so end-to-end files that run at once never share a dist.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const VITE = resolve(APP, '../../node_modules/vite/bin/vite.js');

/** Builds the app into `outDir` with Vite, apart from apps/explorer/dist (which other end-to-end files rebuild). */
export function buildApp(outDir: string): Promise<void> {
  const child = spawn(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: APP,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolvePromise, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`vite build exited ${code}:\n${output}`)),
    );
  });
}
