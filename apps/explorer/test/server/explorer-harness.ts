// Starts a real explorer (and its embedded emulator) on 127.0.0.1 for the back-end tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startExplorer, type RunningExplorer } from '../../server/app.js';
import { CSRF_HEADER, type SessionInfo } from '../../shared/api.js';

/** The page the tests serve as the built SPA. */
export const INDEX_HTML = '<!DOCTYPE html><title>explorer test</title><div id="root"></div>';

/** A started explorer plus helpers that talk to it like the browser app does. */
export interface Harness {
  explorer: RunningExplorer;
  url: string;
  dataDir: string;
  session: SessionInfo;
  /** The access key's cookie (`name=value`) the printed address gave, as a browser would keep it. */
  cookie: string;
  /** A JSON request with the access cookie, CSRF token and content type the browser app sends. */
  api(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /**
   * A GET without following redirects, with the access cookie when it goes to the explorer (and `headers`, e.g.
   * another cookie a browser would send too).
   */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Opens the address the explorer printed, as a browser does: its answer swaps the key for a cookie. Returns that
 * cookie as a `Cookie` header value (`name=value`).
 */
export async function openPrinted(openUrl: string): Promise<string> {
  const response = await fetch(openUrl, { redirect: 'manual' });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (response.status !== 303 || !cookie)
    throw new Error(`${openUrl} answered ${response.status} without the key cookie: ${await response.text()}`);
  return cookie;
}

/** `headers` with `cookie` added to any cookie they already carry. */
export function withCookie(headers: Record<string, string>, cookie: string): Record<string, string> {
  return { ...headers, cookie: headers.cookie ? `${cookie}; ${headers.cookie}` : cookie };
}

/**
 * Starts an explorer on a free port with a fresh data directory (or `dataDir`) and a tiny built SPA, with its own
 * emulator (or joining the one at `emulatorUrl`).
 */
export async function startHarness(options: { dataDir?: string; emulatorUrl?: string } = {}): Promise<Harness> {
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
  });
  const url = explorer.url;
  const cookie = await openPrinted(explorer.openUrl);
  const session = (await (await fetch(`${url}/api/session`, { headers: { cookie } })).json()) as SessionInfo;
  return {
    explorer,
    url,
    dataDir,
    session,
    cookie,
    api: (method, path, body, headers = {}) =>
      fetch(`${url}${path}`, {
        method,
        redirect: 'manual',
        headers: withCookie(
          {
            accept: 'application/json',
            ...(method === 'GET' ? {} : { 'content-type': 'application/json', [CSRF_HEADER]: session.csrfToken }),
            ...headers,
          },
          cookie,
        ),
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      }),
    get: (path, headers = {}) => {
      const target = path.startsWith('http') ? path : `${url}${path}`;
      return fetch(target, {
        redirect: 'manual',
        headers: new URL(target).origin === url ? withCookie(headers, cookie) : headers,
      });
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
