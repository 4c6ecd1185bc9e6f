import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateStateError } from '@baykit/local';
import type { SessionInfo } from '../../shared/api.js';
import { startHarness } from './explorer-harness.js';
import { scaled } from '../../../../scripts/test-time.mjs';

const EXPLORER = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CREDENTIALS = { appId: 'Jane-Explorer-SBX-4f1c2e9a7', certId: 'SBX-4f1c2e9a7b3d-a1b2-c3d4-e5f6-9z8y' };
/** `nobody`: the other user a root test run makes the data directory's owner or runs the explorer as. */
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

const mode = (path: string): number => statSync(path).mode & 0o777;

/**
 * The explorer's back end as one file `nobody` can read, in a folder it can enter. The repository is no such place
 * when it was cloned into a folder only its owner can enter (a 0700 home, `mktemp -d`): `nobody` could not load the
 * bin from there. The bundle is the bin's code, built from the same sources under the same `source` condition.
 */
async function bundleForNobody(dir: string): Promise<string> {
  chmodSync(dir, 0o755);
  const outfile = join(dir, 'baykit-explorer.mjs');
  await build({
    entryPoints: [join(EXPLORER, 'server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    logLevel: 'error',
    // CommonJS dependencies inside an ES module bundle still call require.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  chmodSync(outfile, 0o644);
  return outfile;
}

describe('explorer back end: a data directory that already exists', () => {
  const homes: string[] = [];
  let explorerForNobody = '';
  beforeAll(async () => {
    if (!isRoot) return;
    const dir = mkdtempSync(join(tmpdir(), 'baykit-explorer-bin-'));
    homes.push(dir);
    explorerForNobody = await bundleForNobody(dir);
  }, scaled(60_000));
  afterAll(() => {
    for (const home of homes) rmSync(home, { recursive: true, force: true });
  });
  /** A fresh directory the test user and `nobody` can both reach (mkdtemp makes it 0700). */
  const newHome = (): string => {
    const home = mkdtempSync(join(tmpdir(), 'baykit-explorer-datadir-'));
    chmodSync(home, 0o755);
    homes.push(home);
    return home;
  };
  /** A data directory as an older explorer or a careless copy left it: 0755, files 0644 and worse. */
  const looseDataDir = (home: string): string => {
    const dataDir = join(home, 'data');
    mkdirSync(join(dataDir, 'backup'), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'backup'), 0o755);
    const files: Record<string, [string, number]> = {
      'credentials.json': [JSON.stringify({ version: 1, environments: { sandbox: CREDENTIALS } }), 0o644],
      'tokens.json': ['{"version":1,"tokens":{}}', 0o640],
      'notes.txt': ['anything else kept here', 0o666],
    };
    for (const [name, [text, fileMode]] of Object.entries(files)) {
      writeFileSync(join(dataDir, name), text);
      chmodSync(join(dataDir, name), fileMode);
    }
    return dataDir;
  };

  it('is refused at start while others can read it, with the chmod that fixes it; nothing in it is changed', async () => {
    const dataDir = looseDataDir(newHome());
    await expect(startHarness({ dataDir })).rejects.toThrow(
      new PrivateStateError(`${dataDir} can be read by other users (mode 0755): run chmod 700 "${dataDir}".`),
    );
    expect(mode(dataDir)).toBe(0o755);
    expect(mode(join(dataDir, 'credentials.json'))).toBe(0o644);
    // Once the folder is the user's alone, the files in it are out of others' reach whatever their modes.
    chmodSync(dataDir, 0o700);
    const h = await startHarness({ dataDir });
    try {
      const info = (await (await h.get('/api/session')).json()) as SessionInfo;
      expect(info.environments.find((e) => e.id === 'sandbox')).toMatchObject({
        configured: true,
        appId: CREDENTIALS.appId,
      });
    } finally {
      await h.close();
    }
  });

  it('is refused when others can change it, with the same error as the command line and the MCP server', async () => {
    const dataDir = looseDataDir(newHome());
    chmodSync(dataDir, 0o777);
    await expect(startHarness({ dataDir })).rejects.toThrow(
      new PrivateStateError(`${dataDir} can be changed by other users (mode 0777): run chmod 700 "${dataDir}".`),
    );
  });

  it('is created 0700 when missing, below folders that stay as they were', async () => {
    const home = newHome();
    const dataDir = join(home, 'new', 'data');
    const h = await startHarness({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(home, 'new'))).toBe(0o700);
    } finally {
      await h.close();
    }
  });

  /**
   * Runs `baykit-explorer --data-dir <dir>` as `nobody` (the bundle of the bin's code, see bundleForNobody): its
   * exit code and output, or `started` when it came up anyway (it is stopped then).
   */
  const runAsNobody = (dataDir: string): Promise<{ code: number | null; output: string; started: boolean }> =>
    new Promise((done, fail) => {
      const child = spawn(process.execPath, [explorerForNobody, '--port', '0', '--data-dir', dataDir], {
        cwd: dirname(explorerForNobody),
        uid: NOBODY,
        gid: NOBODY,
        env: { ...process.env, HOME: dirname(dataDir), BAYKIT_EXPLORER_EMULATOR: 'embedded' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      let started = false;
      const read = (chunk: Buffer): void => {
        output += chunk.toString();
        if (!started && /baykit explorer: http:/.test(output)) {
          started = true;
          child.kill('SIGTERM');
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('error', fail);
      child.once('exit', (code) => done({ code, output, started }));
    });

  it.skipIf(!isRoot)(
    "is refused with how to fix it when it belongs to another user (run as nobody on root's directory)",
    async () => {
      const dataDir = looseDataDir(newHome());
      const run = await runAsNobody(dataDir);
      expect(run.started).toBe(false);
      expect(run.code).toBe(1);
      expect(run.output).toContain(`baykit explorer: ${dataDir} belongs to another user (uid 0)`);
      expect(run.output).toMatch(/--data-dir/);
      expect(run.output).toContain(`sudo chown -R`);
      expect(mode(dataDir)).toBe(0o755);
    },
    scaled(90_000),
  );

  it.skipIf(!isRoot)(
    'is refused with how to fix it when a file in it belongs to another user (a credentials file written with sudo)',
    async () => {
      const dataDir = looseDataDir(newHome());
      chmodSync(dataDir, 0o700);
      for (const path of [dataDir, join(dataDir, 'backup'), join(dataDir, 'tokens.json'), join(dataDir, 'notes.txt')])
        chownSync(path, NOBODY, NOBODY);
      const run = await runAsNobody(dataDir);
      expect(run.started).toBe(false);
      expect(run.code).toBe(1);
      expect(run.output).toContain(
        `baykit explorer: ${join(dataDir, 'credentials.json')} belongs to another user (uid 0)`,
      );
      expect(mode(join(dataDir, 'credentials.json'))).toBe(0o644);
    },
    scaled(90_000),
  );
});
