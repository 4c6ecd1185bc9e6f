// Each command loads what it needs when it runs (run.ts): `baykit --help` loads none of the client, the emulator or
// @baykit/spec; `baykit ops` neither the emulator nor the client's call path, and describing an operation reads its
// API's schema file alone; `baykit call` to a running emulator neither the emulator nor undici (the package or the
// platform's fetch) nor any schema nor the effect table. Checked on the real bin in a child process whose module
// loader records every module it loads (helpers/record-loads.mjs), not by timing: the times are measured in
// bench/cli-start.ts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const BIN = resolve(here, '../bin/baykit.js');
const RECORDER = pathToFileURL(resolve(here, 'helpers/record-loads.mjs')).href;
const dir = mkdtempSync(join(tmpdir(), 'baykit-loads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let runs = 0;

/**
 * The modules `baykit <args>` loads, as paths, and Node's own (`node:internal/…`); the bin runs as a clone runs it
 * (sources, through tsx).
 */
function loadsOf(args: readonly string[], env: Record<string, string> = {}): { files: string[]; builtIns: string[] } {
  const record = join(dir, `loads-${++runs}.txt`);
  const ran = spawnSync(process.execPath, ['--import', RECORDER, '--conditions=source', BIN, ...args], {
    env: { ...process.env, RECORD_LOADS_TO: record, HOME: dir, XDG_STATE_HOME: dir, XDG_CONFIG_HOME: dir, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(ran.status, ran.stderr).toBe(0);
  const lines = readFileSync(record, 'utf8').split('\n');
  return {
    files: lines.filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url)),
    builtIns: lines.filter((name) => name.startsWith('node:')),
  };
}

/** The files `baykit <args>` loads, as paths. */
const modulesLoadedBy = (args: readonly string[], env: Record<string, string> = {}): string[] =>
  loadsOf(args, env).files;

/** The workspace package (by folder under packages/) a loaded file belongs to, if any. */
const packageOf = (path: string): string | undefined => /[/\\]packages[/\\]([^/\\]+)[/\\]/.exec(path)?.[1];

describe('the command line loads each command on demand', () => {
  it('baykit --help and baykit help <command> load no other package but the error classes of @baykit/local', () => {
    for (const args of [['--help'], ['help', 'call'], ['call', '--help'], ['mcp', '--help']]) {
      const loaded = modulesLoadedBy(args);
      // The recorder itself works: the command line's own modules are there.
      expect(loaded.some((path) => /[/\\]packages[/\\]cli[/\\](src|dist)[/\\]help\./.test(path))).toBe(true);
      // UsageError is @baykit/local's (its `errors` entry, which imports nothing).
      const others = loaded.filter(
        (path) =>
          ![undefined, 'cli'].includes(packageOf(path)) && !/[/\\]packages[/\\]local[/\\]src[/\\]errors\./.test(path),
      );
      expect(others, `baykit ${args.join(' ')}`).toEqual([]);
    }
  });

  it('baykit ops loads neither the emulator nor the command line’s client code', () => {
    const loaded = modulesLoadedBy(['ops', 'upload', 'image']);
    expect(loaded.some((path) => /[/\\]packages[/\\]cli[/\\](src|dist)[/\\]ops\./.test(path))).toBe(true);
    expect(loaded.filter((path) => packageOf(path) === 'emulator')).toEqual([]);
    // A search reads the client's operation table, not every API's schemas.
    expect(loaded.filter((path) => /[/\\]packages[/\\]spec[/\\](src|dist)[/\\]index\./.test(path))).toEqual([]);
    expect(
      loaded.filter((path) => /[/\\]packages[/\\]cli[/\\]src[/\\](client|call|emulator-process)\./.test(path)),
    ).toEqual([]);
    // The operation tables alone (baykit/catalog), not the client's root.
    expect(
      loaded.filter((path) => /[/\\]packages[/\\]client[/\\]src[/\\](index|client|base-client)\./.test(path)),
    ).toEqual([]);
  });

  it('baykit ops <api.operation> reads that API’s schema file alone, and no client code beyond the tables', () => {
    const loaded = modulesLoadedBy(['ops', 'sell.inventory.getInventoryItem']);
    const schemaFiles = loaded.filter((path) =>
      /[/\\]packages[/\\]spec[/\\]src[/\\]generated[/\\]rest[/\\]/.test(path),
    );
    expect(schemaFiles.map((path) => path.replace(/^.*[/\\]/, ''))).toEqual(['sell.inventory.json']);
    expect(loaded.filter((path) => /[/\\]packages[/\\]spec[/\\]src[/\\](index|rest-schemas)\./.test(path))).toEqual([]);
    expect(
      loaded.filter((path) => /[/\\]packages[/\\]client[/\\]src[/\\](index|client|base-client)\./.test(path)),
    ).toEqual([]);
    expect(loaded.filter((path) => packageOf(path) === 'emulator')).toEqual([]);
  });

  it('baykit call to a running emulator loads the shared-emulator helpers of @baykit/local, not the emulator, and ends once written', async () => {
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    await new Promise((done) => server.close(done));
    const env = { BAYKIT_EMULATOR_PORT: String(port), HOME: dir, XDG_STATE_HOME: dir, XDG_CONFIG_HOME: dir };
    const emulator = spawn(process.execPath, ['--conditions=source', BIN, 'emulator', '--foreground'], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    try {
      const status = (): number | null =>
        spawnSync(process.execPath, ['--conditions=source', BIN, 'emulator', 'status'], {
          env: { ...process.env, ...env },
          stdio: 'ignore',
        }).status;
      while (status() !== 0) expect(emulator.exitCode).toBeNull();
      const { files: loaded, builtIns } = loadsOf(['call', 'buy.browse.getItem', 'v1|110000000000|0'], env);
      expect(loaded.some((path) => /[/\\]packages[/\\]local[/\\](src|dist)[/\\]shared-emulator\./.test(path))).toBe(
        true,
      );
      expect(
        loaded.filter((path) =>
          /[/\\]packages[/\\]emulator[/\\](src[/\\](index|emulator)\.ts|dist[/\\]index\.)/.test(path),
        ),
      ).toEqual([]);
      // Node's own http module proves the emulator and carries the call: neither undici's package nor the
      // platform's fetch (Node's bundled undici), each of which costs more to load than the call takes.
      expect(loaded.filter((path) => /[/\\]node_modules[/\\]undici[/\\]/.test(path))).toEqual([]);
      expect(builtIns).toContain('node:http');
      expect(builtIns.filter((name) => name.includes('undici'))).toEqual([]);
      // The emulator's admin client only when a sign-in needs it (the token is kept from the first call).
      expect(loaded.filter((path) => /[/\\]packages[/\\]emulator[/\\](src|dist)[/\\]admin/.test(path))).toEqual([]);
      // The operation's catalog entry is all a call needs: no schema of @baykit/spec.
      expect(
        loaded.filter((path) => /[/\\]packages[/\\]spec[/\\]src[/\\](index\.|generated[/\\]rest)/.test(path)),
      ).toEqual([]);
      // Nor its effect table: only a call to eBay production is checked against it (src/confirm.ts).
      expect(
        loaded.filter((path) => /[/\\]packages[/\\]spec[/\\]src[/\\](effects|generated[/\\]effects)/.test(path)),
      ).toEqual([]);
      // Node emits beforeExit when a process ends because nothing is left to do: here, only after the kept-alive
      // connection to the emulator timed out, seconds after the answer was printed. The command ends itself.
      const idle = 'data:text/javascript,process.on("beforeExit",()=>process.stderr.write("IDLED-UNTIL-EMPTY\\n"))';
      const ran = spawnSync(
        process.execPath,
        ['--import', idle, '--conditions=source', BIN, 'call', 'buy.browse.getItem', 'v1|110000000000|0'],
        { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 },
      );
      expect(ran.status, ran.stderr).toBe(0);
      expect(JSON.parse(ran.stdout)).toMatchObject({ itemId: 'v1|110000000000|0' });
      expect(ran.stderr).not.toContain('IDLED-UNTIL-EMPTY');
    } finally {
      emulator.kill();
    }
  });
});
