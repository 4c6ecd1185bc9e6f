// End to end: `npm start` (build + back end + embedded emulator) driven in Debian's headless Chromium.
import { createEmulatorAdmin } from '@baykit/emulator/admin';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_KEY_HEADER,
  type Catalog,
  type OperationDetail,
  type SessionInfo,
  type TokenPanel,
} from '../../shared/api.js';
import { PAGE_KEY_STORAGE } from '../../src/core/page-key.js';
import { FORM_DRAFT_STORAGE } from '../../src/core/form-draft.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFor } from '../../../../scripts/chromium.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Screenshots of the main screens; README links to the copies in docs/screenshots. */
export const SCREENSHOTS = join(ROOT, 'apps/explorer/test-artifacts/screenshots');
const haveChromium = chromiumFor('Explorer end-to-end tests');

interface Started {
  child: ChildProcess;
  /** The explorer's origin, `http://127.0.0.1:<port>`. */
  url: string;
  /** The address it printed, with its key in the fragment: what the user opens. */
  openUrl: string;
  /** That key. */
  key: string;
  output: () => string;
}

/** Runs `npm start` exactly as the README says, on a free port, and waits for the address it prints. */
function npmStart(home: string): Promise<Started> {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    // Its own emulator, even if a `baykit` command line's shared one runs on this machine (the tests reset it).
    env: { ...process.env, PORT: '0', BAYKIT_EXPLORER_HOME: home, BAYKIT_EXPLORER_EMULATOR: 'embedded', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start printed no URL within ${scaled(150_000) / 1000} s:\n${output}`)),
      scaled(150_000),
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /baykit explorer: ((http:\/\/127\.0\.0\.1:\d+)\/#key=([\w-]+))\n/.exec(output);
      if (match?.[1] && match[2] && match[3]) {
        clearTimeout(timer);
        resolvePromise({ child, url: match[2], openUrl: match[1], key: match[3], output: () => output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
}

describe.skipIf(!haveChromium)('explorer in Chromium (npm start)', () => {
  let started: Started;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let home: string;
  /** Requests the page made that failed (4xx/5xx), as `status url`. */
  const failedRequests: string[] = [];

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
  /** Every request the page's browser sent to the explorer: the URL as sent (never a fragment) and its headers. */
  const sentToExplorer: { url: string; headers: Record<string, string> }[] = [];
  /** The access key header, for requests the test makes itself. */
  const keyHeader = () => ({ [ACCESS_KEY_HEADER]: started.key });
  const api = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${started.url}${path}`, { headers: keyHeader() })).json()) as T;
  const statusLine = (text: RegExp) =>
    page.getByRole('region', { name: 'Response' }).getByRole('status').filter({ hasText: text });
  /** The form of the operation called `title` (`Call getItem`), not the one open before it. */
  const formOf = (title: string) => page.getByRole('form', { name: `Call ${title}` });
  /**
   * Opens an operation from the list and waits for its own form: the form open before stays on screen until
   * the new operation's detail arrives, so "a form is there" would pass too early.
   */
  const openOperation = async (query: string, name: RegExp, title: string) => {
    await page.getByRole('button', { name: 'Operations', exact: true }).click();
    const search = page.getByLabel('Search operations');
    await search.fill(query);
    await page.getByRole('navigation', { name: 'Operations' }).getByRole('button', { name }).first().click();
    await expect.poll(() => formOf(title).isVisible()).toBe(true);
  };
  /** Whether `target` is the element with the keyboard focus. */
  const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);
  /** Presses Tab until `target` has the focus, checking after each press (at most `max` presses). */
  const tabTo = async (target: Locator, max = 40) => {
    for (let presses = 0; !(await hasFocus(target)); presses++) {
      if (presses === max) throw new Error(`${max} presses of Tab did not reach the element`);
      await page.keyboard.press('Tab');
    }
  };
  /**
   * What is wrong with the layout inside `root`: a name (`names`) whose text is cut (wider than its box), and a name
   * or badge (`.badge`, `.verb`) outside the viewport or clipped by an ancestor that hides its overflow.
   */
  const layoutFaults = (root: Locator, names: string) =>
    root.evaluate((element, selector) => {
      const faults: string[] = [];
      const clipped = (target: Element, what: string) => {
        const box = target.getBoundingClientRect();
        if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight)
          faults.push(`${what} outside the viewport`);
        for (let parent = target.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const frame = parent.getBoundingClientRect();
          if (
            box.left < frame.left - 0.5 ||
            box.right > frame.right + 0.5 ||
            box.top < frame.top - 0.5 ||
            box.bottom > frame.bottom + 0.5
          )
            faults.push(`${what} clipped by ${parent.tagName.toLowerCase()}.${parent.className}`);
        }
      };
      for (const name of element.querySelectorAll(selector)) {
        const what = `name ${name.textContent}`;
        if (name.scrollWidth > name.clientWidth) faults.push(`${what} cut: ${name.scrollWidth} > ${name.clientWidth}`);
        clipped(name, what);
      }
      for (const badge of element.querySelectorAll('.badge, .verb')) clipped(badge, `badge ${badge.textContent}`);
      return faults;
    }, names);
  /** Resolves with the back end's answer to the next call the page sends (`POST /api/call`). */
  const nextCall = () =>
    page.waitForResponse(
      (response) => response.url() === `${started.url}/api/call` && response.request().method() === 'POST',
    );

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    home = mkdtempSync(join(tmpdir(), 'baykit-explorer-e2e-'));
    started = await npmStart(home);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    page = await context.newPage();
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
    });
    context.on('request', (request) => {
      if (request.url().startsWith(`${started.url}/`))
        sentToExplorer.push({ url: request.url(), headers: request.headers() });
    });
    // The address npm start printed, as the user opens it.
    await page.goto(started.openUrl);
  }, scaled(180_000));

  afterAll(async () => {
    await browser?.close();
    if (started?.child.pid) {
      try {
        process.kill(-started.child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('opens from the printed address: the key moves from its fragment into the page, never to the server in a URL', async () => {
    await expect.poll(() => page.getByLabel('Search operations').isVisible()).toBe(true);
    // The address bar lost the key; the origin's own storage has it; no cookie holds it.
    expect(page.url()).toBe(`${started.url}/`);
    expect(await page.evaluate((name) => localStorage.getItem(name), PAGE_KEY_STORAGE)).toBe(started.key);
    expect((await context.cookies()).filter((cookie) => cookie.value.includes(started.key))).toEqual([]);
    // What the browser sent the explorer: the key in no URL (the fragment stays in the browser), in no header but
    // x-baykit-key, and that header on every /api request and on nothing else.
    expect(sentToExplorer.length).toBeGreaterThan(2);
    expect(sentToExplorer.filter(({ url }) => url.includes(started.key))).toEqual([]);
    for (const { url, headers } of sentToExplorer) {
      const isApi = new URL(url).pathname.startsWith('/api/');
      expect(headers[ACCESS_KEY_HEADER], url).toBe(isApi ? started.key : undefined);
      const others = Object.entries(headers).filter(([name]) => name !== ACCESS_KEY_HEADER);
      expect(
        others.filter(([, value]) => value.includes(started.key)),
        url,
      ).toEqual([]);
    }
    expect(sentToExplorer.some(({ url }) => url === `${started.url}/api/session`)).toBe(true);
    // A second tab of the explorer at its bare address works too: the key is in the origin's storage.
    const second = await context.newPage();
    try {
      const session = second.waitForResponse((response) => response.url() === `${started.url}/api/session`);
      await second.goto(started.url);
      expect((await session).status()).toBe(200);
      // An address with another key pasted into that open tab (only its fragment changes) loads the app again with
      // it; refused, it is not stored, so the tab is told what to open and a reload brings the stored key back.
      const refused = second.waitForResponse(
        (response) =>
          response.url() === `${started.url}/api/session` &&
          response.request().headers()[ACCESS_KEY_HEADER] === 'not-this-start',
      );
      await second.goto(`${started.url}/#key=not-this-start`);
      expect((await refused).status()).toBe(401);
      expect(second.url()).toBe(`${started.url}/`);
      await expect
        .poll(() => second.getByRole('alert').filter({ hasText: 'an earlier start' }).count())
        .toBeGreaterThan(0);
      expect(await second.evaluate((name) => localStorage.getItem(name), PAGE_KEY_STORAGE)).toBe(started.key);
      const again = second.waitForResponse((response) => response.url() === `${started.url}/api/session`);
      await second.reload();
      expect((await again).status()).toBe(200);
    } finally {
      await second.close();
    }
    // Another browser (no key) at the bare address is told what to open, and gets nothing from the API.
    const stranger = await browser.newContext();
    try {
      const other = await stranger.newPage();
      const session = other.waitForResponse((response) => response.url() === `${started.url}/api/session`);
      await other.goto(started.url);
      expect((await session).status()).toBe(401);
      // The header's notice (and the operation list, which could not load either) says it.
      const notice = other.getByRole('alert').filter({ hasText: 'Open the address the explorer printed' });
      await expect.poll(() => notice.count()).toBeGreaterThan(0);
      expect(await notice.first().textContent()).toContain(`${started.url}/#key=…`);
      await other.screenshot({ path: join(SCREENSHOTS, 'no-key.png') });
    } finally {
      await stranger.close();
    }
  });

  it('lets no page of another origin use the API: one on another port of 127.0.0.1 gets no key, and no request of its succeeds', async () => {
    // The attack of the review: a server another user runs on 127.0.0.1. The owner's browser visits it (a link is
    // enough); it records every cookie the browser sends it (cookies ignore ports), replays them to the explorer,
    // and its page calls the explorer's API with what a page can send.
    const received: string[] = [];
    const attacker = createServer((req, res) => {
      if (req.url === '/report') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          received.push(`report ${body}`);
          res.end();
        });
        return;
      }
      received.push(`cookie ${req.headers.cookie ?? ''}`);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<title>attacker</title><script>
        const target = ${JSON.stringify(started.url)};
        const attempt = (init) => fetch(target + '/api/session', init).then((r) => 'status ' + r.status, (e) => 'failed ' + e.name);
        // Same origin to it: any cookie of 127.0.0.1 with Path=/api reaches it here.
        fetch('/api/steal').then(() => Promise.all([
          attempt({ credentials: 'include' }),
          attempt({ credentials: 'include', headers: { ${JSON.stringify(ACCESS_KEY_HEADER)}: 'guessed' } }),
          attempt({ credentials: 'include', mode: 'no-cors' }),
        ])).then((answers) => new Promise((done) => {
          // The explorer in a window of its own: once it is there, its storage is another origin's.
          const opened = window.open(target + '/', '_blank');
          const look = (tries) => {
            try {
              if (!opened) return done([...answers, 'no window']);
              if (opened.location.href.startsWith(target)) return done([...answers, 'read ' + opened.localStorage.length]);
            } catch (e) {
              return done([...answers, 'blocked ' + e.name]);
            }
            if (tries === 0) return done([...answers, 'never loaded']);
            setTimeout(() => look(tries - 1), 50);
          };
          look(400);
        })).then((answers) => fetch('/report', { method: 'POST', body: JSON.stringify(answers) }))
          .then(() => { document.title = 'done'; });
      </script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    const explorerAnswers: number[] = [];
    const other = await context.newPage();
    other.on('response', (response) => {
      if (response.url().startsWith(`${started.url}/api/`)) explorerAnswers.push(response.status());
    });
    try {
      await other.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
      await expect.poll(() => other.title(), { timeout: scaled(20_000) }).toBe('done');
      const report = JSON.parse(received.find((line) => line.startsWith('report '))?.slice(7) ?? '[]') as string[];
      // Read without the key: refused by CORS or opaque; with a header: its preflight is never granted; and the
      // explorer's storage belongs to the explorer's origin alone.
      expect(report[0]).toMatch(/^failed/);
      expect(report[1]).toMatch(/^failed/);
      expect(report[2]).toBe('status 0');
      expect(report[3]).toBe('blocked SecurityError');
      expect(explorerAnswers.length).toBeGreaterThan(0);
      expect(explorerAnswers.every((status) => status === 401)).toBe(true);
      // Every cookie the browser gave the attacker opens nothing on the explorer.
      const cookies = received.filter((line) => line.startsWith('cookie ')).map((line) => line.slice(7));
      expect(cookies.join(';')).not.toContain(started.key);
      for (const cookie of cookies) {
        const replayed = await fetch(`${started.url}/api/session`, { headers: { cookie } });
        expect(replayed.status).toBe(401);
      }
    } finally {
      for (const opened of context.pages()) if (opened !== page) await opened.close();
      attacker.closeAllConnections();
      await new Promise((resolve) => attacker.close(resolve));
    }
  });

  it('serves the app with a strict Content-Security-Policy', async () => {
    const response = await fetch(started.url);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    await expect.poll(() => page.getByLabel('Search operations').isVisible()).toBe(true);
    // The page's own requests all succeed: its icon too (there was a 404 for /favicon.ico).
    await expect
      .poll(() => page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href')))
      .toBe('/favicon.svg');
    expect((await fetch(`${started.url}/favicon.svg`)).headers.get('content-type')).toContain('image/svg+xml');
    expect(failedRequests).toEqual([]);
    await shot('start');
  });

  it('asks to sign in first when a user-token call is sent while signed out, with a button to sign in', async () => {
    await openOperation('getInventoryItems', /getInventoryItems/, 'getInventoryItems');
    await formOf('getInventoryItems').getByRole('button', { name: 'Send' }).click();
    const advice = page.getByRole('alert').filter({ hasText: 'sign in first' });
    await expect.poll(() => advice.count(), { timeout: scaled(20_000) }).toBe(1);
    // The user's next step, not advice for code that uses the library.
    expect(await page.locator('main').textContent()).not.toContain('oauth2.');
    await shot('sign-in-first');
    await advice.getByRole('button', { name: 'Sign in & tokens' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign in with eBay (user consent)' }).isVisible())
      .toBe(true);
  });

  it('finds operations by words and lists every operation in a scrolling list', async () => {
    const catalog = await api<Catalog>('/api/catalog');
    // Calls eBay decommissioned are hidden until asked for (the lifecycle test below).
    const live = <T extends { lifecycle?: { status: string } }>(list: T[]): T[] =>
      list.filter((entry) => entry.lifecycle?.status !== 'decommissioned');
    const total = live(catalog.rest).length + live(catalog.xml).length;
    await page.getByRole('button', { name: 'Operations', exact: true }).click();
    const search = page.getByLabel('Search operations');
    const list = page.getByRole('navigation', { name: 'Operations' });
    await search.fill('');
    await expect.poll(() => list.getByRole('status').textContent()).toBe(`${total} operations`);
    // Only the rows in view are in the page; scrolled to the end, the last operation is there.
    expect(await list.getByRole('button').count()).toBeLessThan(100);
    expect(await list.getByRole('heading', { name: 'Buy', exact: true }).count()).toBe(1);
    await list.locator('.browser-list').evaluate((element) => (element.scrollTop = element.scrollHeight));
    const last = live(catalog.xml).at(-1)?.callName ?? '';
    await expect.poll(() => list.getByRole('button', { name: new RegExp(`\\b${last}\\b`) }).count()).toBeGreaterThan(0);
    expect(await list.getByRole('heading', { name: 'Buy', exact: true }).count()).toBe(0);
    await search.fill('upload image');
    await expect.poll(() => list.getByRole('button').first().textContent()).toContain('createImageFromFile');
    await search.fill('search items by keyword');
    await expect.poll(() => list.getByRole('button').first().textContent()).toMatch(/^GET\s*search\b/);
    await shot('search-words');
  });

  it('signs in with the consent flow (emulator consent page, back to the explorer)', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Sign in & tokens' }).click();
    // The scope picker starts from the defaults plus what the open operation (getInventoryItems) needs.
    await page.getByText(/^Scopes the consent asks for/).click();
    const readonly = page.getByRole('checkbox', { name: /^sell\.inventory\.readonly/ });
    expect(await readonly.isChecked()).toBe(true);
    expect(
      await page
        .getByRole('checkbox', { name: /^buy\.order\b/ })
        .first()
        .isChecked(),
    ).toBe(false);
    await shot('scope-picker');
    await page.getByRole('button', { name: 'Sign in with eBay (user consent)' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(`${started.url}/**`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Signed in.' }).count()).toBe(1);
    // The notice belongs to this tab: another tab does not show it, nor does this one when it comes back.
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('button', { name: 'History' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Signed in.' }).count()).toBe(0);
    await sections.getByRole('button', { name: 'Sign in & tokens' }).click();
    expect(await page.getByRole('status').filter({ hasText: 'Signed in.' }).count()).toBe(0);
    const userToken = page.getByRole('article', { name: 'User token' });
    await expect.poll(() => userToken.isVisible()).toBe(true);
    expect(await userToken.textContent()).toContain('authorization_code');
    expect(await userToken.textContent()).toContain('sell.inventory');
    expect(await userToken.textContent()).toContain('sell.inventory.readonly');
    // An application token next to it, then a manual refresh of the user token, both in the history.
    await page.getByRole('button', { name: 'Get application token' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Application token' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Refresh user token' }).click();
    const history = page.getByRole('list', { name: 'Token history' });
    await expect.poll(() => history.textContent()).toContain('User token · refreshed on request');
    expect(await history.textContent()).toContain('Application token · obtained');
    await shot('tokens');
  });

  it('shows what eBay retired: badges, the refusal of a decommissioned call, and a moved call opening its new home', async () => {
    await page.getByRole('button', { name: 'Operations', exact: true }).click();
    const list = page.getByRole('navigation', { name: 'Operations' });
    const search = page.getByLabel('Search operations');
    await search.fill('getListingViolations');
    await expect.poll(() => list.getByRole('status').textContent()).toBe('No operation matches.');
    await list.getByLabel(/Show calls eBay decommissioned/).check();
    const violations = list.getByRole('button', { name: /getListingViolations\b/ }).first();
    await expect.poll(() => violations.textContent()).toContain('decommissioned 2026-03-30');
    await violations.click();
    await expect.poll(() => formOf('getListingViolations').isVisible()).toBe(true);
    const form = formOf('getListingViolations');
    await expect
      .poll(() => form.getByRole('note').textContent())
      .toMatch(/Sell Compliance API on 2026-03-30.*Seller Hub/);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Response' }).textContent())
      .toMatch(/DeprecatedApiError.*allowRetired/);
    await list.getByLabel(/Show calls eBay decommissioned/).uncheck();

    await openOperation(
      'sell.account getInventoryLocation',
      /^GET getInventoryLocation.*moved/,
      'getInventoryLocation',
    );
    const moved = formOf('getInventoryLocation');
    await expect
      .poll(() => moved.getByRole('note').textContent())
      .toMatch(/moved: it is now sell\.inventory\.getInventoryLocation/);
    await shot('lifecycle-moved');
    await moved.getByRole('button', { name: 'Open sell.inventory.getInventoryLocation' }).click();
    await expect.poll(() => formOf('getInventoryLocation').getByRole('note').count()).toBe(0);
    await expect
      .poll(() => page.locator('.facts code').first().textContent())
      .toBe('/sell/inventory/v1/location/{merchantLocationKey}');
  });

  it('registers its inbox on the emulator, emits a push and shows it verified, with headers and body', async () => {
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const subscribe = panel.getByRole('form', { name: 'Subscribe the inbox' });
    await expect.poll(() => subscribe.isVisible()).toBe(true);
    const emit = panel.getByRole('form', { name: 'Emit a notification' });
    // Before any subscription to it, emitting a topic pushes nothing, and the notice says so.
    await emit.getByLabel('Emit now').selectOption('ITEM_AVAILABILITY');
    await emit.getByRole('button', { name: 'Emit' }).click();
    await expect
      .poll(() => page.locator('.notice').textContent())
      .toBe(
        'Nothing was pushed: no enabled subscription to ITEM_AVAILABILITY. Register the inbox and subscribe to it above.',
      );
    await subscribe.getByLabel('ITEM_AVAILABILITY').check();
    await subscribe.getByRole('button', { name: 'Register the inbox and subscribe' }).click();
    await expect.poll(() => subscribe.getByText('ITEM_AVAILABILITY (subscribed)').count()).toBe(1);
    await emit.getByRole('button', { name: 'Emit' }).click();
    await expect
      .poll(() => page.locator('.notice').textContent())
      .toBe('The emulator pushed ITEM_AVAILABILITY to 1 subscription.');
    const push = panel.locator('.push').filter({ hasText: 'ITEM_AVAILABILITY' }).first();
    await expect.poll(() => push.textContent()).toContain('verified');
    await push.locator('summary').click();
    await expect.poll(() => push.getByRole('rowheader', { name: 'x-ebay-signature' }).isVisible()).toBe(true);
    expect(await push.locator('pre').textContent()).toContain('"topic":"ITEM_AVAILABILITY"');
    await shot('notifications');
  });

  it('finds getItem, sends it with an item id and shows 200 and the item title', async () => {
    const detail = await api<OperationDetail>('/api/operations/buy.browse/getItem');
    const itemId = detail.parameters.find((parameter) => parameter.name === 'item_id')?.example;
    expect(itemId).toBeTruthy();
    const session = await api<SessionInfo>('/api/session');
    const item = (await (
      await fetch(`${session.emulator.url}/buy/browse/v1/item/${encodeURIComponent(itemId!)}`, {
        headers: { authorization: 'Bearer x' },
      })
    ).json()) as { title?: string };

    await openOperation('getItem', /^GET getItem \/buy\/browse/, 'getItem');
    await page.getByLabel(/^item_id/).fill(itemId!);
    await page.getByRole('button', { name: 'Send' }).click();
    const status = statusLine(/^200/);
    await expect.poll(() => status.count(), { timeout: scaled(20_000) }).toBe(1);
    const body = await page.getByRole('region', { name: 'Response' }).textContent();
    if (item.title) expect(body).toContain(item.title);
    expect(body).toContain('title');
    await shot('operation-response');

    await page.getByRole('tab', { name: 'Request' }).click();
    const request = await page.getByRole('region', { name: 'Request' }).textContent();
    expect(request).toContain('/buy/browse/v1/item/');
    expect(request).toContain('Bearer [redacted]');
    await shot('operation-request');
  });

  it('copies the call as baykit TypeScript and as curl', async () => {
    await page.getByRole('tab', { name: 'Code' }).click();
    await page.getByRole('button', { name: 'Copy as TypeScript' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('ebay.buy.browse.getItem(');
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^(#.*\n)*curl /m);
    await page.getByRole('button', { name: 'Copy as ebay-api' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain("await eBay.buy.browse.getItem('v1|110000000000|0'");
    await shot('operation-code');
  });

  it('explains an error: an unknown item answers 404 with the typed error and eBay errorId', async () => {
    await page.getByRole('tab', { name: 'Response' }).click();
    await page.getByLabel(/^item_id/).fill('v1|999999999999|0');
    await page.getByRole('button', { name: 'Send' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'NotFoundError' });
    await expect.poll(() => alert.count(), { timeout: scaled(20_000) }).toBe(1);
    expect(await alert.textContent()).toMatch(/errorId 11001/);
    await shot('operation-error');
  });

  it('sends a header added by hand with the call', async () => {
    const form = formOf('getItem');
    await form
      .getByRole('group', { name: 'Add a common header' })
      .getByRole('button', { name: '+ Accept-Language' })
      .click();
    await expect.poll(() => form.getByLabel(/^More headers/).inputValue()).toBe('Accept-Language: en-US');
    const answered = nextCall();
    await form.getByRole('button', { name: 'Send' }).click();
    await answered;
    await page.getByRole('tab', { name: 'Request' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Request' }).textContent()).toContain('accept-language');
    await page.getByRole('tab', { name: 'Response' }).click();
  });

  it('runs a Trading call (XML) with the signed-in user', async () => {
    await openOperation('GeteBayOfficialTime', /GeteBayOfficialTime/, 'GeteBayOfficialTime');
    await formOf('GeteBayOfficialTime').getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => statusLine(/^200/).count(), { timeout: scaled(20_000) }).toBe(1);
    expect(await page.getByRole('region', { name: 'Response' }).textContent()).toContain('Timestamp');
    await page.getByRole('tab', { name: 'Request' }).click();
    expect(await page.getByRole('region', { name: 'Request' }).textContent()).toContain('GeteBayOfficialTimeRequest');
    await shot('trading-call');
  });

  it("lists a typed Trading call's fields from baykit's types", async () => {
    await openOperation('AddFixedPriceItem', /AddFixedPriceItem/, 'AddFixedPriceItem');
    const form = formOf('AddFixedPriceItem');
    await form.getByText("Typed fields (from baykit's types)").click();
    await expect
      .poll(() => form.getByRole('rowheader', { name: 'Item.Title' }).isVisible(), { timeout: scaled(30_000) })
      .toBe(true);
    expect(
      await form
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Item', exact: true }) })
        .textContent(),
    ).toContain('required');
    expect(await form.getByRole('region', { name: 'About this call' }).textContent()).toContain(
      'Lists an item in one call',
    );
    expect(
      await form.getByRole('link', { name: 'eBay reference for Item.Title', exact: true }).getAttribute('href'),
    ).toBe('https://developer.ebay.com/devzone/xml/docs/reference/ebay/AddFixedPriceItem.html#Request.Item.Title');
    await shot('trading-typed-fields');
  });

  it('keeps a history, compares two responses and re-runs a call', async () => {
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const boxes = page.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThanOrEqual(3);
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await expect
      .poll(() => page.getByRole('region', { name: 'Difference between two response bodies' }).isVisible())
      .toBe(true);
    // Each row says what tells it apart: the key values and the request line.
    const rows = page.getByRole('list').filter({ has: page.getByRole('checkbox') });
    expect(await rows.textContent()).toContain('item_id=v1|999999999999|0');
    expect(await rows.textContent()).toContain('GET /buy/browse/v1/item/');
    await shot('history-diff');
    // History survives a reload (localStorage, versioned).
    await page.reload();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox').count()).toBeGreaterThanOrEqual(3);
    await page
      .getByRole('button', { name: /^Re-run buy\.browse\.getItem/ })
      .first()
      .click();
    await expect.poll(() => page.getByLabel('Search operations').isVisible()).toBe(true);
    await expect.poll(() => statusLine(/^(200|404)/).count(), { timeout: scaled(20_000) }).toBe(1);
  });

  it('explains the form: eBay reference link, typed hints, a body checked as you type, Format and the schema', async () => {
    await openOperation('createOffer', /^POST createOffer/, 'createOffer');
    const form = formOf('createOffer');
    // The operation's page; each parameter and body field has its own link, named after it.
    const reference = form.getByRole('link', { name: 'eBay reference', exact: true });
    expect(await reference.getAttribute('href')).toBe(
      'https://developer.ebay.com/api-docs/sell/inventory/resources/offer/methods/createOffer',
    );
    expect(await reference.getAttribute('rel')).toBe('noopener noreferrer');
    const check = form.getByRole('status', { name: 'Check of request-body' });
    await expect.poll(() => check.textContent()).toBe('Valid JSON that fits the schema.');
    const body = form.getByLabel(/^Request body/);
    await body.fill('{"sku": "baykit-sample-sku", "availableQuantity": "five", "skuu": 1}');
    await expect.poll(() => check.textContent()).toContain('$.availableQuantity should be integer (int32), not string');
    expect(await check.textContent()).toContain('$.skuu is not a field of this body');
    await form.getByRole('button', { name: 'Format' }).click();
    await expect
      .poll(() => body.inputValue())
      .toBe('{\n  "sku": "baykit-sample-sku",\n  "availableQuantity": "five",\n  "skuu": 1\n}');
    await form.getByText(/^Body schema: object/).click();
    await expect.poll(() => form.getByRole('rowheader', { name: 'pricingSummary.price.value' }).isVisible()).toBe(true);
    const fieldReference = form.getByRole('link', {
      name: 'eBay reference for pricingSummary.price.value',
      exact: true,
    });
    expect(await fieldReference.getAttribute('href')).toBe(
      'https://developer.ebay.com/api-docs/sell/inventory/resources/offer/methods/createOffer#request.pricingSummary.price.value',
    );
    expect(await fieldReference.getAttribute('target')).toBe('_blank');
    expect(await fieldReference.getAttribute('rel')).toBe('noopener noreferrer');
    // A field typed with an eBay enumeration shows it and the values the contract names (suggestions, not checked).
    expect(
      await form
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'format', exact: true }) })
        .textContent(),
    ).toContain('FormatTypeEnum: AUCTION, FIXED_PRICE');
    await shot('body-schema');
  });

  it('helps with Browse search: own notes, fieldgroups values to pick and a filter builder that works', async () => {
    await openOperation('buy.browse.search', /^GET search \/buy\/browse/, 'search');
    const form = formOf('search');
    expect(await form.getByRole('region', { name: 'About this call' }).textContent()).toContain('at least one of q');
    await form
      .getByRole('group', { name: 'Values of fieldgroups' })
      .getByRole('button', { name: 'MATCHING_ITEMS' })
      .click();
    await form.getByRole('group', { name: 'Values of fieldgroups' }).getByRole('button', { name: 'EXTENDED' }).click();
    await expect.poll(() => form.getByLabel(/^fieldgroups/).inputValue()).toBe('MATCHING_ITEMS,EXTENDED');
    await form.getByText('Filter builder').click();
    await form.getByLabel('Price from').fill('1');
    await form.getByLabel('Price to').fill('500');
    await form.getByRole('checkbox', { name: 'NEW' }).check();
    await form.getByRole('button', { name: 'Use this filter' }).click();
    await expect
      .poll(() => form.getByLabel(/^filter/).inputValue())
      .toBe('price:[1..500],priceCurrency:USD,conditions:{NEW}');
    const filterReference = form.getByRole('link', { name: 'eBay reference for filter', exact: true });
    expect(await filterReference.getAttribute('href')).toBe(
      'https://developer.ebay.com/api-docs/buy/browse/resources/item_summary/methods/search#uri.filter',
    );
    expect(await filterReference.getAttribute('rel')).toBe('noopener noreferrer');
    await shot('browse-search-help');
    const answered = nextCall();
    await form.getByRole('button', { name: 'Send' }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => statusLine(/^200/).count(), { timeout: scaled(20_000) }).toBe(1);
  });

  it('shows whole operation names and their badges in the list and the form header at 1280×800', async () => {
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Operations', exact: true }).click();
    const list = page.getByRole('navigation', { name: 'Operations' });
    const search = page.getByLabel('Search operations');
    await list.getByLabel(/Show calls eBay decommissioned/).check();
    try {
      // The name of the issue (three rows start with it) and the longest names, with no badge, a lifecycle badge, a
      // guarded one (its effects: `price`, `spend`) or both (`decommissioned …` and `irreversible`).
      const cases: [query: string, rows: number, badges: number][] = [
        ['createOrReplaceInventoryItem', 3, 1],
        ['DeleteSellingManagerTemplateAutomationRule', 1, 2],
        ['getExtendedProducerResponsibilityPolicies', 1, 0],
        ['bulkUpdateAdsBidByInventoryReference', 1, 1],
        ['getSearchKeywordsRecommendation', 1, 1],
        ['getListingViolationsSummary', 1, 1],
      ];
      for (const [query, rows, badges] of cases) {
        await search.fill(query);
        const first = list.locator('.vrow-entry > .entry').first();
        await expect.poll(() => first.locator('.entry-title').textContent()).toMatch(new RegExp(`^${query}`));
        for (let index = 0; index < rows; index++) {
          const row = list.locator('.vrow-entry > .entry').nth(index);
          expect(await row.locator('.entry-title').textContent()).toMatch(new RegExp(query, 'i'));
          expect(await layoutFaults(row, '.entry-title')).toEqual([]);
        }
        expect(await first.locator('.badge').count()).toBe(badges);
      }
      await shot('long-names');
      for (const [query, title] of [
        ['createOrReplaceInventoryItem', 'createOrReplaceInventoryItem'],
        ['DeleteSellingManagerTemplateAutomationRule', 'DeleteSellingManagerTemplateAutomationRule'],
      ] as const) {
        await search.fill(query);
        await list.locator('.vrow-entry > .entry').first().click();
        await expect.poll(() => formOf(title).isVisible()).toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
        const head = formOf(title).locator('.form-head');
        expect(await head.locator('h2').textContent()).toContain(title);
        expect(await head.locator('.badge, .verb').count()).toBeGreaterThan(0);
        expect(await layoutFaults(head, 'h2')).toEqual([]);
      }
    } finally {
      await list.getByLabel(/Show calls eBay decommissioned/).uncheck();
    }
  });

  it('shows the response without scrolling at 1280×800, sent with Enter in q or with Send', async () => {
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
    await openOperation('buy.browse.search', /^GET search \/buy\/browse/, 'search');
    await page.evaluate(() => window.scrollTo(0, 0));
    const form = formOf('search');
    const q = form.getByLabel(/^q\b/);
    await q.fill('lamp');
    const response = page.getByRole('region', { name: 'Response' });
    /** Where the response starts: its status line must be in the viewport, without scrolling. */
    const responseTop = async () => (await response.boundingBox())?.y ?? Number.NaN;
    for (const send of [() => q.press('Enter'), () => form.getByRole('button', { name: 'Send' }).click()]) {
      const answered = nextCall();
      await send();
      expect((await answered).status()).toBe(200);
      await expect.poll(() => statusLine(/^200/).count(), { timeout: scaled(20_000) }).toBe(1);
      const top = await responseTop();
      expect(top, `the response starts at y=${top}`).toBeGreaterThanOrEqual(0);
      expect(top + 60, `the response starts at y=${top}`).toBeLessThanOrEqual(800);
    }
    await shot('response-in-view');
  });

  it('keeps the open form through a sign-in: the operation and the values typed come back', async () => {
    await openOperation('buy.browse.search', /^GET search \/buy\/browse/, 'search');
    const form = formOf('search');
    await form.getByLabel(/^q\b/).fill('kept through sign-in');
    await form.getByLabel(/^limit\b/).fill('7');
    await form.getByLabel(/^More headers/).fill('Accept-Language: de-DE');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Sign in & tokens' }).click();
    await page.getByRole('button', { name: 'Sign in with eBay (user consent)' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(`${started.url}/**`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Signed in.' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Operations', exact: true }).click();
    await expect.poll(() => formOf('search').isVisible()).toBe(true);
    const back = formOf('search');
    expect(await back.getByLabel(/^q\b/).inputValue()).toBe('kept through sign-in');
    expect(await back.getByLabel(/^limit\b/).inputValue()).toBe('7');
    expect(await back.getByLabel(/^More headers/).inputValue()).toBe('Accept-Language: de-DE');
    // Given back once: the tab's storage holds no copy any more (each operation's own draft stays: operation-drafts.ts).
    expect(await page.evaluate((name) => sessionStorage.getItem(name), FORM_DRAFT_STORAGE)).toBeNull();
  });

  it('saves a request with a {{variable}} in a collection, opens it again, sends it and exports the collection', async () => {
    await openOperation('getItem', /^GET getItem \/buy\/browse/, 'getItem');
    const form = formOf('getItem');
    await form.getByLabel(/^item_id/).fill('{{item}}');
    await form.getByText('Save this request').click();
    await form.getByLabel('Collection').fill('Demo');
    await form.getByLabel('Name', { exact: true }).fill('Seeded item');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Saved' }).click();
    const add = page.getByRole('form', { name: 'Add a variable' });
    // An item that does not exist for every environment, the seeded one for the emulator: the emulator's wins.
    await add.getByLabel('Name').fill('item');
    await add.getByLabel('Value').fill('v1|999999999999|0');
    await add.getByRole('button', { name: 'Add variable' }).click();
    await expect
      .poll(() => page.getByLabel('Value of item for every environment').inputValue())
      .toBe('v1|999999999999|0');
    await add.getByLabel('Name').fill('item');
    await add.getByLabel('Value').fill('v1|110000000000|0');
    await add.getByLabel('For').selectOption('local');
    await add.getByRole('button', { name: 'Add variable' }).click();
    await expect.poll(() => page.getByLabel('Value of item for Local emulator').inputValue()).toBe('v1|110000000000|0');
    await page
      .getByRole('region', { name: 'Collection Demo' })
      .getByRole('button', { name: 'Open Seeded item' })
      .click();
    await expect
      .poll(() =>
        formOf('getItem')
          .getByLabel(/^item_id/)
          .inputValue(),
      )
      .toBe('{{item}}');
    const answered = nextCall();
    await formOf('getItem').getByRole('button', { name: 'Send' }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => statusLine(/^200/).count(), { timeout: scaled(20_000) }).toBe(1);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Saved' }).click();
    await page.getByRole('button', { name: 'Export to the box below' }).click();
    const exported = await page.getByLabel('Collections (JSON)').inputValue();
    expect(JSON.parse(exported)).toMatchObject({
      version: 1,
      variables: { item: 'v1|999999999999|0' },
      envVariables: { local: { item: 'v1|110000000000|0' } },
    });
    expect(exported).toContain('Seeded item');
    await shot('saved-requests');
    await page.getByLabel('Collections (JSON)').fill('{"not": "collections"}');
    await page.getByRole('button', { name: 'Import from the box below' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Not imported' }).count()).toBe(1);
  });

  it('explains a sandbox call without credentials, with a button to Environments', async () => {
    await page.getByRole('button', { name: 'Operations', exact: true }).click();
    await page.getByLabel('Environment', { exact: true }).selectOption('sandbox');
    await openOperation('getItem', /^GET getItem \/buy\/browse/, 'getItem');
    await page.getByLabel(/^item_id/).fill('v1|1|0');
    await formOf('getItem').getByRole('button', { name: 'Send' }).click();
    const advice = page.getByRole('alert').filter({ hasText: 'no credentials' });
    await expect.poll(() => advice.count(), { timeout: scaled(20_000) }).toBe(1);
    expect(await page.getByText('Sending…').count()).toBe(0);
    await shot('sandbox-no-credentials');
    await advice.getByRole('button', { name: 'Go to Environments' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Environments' }).isVisible()).toBe(true);
    await page.getByLabel('Environment', { exact: true }).selectOption('local');
  });

  it('controls the emulator from Environments: clock and token expiry', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Environments' }).click();
    const controls = page.getByRole('region', { name: 'Emulator controls' });
    await controls.getByLabel('Move the clock forward (seconds)').fill('60');
    await controls.getByRole('button', { name: 'Move clock' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Emulator clock moved forward' }).count())
      .toBe(1);
    await controls.getByRole('button', { name: 'Expire every token' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'has expired' }).count()).toBe(1);
    await shot('emulator-controls');
  });

  it('works with the keyboard alone: search, open, send', async () => {
    // Every step waits for the state the next key press needs (the focus where it should be, the list or the
    // form re-rendered), never for a time: on a busy machine the app may be slower than the key presses.
    await page.getByRole('button', { name: 'Operations', exact: true }).focus();
    await page.keyboard.press('Enter');
    const search = page.getByLabel('Search operations');
    await tabTo(search);
    // Replaces what an earlier test left in the box instead of appending to it.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('GeteBayOfficialTime');
    await expect.poll(() => search.inputValue()).toBe('GeteBayOfficialTime');
    const firstMatch = page.getByRole('navigation', { name: 'Operations' }).getByRole('button').first();
    await expect.poll(() => firstMatch.textContent()).toContain('GeteBayOfficialTime');
    // Tab: the "show decommissioned calls" box, then (the match count is not focusable) the first match.
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(page.getByLabel(/Show calls eBay decommissioned/))).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(firstMatch)).toBe(true);
    await page.keyboard.press('Enter');
    const form = formOf('GeteBayOfficialTime');
    await expect.poll(() => form.isVisible()).toBe(true);
    await tabTo(form.getByRole('button', { name: 'Send' }));
    const answered = nextCall();
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(200);
    // Only the check uses the mouse: the Response tab shows this call's status line and body.
    await page.getByRole('tab', { name: 'Response' }).click();
    await expect.poll(() => statusLine(/^200/).count(), { timeout: scaled(20_000) }).toBe(1);
    expect(await page.getByRole('region', { name: 'Response' }).textContent()).toContain('Timestamp');
  });

  it('lays out on a narrow window without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot('narrow');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("signs in with Auth'n'Auth on the emulator's page, and a page on another port of 127.0.0.1 cannot end it", async () => {
    // Another port of 127.0.0.1 is the same site: the browser sends the sign-in cookie (SameSite=Strict) with its
    // image and its navigation to /callback, each with the return's own word only (declined, accepted).
    const attacker = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        req.url === '/navigate'
          ? `<script>location.href = ${JSON.stringify(`${started.url}/callback?isAuthSuccessful=true&username=testuser`)};</script>`
          : `<img src="${started.url}/callback?isAuthSuccessful=false" onload="document.title='answered'" onerror="document.title='answered'">`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const session = await api<SessionInfo>('/api/session');
      const history = async () => (await api<TokenPanel>('/api/tokens/local')).history;
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: 'Sign in & tokens' })
        .click();
      await page.getByRole('button', { name: "Sign in with Auth'n'Auth" }).click();
      const agree = page.getByRole('button', { name: 'Agree and sign in' });
      await expect.poll(() => agree.isVisible()).toBe(true);
      expect(page.url().startsWith(`${session.emulator.url}/`)).toBe(true);
      const before = await history();

      const other = await context.newPage();
      try {
        const attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
        // (The browser hides the image's answer from the page, an HTML page as an image: only that it ended.)
        await other.goto(`${attackerUrl}/`);
        await expect.poll(() => other.title()).toBe('answered');
        const navigated = other.waitForResponse((response) => response.url().startsWith(`${started.url}/callback?`));
        await other.goto(`${attackerUrl}/navigate`);
        const refused = await navigated;
        expect(refused.status()).toBe(400);
        // The browser did send the sign-in cookie: it is the return's word alone that was not taken.
        expect((await refused.request().allHeaders()).cookie ?? '').toMatch(/baykit-explorer-\d+-signin=/);
      } finally {
        await other.close();
      }
      expect(await history()).toEqual(before);

      await agree.click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Signed in.' }).count()).toBe(1);
      await expect.poll(() => page.getByRole('article', { name: "Auth'n'Auth token" }).isVisible()).toBe(true);
      expect((await history()).at(-1)).toMatchObject({ kind: 'authnauth', event: 'signed-in' });
    } finally {
      attacker.closeAllConnections();
      await new Promise((resolve) => attacker.close(resolve));
    }
  });

  it('comes back signed in from a sign-in on another site (as from eBay): the return is proved by its state', async () => {
    // eBay's sign-in page is another site, so its redirect to /callback carries no SameSite=Strict cookie. Here a
    // page on localhost (another site than 127.0.0.1) plays eBay: it sends the browser to the return the
    // emulator's consent produced.
    const { csrfToken } = await api<SessionInfo>('/api/session');
    const start = await fetch(`${started.url}/api/auth/local/consent/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, ...keyHeader() },
      body: '{}',
    });
    const { url: consentUrl } = (await start.json()) as { url: string };
    const { redirect } = await createEmulatorAdmin({ baseUrl: new URL(consentUrl).origin }).approveConsent(consentUrl);
    expect(redirect.startsWith(`${started.url}/callback?`)).toBe(true);
    const signInSite = createServer((_req, res) => res.writeHead(302, { location: redirect }).end());
    await new Promise<void>((resolve) => signInSite.listen(0, '127.0.0.1', resolve));
    const before = (await api<TokenPanel>('/api/tokens/local')).history.length;
    try {
      const callback = page.waitForResponse((response) => response.url().startsWith(`${started.url}/callback?`));
      const session = page.waitForResponse((response) => response.url() === `${started.url}/api/session`);
      await page.goto(`http://localhost:${(signInSite.address() as AddressInfo).port}/`);
      expect((await callback).status()).toBe(303);
      // Back in the app, whose own requests carry the key from its origin's storage again: signed in.
      expect((await session).status()).toBe(200);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Signed in.' }).count()).toBe(1);
      await expect.poll(() => page.getByRole('article', { name: 'User token' }).isVisible()).toBe(true);
      // The return's query is gone; the fragment may name the operation that was open (operation-route.ts).
      expect(page.url()).toMatch(new RegExp(`^${started.url}/(#op=[^#?]*)?$`));
      const history = (await api<TokenPanel>('/api/tokens/local')).history;
      expect(history.length).toBe(before + 1);
      expect(history.at(-1)).toMatchObject({ kind: 'user', event: 'signed-in' });
    } finally {
      signInSite.closeAllConnections();
      await new Promise((resolve) => signInSite.close(resolve));
    }
  });

  it('marks an answer that does not come from state: Traffic reports are samples, and say so', async () => {
    await openOperation('getTrafficReport', /^GET getTrafficReport /, 'getTrafficReport');
    await page.getByRole('button', { name: 'Send' }).click();
    const note = page.getByRole('note').filter({ hasText: 'Sample answer' });
    await expect.poll(() => note.count(), { timeout: scaled(20_000) }).toBe(1);
    expect(await note.textContent()).toContain('X-Baykit-Emulation: sample');
  });

  it('never shows a secret: no client secret or full token in the page', async () => {
    const html = await page.content();
    expect(html).not.toContain(started.key);
    expect(html).not.toContain('baykit-test-cert');
    expect(html).not.toMatch(/v\^1\.1#/);
  });
});
