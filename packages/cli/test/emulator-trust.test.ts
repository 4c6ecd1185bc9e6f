// What the command line trusts: only the background emulator this user started (it proves that with the owner
// secret), only a private state directory, and only a pid that is that emulator's.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEmulator, type Emulator } from '@baykit/emulator';
import { sharedEmulatorSecret } from '@baykit/local';
import { createEmulatorAdmin } from '@baykit/emulator/admin';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cliHome, type CliHome, type Ran } from './helpers/cli-harness.js';

let cli: CliHome;
let home: string;
let env: NodeJS.ProcessEnv;
const cleanups: (() => unknown)[] = [];

/** `baykit …` in process, with `input` on standard input. */
const baykit = (args: string[], input = ''): Promise<Ran> => cli.baykit(args, { input });

beforeEach(async () => {
  cli = await cliHome('baykit-cli-trust-');
  ({ dir: home, env } = cli);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  rmSync(home, { recursive: true, force: true });
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Another user's server on the shared port: an emulator that does not know this user's owner secret. */
async function impostor(): Promise<{ emulator: Emulator; paths: () => Promise<string[]> }> {
  const emulator = createEmulator();
  await emulator.listen(Number(env.BAYKIT_EMULATOR_PORT));
  cleanups.push(() => emulator.close());
  const paths = async (): Promise<string[]> => {
    const log = await createEmulatorAdmin({ baseUrl: emulator.url!, fetch: (r) => emulator.fetch(r) }).requests();
    return log.requests.map((r) => r.path).filter((p) => p !== '/__emulator/requests');
  };
  return { emulator, paths };
}

describe('someone else on the shared port', () => {
  it('gets no call: the command says whose port it is and what to set', async () => {
    const other = await impostor();
    const ran = await baykit(['call', 'buy.browse.search', '--query', 'q=shoes']);
    expect(ran.status).toBe(1);
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toMatch(/^ForeignEmulatorError: Something else answers on 127\.0\.0\.1:\d+ and cannot prove/);
    expect(ran.stderr).toContain(`set BAYKIT_EMULATOR_PORT to another port than ${env.BAYKIT_EMULATOR_PORT}`);
    // It was asked to prove itself, and nothing else: no token request, no call.
    expect(new Set(await other.paths())).toEqual(new Set(['/__emulator/proof']));
    const status = await baykit(['emulator', 'status']);
    expect(status.status).toBe(1);
    expect(status.stderr).toMatch(/ForeignEmulatorError/);
  });

  it('is left running by baykit emulator stop', async () => {
    const other = await impostor();
    const stopped = await baykit(['emulator', 'stop']);
    expect(stopped.status).toBe(1);
    expect(stopped.stdout).toMatch(/something else answers at .*left alone/);
    await expect(createEmulatorAdmin({ baseUrl: other.emulator.url! }).app()).resolves.toEqual(other.emulator.app);
  });
});

describe('baykit emulator stop', () => {
  it('signals no process the pid file names unless it is an emulator this command line started', async () => {
    // A process of this user that is not an emulator: it echoes what it reads for as long as it lives.
    const bystander = spawn(process.execPath, ['-e', 'process.stdin.pipe(process.stdout)']);
    cleanups.push(() => void bystander.kill());
    const stateDir = join(home, 'state', 'baykit');
    mkdirSync(stateDir, { recursive: true, mode: 0o700 });
    writeFileSync(join(stateDir, 'emulator.pid'), String(bystander.pid));
    const stopped = await baykit(['emulator', 'stop']);
    expect(stopped.stderr).toMatch(`process ${bystander.pid} is not an emulator this command line started`);
    // Still alive: it answers.
    let echoed = '';
    bystander.stdout.on('data', (chunk: Buffer) => (echoed += chunk.toString()));
    bystander.stdin.write('still here\n');
    await expect.poll(() => echoed).toBe('still here\n');
  });

  it('takes no pid below 2 from the pid file (0 and -1 signal whole process groups)', async () => {
    const stateDir = join(home, 'state', 'baykit');
    mkdirSync(stateDir, { recursive: true, mode: 0o700 });
    for (const pid of ['-1', '0', '1', 'nope']) {
      writeFileSync(join(stateDir, 'emulator.pid'), pid);
      const stopped = await baykit(['emulator', 'stop']);
      expect(stopped.stderr).toContain(`holds "${pid}", not a process id`);
    }
  });

  /** SIGTERMs this test process gets while the test runs (counted, not obeyed: a listener keeps it alive). */
  function signalsToThisProcess(): string[] {
    const seen: string[] = [];
    const onTerm = (): void => void seen.push('SIGTERM');
    process.on('SIGTERM', onTerm);
    cleanups.push(() => process.off('SIGTERM', onTerm));
    return seen;
  }

  /**
   * An emulator in this test process that knows this home's owner secret: it proves itself, naming this pid, and
   * (with `stoppable`) closes when asked over its admin API.
   */
  async function provenInThisProcess(stoppable: boolean): Promise<{ emulator: Emulator; requests: () => number }> {
    let requests = 0;
    const ownerSecret = sharedEmulatorSecret(env, { create: true });
    const emulator: Emulator = createEmulator({
      ownerSecret,
      ...(stoppable
        ? {
            onShutdownRequest: () => {
              requests++;
              void emulator.close();
            },
          }
        : {}),
    });
    await emulator.listen(Number(env.BAYKIT_EMULATOR_PORT));
    cleanups.push(() => emulator.close());
    return { emulator, requests: () => requests };
  }

  it('asks its emulator to stop over the admin API with the owner secret, signalling no process', async () => {
    const signals = signalsToThisProcess();
    const { requests } = await provenInThisProcess(true);
    expect(await baykit(['emulator', 'stop'])).toMatchObject({ status: 0, stdout: 'stopped\n' });
    expect(requests()).toBe(1);
    expect(signals).toEqual([]);
  });

  it.runIf(existsSync('/proc/self'))(
    'signals no pid an emulator names unless /proc shows it is one this command line started (one in a container)',
    async () => {
      const signals = signalsToThisProcess();
      // Without onShutdownRequest, as an older emulator: it can only be signalled, and the pid it names is this
      // test's process, which is no `baykit emulator --foreground`.
      const { emulator } = await provenInThisProcess(false);
      const stopped = await baykit(['emulator', 'stop']);
      expect(stopped.status).toBe(1);
      expect(stopped.stderr).toContain(
        `not signalling process ${process.pid}: the emulator named it, but it is not an emulator this command line started here`,
      );
      expect(stopped.stdout).toMatch(/did not stop: it cannot be asked to, and no process of it here may be signalled/);
      expect(signals).toEqual([]);
      await expect(createEmulatorAdmin({ baseUrl: emulator.url! }).app()).resolves.toEqual(emulator.app);
    },
  );

  it('stops the emulator it started', async () => {
    expect((await baykit(['call', 'buy.browse.search', '--query', 'q=shoes'])).status).toBe(0);
    cleanups.push(() => baykit(['emulator', 'stop']));
    const status = await baykit(['emulator', 'status']);
    const pid = Number(/pid (\d+)/.exec(status.stdout)?.[1]);
    expect(readFileSync(join(home, 'state', 'baykit', 'emulator.pid'), 'utf8')).toBe(String(pid));
    expect(await baykit(['emulator', 'stop'])).toMatchObject({ status: 0, stdout: 'stopped\n' });
    expect((await baykit(['emulator', 'status'])).status).toBe(1);
  });
});

describe('the state and config directories', () => {
  it('never writes through a link planted as the pid file', async () => {
    const stateDir = join(home, 'state', 'baykit');
    mkdirSync(stateDir, { recursive: true, mode: 0o700 });
    const target = join(home, 'victim.txt');
    writeFileSync(target, 'keep me');
    symlinkSync(target, join(stateDir, 'emulator.pid'));
    const ran = await baykit(['call', 'buy.browse.search', '--query', 'q=shoes']);
    cleanups.push(() => baykit(['emulator', 'stop']));
    expect(ran.status).toBe(1);
    expect(ran.stderr).toMatch(/PrivateStateError: .*emulator\.pid is a symbolic link.*Remove it/);
    expect(readFileSync(target, 'utf8')).toBe('keep me');
  });

  it('refuses a state directory others can write, saying how to fix it', async () => {
    const stateDir = join(home, 'state', 'baykit');
    mkdirSync(stateDir, { recursive: true });
    chmodSync(stateDir, 0o777);
    const ran = await baykit(['token']);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain(`${stateDir} can be changed by other users (mode 0777): run chmod 700 "${stateDir}"`);
  });

  it('refuses a state directory others can only read (0755), as the MCP server and the explorer do', async () => {
    const stateDir = join(home, 'state', 'baykit');
    mkdirSync(stateDir, { recursive: true });
    chmodSync(stateDir, 0o755);
    const ran = await baykit(['token']);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain(`${stateDir} can be read by other users (mode 0755): run chmod 700 "${stateDir}".`);
  });

  it('creates a missing state directory 0700', async () => {
    const stateDir = join(home, 'state', 'baykit');
    expect(existsSync(stateDir)).toBe(false);
    const ran = await baykit(['call', 'buy.browse.search', '--query', 'q=shoes']);
    cleanups.push(() => baykit(['emulator', 'stop']));
    expect(ran.status).toBe(0);
    expect(statSync(stateDir).mode & 0o777).toBe(0o700);
  });

  it('refuses a config file others can read (it holds the cert id), saying how to fix it', async () => {
    const dir = join(home, 'config', 'baykit');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = join(dir, 'config.json');
    const profiles = { profiles: { sb: { env: 'sandbox', appId: 'A', certId: 'cert-secret' } } };
    writeFileSync(file, JSON.stringify(profiles), { mode: 0o644 });
    chmodSync(file, 0o644);
    const ran = await baykit(['token', '--profile', 'sb']);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain(`${file} can be read by other users (mode 0644): run chmod 600 "${file}".`);
    expect(ran.stderr).not.toContain('cert-secret');
  });

  it('never writes the config through a link planted at its temporary name', async () => {
    const dir = join(home, 'config', 'baykit');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const target = join(home, 'victim.txt');
    writeFileSync(target, 'keep me');
    // The old temporary name was predictable: config.json.<pid>.tmp.
    symlinkSync(target, join(dir, `config.json.${process.pid}.tmp`));
    const saved = await baykit(['configure', '--profile', 'sb', '--env', 'sandbox', '--app-id', 'A'], 'cert-secret');
    expect(readFileSync(target, 'utf8')).toBe('keep me');
    expect(saved.status).toBe(1);
    expect(saved.stderr).toMatch(/PrivateStateError: .*is a symbolic link/);
  });
});
