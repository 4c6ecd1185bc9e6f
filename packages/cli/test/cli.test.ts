// The real `baykit` bin as a subprocess, against its background emulator on a free loopback port, with its own
// state directory: output, exit codes, standard input bodies, pagination, state kept between commands.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../bin/baykit.js');
let home: string;
let env: NodeJS.ProcessEnv;

/** A free port on 127.0.0.1 for this test file's emulator. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}

interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs `baykit …` (from source, as in the workspace) to completion, with `input` on standard input. */
function baykit(args: string[], input?: string): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', BIN, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status: status ?? -1, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'baykit-cli-test-'));
  const { EBAY_APP_ID: _a, EBAY_CERT_ID: _c, EBAY_SANDBOX: _s, ...rest } = process.env;
  env = { ...rest, XDG_STATE_HOME: home, BAYKIT_EMULATOR_PORT: String(await freePort()), NO_COLOR: '1' };
});
afterAll(() => {
  // The background emulator this file started is stopped, whatever happened.
  spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', BIN, 'emulator', 'stop'], { env });
  rmSync(home, { recursive: true, force: true });
});

describe('baykit call', () => {
  it('answers with no keys at once: it starts the local emulator and prints compact JSON into a pipe', async () => {
    const ran = await baykit(['call', 'buy.browse.search', '--query', 'q=shoes', '--query', 'limit=2']);
    expect(ran.status).toBe(0);
    expect(ran.stderr).toMatch(/started the local emulator/);
    expect(ran.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(ran.stdout)).toMatchObject({ limit: 2, itemSummaries: [{}, {}] });
  });

  it('keeps state between commands, signs in by itself, reads a body from standard input and shows headers', async () => {
    const item = {
      product: { title: 'CLI lamp', aspects: { Brand: ['baykit'] } },
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 2 } },
    };
    const created = await baykit(
      ['call', 'sell.inventory.createOrReplaceInventoryItem', 'CLI-SKU-1', '--body', '-', '--include'],
      JSON.stringify(item),
    );
    expect(created.status).toBe(0);
    expect(created.stderr).toMatch(/^HTTP 20[14]$/m);
    const read = await baykit(['call', 'sell.inventory.getInventoryItem', 'CLI-SKU-1']);
    expect(read.status).toBe(0);
    expect(JSON.parse(read.stdout)).toMatchObject({ sku: 'CLI-SKU-1', product: { title: 'CLI lamp' } });
    // The tokens it keeps are the user's only: mode 0600.
    expect(statSync(join(home, 'baykit', 'tokens.json')).mode & 0o777).toBe(0o600);
    const file = join(home, 'body.json');
    writeFileSync(file, JSON.stringify({ ...item, product: { ...item.product, title: 'From a file' } }));
    expect(
      (await baykit(['call', 'sell.inventory.createOrReplaceInventoryItem', 'CLI-SKU-2', '--body', `@${file}`])).status,
    ).toBe(0);
  });

  it('pages with --paginate, one JSON item per line, up to --max-items', async () => {
    const ran = await baykit(['call', 'sell.fulfillment.getOrders', '--paginate', '--max-items', '5']);
    expect(ran.status).toBe(0);
    const lines = ran.stdout.trim().split('\n');
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty('orderId');
  });

  it('exits 2 for usage mistakes, saying what to fix, and 1 for eBay errors with their ids', async () => {
    const missing = await baykit(['call', 'sell.inventory.getInventoryItem']);
    expect(missing).toMatchObject({ status: 2, stdout: '' });
    expect(missing.stderr).toMatch(/needs <sku>/);
    const typo = await baykit(['call', 'sell.inventory.getInventoryItm', 'X']);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toMatch(/Did you mean sell\.inventory\.getInventoryItem\?/);
    const badBody = await baykit(['call', 'sell.inventory.createOrReplaceInventoryItem', 'X', '--body', '{nope']);
    expect(badBody.status).toBe(2);
    expect(badBody.stderr).toMatch(/--body must be JSON/);
    const unknownFlag = await baykit(['call', 'buy.browse.search', '--frobnicate']);
    expect(unknownFlag.status).toBe(2);
    const notFound = await baykit(['call', 'sell.inventory.getInventoryItem', 'NO-SUCH-SKU']);
    expect(notFound.status).toBe(1);
    expect(notFound.stderr).toMatch(/^NotFoundError \(HTTP 404\)/);
    expect(notFound.stderr).toMatch(/- 25710: /);
    const retired = await baykit(['call', 'sell.compliance.getListingViolationsSummary']);
    expect(retired.status).toBe(1);
    expect(retired.stderr).toMatch(/DeprecatedApiError: eBay decommissioned the Sell Compliance API on 2026-03-30/);
  });
});

describe('the other commands', () => {
  it('runs an XML call with --field values', async () => {
    const ran = await baykit(['xml', 'trading', 'GetItem', '--field', 'ItemID=110000000000']);
    expect(ran.status).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ Ack: 'Success', Item: { ItemID: '110000000000' } });
  });

  it('finds operations by words and shows one in full', async () => {
    const found = await baykit(['ops', 'inventory', 'item']);
    expect(found.status).toBe(0);
    expect(found.stdout).toMatch(/^sell\.inventory\.getInventoryItem +GET/m);
    const one = await baykit(['ops', 'sell.inventory.getInventoryItem']);
    expect(one.stdout).toMatch(/path values: <sku>/);
    expect(one.stdout).toMatch(/grant: user token/);
  });

  it('shows the token masked, and only with --raw in full', async () => {
    const shown = await baykit(['token']);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toMatch(/token: •+.{4} \(\d+ characters\)/);
    const raw = await baykit(['token', '--raw']);
    expect(raw.stdout.trim().length).toBeGreaterThan(20);
    expect(shown.stdout).not.toContain(raw.stdout.trim());
  });

  it('triggers a notification on the emulator, and completes operation names', async () => {
    const ran = await baykit(['trigger', 'MARKETPLACE_ACCOUNT_DELETION']);
    expect(ran.status).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ topic: 'MARKETPLACE_ACCOUNT_DELETION' });
    expect((await baykit(['trigger', 'NOPE'])).status).toBe(2);
    const bash = await baykit(['completion', 'bash']);
    expect(bash.stdout).toContain('complete -F _baykit baykit');
    expect(bash.stdout).toContain('buy.browse.search');
  });

  it('says how it is used, and reports the emulator it started', async () => {
    const help = await baykit(['call', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/Examples:/);
    expect((await baykit(['nonsense'])).status).toBe(2);
    const status = await baykit(['emulator', 'status']);
    expect(status.stdout).toMatch(/^running at http:\/\/127\.0\.0\.1:\d+/);
  });
});
