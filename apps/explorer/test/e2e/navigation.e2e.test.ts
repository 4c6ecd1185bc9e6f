// End to end: getting around the explorer, in Debian's headless Chromium. Search that understands a misspelt name
// and a seller's everyday words, Send in view and Ctrl+Enter, the open operation in the address (reload, link,
// back and forward), and a copied `baykit` command that reaches the emulator the explorer answers from. The
// explorer runs in process with its embedded emulator, holding the owner secret of a command line of this test's
// own, over a build of the app made for this file alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedEmulatorSecret } from '@baykit/local';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExplorer, type RunningExplorer } from '../../server/app.js';
import { cliHome, type CliHome } from '../../../../packages/cli/test/helpers/cli-harness.js';
import { openPrinted } from '../server/explorer-harness.js';
import { pasteIntoSh } from '../server/paste-into-sh.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFor } from '../../../../scripts/chromium.mjs';
import { buildAppInto } from './app-build.js';
import { FORM_DRAFT_STORAGE, type FormDraft } from '../../src/core/form-draft.js';

const haveChromium = chromiumFor('Explorer navigation end-to-end tests');
const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(!haveChromium)('explorer in Chromium: search, keyboard, links', () => {
  let home: string;
  let cli: CliHome;
  let explorer: RunningExplorer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every `POST /api/call` the page made, in order. */
  const calls: string[] = [];
  /** The address of Browse search with `q=drone`, once the page showed it. */
  let searchLink = '';

  const formOf = (title: string) => page.getByRole('form', { name: `Call ${title}` });
  const statusLine = (text: RegExp) =>
    page.getByRole('region', { name: 'Response' }).getByRole('status').filter({ hasText: text });
  const nextCall = () =>
    page.waitForResponse(
      (response) => response.url() === `${explorer.url}/api/call` && response.request().method() === 'POST',
    );
  const list = () => page.getByRole('navigation', { name: 'Operations' });
  const search = async (query: string) => {
    await page.getByRole('button', { name: 'Operations', exact: true }).click();
    await page.getByLabel('Search operations').fill(query);
  };
  const openFromList = async (query: string, name: RegExp, title: string) => {
    await search(query);
    await list().getByRole('button', { name }).first().click();
    await expect.poll(() => formOf(title).isVisible()).toBe(true);
  };

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'baykit-explorer-nav-e2e-'));
    const dist = join(home, 'dist');
    await buildAppInto(dist);
    cli = await cliHome('baykit-explorer-nav-cli-');
    explorer = await startExplorer({
      port: 0,
      dataDir: join(home, 'data'),
      distDir: dist,
      warn: () => {},
      ownerSecret: sharedEmulatorSecret(cli.env, { create: true }),
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    context = await browser.newContext({ viewport: VIEWPORT });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.url() === `${explorer.url}/api/call` && request.method() === 'POST') calls.push(request.url());
    });
    await page.goto(explorer.openUrl);
    await page.getByLabel('Search operations').waitFor({ state: 'visible' });
  }, scaled(180_000));

  afterAll(async () => {
    await browser?.close();
    await explorer?.close();
    await cli?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('offers the names a misspelt one was meant to be, and finds a task by its everyday words', async () => {
    await search('getitme');
    const count = page.getByRole('status').filter({ hasText: 'Did you mean' });
    await expect.poll(() => count.count()).toBe(1);
    expect(await count.textContent()).toMatch(/No operation is named “getitme”\. Did you mean .*GetItem/);
    expect(
      await list()
        .getByRole('button', { name: /^XML GetItem/ })
        .count(),
    ).toBe(1);

    await search('mark order shipped');
    const entries = list().locator('.vrow-entry .entry-title');
    await expect.poll(() => entries.first().getAttribute('title')).toBe('createShippingFulfillment');
    expect(await entries.nth(1).getAttribute('title')).toBe('CompleteSale');
  });

  it('keeps Send in view on Browse search at 1280×800, and sends on Ctrl+Enter from any field', async () => {
    await openFromList('search items by keyword', /^GET search \/buy\/browse/, 'search');
    await page.evaluate(() => window.scrollTo(0, 0));
    const form = formOf('search');
    const send = form.getByRole('button', { name: 'Send', exact: true });
    const box = await send.boundingBox();
    expect(box, 'Send has a box').not.toBeNull();
    if (box) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORT.height);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await form.getByLabel(/^q\b/).fill('drone');
    const headers = form.getByLabel(/^More headers/);
    const before = calls.length;
    // An Enter that ends an input method's composition is not the shortcut: nothing is sent.
    await headers.evaluate((element) =>
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, isComposing: true, bubbles: true }),
      ),
    );
    const answered = nextCall();
    // From a text area, where Enter alone writes a new line.
    await headers.press('Control+Enter');
    expect((await answered).status()).toBe(200);
    await expect.poll(() => statusLine(/^200/).count()).toBe(1);
    expect(calls.length).toBe(before + 1);
    expect(await headers.inputValue()).toBe('');
  });

  it('keeps the operation and its values in the address, and a reload shows them with the last answer', async () => {
    await expect.poll(() => page.url()).toContain('query.q=drone');
    searchLink = page.url();
    expect(new URL(searchLink).hash).toMatch(/^#op=rest%3Abuy\.browse\.search&env=local&/);
    await page.reload();
    await expect.poll(() => formOf('search').isVisible()).toBe(true);
    expect(await formOf('search').getByLabel(/^q\b/).inputValue()).toBe('drone');
    await expect.poll(() => statusLine(/^200/).count()).toBe(1);
  });

  it('moves between operations with back and forward, each with its form as it was left', async () => {
    await openFromList('GetItem', /^XML GetItem/, 'GetItem');
    const fields = () => formOf('GetItem').getByLabel(/^Request fields/);
    await fields().fill('{ "ItemID": "kept-in-the-tab" }');
    await expect.poll(() => page.url()).toContain('op=xml%3Atrading.GetItem');
    await page.goBack();
    await expect.poll(() => formOf('search').isVisible()).toBe(true);
    expect(await formOf('search').getByLabel(/^q\b/).inputValue()).toBe('drone');
    await page.goForward();
    await expect.poll(() => formOf('GetItem').isVisible()).toBe(true);
    expect(await fields().inputValue()).toBe('{ "ItemID": "kept-in-the-tab" }');
    // The body and XML fields stay out of the address: only the tab's storage has them.
    expect(page.url()).not.toContain('kept-in-the-tab');
  });

  it('opens a link in a fresh browser at its operation', async () => {
    const fresh = await browser.newContext({ viewport: VIEWPORT });
    try {
      const other = await fresh.newPage();
      // A fresh browser has no key yet: the printed one goes with the link, and is taken out of the address.
      await other.goto(`${searchLink}&key=${openPrinted(explorer.openUrl)}`);
      const form = other.getByRole('form', { name: 'Call search' });
      await expect.poll(() => form.isVisible()).toBe(true);
      expect(await form.getByLabel(/^q\b/).inputValue()).toBe('drone');
      expect(other.url()).not.toContain('key=');
    } finally {
      await fresh.close();
    }
  });

  it('does not follow a link into production: the tab stays on its environment and says so', async () => {
    const fresh = await browser.newContext({ viewport: VIEWPORT });
    try {
      const other = await fresh.newPage();
      const link = `${explorer.url}/#op=rest:buy.browse.search&env=production&query.q=camera`;
      await other.goto(`${link}&key=${openPrinted(explorer.openUrl)}`);
      const form = other.getByRole('form', { name: 'Call search' });
      await expect.poll(() => form.isVisible()).toBe(true);
      expect(await form.getByLabel(/^q\b/).inputValue()).toBe('camera');
      expect(await other.getByLabel('Environment', { exact: true }).inputValue()).toBe('local');
      await expect
        .poll(() => other.getByRole('status').filter({ hasText: 'The link names eBay production' }).count())
        .toBe(1);
      await expect.poll(() => new URL(other.url()).hash).toContain('env=local');
    } finally {
      await fresh.close();
    }
  });

  it('says so when a link opens on production because this browser chose production last', async () => {
    const fresh = await browser.newContext({ viewport: VIEWPORT });
    try {
      // Another tab of this browser chose production: the choice is the origin's, shared by its tabs.
      await fresh.addInitScript(() => localStorage.setItem('baykit-explorer.env', 'production'));
      const other = await fresh.newPage();
      const link = `${explorer.url}/#op=rest:buy.browse.search&env=production&query.q=camera`;
      await other.goto(`${link}&key=${openPrinted(explorer.openUrl)}`);
      await expect.poll(() => other.getByRole('form', { name: 'Call search' }).isVisible()).toBe(true);
      expect(await other.getByLabel('Environment', { exact: true }).inputValue()).toBe('production');
      await expect
        .poll(() => other.getByRole('status').filter({ hasText: 'Opened on eBay production' }).count())
        .toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("copies a baykit command that reads, from the explorer's emulator, the item the explorer created", async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Sign in & tokens' }).click();
    // Back from the sign-in, the page gives back the form open before it (GetItem, form-draft.ts). Its detail is
    // held until the link below has opened its operation, as a slow answer would be: the link must still win.
    let asked!: () => void;
    const giveBackAsked = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      `${explorer.url}/api/xml/**`,
      async (route) => {
        asked();
        await released;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Sign in with eBay (user consent)' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Signed in.' }).count()).toBe(1);
    await giveBackAsked;

    // Links that name the operation and its sku: the sample body is a valid item.
    await page.goto(`${explorer.url}/#op=rest:sell.inventory.createOrReplaceInventoryItem&env=local&path.sku=NAV-1`);
    await expect.poll(() => formOf('createOrReplaceInventoryItem').isVisible()).toBe(true);
    const gaveBack = page.waitForResponse((response) => response.url().startsWith(`${explorer.url}/api/xml/`));
    release();
    await (await gaveBack).finished();
    expect(await formOf('GetItem').count()).toBe(0);
    expect(await formOf('createOrReplaceInventoryItem').getByLabel(/^sku/).inputValue()).toBe('NAV-1');
    const created = nextCall();
    await formOf('createOrReplaceInventoryItem').getByLabel(/^sku/).press('Control+Enter');
    expect((await (await created).json()) as { status: number }).toMatchObject({ status: 201 });

    await page.goto(`${explorer.url}/#op=rest:sell.inventory.getInventoryItem&env=local&path.sku=NAV-1`);
    await expect.poll(() => formOf('getInventoryItem').isVisible()).toBe(true);
    const read = nextCall();
    await formOf('getInventoryItem').getByLabel(/^sku/).press('Control+Enter');
    const answer = (await (await read).json()) as { status: number; data: { product?: { title?: string } } };
    expect(answer.status).toBe(200);
    await page.getByRole('tab', { name: 'Code' }).click();
    const command = (await page.getByTestId('code-cli').textContent()) ?? '';
    const port = new URL(explorer.emulatorUrl).port;
    expect(command).toBe(
      `BAYKIT_EMULATOR_PORT=${port} baykit call sell.inventory.getInventoryItem --env emulator -- NAV-1\n`,
    );
    const pasted = pasteIntoSh(command);
    const ran = await cli.baykit(pasted.args, { env: { ...cli.env, BAYKIT_EMULATOR_PORT: pasted.port } });
    expect(ran.status, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ sku: 'NAV-1', product: { title: answer.data.product?.title } });
  });

  it('opens a link loaded in a tab where a sign-in kept a form: the address wins and the kept form is dropped', async () => {
    await page.goto(`${explorer.url}/#op=rest:sell.inventory.getInventoryItem&env=local&path.sku=NAV-2`);
    await expect.poll(() => formOf('getInventoryItem').isVisible()).toBe(true);
    const kept: FormDraft = {
      key: 'xml:trading.GetItem',
      form: { kind: 'xml', values: { fieldsText: '{ "ItemID": "kept-for-a-sign-in" }' } },
      savedAt: Date.now(),
    };
    await page.evaluate(({ name, text }) => sessionStorage.setItem(name, text), {
      name: FORM_DRAFT_STORAGE,
      text: JSON.stringify(kept),
    });
    await page.reload();
    await expect.poll(() => formOf('getInventoryItem').isVisible()).toBe(true);
    expect(await formOf('getInventoryItem').getByLabel(/^sku/).inputValue()).toBe('NAV-2');
    expect(await formOf('GetItem').count()).toBe(0);
    expect(await page.evaluate((name) => sessionStorage.getItem(name), FORM_DRAFT_STORAGE)).toBeNull();
  });
});
