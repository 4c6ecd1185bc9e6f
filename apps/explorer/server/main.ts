// The `baykit-explorer` command: starts the back end with its embedded emulator and serves the built SPA.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findSharedEmulator, ForeignEmulatorError, PrivateStateError, sharedEmulatorSecret } from '@baykit/local';
import { DEFAULT_PORT, EmulatorJoinError, startExplorer } from './app.js';
import { isLoopbackUrl } from './emulator/loopback.js';

const USAGE = `Usage: baykit-explorer [--port <n>] [--data-dir <dir>] [--emulator auto|embedded|<url>] [--emulator-port <n>]
       npm start -- [the same flags]      (at the repository root: builds the app first)

  --port           port on 127.0.0.1 (default: $PORT or ${DEFAULT_PORT}; 0 picks a free one)
  --data-dir       where credentials and tokens are kept (default: $BAYKIT_EXPLORER_HOME or ~/.baykit-explorer)
  --emulator       which local emulator to call (default: $BAYKIT_EXPLORER_EMULATOR or auto):
                     auto      the baykit command line's shared emulator on 127.0.0.1:$BAYKIT_EMULATOR_PORT
                               (4010) when it runs, so both see the same data; else an embedded one
                     embedded  always one of its own, in this process
                     <url>     join the emulator at this URL (e.g. http://127.0.0.1:4010)
  --emulator-port  port of the embedded emulator (default 0: a free one); implies --emulator embedded`;

/** Which emulator to use: a URL to join, or undefined to embed one (docs: USAGE's --emulator). */
async function chooseEmulator(choice: string, emulatorPortGiven: boolean): Promise<string | undefined> {
  if (choice === 'embedded') return undefined;
  if (choice !== 'auto') {
    let url: URL;
    try {
      url = new URL(choice);
    } catch {
      fail(`--emulator must be auto, embedded or an http URL such as http://127.0.0.1:4010, not "${choice}".`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      fail(`--emulator must be an http(s) URL, not "${choice}".`);
    return url.origin;
  }
  if (emulatorPortGiven) return undefined;
  // Only the emulator this user's command line started: it proves that with the owner secret in the command line's
  // private state directory. Whatever else answers on the port (another user's server) gets nothing, not even the
  // explorer's app registration, and the user's browser is never sent to its pages.
  try {
    return (await findSharedEmulator(process.env, { create: false }))?.url;
  } catch (error) {
    if (error instanceof RangeError) fail(error.message);
    if (!(error instanceof ForeignEmulatorError) && !(error instanceof PrivateStateError)) throw error;
    process.stderr.write(`baykit explorer: ${error.message} Using an embedded emulator instead.\n`);
    return undefined;
  }
}

/**
 * The embedded emulator's owner secret: the command line's (made in its state directory when there is none yet), so
 * the `baykit` commands the explorer copies can call the embedded emulator. A state directory that is not private
 * costs only that: the explorer says so and runs without it.
 */
function ownerSecretOption(): { ownerSecret?: Uint8Array } {
  try {
    const secret = sharedEmulatorSecret(process.env, { create: true });
    return secret ? { ownerSecret: secret } : {};
  } catch (error) {
    if (!(error instanceof PrivateStateError)) throw error;
    process.stderr.write(
      `baykit explorer: ${error.message} Copied baykit commands will not reach the embedded emulator.\n`,
    );
    return {};
  }
}

/** Reads a port number from a flag or variable, or exits naming where the bad value came from. */
function portOf(value: string | undefined, fallback: number, source: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`${source} must be a port number from 0 to 65535, not "${value}".`);
  return port;
}

function fail(message: string): never {
  process.stderr.write(`baykit explorer: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: { port?: string; 'data-dir'?: string; emulator?: string; 'emulator-port'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        emulator: { type: 'string' },
        'emulator-port': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port =
    values.port !== undefined
      ? portOf(values.port, DEFAULT_PORT, '--port')
      : portOf(process.env.PORT, DEFAULT_PORT, 'PORT');
  const emulatorPort = portOf(values['emulator-port'], 0, '--emulator-port');
  const dataDir = values['data-dir'] ?? (process.env.BAYKIT_EXPLORER_HOME || join(homedir(), '.baykit-explorer'));
  const choice = values.emulator ?? (process.env.BAYKIT_EXPLORER_EMULATOR || 'auto');
  const emulatorUrl = await chooseEmulator(choice, values['emulator-port'] !== undefined);
  if (emulatorUrl !== undefined && !isLoopbackUrl(emulatorUrl))
    process.stderr.write(
      `baykit explorer: warning: the emulator at ${emulatorUrl} is not on this machine; the local environment's calls and sign-ins go there.\n`,
    );

  let explorer: Awaited<ReturnType<typeof startExplorer>>;
  const start = (joining: string | undefined) =>
    startExplorer({
      port,
      emulatorPort,
      ...(joining === undefined ? ownerSecretOption() : { emulatorUrl: joining }),
      dataDir,
      log: (line) => process.stdout.write(`${line}\n`),
    });
  try {
    try {
      explorer = await start(emulatorUrl);
    } catch (error) {
      // Found by itself (auto) but would not take the explorer's app: the explorer runs its own instead.
      if (!(error instanceof EmulatorJoinError) || choice !== 'auto') throw error;
      process.stderr.write(`baykit explorer: ${error.message} Using an embedded emulator instead.\n`);
      explorer = await start(undefined);
    }
  } catch (error) {
    if (error instanceof PrivateStateError) fail(error.message);
    if (error instanceof EmulatorJoinError)
      fail(`${error.message} Start it (baykit emulator status), or pass --emulator embedded.`);
    const { code, port: taken } = error as NodeJS.ErrnoException & { port?: number };
    if (code === 'EADDRINUSE') {
      const which = taken === emulatorPort && taken !== port ? '--emulator-port' : '--port';
      fail(
        `port ${taken ?? port} on 127.0.0.1 is already in use: pass ${which} <n> (npm start -- ${which} <n> at the repository root; 0 picks a free one), or stop what is using it.`,
      );
    }
    if (code === 'EACCES') fail(`not allowed to listen on port ${port}: choose a port above 1023.`);
    throw error;
  }
  // The only place the key is shown: whoever opens this address can use the explorer, until it stops.
  process.stdout.write(`baykit explorer: ${explorer.openUrl}\n`);
  process.stdout.write('  open this address in your browser: its key (new at every start) lets that browser in\n');
  process.stdout.write(
    explorer.emulatorShared
      ? `shared emulator: ${explorer.emulatorUrl} (the baykit command line's; both see the same data)\n`
      : `embedded emulator: ${explorer.emulatorUrl}\n`,
  );
  process.stdout.write(`data: ${dataDir}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`baykit explorer: ${signal}, closing\n`);
    explorer.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

await main();
