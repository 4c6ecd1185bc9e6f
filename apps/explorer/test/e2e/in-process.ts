// What the end-to-end files that run the explorer in process and call as a user share: the local sign-in. (The build
// of the app into a folder of their own is app-build.ts's.)
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningExplorer } from '../../server/app.js';
import { ACCESS_KEY_HEADER, CSRF_HEADER, type SessionInfo, type SignInStart } from '../../shared/api.js';
import { openPrinted, submitSignInPage } from '../server/explorer-harness.js';

/** The explorer app's folder. */
export const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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
