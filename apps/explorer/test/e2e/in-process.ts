// What the end-to-end files that run the explorer in process share: a build of the app of their own, apart from
// apps/explorer/dist (explorer.e2e.test.ts's `npm start` rebuilds that at the same time), and the local sign-in.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningExplorer } from '../../server/app.js';
import { ACCESS_KEY_HEADER, CSRF_HEADER, type SessionInfo, type SignInStart } from '../../shared/api.js';
import { openPrinted, submitSignInPage } from '../server/explorer-harness.js';

/** The explorer app's folder. */
export const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const VITE = resolve(APP, '../../node_modules/vite/bin/vite.js');

/** Builds the app into `outDir` with Vite, as `npm start` does. */
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

/**
 * Signs the local environment in as the emulator's default seller through the explorer's API (consent approved on
 * the emulator's page), so the pages the test opens call as that seller.
 */
export async function signInLocally(explorer: RunningExplorer): Promise<void> {
  const key = openPrinted(explorer.openUrl);
  const session = (await (
    await fetch(`${explorer.url}/api/session`, { headers: { [ACCESS_KEY_HEADER]: key } })
  ).json()) as SessionInfo;
  const started = await fetch(`${explorer.url}/api/auth/local/consent/start`, {
    method: 'POST',
    headers: { [ACCESS_KEY_HEADER]: key, [CSRF_HEADER]: session.csrfToken, 'content-type': 'application/json' },
    body: '{}',
  });
  const { url } = (await started.json()) as SignInStart;
  const back = await fetch(new URL(await submitSignInPage(url, 'approve'), explorer.url), { redirect: 'manual' });
  if (back.status !== 303) throw new Error(`The sign-in return answered ${back.status}: ${await back.text()}`);
}
