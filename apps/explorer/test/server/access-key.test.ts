// The per-start key: every /api request needs the cookie that opening the printed address gives; without it (any
// other user of the machine, any other browser) the API answers 401 and says what to open.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExplorer } from '../../server/app.js';
import { CSRF_HEADER, type ApiProblem, type SessionInfo, type SignInStart, type TokenPanel } from '../../shared/api.js';
import { INDEX_HTML, openPrinted, startHarness, submitSignInPage, type Harness } from './explorer-harness.js';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;
if (!isRoot)
  console.warn(
    'Explorer access key: the test as another user is skipped: it runs a request as nobody (uid 65534), which needs root.',
  );

/** What an intruder would do with the API: read the session, the token panel, replace a keyset, call eBay. */
const INTRUSIONS: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/session' },
  { method: 'GET', path: '/api/tokens/production' },
  { method: 'PUT', path: '/api/environments/production/credentials', body: { appId: 'evil-app', certId: 'evil' } },
  {
    method: 'POST',
    path: '/api/call',
    body: { kind: 'rest', env: 'production', api: 'buy.browse', operationId: 'search' },
  },
];

describe('explorer back end: the per-start access key', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  /** A request like the browser app's, with the CSRF token, and `cookie` (or none). */
  const send = (method: string, path: string, body: unknown, cookie?: string) =>
    fetch(`${h.url}${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'content-type': 'application/json', [CSRF_HEADER]: h.session.csrfToken }),
        ...(cookie === undefined ? {} : { cookie }),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });

  it('refuses every /api request without the key cookie (401, naming the address to open)', async () => {
    for (const { method, path, body } of INTRUSIONS) {
      const response = await send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      const problem = (await response.json()) as ApiProblem;
      expect(problem.error).toContain(`${h.url}/?key=…`);
      expect(JSON.stringify(problem)).not.toContain(h.session.csrfToken);
    }
    // Nothing changed: production still has no keyset, and the owner's session works.
    const session = (await (await h.api('GET', '/api/session')).json()) as SessionInfo;
    expect(session.environments.find((env) => env.id === 'production')?.configured).toBe(false);
  });

  it('refuses a wrong key, a key of the same length, and the key in another cookie name', async () => {
    const [name = '', key = ''] = h.cookie.split('=');
    for (const cookie of [`${name}=wrong`, `${name}=${'A'.repeat(key.length)}`, `baykit-explorer-1-key=${key}`]) {
      const response = await send('GET', '/api/session', undefined, cookie);
      expect(response.status, cookie).toBe(401);
    }
    const stale = (await (await send('GET', '/api/session', undefined, `${name}=wrong`)).json()) as ApiProblem;
    expect(stale.error).toContain('an earlier start');
  });

  it('swaps the printed address for an HttpOnly, SameSite=Strict cookie and a clean address', async () => {
    expect(h.explorer.openUrl).toMatch(new RegExp(`^${h.url}/\\?key=[A-Za-z0-9_-]{40,}$`));
    const opened = await fetch(h.explorer.openUrl, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const [cookie] = opened.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^baykit-explorer-${new URL(h.url).port}-key=[A-Za-z0-9_-]{40,}; `));
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
    expect(cookie).toContain('; Path=/api');
    expect((await send('GET', '/api/session', undefined, cookie?.split(';')[0])).status).toBe(200);
    // The rest of a page address stays; a path that would leave the site does not.
    const key = new URL(h.explorer.openUrl).searchParams.get('key') ?? '';
    const deep = await fetch(`${h.url}/operations/x?env=local&key=${key}`, { redirect: 'manual' });
    expect(deep.headers.get('location')).toBe('/operations/x?env=local');
    const away = await fetch(`${h.url}//evil.example/?key=${key}`, { redirect: 'manual' });
    expect(away.headers.get('location')).toMatch(/^\/(?!\/)/);
  });

  it('answers an address with a wrong key with a 401 page and no cookie', async () => {
    const response = await fetch(`${h.url}/?key=not-the-key`, { redirect: 'manual' });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain('the key changes every');
  });

  it('takes the key among several cookies of its name (another server on 127.0.0.1 can set one)', async () => {
    const [name] = h.cookie.split('=');
    expect((await send('GET', '/api/session', undefined, `${name}=tossed; ${h.cookie}`)).status).toBe(200);
  });

  it('serves the app shell without the key: it is the same public build for everyone', async () => {
    const page = await fetch(`${h.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);
  });

  it('takes a sign-in return without the key cookie (from eBay it is a cross-site navigation): its state is the proof', async () => {
    const start = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
    const callback = await submitSignInPage(start.url, 'approve');
    // No cookie at all, as a browser sends none of its SameSite=Strict cookies on a navigation from another site.
    const done = await fetch(callback, { redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/?signin=done');
    const panel = (await (await h.api('GET', '/api/tokens/local')).json()) as TokenPanel;
    expect(panel.tokens.find((t) => t.kind === 'user')?.grant).toBe('authorization_code');
    // Without a state it stays refused.
    expect((await fetch(`${h.url}/callback?code=x`, { redirect: 'manual' })).status).toBe(400);
  });

  it('has a new key at every start, and never logs it', async () => {
    const home = mkdtempSync(join(tmpdir(), 'baykit-explorer-key-'));
    const lines: string[] = [];
    const explorer = await startExplorer({
      port: 0,
      dataDir: join(home, 'data'),
      log: (l) => lines.push(l),
      warn: () => {},
    });
    try {
      expect(new URL(explorer.openUrl).searchParams.get('key')).not.toBe(
        new URL(h.explorer.openUrl).searchParams.get('key'),
      );
      const cookie = await openPrinted(explorer.openUrl);
      expect((await fetch(`${explorer.url}/api/session`, { headers: { cookie } })).status).toBe(200);
      // This explorer's key opens nothing on the other one.
      const [, key] = cookie.split('=');
      const other = `baykit-explorer-${new URL(h.url).port}-key=${key}`;
      expect((await send('GET', '/api/session', undefined, other)).status).toBe(401);
      await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.join('\n')).not.toContain(key);
    } finally {
      await explorer.close();
      rmSync(home, { recursive: true, force: true });
    }
  });

  it.skipIf(!isRoot)('answers another user of the machine (nobody) 401 on /api/session', async () => {
    // The request from another uid, as the attacker made it: it can reach 127.0.0.1, but has no key.
    const script = `
      const url = process.argv[1];
      const answers = [];
      for (const [method, path, body] of JSON.parse(process.argv[2])) {
        const response = await fetch(url + path, {
          method,
          headers: { 'content-type': 'application/json', 'x-csrf-token': 'guessed' },
          body: method === 'GET' ? undefined : JSON.stringify(body),
        });
        answers.push([response.status, await response.text()]);
      }
      console.log(JSON.stringify({ uid: process.getuid(), answers }));
    `;
    const requests = INTRUSIONS.map(({ method, path, body }) => [method, path, body]);
    const { stdout } = await run(
      'setpriv',
      [
        '--reuid=65534',
        '--regid=65534',
        '--clear-groups',
        process.execPath,
        '--input-type=module',
        '-e',
        script,
        h.url,
        JSON.stringify(requests),
      ],
      { cwd: '/', timeout: 30_000 },
    );
    const { uid, answers } = JSON.parse(stdout) as { uid: number; answers: [number, string][] };
    expect(uid).toBe(65534);
    expect(answers.map(([status]) => status)).toEqual(INTRUSIONS.map(() => 401));
    expect(answers[0]?.[1]).not.toContain(h.session.csrfToken);
  });
});
