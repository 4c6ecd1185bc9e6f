// `run(argv, io)` takes everything from its io and leaves nothing in the process: tests and programs run one command
// after another in one process, so a command may not set the exit code, add a signal handler, or read the
// process's environment or home instead of the command's (listen: listen-limits.test.ts).
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionFlags } from '../src/emulator-process.js';
import { cliHome, freePort, processState, type CliHome } from './helpers/cli-harness.js';

let cli: CliHome;
beforeAll(async () => {
  cli = await cliHome('baykit-cli-in-process-');
});
afterAll(() => cli.close());

describe('a command run in process', () => {
  it('emulator --foreground stopped by its owner leaves no signal handler and no exit code', async () => {
    const before = processState();
    const port = String(await freePort());
    const env = { ...cli.env, BAYKIT_EMULATOR_PORT: port };
    const foreground = cli.baykit(['emulator', '--foreground', '--port', port], { env });
    await expect.poll(async () => (await cli.baykit(['emulator', 'status'], { env })).status).toBe(0);
    expect(await cli.baykit(['emulator', 'stop'], { env })).toMatchObject({ status: 0, stdout: 'stopped\n' });
    expect(await foreground).toMatchObject({ status: 0 });
    expect(processState()).toEqual(before);
  });

  it("starts the background emulator with the command's environment and HOME, none of the process's", async () => {
    const home = join(cli.dir, 'home');
    const decoy = join(cli.dir, 'decoy');
    mkdirSync(home);
    mkdirSync(decoy);
    // Only what the command is given: no XDG_* folders, so its state lives under its HOME.
    const env = { HOME: home, BAYKIT_EMULATOR_PORT: String(await freePort()), NO_COLOR: '1' };
    const { XDG_STATE_HOME: state, XDG_CONFIG_HOME: config } = process.env;
    process.env.XDG_STATE_HOME = decoy;
    process.env.XDG_CONFIG_HOME = decoy;
    try {
      const ran = await cli.baykit(['call', 'buy.browse.search', '--query', 'q=shoes', '--query', 'limit=1'], { env });
      expect(ran.stderr).toMatch(/started the local emulator/);
      expect(ran.status, ran.stderr).toBe(0);
      expect(existsSync(join(home, '.local', 'state', 'baykit', 'emulator.pid'))).toBe(true);
      expect(readdirSync(decoy)).toEqual([]);
    } finally {
      await cli.baykit(['emulator', 'stop'], { env });
      if (state === undefined) delete process.env.XDG_STATE_HOME;
      else process.env.XDG_STATE_HOME = state;
      if (config === undefined) delete process.env.XDG_CONFIG_HOME;
      else process.env.XDG_CONFIG_HOME = config;
    }
  });
});

describe('the background emulator', () => {
  it("is started with the command line's --conditions flags and none of Node's others", () => {
    expect(conditionFlags(['--inspect=9229', '--conditions=source', '-C', 'dev', '--import', 'tsx'])).toEqual([
      '--conditions=source',
      '-C',
      'dev',
    ]);
    expect(conditionFlags(['--conditions'])).toEqual([]);
  });
});
