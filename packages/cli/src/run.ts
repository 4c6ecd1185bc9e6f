import { parseArgs } from 'node:util';
import { UsageError, type CliIo } from './io.js';
import { commandHelp, overallHelp } from './help.js';
import { printable } from './printable.js';
import { ownValue } from './names.js';

// Each command imports what it needs (the client, the emulator, @baykit/spec) when it runs, so `baykit --help`
// and `baykit help <command>` load none of them, and `baykit ops` does not load the client's transport or the
// emulator (test/lazy-loading.test.ts checks which modules a command loads). The commands that use the client
// come from one module (commands.ts), so the built command line loads them as one file.

async function emulator(io: CliIo, argv: string[]): Promise<number> {
  if (argv[0] === 'verify') return (await import('./emulator-verify.js')).verify(io, argv.slice(1));
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { foreground: { type: 'boolean' }, port: { type: 'string' } },
  });
  const { emulatorPort, runForeground, status, stop } = await import('./commands.js');
  if (values.foreground) {
    const port = values.port === undefined ? emulatorPort(io) : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be a port number.');
    await runForeground(io, port);
    return 0;
  }
  const [action = 'status'] = positionals;
  if (action === 'status') return (await status(io)) ? 0 : 1;
  if (action === 'stop') return (await stop(io)) ? 0 : 1;
  throw new UsageError(`baykit emulator takes status, stop, verify or --foreground, not "${action}".`);
}

type Command = (io: CliIo, argv: string[]) => Promise<number> | number;

/** Every command, by name: each loads its module on first use. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  call: async () => (await import('./commands.js')).call,
  xml: async () => (await import('./commands.js')).xml,
  ops: async () => (await import('./ops.js')).ops,
  login: async () => (await import('./commands.js')).login,
  logout: async () => (await import('./commands.js')).logout,
  token: async () => (await import('./commands.js')).token,
  emulator: async () => emulator,
  trigger: async () => (await import('./commands.js')).trigger,
  listen: async () => (await import('./commands.js')).listen,
  feed: async () => (await import('./commands.js')).feed,
  proxy: async () => (await import('./proxy/command.js')).proxy,
  configure: async () => (await import('./commands.js')).configure,
  completion: async () => (await import('./commands.js')).completion,
  mcp: async () => (await import('./mcp.js')).mcp,
};

/**
 * Runs one `baykit` command line and resolves to its exit status: 0 done, 1 an eBay, network or emulator error
 * (printed as the typed error with eBay's error ids and the request id) or a call to production the person declined,
 * 2 a usage mistake (with what to fix) or a guarded call to production with nobody to ask and no --yes (confirm.ts).
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
  const load = ownValue(COMMANDS, command);
  try {
    if (!load) throw new UsageError(`Unknown command "${command}". Commands: ${Object.keys(COMMANDS).join(', ')}.`);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.stdout(commandHelp(command) ?? overallHelp());
      return 0;
    }
    const handler = await load();
    return await handler(io, rest);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      // A usage message may quote what the emulator answered (baykit trigger): shown printable.
      io.stderr(printable(`baykit: ${(error as Error).message}\n`));
      return 2;
    }
    const { describeError, loginCommand, targetFlagsOf } = await import('./commands.js');
    io.stderr(`${describeError(error, loginCommand(io, targetFlagsOf(rest)))}\n`);
    return 1;
  }
}
