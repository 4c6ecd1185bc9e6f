import { parseArgs } from 'node:util';
import { login, logout, token } from './auth.js';
import { call } from './call.js';
import { runForeground, status, stop } from './emulator-process.js';
import { UsageError, type CliIo } from './io.js';
import { completion, trigger } from './more.js';
import { commandHelp, overallHelp } from './help.js';
import { ops } from './ops.js';
import { describeError } from './output.js';
import { printable } from './printable.js';
import { xml } from './xml.js';
import { feed } from './feed.js';
import { listen } from './listen.js';
import { configure } from './profiles.js';
import { emulatorPort } from './paths.js';
import { ownValue } from './names.js';

async function emulator(io: CliIo, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { foreground: { type: 'boolean' }, port: { type: 'string' } },
  });
  if (values.foreground) {
    const port = values.port === undefined ? emulatorPort(io) : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be a port number.');
    await runForeground(io, port);
    return 0;
  }
  const [action = 'status'] = positionals;
  if (action === 'status') return (await status(io)) ? 0 : 1;
  if (action === 'stop') return (await stop(io)) ? 0 : 1;
  throw new UsageError(`baykit emulator takes status, stop or --foreground, not "${action}".`);
}

const COMMANDS: Record<string, (io: CliIo, argv: string[]) => Promise<number> | number> = {
  call,
  xml,
  ops,
  login,
  logout,
  token,
  emulator,
  trigger,
  listen,
  feed,
  configure,
  completion,
};

/**
 * Runs one `baykit` command line and resolves to its exit status: 0 done, 1 an eBay, network or emulator error
 * (printed as the typed error with eBay's error ids and the request id), 2 a usage mistake (with what to fix).
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h') {
    io.stdout(overallHelp());
    return command ? 0 : 2;
  }
  if (command === 'help') {
    const topic = rest[0];
    const text = topic === undefined ? overallHelp() : commandHelp(topic);
    if (text === undefined) {
      io.stderr(`baykit: no command "${topic}". Commands: ${Object.keys(COMMANDS).join(', ')}.\n`);
      return 2;
    }
    io.stdout(text);
    return 0;
  }
  const handler = ownValue(COMMANDS, command);
  try {
    if (!handler) throw new UsageError(`Unknown command "${command}". Commands: ${Object.keys(COMMANDS).join(', ')}.`);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.stdout(commandHelp(command) ?? overallHelp());
      return 0;
    }
    return await handler(io, rest);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      // A usage message may quote what the emulator answered (baykit trigger): shown printable.
      io.stderr(printable(`baykit: ${(error as Error).message}\n`));
      return 2;
    }
    io.stderr(`${describeError(error)}\n`);
    return 1;
  }
}
