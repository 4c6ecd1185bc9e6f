// The command line in tests: a home of its own (state, config, a free emulator port, no eBay keys from the
// environment) and `baykit …` run in process, as its bin runs it (`run(argv, io)` with a fake io). A process per
// command cost a Node start and a TypeScript compile of the whole command line each time.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from '../../src/io.js';
import { run } from '../../src/run.js';

/** What a command printed and its exit status. */
export interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * A free port on 127.0.0.1 for a server a command starts later (the shared emulator's), chosen below Linux's
 * ephemeral range (32768–60999): a port from `listen(0)` is free only until any server of a test running in
 * parallel asks for one, and the command line then meets a stranger on its port (ForeignEmulatorError).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const bound = await new Promise<boolean>((ok) => {
      server.once('error', () => ok(false));
      server.listen(port, '127.0.0.1', () => ok(true));
    });
    if (!bound) continue;
    await new Promise<void>((ok) => server.close(() => ok()));
    return port;
  }
}

/** What a command run in process could leave behind in it: none may change. */
export const processState = (): unknown => ({
  exitCode: process.exitCode,
  sigint: process.listenerCount('SIGINT'),
  sigterm: process.listenerCount('SIGTERM'),
  cwd: process.cwd(),
});

/** `io.interrupted` for a command run in process: resolves when `signal` aborts (the test's Ctrl-C), else never. */
export function untilAborted(signal?: AbortSignal): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) resolve();
      else signal?.addEventListener('abort', () => resolve(), { once: true });
    });
}

/** How one command runs: see `CliHome.baykit`. */
export interface RunOptions {
  input?: string;
  isTty?: boolean;
  env?: NodeJS.ProcessEnv;
  stop?: AbortSignal;
  ask?: CliIo['ask'];
  ebayTransport?: CliIo['ebayTransport'];
}

/** A temporary home for the command line and the environment its commands see. */
export interface CliHome {
  dir: string;
  env: NodeJS.ProcessEnv;
  /**
   * Runs `baykit <args>` in process (a pipe, not a terminal unless `isTty`), with `input` on standard input; a
   * command that runs until Ctrl-C (listen, emulator --foreground) stops when `stop` aborts. `ask` answers the
   * command's questions as a person at a terminal would (without it, as in a pipe, nobody can be asked);
   * `ebayTransport` carries its calls to eBay (helpers/ebay-stand-in.ts).
   */
  baykit(args: string[], options?: RunOptions): Promise<Ran>;
  /** Stops the background emulator its commands started, and removes the home. */
  close(): Promise<void>;
}

/**
 * Makes a home under the system's temp folder: `XDG_STATE_HOME` (`<home>/state`, or the home itself with
 * `stateInHome`), `XDG_CONFIG_HOME`, `BAYKIT_EMULATOR_PORT` on a free port, and none of the eBay variables of
 * this process's environment (`EBAY_APP_ID`, `EBAY_CERT_ID`, `EBAY_SANDBOX`, `BAYKIT_EXPLORER_EMULATOR`).
 */
export async function cliHome(prefix: string, options: { stateInHome?: boolean } = {}): Promise<CliHome> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const { EBAY_APP_ID: _a, EBAY_CERT_ID: _c, EBAY_SANDBOX: _s, BAYKIT_EXPLORER_EMULATOR: _e, ...rest } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...rest,
    XDG_STATE_HOME: options.stateInHome ? dir : join(dir, 'state'),
    XDG_CONFIG_HOME: join(dir, 'config'),
    BAYKIT_EMULATOR_PORT: String(await freePort()),
    NO_COLOR: '1',
  };
  const home: CliHome = {
    dir,
    env,
    async baykit(args, { input = '', isTty = false, env: commandEnv = home.env, stop, ask, ebayTransport } = {}) {
      let stdout = '';
      let stderr = '';
      const status = await run(args, {
        stdout: (text) => void (stdout += text),
        stderr: (text) => void (stderr += text),
        stdin: () => Promise.resolve(input),
        isTty,
        env: commandEnv,
        cwd: dir,
        interrupted: untilAborted(stop),
        ...(ask ? { ask } : {}),
        ...(ebayTransport ? { ebayTransport } : {}),
      });
      return { status, stdout, stderr };
    },
    async close() {
      await home.baykit(['emulator', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return home;
}
