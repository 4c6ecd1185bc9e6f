import { createEmulatorAdmin } from '@baykit/emulator/admin';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExplorer } from '../../server/app.js';
import type {
  ApiProblem,
  CallOutcome,
  Catalog,
  OperationDetail,
  SignInStart,
  TokenPanel,
  XmlCallDetail,
} from '../../shared/api.js';
import { openPrinted, startHarness, withKey, submitSignInPage, type Harness } from './explorer-harness.js';

describe('startExplorer', () => {
  let home: string;
  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'baykit-explorer-app-'));
  });
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('serves a 503 page saying how to build when the SPA is missing, but the API works', async () => {
    const explorer = await startExplorer({
      port: 0,
      dataDir: join(home, 'a'),
      distDir: join(home, 'no-dist'),
      warn: () => {},
    });
    try {
      const page = await fetch(`${explorer.url}/`);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('npm run build -w @baykit/explorer');
      const key = openPrinted(explorer.openUrl);
      expect((await fetch(`${explorer.url}/api/session`, { headers: withKey({}, key) })).status).toBe(200);
    } finally {
      await explorer.close();
    }
  });

  it("frees its port and the emulator's on close", async () => {
    const explorer = await startExplorer({
      port: 0,
      dataDir: join(home, 'b'),
      distDir: join(home, 'no-dist'),
      warn: () => {},
    });
    await explorer.close();
    await expect(fetch(`${explorer.url}/api/session`)).rejects.toThrow();
    await expect(createEmulatorAdmin({ baseUrl: explorer.emulatorUrl }).app()).rejects.toMatchObject({ status: 0 });
  });

  it('fails with EADDRINUSE when its port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(startExplorer({ port, dataDir: join(home, 'c'), warn: () => {} })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      blocker.close();
    }
  });

  it('logs method, path and status, never the query string of /callback', async () => {
    const lines: string[] = [];
    const explorer = await startExplorer({
      port: 0,
      dataDir: join(home, 'd'),
      distDir: join(home, 'no-dist'),
      log: (l) => lines.push(l),
      warn: () => {},
    });
    try {
      await fetch(`${explorer.url}/callback?code=v%5E1.1%23secret-code&state=abc`, { redirect: 'manual' });
      await expect.poll(() => lines.length).toBeGreaterThan(0);
      expect(lines[0]).toMatch(/^GET \/callback 400 \d+ms$/);
      expect(lines.join('\n')).not.toContain('secret-code');
    } finally {
      await explorer.close();
    }
  });
});

describe('explorer back end: /callback without a flow', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('answers a page saying nothing was changed, with a link back to the app', async () => {
    const response = await h.get('/callback');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).toContain('the return carries no sign-in state. Nothing was changed.');
    expect(page).toContain('<a href="/">');
  });

  it("refuses an Auth'n'Auth redirect nobody started", async () => {
    const response = await h.get('/callback?isAuthSuccessful=true&username=testuser');
    expect(response.status).toBe(400);
  });

  it('answers POST outside /api with 405', async () => {
    const response = await h.api('POST', '/callback', {});
    expect(response.status).toBe(405);
    expect(((await response.json()) as ApiProblem).error).toContain('POST');
  });
});

describe('explorer back end: catalog and calls (A2 modules wired)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('serves the catalog, an operation and an XML call', async () => {
    const catalog = (await (await h.get('/api/catalog')).json()) as Catalog;
    expect(catalog.rest.length).toBeGreaterThan(300);
    expect(catalog.xml.length).toBeGreaterThan(100);
    const op = await h.get('/api/operations/buy.browse/getItem');
    expect(op.status).toBe(200);
    expect(((await op.json()) as OperationDetail).method).toBe('GET');
    expect((await h.get('/api/operations/buy.browse/noSuchOperation')).status).toBe(404);
    const xml = await h.get('/api/xml/trading/GetItem');
    expect(xml.status).toBe(200);
    expect(((await xml.json()) as XmlCallDetail).sample).toMatchObject({ ItemID: '110000000000' });
    expect((await h.get('/api/xml/trading/NoSuchCall')).status).toBe(404);
  });

  it('answers a malformed call with 400 and an env without credentials with 409', async () => {
    expect((await h.api('POST', '/api/call', { kind: 'rest', env: 'nowhere' })).status).toBe(400);
    const unknown = await h.api('POST', '/api/call', {
      kind: 'rest',
      env: 'local',
      api: 'buy.browse',
      operationId: 'nope',
      path: {},
      query: {},
      headers: {},
    });
    expect(unknown.status).toBe(400);
    const sandbox = await h.api('POST', '/api/call', {
      kind: 'rest',
      env: 'sandbox',
      api: 'buy.browse',
      operationId: 'search',
      path: {},
      query: { q: 'x' },
      headers: {},
    });
    expect(sandbox.status).toBe(409);
  });

  it("shows baykit's automatic refresh in the token history", async () => {
    const { url } = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
    await h.get(await submitSignInPage(url, 'approve'));
    await createEmulatorAdmin({ baseUrl: h.explorer.emulatorUrl }).expireTokens();
    const call = await h.api('POST', '/api/call', {
      kind: 'rest',
      env: 'local',
      api: 'sell.inventory',
      operationId: 'getInventoryItems',
      path: {},
      query: {},
      headers: {},
    });
    expect(call.status).toBe(200);
    const outcome = (await call.json()) as CallOutcome;
    expect(outcome.ok).toBe(true);
    expect(outcome.exchanges.some((e) => e.purpose === 'token')).toBe(true);
    const panel = (await (await h.get('/api/tokens/local')).json()) as TokenPanel;
    expect(panel.history.at(-1)).toMatchObject({ kind: 'user', event: 'refreshed' });
    expect(panel.tokens.find((t) => t.kind === 'user')?.grant).toBe('refresh_token');
  });
});
