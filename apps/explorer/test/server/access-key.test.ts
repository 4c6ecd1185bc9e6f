// The per-start key: every /api request needs the x-baykit-key header with the key of the printed address's
// fragment; without it (any other user of the machine, any other browser, a page of another origin holding the
// old key cookie) the API answers 401 and says what to open.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExplorer } from '../../server/app.js';
import {
  ACCESS_KEY_HEADER,
  CSRF_HEADER,
  type ApiProblem,
  type SessionInfo,
  type SignInStart,
  type TokenPanel,
} from '../../shared/api.js';
import { INDEX_HTML, openPrinted, startHarness, submitSignInPage, withKey, type Harness } from './explorer-harness.js';
import { scaled } from '../../../../scripts/test-time.mjs';

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

  /** A request like the browser app's, with the CSRF token, and `headers` (the key header, a cookie, or none). */
  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${h.url}${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'content-type': 'application/json', [CSRF_HEADER]: h.session.csrfToken }),
        ...headers,
      },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });

  it('refuses every /api request without the key header (401, naming the address to open)', async () => {
    for (const { method, path, body } of INTRUSIONS) {
      const response = await send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      const problem = (await response.json()) as ApiProblem;
      expect(problem.error).toContain(`${h.url}/#key=…`);
      expect(JSON.stringify(problem)).not.toContain(h.session.csrfToken);
    }
    // Nothing changed: production still has no keyset, and the owner's session works.
    const session = (await (await h.api('GET', '/api/session')).json()) as SessionInfo;
    expect(session.environments.find((env) => env.id === 'production')?.configured).toBe(false);
  });

  it('refuses a request that carries the key only in a cookie, as a server on another port of 127.0.0.1 could replay it', async () => {
    // The cookie the explorer used to set: cookies ignore ports, so any server on 127.0.0.1 the owner's browser
    // visited was sent it. It opens nothing now, whatever its name or path.
    const port = new URL(h.url).port;
    for (const cookie of [`baykit-explorer-${port}-key=${h.key}`, `${ACCESS_KEY_HEADER}=${h.key}`, `key=${h.key}`]) {
      for (const { method, path, body } of INTRUSIONS) {
        const response = await send(method, path, body, { cookie });
        expect(response.status, `${cookie}: ${method} ${path}`).toBe(401);
        expect(await response.text()).not.toContain(h.session.csrfToken);
      }
    }
    // Nor in the query of an /api address.
    expect((await send('GET', `/api/session?key=${h.key}`, undefined)).status).toBe(401);
  });

  it('refuses a wrong key, a key of the same length, and a key sent twice', async () => {
    for (const key of ['wrong', 'A'.repeat(h.key.length), `${h.key}x`, h.key.slice(1)]) {
      const response = await send('GET', '/api/session', undefined, withKey({}, key));
      expect(response.status, key).toBe(401);
      expect(((await response.json()) as ApiProblem).error).toContain('an earlier start');
    }
    // Two headers of that name reach Node joined with ", ": not the key.
    const twice = new Headers([
      [ACCESS_KEY_HEADER, h.key],
      [ACCESS_KEY_HEADER, h.key],
    ]);
    expect((await fetch(`${h.url}/api/session`, { headers: twice })).status).toBe(401);
    expect((await send('GET', '/api/session', undefined, h.keyHeader)).status).toBe(200);
  });

  it('prints the key in the fragment of its address, which no browser sends to a server', async () => {
    expect(h.explorer.openUrl).toMatch(new RegExp(`^${h.url}/#key=[A-Za-z0-9_-]{40,}$`));
    expect(new URL(h.explorer.openUrl).search).toBe('');
    // What a browser requests for that address: `/`, the app shell, which sets no cookie.
    const page = await fetch(h.explorer.openUrl, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    // An address with the key in its query (the old form) is just the app shell too: no cookie, no redirect.
    const old = await fetch(`${h.url}/?key=${h.key}`, { redirect: 'manual' });
    expect(old.status).toBe(200);
    expect(old.headers.getSetCookie()).toEqual([]);
  });

  it('answers a CORS preflight for the key header without granting it (401, no Access-Control-Allow-*)', async () => {
    const preflight = await fetch(`${h.url}/api/session`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:1',
        'access-control-request-method': 'GET',
        'access-control-request-headers': ACCESS_KEY_HEADER,
      },
    });
    expect(preflight.status).toBe(401);
    expect([...preflight.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('serves the app shell without the key: it is the same public build for everyone', async () => {
    const page = await fetch(`${h.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);
  });

  it('takes a sign-in return without the key (a navigation carries no header): its state is the proof', async () => {
    const start = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
    const callback = await submitSignInPage(start.url, 'approve');
    // No key and no cookie, as a navigation from eBay's sign-in page.
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
      const key = openPrinted(explorer.openUrl);
      expect(key).not.toBe(h.key);
      expect((await fetch(`${explorer.url}/api/session`, { headers: withKey({}, key) })).status).toBe(200);
      // This explorer's key opens nothing on the other one.
      expect((await send('GET', '/api/session', undefined, withKey({}, key))).status).toBe(401);
      await expect.poll(() => lines.length).toBeGreaterThanOrEqual(1);
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
      { cwd: '/', timeout: scaled(30_000) },
    );
    const { uid, answers } = JSON.parse(stdout) as { uid: number; answers: [number, string][] };
    expect(uid).toBe(65534);
    expect(answers.map(([status]) => status)).toEqual(INTRUSIONS.map(() => 401));
    expect(answers[0]?.[1]).not.toContain(h.session.csrfToken);
  });
});
