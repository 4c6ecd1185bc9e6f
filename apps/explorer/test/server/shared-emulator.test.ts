// The explorer and the `baykit` command line on one emulator: the command line's shared background emulator,
// joined by the explorer (its own app registered there), so what one creates the other reads.
import { createEmulatorAdmin } from '@baykit/emulator/admin';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulator, type Emulator } from '@baykit/emulator';
import { EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorJoinError, startExplorer } from '../../server/app.js';
// The command line's commands in process (`run(argv, io)`, as its bin runs them): a process per command cost a
// Node start and a TypeScript compile of the whole command line each time, most of this file's time.
import { cliHome, freePort, type CliHome } from '../../../../packages/cli/test/helpers/cli-harness.js';
import { CSRF_HEADER, type CallOutcome, type SignInStart } from '../../shared/api.js';
import { openPrinted, startHarness, submitSignInPage, withKey, type Harness } from './explorer-harness.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const EXPLORER = resolve(HERE, '../..');
const SELL_INVENTORY = 'https://api.ebay.com/oauth/api_scope/sell.inventory';

/** Signs the harness's local environment in through the emulator's consent page, as a browser would. */
async function signIn(h: Pick<Harness, 'api' | 'get'>): Promise<void> {
  const start = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
  const done = await h.get(await submitSignInPage(start.url, 'approve'));
  expect(done.headers.get('location')).toBe('/?signin=done');
}

const inventoryCall = (operationId: string, sku: string, body?: unknown) => ({
  kind: 'rest',
  env: 'local',
  api: 'sell.inventory',
  operationId,
  path: { sku },
  query: {},
  headers: {},
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

const ITEM = {
  product: { title: 'Made by the command line', aspects: { Brand: ['baykit'] } },
  condition: 'NEW',
  availability: { shipToLocationAvailability: { quantity: 1 } },
};

describe('the explorer on a shared emulator (in process)', () => {
  let emulator: Emulator;
  let url: string;
  beforeAll(async () => {
    emulator = createEmulator();
    url = (await emulator.listen(0)).url;
  });
  afterAll(() => emulator.close());

  it('registers its own app there, sees the same records, and leaves it running when it closes', async () => {
    const h = await startHarness({ emulatorUrl: url });
    try {
      expect(h.explorer).toMatchObject({ emulatorUrl: url, emulatorShared: true });
      expect(h.session.emulator).toMatchObject({ url, shared: true, redirectUrl: `${h.url}/callback` });
      expect(h.session.emulator.appId).not.toBe(emulator.app.appId);
      await signIn(h);
      const created = (await (
        await h.api('POST', '/api/call', inventoryCall('createOrReplaceInventoryItem', 'SHARED-IN-PROCESS', ITEM))
      ).json()) as CallOutcome;
      expect(created.status).toBe(201);
      // Another app on the same emulator (its default one, signed in on its own) reads what the explorer created.
      const { appId, certId, ruName } = emulator.app;
      const other = new EbayClient({ appId, certId, ruName, origin: url });
      try {
        const consent = other.oauth2.generateAuthUrl({ scope: [SELL_INVENTORY] });
        await other.oauth2.getToken((await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent)).redirect);
        const item = await other.sell.inventory.getInventoryItem('SHARED-IN-PROCESS');
        expect(item.product?.title).toBe(ITEM.product.title);
      } finally {
        await other.close();
      }
    } finally {
      await h.close();
    }
    await expect(createEmulatorAdmin({ baseUrl: url }).app()).resolves.toEqual(emulator.app);
    // A second explorer with the same callback URL would get the same app: nothing piles up.
    expect(emulator.registerApp({ redirectUrl: 'http://127.0.0.1:1/callback' })).toEqual(
      emulator.registerApp({ redirectUrl: 'http://127.0.0.1:1/callback' }),
    );
  });

  it('says so when nothing answers at the URL it was told to join', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'baykit-explorer-join-'));
    try {
      await expect(startExplorer({ port: 0, dataDir, emulatorUrl: dead, warn: () => {} })).rejects.toThrow(
        EmulatorJoinError,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the explorer and the baykit command line (real processes)', () => {
  let cli: CliHome;
  let home: string;
  let env: NodeJS.ProcessEnv;
  /** A `baykit` command, in process; the emulator it starts in the background is a real process. */
  const baykit = (args: string[]) => cli.baykit(args);

  beforeAll(async () => {
    cli = await cliHome('baykit-shared-', { stateInHome: true });
    ({ dir: home, env } = cli);
  });
  afterAll(() => cli.close());

  /** `baykit-explorer` as `npm start` runs it (without the build), until it prints its URL (with its key). */
  function startExplorerProcess(processEnv: NodeJS.ProcessEnv = env): Promise<{
    child: ChildProcess;
    output: () => string;
    url: string;
    openUrl: string;
  }> {
    const child = spawn(
      process.execPath,
      ['--conditions=source', 'bin/baykit-explorer.js', '--port', '0', '--data-dir', join(home, 'explorer')],
      { cwd: EXPLORER, env: processEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    return new Promise((done, fail) => {
      const read = (chunk: Buffer): void => {
        output += chunk.toString();
        const url = /emulator: .*\n/.test(output)
          ? /baykit explorer: ((http:\/\/127\.0\.0\.1:\d+)\/#key=[\w-]+)/.exec(output)
          : null;
        if (url?.[1] && url[2]) done({ child, output: () => output, url: url[2], openUrl: url[1] });
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('error', fail);
      child.on('exit', (code) => fail(new Error(`baykit-explorer exited with ${code}:\n${output}`)));
    });
  }

  it('joins the command line’s emulator when it runs: each reads what the other created', async () => {
    const created = await baykit([
      'call',
      'sell.inventory.createOrReplaceInventoryItem',
      'FROM-CLI',
      '--body',
      JSON.stringify(ITEM),
    ]);
    expect(created.status, created.stderr).toBe(0);

    const started = await startExplorerProcess();
    const stopped = new Promise((done) => started.child.once('exit', done));
    try {
      const emulatorUrl = `http://127.0.0.1:${env.BAYKIT_EMULATOR_PORT}`;
      expect(started.output()).toContain(`shared emulator: ${emulatorUrl}`);
      const keyHeader = withKey({}, openPrinted(started.openUrl));
      const session = (await (await fetch(`${started.url}/api/session`, { headers: keyHeader })).json()) as {
        csrfToken: string;
      };
      const h: Pick<Harness, 'api' | 'get'> = {
        api: (method, path, body) =>
          fetch(`${started.url}${path}`, {
            method,
            redirect: 'manual',
            headers: { 'content-type': 'application/json', [CSRF_HEADER]: session.csrfToken, ...keyHeader },
            body: JSON.stringify(body ?? {}),
          }),
        get: (path) => fetch(path.startsWith('http') ? path : `${started.url}${path}`, { redirect: 'manual' }),
      };
      await signIn(h);

      const read = (await (
        await h.api('POST', '/api/call', inventoryCall('getInventoryItem', 'FROM-CLI'))
      ).json()) as CallOutcome;
      expect(read.status).toBe(200);
      expect(read.data).toMatchObject({ sku: 'FROM-CLI', product: { title: 'Made by the command line' } });

      const made = (await (
        await h.api(
          'POST',
          '/api/call',
          inventoryCall('createOrReplaceInventoryItem', 'FROM-EXPLORER', {
            ...ITEM,
            product: { ...ITEM.product, title: 'Made in the explorer' },
          }),
        )
      ).json()) as CallOutcome;
      expect(made.status).toBe(201);
    } finally {
      started.child.kill('SIGTERM');
      await stopped;
    }
    const fromCli = await baykit(['call', 'sell.inventory.getInventoryItem', 'FROM-EXPLORER']);
    expect(fromCli.status, fromCli.stderr).toBe(0);
    expect(JSON.parse(fromCli.stdout)).toMatchObject({ product: { title: 'Made in the explorer' } });
    // The explorer left the command line's emulator running.
    expect((await baykit(['emulator', 'status'])).status).toBe(0);
  });

  it('joins no server that cannot prove it is the command line’s emulator: it embeds its own and says why', async () => {
    // Another user's server on the shared port: an emulator without this user's owner secret.
    const impostor = createEmulator();
    const port = await freePort();
    await impostor.listen(port);
    try {
      const started = await startExplorerProcess({
        ...env,
        XDG_STATE_HOME: join(home, 'impostor-state'),
        BAYKIT_EMULATOR_PORT: String(port),
      });
      const stopped = new Promise((done) => started.child.once('exit', done));
      try {
        expect(started.output()).toContain(
          `Something else answers on 127.0.0.1:${port} and cannot prove it is the emulator you started`,
        );
        expect(started.output()).toMatch(/^embedded emulator: http:\/\/127\.0\.0\.1:\d+$/m);
        expect(started.output()).not.toContain('shared emulator');
      } finally {
        started.child.kill('SIGTERM');
        await stopped;
      }
      // Nothing was sent to it: no app registration, no sign-in, no call.
      const log = await createEmulatorAdmin({
        baseUrl: `http://127.0.0.1:${port}`,
        fetch: (r) => impostor.fetch(r),
      }).requests();
      expect(log.requests.map((r) => r.path).filter((p) => p !== '/__emulator/requests')).toEqual([]);
    } finally {
      await impostor.close();
    }
  });
});
