// End to end: an error answer shows what to fix, in Debian's headless Chromium. The explorer runs in process with its
// embedded emulator over a build of the app made for this file alone; the seller signs in granting Fulfillment only,
// then calls the Inventory API, which the emulator refuses (403, errorId 1100) naming the scopes the call needs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExplorer, type RunningExplorer } from '../../server/app.js';
import {
  ACCESS_KEY_HEADER,
  CSRF_HEADER,
  type CallOutcome,
  type SessionInfo,
  type SignInStart,
} from '../../shared/api.js';
import { openPrinted, submitSignInPage } from '../server/explorer-harness.js';
import { buildAppInto } from './app-build.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFor } from '../../../../scripts/chromium.mjs';

const haveChromium = chromiumFor('Explorer error detail end-to-end tests');
const FULFILLMENT = 'https://api.ebay.com/oauth/api_scope/sell.fulfillment';
const INVENTORY = 'https://api.ebay.com/oauth/api_scope/sell.inventory';

describe.skipIf(!haveChromium)('explorer in Chromium: an error says what to fix', () => {
  let home: string;
  let explorer: RunningExplorer;
  let browser: Browser;
  let page: Page;

  /** Signs the local environment in as the emulator's seller, granting `scopes` only. */
  async function signIn(scopes: readonly string[]): Promise<void> {
    const key = openPrinted(explorer.openUrl);
    const session = (await (
      await fetch(`${explorer.url}/api/session`, { headers: { [ACCESS_KEY_HEADER]: key } })
    ).json()) as SessionInfo;
    const started = await fetch(`${explorer.url}/api/auth/local/consent/start`, {
      method: 'POST',
      headers: { [ACCESS_KEY_HEADER]: key, [CSRF_HEADER]: session.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ scopes }),
    });
    const { url } = (await started.json()) as SignInStart;
    await fetch(new URL(await submitSignInPage(url, 'approve'), explorer.url), { redirect: 'manual' });
  }

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'baykit-explorer-error-e2e-'));
    const dist = join(home, 'dist');
    await buildAppInto(dist);
    explorer = await startExplorer({ port: 0, dataDir: join(home, 'data'), distDir: dist, warn: () => {} });
    await signIn([FULFILLMENT]);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(explorer.openUrl);
    await page.getByLabel('Search operations').waitFor({ state: 'visible' });
  }, scaled(180_000));

  afterAll(async () => {
    await browser?.close();
    await explorer?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('a call the token has no scope for shows Access denied with the scope the call needs', async () => {
    await page.getByLabel('Search operations').fill('getInventoryItems');
    await page
      .getByRole('navigation', { name: 'Operations' })
      .getByRole('button', { name: /getInventoryItems/ })
      .first()
      .click();
    const form = page.getByRole('form', { name: 'Call getInventoryItems' });
    await form.waitFor({ state: 'visible' });
    const answered = page.waitForResponse((response) => response.url() === `${explorer.url}/api/call`);
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const outcome = (await (await answered).json()) as CallOutcome;
    expect(outcome).toMatchObject({ ok: false, status: 403, error: { name: 'AccessDeniedError' } });
    const alert = page.getByRole('region', { name: 'Response' }).getByRole('alert');
    await alert.waitFor({ state: 'visible' });
    const text = (await alert.locator('p').first().textContent()) ?? '';
    // The headline, eBay's reason naming the scopes, and what to do: the same message the client's error carries.
    expect(text).toMatch(/^AccessDeniedError: Access denied: /);
    expect(text).toContain(INVENTORY);
    expect(text).toContain('sign in again with it');
    expect(text).toBe(`AccessDeniedError: ${outcome.error?.message ?? ''}`);
  });
});
