// End to end in Debian's headless Chromium: a page of another origin that posts the emulator's consent form itself
// (login CSRF: approve as a test user it chose, then land on the app with that user's code) gets the 403 page and
// no code; the emulator's own consent page, approved in the same browser, still signs in; and no page of another
// origin can show the consent page in a frame.
import { EbayClient, Scope } from 'baykit';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Request as BrowserRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type AppRegistration, type Emulator } from '../../src/index.js';
import { escapeHtml } from '../../src/oauth/html.js';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFor } from '../../../../scripts/chromium.mjs';

const haveChromium = chromiumFor('Emulator consent end-to-end tests');

/** A server on 127.0.0.1 at a free port, and its origin. */
async function serve(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The fields the emulator's consent page posts when the person approves `app`'s request. */
function approvalFields(app: AppRegistration, username: string): Record<string, string> {
  return {
    client_id: app.appId,
    redirect_uri: app.ruName,
    response_type: 'code',
    scope: Scope.SELL_INVENTORY,
    state: 'state-the-page-chose',
    username,
    decision: 'approve',
  };
}

describe.skipIf(!haveChromium)("the emulator's consent form in Chromium", () => {
  let emulator: Emulator;
  /** The emulator's origin, `http://127.0.0.1:<port>`. */
  let emulatorUrl: string;
  /** The path and query of every request to the app's `/callback` (not the browser's favicon requests). */
  const callbacks: string[] = [];
  /** The app that signs people in: its `/callback` is the registered app's redirect URL. */
  const appServer = createServer((req, res) => {
    if (req.url?.startsWith('/callback')) callbacks.push(req.url);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<title>app callback</title>');
  });
  let appUrl: string;
  let app: AppRegistration;
  /**
   * Another origin's server: its page `/` posts the emulator's consent form itself, as soon as it loads; its page
   * `/frame` shows the emulator's consent page in a frame (to lay its own page over it and catch a click on Approve).
   */
  let attackerPage = '';
  let framingPage = '';
  const attacker = createServer((req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(req.url === '/frame' ? framingPage : attackerPage);
  });
  let attackerUrl: string;
  let profile: string | undefined;
  let context: BrowserContext | undefined;
  /** Every request the browser sent, with its headers. */
  const sent: BrowserRequest[] = [];

  /** The consent URL of `app`, as the app sends the person there. */
  let consentUrl: string;
  /** The app's client, as its back end makes it. */
  const consentClient = (): EbayClient =>
    new EbayClient({
      appId: app.appId,
      certId: app.certId,
      ruName: app.ruName,
      origin: emulatorUrl,
      scope: [Scope.SELL_INVENTORY],
      maxRetries: 0,
    });

  const postsToConsent = (request: BrowserRequest): boolean =>
    request.method() === 'POST' && request.url() === `${emulatorUrl}/oauth2/authorize`;

  beforeAll(async () => {
    emulator = createEmulator({ seed: 12 });
    emulatorUrl = (await emulator.listen(0, '127.0.0.1')).url;
    appUrl = await serve(appServer);
    app = emulator.registerApp({ redirectUrl: `${appUrl}/callback` });
    attackerUrl = await serve(attacker);
    const fields = Object.entries(approvalFields(app, 'chosen_by_the_page'))
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('\n');
    attackerPage = `<!DOCTYPE html><title>a page of another origin</title>
<form id="consent" method="post" action="${escapeHtml(`${emulatorUrl}/oauth2/authorize`)}">${fields}</form>
<script>document.getElementById('consent').submit();</script>`;
    consentUrl = consentClient().oauth2.generateAuthUrl({ state: 'state-of-the-app' });
    framingPage = `<!DOCTYPE html><title>a page of another origin</title>
<iframe src="${escapeHtml(consentUrl)}" width="800" height="600"></iframe>`;
    // A fresh profile: no cookie, cache or permission of an earlier run.
    profile = mkdtempSync(join(tmpdir(), 'baykit-emulator-e2e-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    context.on('request', (request) => sent.push(request));
  });

  afterAll(async () => {
    try {
      await context?.close();
    } finally {
      await Promise.all([stop(attacker), stop(appServer), emulator?.close()]);
      if (profile) rmSync(profile, { recursive: true, force: true });
    }
  });

  it.each([
    // Every port of 127.0.0.1 is one site: Chromium says "same-site", and the Origin names the other port.
    ['another port of 127.0.0.1', '127.0.0.1', 'same-site'],
    // localhost and 127.0.0.1 are two sites.
    ['localhost', 'localhost', 'cross-site'],
  ])('refuses the form a page on %s posts on load: the 403 page, no redirect, no code', async (_name, host, site) => {
    const pageOrigin = attackerUrl.replace('127.0.0.1', host);
    const page = await context!.newPage();
    try {
      const answered = page.waitForResponse((response) => postsToConsent(response.request()));
      // `commit`: the page's script navigates away while it loads, so its own load event may never come.
      await page.goto(`${pageOrigin}/`, { waitUntil: 'commit' });
      const refused = await answered;
      expect(refused.status()).toBe(403);
      const headers = await refused.request().allHeaders();
      expect(headers.origin).toBe(pageOrigin);
      expect(headers['sec-fetch-site']).toBe(site);
      // The 403 page is what the browser shows, and it says why.
      await page.getByRole('heading', { name: 'Sign-in form refused' }).waitFor();
      expect(page.url()).toBe(`${emulatorUrl}/oauth2/authorize`);
      expect(await page.getByRole('alert').textContent()).toContain(
        `This sign-in form was posted from another site (Origin ${pageOrigin})`,
      );
      // The answer was the page: nothing went on to the app, with a code or otherwise.
      expect(refused.headers().location).toBeUndefined();
      expect(callbacks).toEqual([]);
      expect(sent.filter((request) => request.url().startsWith(appUrl))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("approves on the emulator's own consent page, and the app exchanges the code", async () => {
    const page = await context!.newPage();
    const before = callbacks.length;
    try {
      await page.goto(consentUrl);
      await page.getByLabel('Test user name').fill('browser_user');
      const posted = page.waitForRequest(postsToConsent);
      const arrived = page.waitForRequest((request) => request.url().startsWith(`${appUrl}/callback?`));
      await page.getByRole('button', { name: 'Approve' }).click();
      // A real browser's post from the page itself: its own origin, "same-origin".
      const headers = await (await posted).allHeaders();
      expect(headers.origin).toBe(emulatorUrl);
      expect(headers['sec-fetch-site']).toBe('same-origin');
      const callback = new URL((await arrived).url());
      expect(callback.searchParams.get('state')).toBe('state-of-the-app');
      expect(callback.searchParams.get('code')).toBeTruthy();
      await page.waitForURL((url) => url.href === callback.href);
      expect(callbacks.slice(before)).toEqual([`${callback.pathname}${callback.search}`]);
      const token = await consentClient().oauth2.getToken(callback.toString());
      expect(token.accessToken).toMatch(/^v\^1\.1#/);
    } finally {
      await page.close();
    }
  });

  it('shows the consent page in no frame of another origin (no click on Approve can be caught through one)', async () => {
    const page = await context!.newPage();
    try {
      const answered = page.waitForResponse((response) => response.url() === consentUrl);
      await page.goto(`${attackerUrl}/frame`);
      // The emulator answered the page, and Chromium put its own error page in the frame instead.
      expect((await answered).status()).toBe(200);
      const framed = () => page.frames().find((frame) => frame !== page.mainFrame());
      await expect.poll(() => framed()?.url()).toBe('chrome-error://chromewebdata/');
      expect(await framed()?.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
