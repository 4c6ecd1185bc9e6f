// End to end: the Simulate panel beside the emulator controls, in Debian's headless Chromium. The explorer runs in
// process with its embedded emulator over a build of the app made for this file alone; the seller lists an item
// through the explorer's own API first, then the panel makes a buyer purchase it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulatorAdmin } from '@baykit/emulator/admin';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExplorer, type RunningExplorer } from '../../server/app.js';
import {
  ACCESS_KEY_HEADER,
  CSRF_HEADER,
  type CallOutcome,
  type SessionInfo,
  type SignInStart,
  type XmlCallDetail,
} from '../../shared/api.js';
import { openPrinted, submitSignInPage } from '../server/explorer-harness.js';
import { buildAppInto } from './app-build.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFor } from '../../../../scripts/chromium.mjs';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCREENSHOTS = join(APP, 'test-artifacts/screenshots');
const haveChromium = chromiumFor('Explorer Simulate end-to-end tests');
/** A fixed-price listing of the seeded catalog (another seller's): a buyer can purchase it with no setup. */
const SEEDED_LISTING = '110000000000';

describe.skipIf(!haveChromium)('explorer in Chromium: the Simulate panel', () => {
  let home: string;
  let explorer: RunningExplorer;
  let browser: Browser;
  let page: Page;
  /** The seller's own listing, made through the explorer's API before the browser opens. */
  let listingId: string;

  const panel = () => page.getByRole('region', { name: 'Simulate' });
  const nextSimulate = () =>
    page.waitForResponse((response) => response.url() === `${explorer.url}/api/emulator/simulate/purchase`);
  const openEnvironments = async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Environments' }).click();
    await panel().getByLabel('Event').waitFor({ state: 'visible' });
  };
  /** The text of the answer's row `name` (`orderId`). */
  const answerValue = (name: string) =>
    panel()
      .getByRole('status')
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .getByRole('cell')
      .textContent();

  /** Signs the local environment in as the emulator's default seller and lists the AddFixedPriceItem sample. */
  async function listAsSeller(): Promise<string> {
    const key = openPrinted(explorer.openUrl);
    const api = async (method: string, path: string, body?: unknown): Promise<Response> => {
      const session = (await (
        await fetch(`${explorer.url}/api/session`, { headers: { [ACCESS_KEY_HEADER]: key } })
      ).json()) as SessionInfo;
      return fetch(`${explorer.url}${path}`, {
        method,
        headers: {
          [ACCESS_KEY_HEADER]: key,
          ...(method === 'GET' ? {} : { [CSRF_HEADER]: session.csrfToken, 'content-type': 'application/json' }),
        },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      });
    };
    const start = (await (await api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
    await fetch(new URL(await submitSignInPage(start.url, 'approve'), explorer.url), { redirect: 'manual' });
    const { sample } = (await (await api('GET', '/api/xml/trading/AddFixedPriceItem')).json()) as XmlCallDetail;
    const listed = (await (
      await api('POST', '/api/call', {
        kind: 'xml',
        env: 'local',
        service: 'trading',
        callName: 'AddFixedPriceItem',
        fields: sample,
      })
    ).json()) as CallOutcome;
    const itemId = (listed.data as { ItemID?: string } | undefined)?.ItemID;
    if (!listed.ok || !itemId) throw new Error(`AddFixedPriceItem failed: ${JSON.stringify(listed.error)}`);
    return itemId;
  }

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'baykit-explorer-simulate-e2e-'));
    const dist = join(home, 'dist');
    await buildAppInto(dist);
    explorer = await startExplorer({ port: 0, dataDir: join(home, 'data'), distDir: dist, warn: () => {} });
    listingId = await listAsSeller();
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

  it("simulates a purchase of the seller's listing beside the emulator controls, and shows the order id", async () => {
    await openEnvironments();
    expect(await page.getByRole('region', { name: 'Emulator controls' }).isVisible()).toBe(true);
    expect(await panel().getByLabel('Event').inputValue()).toBe('purchase');
    await panel().getByLabel('listingId').fill(listingId);
    await panel().getByLabel('buyer').fill('ann.buyer');
    await panel().getByLabel('paid').selectOption('true');
    const answered = nextSimulate();
    await panel().getByRole('button', { name: 'Simulate', exact: true }).click();
    expect((await answered).status()).toBe(201);
    await panel().getByRole('status').waitFor({ state: 'visible' });
    const orderId = (await answerValue('orderId')) ?? '';
    expect(orderId).toMatch(/^\d{2}-\d{5}-\d{5}$/);
    expect(await answerValue('events')).toMatch(/^evt_\d+/);
    // The order is in the emulator's world, bought by the buyer the panel named.
    const admin = createEmulatorAdmin({ baseUrl: explorer.emulatorUrl });
    const placed = (await admin.events({ type: 'order.placed' })).events.find(
      (event) => 'orderId' in event.data && event.data.orderId === orderId,
    );
    expect(placed?.data).toMatchObject({ buyer: 'ann.buyer', seller: 'testuser_baykit' });
    await panel().screenshot({ path: join(SCREENSHOTS, 'simulate.png') });
  });

  it('opens the order in Fulfillment getOrder with its id filled in, and the seller reads it there', async () => {
    const orderId = (await answerValue('orderId')) ?? '';
    await panel()
      .getByRole('button', { name: `Open getOrder for ${orderId}` })
      .click();
    const form = page.getByRole('form', { name: 'Call getOrder' });
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await form.getByLabel(/^orderId/).inputValue()).toBe(orderId);
    expect(await page.getByLabel('Environment', { exact: true }).inputValue()).toBe('local');
    const answered = page.waitForResponse((response) => response.url() === `${explorer.url}/api/call`);
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const outcome = (await (await answered).json()) as CallOutcome;
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ orderId, buyer: { username: 'ann.buyer' } });
    await expect
      .poll(() => page.getByRole('region', { name: 'Response' }).getByRole('status').first().textContent())
      .toMatch(/^200/);
  });

  it("shows the emulator's refusal with its status and words, and marks a field that is not of its kind", async () => {
    await openEnvironments();
    await panel().getByLabel('listingId').fill('999');
    await panel().getByLabel('quantity').fill('two');
    await panel().getByRole('button', { name: 'Simulate', exact: true }).click();
    expect(await panel().getByRole('alert').first().textContent()).toContain('Fix the fields marked above');
    expect(await panel().getByLabel('quantity').getAttribute('aria-invalid')).toBe('true');
    await panel().getByLabel('quantity').fill('');
    const answered = nextSimulate();
    await panel().getByRole('button', { name: 'Simulate', exact: true }).click();
    expect((await answered).status()).toBe(404);
    const refusal = panel().getByRole('alert');
    await expect.poll(() => refusal.textContent()).toContain('no listing 999 (eBay: Trading error 17, item not found)');
    expect(await refusal.textContent()).toMatch(/^404/);
  });

  it('works with the keyboard alone: pick the event, type the fields, Enter simulates', async () => {
    await panel().getByLabel('Event').focus();
    await page.keyboard.press('Tab');
    const listing = panel().getByLabel('listingId');
    await expect.poll(() => listing.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(SEEDED_LISTING);
    const answered = nextSimulate();
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(201);
    await expect.poll(async () => (await answerValue('orderId')) ?? '').toMatch(/^\d{2}-\d{5}-\d{5}$/);
  });
});
