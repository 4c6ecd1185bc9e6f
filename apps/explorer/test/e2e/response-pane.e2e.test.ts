// End to end: the response pane in Debian's headless Chromium, the explorer in process with its embedded emulator
// over a build of the app made for this file: previews of array items, Copy answer, Next page (REST and Trading),
// and a pane that widens and keeps its width across a reload.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExplorer, type RunningExplorer } from '../../server/app.js';
import type { CallOutcome } from '../../shared/api.js';
import { answerText } from '../../src/core/answer-text.js';
import { buildAppInto } from './app-build.js';
import { signInLocally } from './in-process.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFor } from '../../../../scripts/chromium.mjs';

const haveChromium = chromiumFor('Explorer response pane end-to-end tests');
const WINDOW = { width: 1280, height: 800 };
const SCREENSHOTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../test-artifacts/screenshots');

interface SearchPage {
  itemSummaries?: { itemId: string; title: string }[];
  offset?: number;
  limit?: number;
}

describe.skipIf(!haveChromium)('explorer in Chromium: the response pane', () => {
  let home: string;
  let explorer: RunningExplorer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const response = () => page.getByRole('region', { name: 'Response' });
  const tree = () => response().getByRole('list', { name: 'Response body' });
  /** The back end's answer to the next call the page sends, as the page received it. */
  const nextOutcome = async (): Promise<{ input: Record<string, unknown>; outcome: CallOutcome }> => {
    const answer = await page.waitForResponse(
      (candidate) => candidate.url() === `${explorer.url}/api/call` && candidate.request().method() === 'POST',
    );
    return {
      input: answer.request().postDataJSON() as Record<string, unknown>,
      outcome: (await answer.json()) as CallOutcome,
    };
  };
  const openOperation = async (query: string, name: RegExp, title: string) => {
    await page.getByLabel('Search operations').fill(query);
    await page.getByRole('navigation', { name: 'Operations' }).getByRole('button', { name }).first().click();
    await page.getByRole('form', { name: `Call ${title}` }).waitFor({ state: 'visible' });
    return page.getByRole('form', { name: `Call ${title}` });
  };
  const statusIs = (status: RegExp) =>
    expect
      .poll(() => response().getByRole('status').first().textContent(), { timeout: scaled(20_000) })
      .toMatch(status);
  /** Browse `search` for `q` with `limit`, sent from the form; the answer as the page got it. */
  const search = async (q: string, limit: string) => {
    const form = await openOperation('buy.browse.search', /^GET search \/buy\/browse/, 'search');
    await form.getByLabel(/^q\b/).fill(q);
    await form.getByLabel(/^limit\b/).fill(limit);
    const answered = nextOutcome();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const { outcome } = await answered;
    expect(outcome.status).toBe(200);
    await statusIs(/^200/);
    return outcome;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    home = mkdtempSync(join(tmpdir(), 'baykit-explorer-pane-e2e-'));
    const dist = join(home, 'dist');
    await buildAppInto(dist);
    explorer = await startExplorer({ port: 0, dataDir: join(home, 'data'), distDir: dist, warn: () => {} });
    await signInLocally(explorer);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    context = await browser.newContext({ viewport: WINDOW, permissions: ['clipboard-read', 'clipboard-write'] });
    page = await context.newPage();
    await page.goto(explorer.openUrl);
    await page.getByLabel('Search operations').waitFor({ state: 'visible' });
  }, scaled(180_000));

  afterAll(async () => {
    await browser?.close();
    await explorer?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('previews each item of an array by its telling fields, and the array itself once collapsed', async () => {
    const outcome = await search('lamp', '3');
    const items = (outcome.data as SearchPage).itemSummaries ?? [];
    expect(items).toHaveLength(3);
    const [first] = items;
    // Items are collapsed (the third level): each summary names its id and title.
    const firstItem = tree()
      .locator('summary')
      .filter({ hasText: /^0: \{/ });
    expect(await firstItem.textContent()).toContain(`itemId: ${JSON.stringify(first!.itemId)}`);
    expect(await firstItem.textContent()).toContain(`title: "${first!.title.slice(0, 10)}`);
    // The open array shows its children instead of a preview; closed, it previews its first items.
    const array = tree()
      .locator('summary')
      .filter({ hasText: /^itemSummaries: \[3 items\]/ });
    expect(await array.locator('.json-preview').isVisible()).toBe(false);
    await array.click();
    expect(await array.locator('.json-preview').isVisible()).toBe(true);
    expect(await array.textContent()).toMatch(/^itemSummaries: \[3 items\] \{itemId: "[^"]+", title: /);
    await array.click();
    await page.screenshot({ path: join(SCREENSHOTS, 'response-pane.png') });
  });

  it('copies the answer body as received, indented, and says Copied', async () => {
    const outcome = await search('lamp', '2');
    await response().getByRole('button', { name: 'Copy answer' }).click();
    await expect.poll(() => response().getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
    expect(await response().getByRole('status').filter({ hasText: 'copied' }).textContent()).toBe(
      'Answer copied to the clipboard.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(answerText(outcome)?.text);
    expect(JSON.parse(copied)).toEqual(outcome.data);
    expect(copied.split('\n').length).toBeGreaterThan(10);
  });

  it('copies a Trading answer as the XML received', async () => {
    const form = await openOperation('GeteBayOfficialTime', /GeteBayOfficialTime/, 'GeteBayOfficialTime');
    const answered = nextOutcome();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const { outcome } = await answered;
    await statusIs(/^200/);
    await response().getByRole('button', { name: 'Copy answer' }).click();
    await expect.poll(() => response().getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^<\?xml[\s\S]*<Timestamp>[\s\S]*GeteBayOfficialTimeResponse>\s*$/);
    expect(copied).toBe(outcome.exchanges.at(-1)?.response?.body);
  });

  it('runs Browse search for the next page: the form filled from the next link, offset 3, other items', async () => {
    const first = await search('lamp', '3');
    const before = ((first.data as SearchPage).itemSummaries ?? []).map((item) => item.itemId);
    const answered = nextOutcome();
    await response()
      .getByRole('button', { name: /^Next page \(offset 3, limit 3\)/ })
      .click();
    const { input, outcome } = await answered;
    expect(input).toMatchObject({ operationId: 'search', query: { q: 'lamp', limit: '3', offset: '3' } });
    const data = outcome.data as SearchPage;
    expect(data.offset).toBe(3);
    const after = (data.itemSummaries ?? []).map((item) => item.itemId);
    expect(after).toHaveLength(3);
    expect(after.filter((id) => before.includes(id))).toEqual([]);
    const form = page.getByRole('form', { name: 'Call search' });
    expect(await form.getByLabel(/^offset\b/).inputValue()).toBe('3');
    expect(await form.getByLabel(/^q\b/).inputValue()).toBe('lamp');
    await statusIs(/^200/);
    await expect
      .poll(() =>
        response()
          .getByRole('button', { name: /^Next page \(offset 6,/ })
          .isVisible(),
      )
      .toBe(true);
  });

  it('runs a Trading call for the next page: Pagination.PageNumber one more', async () => {
    const form = await openOperation('GetOrders', /^XML GetOrders/, 'GetOrders');
    const fields = {
      OrderRole: 'Seller',
      CreateTimeFrom: '2000-01-01T00:00:00.000Z',
      Pagination: { EntriesPerPage: 2, PageNumber: 1 },
    };
    await form.getByLabel(/^Request fields/).fill(JSON.stringify(fields));
    const answered = nextOutcome();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const first = await answered;
    expect(first.outcome.data).toMatchObject({ HasMoreOrders: 'true', PageNumber: '1' });
    const second = nextOutcome();
    await response()
      .getByRole('button', { name: /^Next page \(page 2 of \d+\)/ })
      .click();
    const { input, outcome } = await second;
    expect(input).toMatchObject({
      callName: 'GetOrders',
      fields: { ...fields, Pagination: { EntriesPerPage: 2, PageNumber: 2 } },
    });
    expect(outcome.data).toMatchObject({ PageNumber: '2' });
    const orderOf = (data: unknown) => JSON.stringify((data as { OrderArray?: unknown }).OrderArray);
    expect(orderOf(outcome.data)).not.toBe(orderOf(first.outcome.data));
    expect(JSON.parse(await form.getByLabel(/^Request fields/).inputValue())).toMatchObject({
      Pagination: { PageNumber: 2 },
    });
  });

  it('widens the response to most of the window and back, and keeps the choice across a reload', async () => {
    await search('lamp', '3');
    const result = page.locator('.call-layout > .result');
    const list = page.getByRole('navigation', { name: 'Operations' });
    const widen = page.getByRole('button', { name: 'Wide response' });
    const width = async () => (await result.boundingBox())?.width ?? 0;
    const normal = await width();
    expect(normal).toBeLessThan(WINDOW.width / 2);
    expect(await widen.getAttribute('aria-pressed')).toBe('false');
    await widen.click();
    await expect.poll(width).toBeGreaterThan(WINDOW.width * 0.7);
    expect(await list.isVisible()).toBe(false);
    expect(await widen.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    // The open operation survives a reload (its address holds it), and its result opens wide again.
    await page.getByRole('form', { name: 'Call search' }).waitFor({ state: 'visible' });
    await expect.poll(width).toBeGreaterThan(WINDOW.width * 0.7);
    expect(await list.isVisible()).toBe(false);
    await widen.click();
    await expect.poll(width).toBeCloseTo(normal, 0);
    expect(await list.isVisible()).toBe(true);
  });

  it('resizes the response with the divider, by keyboard and by mouse, and keeps the width across a reload', async () => {
    await openOperation('buy.browse.search', /^GET search \/buy\/browse/, 'search');
    const divider = page.getByRole('separator', { name: 'Response width' });
    const result = page.locator('.call-layout > .result');
    const width = async () => (await result.boundingBox())?.width ?? 0;
    expect(await divider.getAttribute('aria-valuenow')).toBe('45');
    const before = await width();
    await divider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await divider.getAttribute('aria-valuenow')).toBe('55');
    await expect.poll(width).toBeGreaterThan(before + 50);

    const row = (await page.locator('.call-layout').boundingBox())!;
    const box = (await divider.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(row.x + row.width * 0.4, box.y + 100, { steps: 5 });
    await page.mouse.up();
    // Dragged to 40% of the row: the result takes the 60% right of the pointer.
    expect(await divider.getAttribute('aria-valuenow')).toBe('60');
    const dragged = await width();
    expect((await result.boundingBox())!.x).toBeCloseTo(row.x + row.width * 0.4 + box.width / 2, -1);

    await page.reload();
    await page.getByLabel('Search operations').waitFor({ state: 'visible' });
    await openOperation('buy.browse.search', /^GET search \/buy\/browse/, 'search');
    expect(await divider.getAttribute('aria-valuenow')).toBe('60');
    expect(await width()).toBeCloseTo(dragged, 0);
    await divider.focus();
    await page.keyboard.press('End');
    expect(await divider.getAttribute('aria-valuenow')).toBe('80');
    await page.keyboard.press('Home');
    expect(await divider.getAttribute('aria-valuenow')).toBe('25');
  });

  it('renders a page of 200 items (measured, not asserted)', async () => {
    const form = await openOperation('buy.browse.search', /^GET search \/buy\/browse/, 'search');
    // Every seeded title with an "e" in it: well over 200.
    await form.getByLabel(/^q\b/).fill('e');
    await form.getByLabel(/^limit\b/).fill('200');
    const answered = page.waitForResponse((candidate) => candidate.url() === `${explorer.url}/api/call`);
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    // From the answer's arrival in the page to the tree showing the array of 200: parsing, rendering, layout.
    const rendered = await page.waitForFunction(
      () => {
        const entry = performance.getEntriesByType('resource').findLast((item) => item.name.endsWith('/api/call'));
        const shown = [...document.querySelectorAll('.json-tree summary')].some((summary) =>
          /^itemSummaries: \[200 items\]/.test(summary.textContent ?? ''),
        );
        return entry && shown
          ? {
              ms: performance.now() - (entry as PerformanceResourceTiming).responseEnd,
              nodes: document.querySelectorAll('.json-tree li').length,
            }
          : undefined;
      },
      undefined,
      { polling: 'raf', timeout: scaled(30_000) },
    );
    expect((await answered).status()).toBe(200);
    const { ms, nodes } = (await rendered.jsonValue())!;
    console.info(
      `response pane: a Browse search page of 200 items rendered in ${ms.toFixed(0)} ms, ${nodes} tree rows`,
    );
    expect(nodes).toBeGreaterThan(200);
  });
});
