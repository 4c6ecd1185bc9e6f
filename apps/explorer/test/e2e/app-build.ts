// Builds the app for an end-to-end file that starts the explorer in process, into a folder of its own:
// apps/explorer/dist is rebuilt meanwhile by the file that runs `npm start`.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const VITE = resolve(APP, '../../node_modules/vite/bin/vite.js');

/** Builds the app into `outDir` with Vite; rejects with Vite's output when the build fails. */
export function buildAppInto(outDir: string): Promise<void> {
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
