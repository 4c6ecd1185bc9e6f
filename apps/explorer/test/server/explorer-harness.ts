// Starts a real explorer (and its embedded emulator) on 127.0.0.1 for the back-end tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startExplorer, type ExplorerOptions, type RunningExplorer } from '../../server/app.js';
import { ACCESS_KEY_FRAGMENT, ACCESS_KEY_HEADER, CSRF_HEADER, type SessionInfo } from '../../shared/api.js';

/** The page the tests serve as the built SPA. */
export const INDEX_HTML = '<!DOCTYPE html><title>explorer test</title><div id="root"></div>';

/** A started explorer plus helpers that talk to it like the browser app does. */
export interface Harness {
  explorer: RunningExplorer;
  url: string;
  dataDir: string;
  session: SessionInfo;
  /** This start's access key, read from the printed address as the app does (`openPrinted`). */
  key: string;
  /** The header that carries it (`{ 'x-baykit-key': key }`), for requests a test builds itself. */
  keyHeader: Record<string, string>;
  /** A JSON request with the access key, CSRF token and content type the browser app sends. */
  api(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /**
   * A GET without following redirects, with the access key when it goes to the explorer's `/api` (and `headers`,
   * e.g. the sign-in cookie a browser would send). A page navigation carries no key, so other paths get none.
   */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Reads the address the explorer printed as the app does: the key is in its fragment (`#key=…`), which no browser
 * sends to the server. Returns the key; throws when the address has none.
 */
export function openPrinted(openUrl: string): string {
  const key = new URLSearchParams(new URL(openUrl).hash.slice(1)).get(ACCESS_KEY_FRAGMENT);
  if (!key) throw new Error(`${openUrl} carries no key in its fragment (#${ACCESS_KEY_FRAGMENT}=…).`);
  return key;
}

/** `headers` with the access key header of `key` added. */
export function withKey(headers: Record<string, string>, key: string): Record<string, string> {
  return { [ACCESS_KEY_HEADER]: key, ...headers };
}

/**
 * Starts an explorer on a free port with a fresh data directory (or `dataDir`) and a tiny built SPA, with its own
 * emulator (or joining the one at `emulatorUrl`); `remoteOrigins` sends sandbox's or production's calls to a fake
 * eBay on 127.0.0.1 instead.
 */
export async function startHarness(
  options: {
    dataDir?: string;
    emulatorUrl?: string;
    remoteOrigins?: ExplorerOptions['remoteOrigins'];
    ownerSecret?: Uint8Array;
  } = {},
): Promise<Harness> {
  const dataDir = options.dataDir ?? join(mkdtempSync(join(tmpdir(), 'baykit-explorer-test-')), 'home');
  const distDir = mkdtempSync(join(tmpdir(), 'baykit-explorer-dist-'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log("app");');
  const explorer = await startExplorer({
    port: 0,
    dataDir,
    distDir,
    warn: () => {},
    ...(options.emulatorUrl === undefined ? {} : { emulatorUrl: options.emulatorUrl }),
    ...(options.remoteOrigins === undefined ? {} : { remoteOrigins: options.remoteOrigins }),
    ...(options.ownerSecret === undefined ? {} : { ownerSecret: options.ownerSecret }),
  });
  const url = explorer.url;
  const key = openPrinted(explorer.openUrl);
  const keyHeader = withKey({}, key);
  const session = (await (await fetch(`${url}/api/session`, { headers: keyHeader })).json()) as SessionInfo;
  return {
    explorer,
    url,
    dataDir,
    session,
    key,
    keyHeader,
    api: (method, path, body, headers = {}) =>
      fetch(`${url}${path}`, {
        method,
        redirect: 'manual',
        headers: withKey(
          {
            accept: 'application/json',
            ...(method === 'GET' ? {} : { 'content-type': 'application/json', [CSRF_HEADER]: session.csrfToken }),
            ...headers,
          },
          key,
        ),
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      }),
    get: (path, headers = {}) => {
      const target = path.startsWith('http') ? path : `${url}${path}`;
      const toApi = new URL(target).origin === url && new URL(target).pathname.startsWith('/api/');
      return fetch(target, { redirect: 'manual', headers: toApi ? withKey(headers, key) : headers });
    },
    async close() {
      await explorer.close();
      rmSync(distDir, { recursive: true, force: true });
      if (!options.dataDir) rmSync(join(dataDir, '..'), { recursive: true, force: true });
    },
  };
}

/** A raw HTTP request with headers fetch would not let a test set (Host). */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The fields of the first form of an HTML page (hidden inputs and text inputs), and where it posts. */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error('The page has no form.');
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields[unescape(name)] = unescape(value);
  }
  return { action: unescape(form[1]!), fields };
}

function unescape(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Plays the browser's part of a sign-in page: GET it, submit its form with `decision`, and return where the
 * page redirected (the explorer's /callback URL).
 */
export async function submitSignInPage(pageUrl: string, decision: string): Promise<string> {
  const page = await fetch(pageUrl, { redirect: 'manual' });
  if (page.status !== 200) throw new Error(`The sign-in page answered ${page.status}: ${await page.text()}`);
  const { action, fields } = readForm(await page.text());
  const posted = await fetch(new URL(action, pageUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, decision }).toString(),
  });
  const location = posted.headers.get('location');
  if (posted.status !== 302 || !location) throw new Error(`The form answered ${posted.status}: ${await posted.text()}`);
  return location;
}
