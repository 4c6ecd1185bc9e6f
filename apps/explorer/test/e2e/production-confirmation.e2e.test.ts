// End to end: the confirmation before a guarded call to eBay production, in Debian's headless Chromium. Production
// is a fake eBay on 127.0.0.1 that records what reached it; the explorer runs in process (startExplorer's
// remoteOrigins, which `npm start` has no flag for) over a build of the app made for this file alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExplorer, type RunningExplorer } from '../../server/app.js';
import { ACCESS_KEY_HEADER, CSRF_HEADER, type CallRequest, type SessionInfo } from '../../shared/api.js';
import { openPrinted } from '../server/explorer-harness.js';
import { startFakeEbay, type FakeEbay } from '../server/fake-ebay.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFor } from '../../../../scripts/chromium.mjs';
import { buildAppInto } from './app-build.js';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCREENSHOTS = join(APP, 'test-artifacts/screenshots');
const haveChromium = chromiumFor('Explorer confirmation end-to-end tests');

const ENDPOINT = 'https://hooks.example.com/ebay-pushes';
const BODY = JSON.stringify({
  name: 'my hooks',
  status: 'ENABLED',
  deliveryConfig: { endpoint: ENDPOINT, verificationToken: 'v'.repeat(32) },
});

describe.skipIf(!haveChromium)('explorer in Chromium: asking before a guarded call to production', () => {
  let home: string;
  let dist: string;
  let production: FakeEbay;
  let explorer: RunningExplorer;
  let browser: Browser;
  let page: Page;
  /** The body of every `POST /api/call` the page sent. */
  const sentCalls: CallRequest[] = [];

  const formOf = (title: string) => page.getByRole('form', { name: `Call ${title}` });
  const dialog = () => page.getByRole('dialog', { name: 'Send to eBay production?' });
  const nextCall = () =>
    page.waitForResponse(
      (response) => response.url() === `${explorer.url}/api/call` && response.request().method() === 'POST',
    );
  const openDestination = async () => {
    await page.getByRole('button', { name: 'Operations', exact: true }).click();
    await page.getByLabel('Search operations').fill('commerce.notification createDestination');
    await page
      .getByRole('navigation', { name: 'Operations' })
      .getByRole('button', { name: /^POST createDestination/ })
      .first()
      .click();
    await expect.poll(() => formOf('createDestination').isVisible()).toBe(true);
    await formOf('createDestination')
      .getByLabel(/^Request body/)
      .fill(BODY);
  };

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'baykit-explorer-confirm-e2e-'));
    dist = join(home, 'dist');
    await buildAppInto(dist);
    production = await startFakeEbay();
    explorer = await startExplorer({
      port: 0,
      dataDir: join(home, 'data'),
      distDir: dist,
      remoteOrigins: { production: production.url },
      warn: () => {},
    });
    // Production's keys, saved as the Environments page saves them.
    const key = openPrinted(explorer.openUrl);
    const session = (await (
      await fetch(`${explorer.url}/api/session`, { headers: { [ACCESS_KEY_HEADER]: key } })
    ).json()) as SessionInfo;
    const saved = await fetch(`${explorer.url}/api/environments/production/credentials`, {
      method: 'PUT',
      headers: {
        [ACCESS_KEY_HEADER]: key,
        [CSRF_HEADER]: session.csrfToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ appId: 'prod-app', certId: 'prod-cert-0123456789' }),
    });
    if (saved.status !== 200) throw new Error(`Saving production's keys answered ${saved.status}.`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.on('request', (request) => {
      if (request.url() === `${explorer.url}/api/call` && request.method() === 'POST')
        sentCalls.push(JSON.parse(request.postData() ?? '{}') as CallRequest);
    });
    await page.goto(explorer.openUrl);
    await page.getByLabel('Search operations').waitFor({ state: 'visible' });
  }, scaled(180_000));

  afterAll(async () => {
    await browser?.close();
    await explorer?.close();
    await production?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it("shows an operation's effects: badges titled with their meanings, the note, and a small badge in the list", async () => {
    await openDestination();
    const effects = formOf('createDestination').getByLabel('Effects');
    const badge = effects.locator('.badge-effect');
    expect(await badge.allTextContents()).toEqual(['egress']);
    expect(await badge.getAttribute('title')).toBe("sends the seller's or buyers' data to an address outside eBay");
    expect(await effects.textContent()).toMatch(/push notifications.*asks before sending it to eBay production/);
    const listed = page
      .getByRole('navigation', { name: 'Operations' })
      .getByRole('button', { name: /^POST createDestination/ })
      .first();
    expect(await listed.locator('.badge-guarded').textContent()).toBe('egress');
    await page.getByLabel('Search operations').fill('buy.browse getItem');
    const getItem = page.getByRole('navigation', { name: 'Operations' }).getByRole('button', { name: /^GET getItem / });
    await expect.poll(() => getItem.first().isVisible()).toBe(true);
    expect(await getItem.first().locator('.badge-guarded').count()).toBe(0);
  });

  it('sends a guarded call to the embedded emulator without asking', async () => {
    await page.getByLabel('Environment', { exact: true }).selectOption('local');
    await openDestination();
    const answered = nextCall();
    await formOf('createDestination').getByRole('button', { name: 'Send', exact: true }).click();
    expect((await answered).status()).toBe(200);
    expect(await dialog().count()).toBe(0);
    expect(sentCalls.at(-1)).toMatchObject({ env: 'local', operationId: 'createDestination' });
    expect(sentCalls.at(-1)).not.toHaveProperty('confirmed');
    expect(production.requests).toEqual([]);
  });

  it('asks before a guarded call to production: effects, note and endpoint; Cancel has the focus and sends nothing', async () => {
    await page.getByLabel('Environment', { exact: true }).selectOption('production');
    await openDestination();
    const before = sentCalls.length;
    await formOf('createDestination').getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    const text = await dialog().textContent();
    expect(text).toContain('commerce.notification.createDestination');
    expect(text).toContain('Nothing has been sent yet.');
    expect(await dialog().getByRole('list', { name: 'What it does' }).textContent()).toMatch(
      /^egress sends the seller/,
    );
    expect(text).toMatch(/Why: eBay will push notifications/);
    expect(await dialog().getByRole('list', { name: 'With these arguments' }).textContent()).toContain(`"${ENDPOINT}"`);
    const cancel = dialog().getByRole('button', { name: 'Cancel' });
    expect(await cancel.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'production-confirmation.png') });
    // Enter on the focused Cancel, and Escape, both close it without sending.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog().count()).toBe(0);
    await formOf('createDestination').getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    await formOf('createDestination').getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    await cancel.click();
    await expect.poll(() => dialog().count()).toBe(0);
    expect(sentCalls.length).toBe(before);
    expect(production.requests).toEqual([]);
  });

  it('sends it to production once the person chooses "Send to production", with confirmed: true', async () => {
    await formOf('createDestination').getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    const answered = nextCall();
    await dialog().getByRole('button', { name: 'Send to production' }).click();
    expect((await answered).status()).toBe(200);
    expect(sentCalls.at(-1)).toMatchObject({ env: 'production', operationId: 'createDestination', confirmed: true });
    await expect
      .poll(() => page.getByRole('region', { name: 'Response' }).getByRole('status').first().textContent())
      .toMatch(/^201/);
    expect(production.calls().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /commerce/notification/v1/destination',
    ]);
    expect(JSON.parse(production.calls()[0]?.body ?? '{}')).toMatchObject({ deliveryConfig: { endpoint: ENDPOINT } });
  });
});
