// In Debian's headless Chromium: the Browse-only program, bundled for browsers and split as an app's bundler splits it,
// loads what follows a failed attempt (the retry step, the error factory and its error-body readers) and the errors
// of a failed connection only when such a failure comes, and those chunks then do their work: a 503 is retried, a 404
// becomes NotFoundError, a refused connection ConnectionError. The bundle and the eBay answers come from one server on
// 127.0.0.1, which records each file the page asked for. When those chunks cannot be loaded (offline, or removed by a
// redeploy), a failure is still a typed baykit error, never the browser's bare TypeError.
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFor } from '../../../../scripts/chromium.mjs';
import { startTestServer, type Reply, type TestServer } from '../helpers/test-server.js';

const haveChromium = chromiumFor('Client lazy chunks in Chromium');
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** The page's program: the Browse program of scripts/bundle-size.mjs, with an injected clock that does not wait. */
const PROGRAM = `
import { BaseEbayClient, BaykitError, ConnectionError } from 'baykit';
import { BuyBrowseApi } from 'baykit/buy';
const options = { appId: 'app-id-0123456789', certId: 'cert-id-0123456789', clock: { now: () => Date.now(), sleep: async () => undefined } };
export const browse = (origin, maxRetries) => new BuyBrowseApi(new BaseEbayClient({ ...options, origin, maxRetries }));
export const outcome = (call) => call.then(
  (data) => ({ data }),
  (error) => ({ name: error.name, status: error.status, message: error.message, connection: error instanceof ConnectionError, baykit: error instanceof BaykitError, cause: error.cause?.name }),
);
`;

/** The program split for browsers from the sources, as scripts/bundle-contributors.mjs builds it: path → text. */
async function bundleProgram(): Promise<Map<string, string>> {
  const result = await build({
    stdin: { contents: PROGRAM, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    splitting: true,
    outdir: '/out',
    write: false,
    logLevel: 'silent',
    conditions: ['source'],
    define: { BAYKIT_CJS: 'false' },
    alias: { '#node-transport': join(packageDir, 'src/pipeline/transport-none.ts') },
  });
  return new Map(result.outputFiles.map((file) => [file.path, file.text]));
}

/** The page's program, as the test calls it. */
interface Program {
  browse(origin: string, maxRetries: number): { getItem(itemId: string): Promise<unknown> };
  outcome(call: Promise<unknown>): Promise<Outcome>;
}

/** A call's data, or the error it failed with. */
type Outcome =
  | { data: unknown }
  | { name: string; status?: number; message: string; connection: boolean; baykit: boolean; cause?: string };

/** The page: it loads the program's entry chunk (and the chunks that one imports) as an app would. */
const PAGE = `<!doctype html><title>Browse</title><script type="module">
import * as program from '/out/stdin.js';
window.program = program;
</script>`;

/** The chunks the program may load only when a call fails. */
const LAZY = ['failed-attempt', 'factory', 'transport-errors'];

/** The origin of a loopback port nothing listens on (a server's, once closed): a connection there is refused. */
async function closedOrigin(): Promise<string> {
  const closed = await startTestServer();
  await closed.close();
  return closed.origin;
}

describe.skipIf(!haveChromium)('the Browse program in Chromium loads failure code on demand', () => {
  let files: Map<string, string>;
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let busyAnswered = false;
  /** The bundle's files the first page loaded at start. */
  let startFiles: Set<string>;
  /** Once set, every other file of the bundle answers 404. */
  let onlyStartFiles: Set<string> | undefined;

  /** The bundle's files the page asked for, by name without the hash (`failed-attempt`, `factory`, …). */
  const fetched = (): string[] =>
    server.requests
      .filter((r) => r.path.startsWith('/out/'))
      .map((r) => r.path.replace(/^\/out\/|-[A-Z0-9]+\.js$/g, ''));

  function answer(path: string, method: string): Reply {
    const file = files.get(path);
    if (file !== undefined && onlyStartFiles && !onlyStartFiles.has(path)) return { status: 404, body: 'Not found.' };
    if (file !== undefined) return { headers: { 'content-type': 'text/javascript' }, body: file };
    if (path === '/') return { headers: { 'content-type': 'text/html' }, body: PAGE };
    if (method === 'POST' && path === '/identity/v1/oauth2/token')
      return {
        body: { access_token: 'app-token-0123456789', expires_in: 7200, token_type: 'Application Access Token' },
      };
    if (path === '/buy/browse/v1/item/v1%7C1%7C0') return { body: { itemId: 'v1|1|0' } };
    if (path === '/buy/browse/v1/item/busy') {
      if (busyAnswered) return { body: { itemId: 'busy' } };
      busyAnswered = true;
      return { status: 503, body: { errors: [{ errorId: 2001, domain: 'API_BROWSE', message: 'Busy.' }] } };
    }
    return {
      status: 404,
      body: { errors: [{ errorId: 11001, domain: 'API_BROWSE', message: 'The specified item Id was not found.' }] },
    };
  }

  beforeAll(async () => {
    files = await bundleProgram();
    server = await startTestServer((request) => answer(request.path, request.method));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    page = await (await browser.newContext()).newPage();
    await page.goto(server.origin);
    await page.waitForFunction(() => 'program' in window);
    startFiles = new Set(server.requests.filter((r) => r.path.startsWith('/out/')).map((r) => r.path));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Calls getItem on the page's program and gives what it resolved or rejected with. */
  const callOn = (on: Page, origin: string, maxRetries: number, itemId: string): Promise<Outcome> =>
    on.evaluate(
      (args) => {
        const { program } = window as unknown as { program: Program };
        return program.outcome(program.browse(args.origin, args.maxRetries).getItem(args.itemId));
      },
      { origin, maxRetries, itemId },
    );

  it('loads the failure code only when a call fails, and it retries a 503, types a 404 and a refused connection', async () => {
    const call = (origin: string, maxRetries: number, itemId: string): Promise<Outcome> =>
      callOn(page, origin, maxRetries, itemId);
    expect(await call(server.origin, 1, 'v1|1|0')).toEqual({ data: { itemId: 'v1|1|0' } });
    expect(fetched()).toContain('stdin.js');
    expect(fetched().filter((name) => LAZY.includes(name))).toEqual([]);

    expect(await call(server.origin, 1, 'missing')).toMatchObject({ name: 'NotFoundError', status: 404 });
    expect(fetched()).toEqual(expect.arrayContaining(['failed-attempt', 'factory']));

    expect(await call(server.origin, 1, 'busy')).toEqual({ data: { itemId: 'busy' } });
    expect(server.requests.filter((r) => r.path === '/buy/browse/v1/item/busy')).toHaveLength(2);

    expect(fetched()).not.toContain('transport-errors');
    expect(await call(await closedOrigin(), 0, 'v1|1|0')).toMatchObject({ name: 'ConnectionError', connection: true });
    expect(fetched()).toContain('transport-errors');
  });

  it('types a refused connection and an error answer when the failure code cannot load (offline, or a redeploy)', async () => {
    // A fresh page, and from now on only the files the first page loaded at start: every lazy chunk answers 404.
    onlyStartFiles = startFiles;
    for (const name of LAZY) expect([...onlyStartFiles].some((path) => path.includes(`/${name}-`))).toBe(false);
    const context = await browser.newContext();
    try {
      const gone = await context.newPage();
      await gone.goto(server.origin);
      await gone.waitForFunction(() => 'program' in window);

      const refused = await callOn(gone, await closedOrigin(), 0, 'v1|1|0');
      expect(refused).toMatchObject({ name: 'ConnectionError', connection: true, baykit: true, cause: 'TypeError' });
      expect(refused).toHaveProperty('message', expect.stringContaining('reload the app'));

      const missing = await callOn(gone, server.origin, 1, 'missing');
      expect(missing).toMatchObject({ name: 'BaykitError', baykit: true, connection: false, cause: 'TypeError' });
      expect(missing).toHaveProperty(
        'message',
        expect.stringMatching(/could not load .*failed-attempt.*reload the app/),
      );
      expect(server.requests.filter((r) => r.path.startsWith('/out/failed-attempt-')).length).toBeGreaterThan(1);
    } finally {
      await context.close();
    }
  });
});
