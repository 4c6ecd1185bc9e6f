import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { envOf, profileOf, UsageError } from '@baykit/local';
import type { McpIo } from './io.js';
import { CallLog } from './log.js';
import { parseSpendCap, SpendLedger } from './safety.js';
import { createServer, VERSION, type ServerContext } from './server.js';
import { openTarget, type Target } from './target.js';

/** The options `baykit-mcp` and `baykit mcp` take. */
export const HELP = `baykit-mcp ${VERSION}: eBay for AI assistants (Model Context Protocol), safe by default

usage: baykit-mcp [options]            over standard input and output (what MCP clients start)
       baykit-mcp --http [--port N]    over Streamable HTTP on 127.0.0.1, with a bearer token

  --env emulator|sandbox|production   where calls go (default: the profile's; with no keys, an embedded emulator)
  --profile NAME                      keys from baykit configure; tokens from baykit login
  --account NAME                      the signed-in eBay account to act as
  --allow-writes                      allow calls that change the account (default: read-only)
  --spend-cap "AMOUNT CUR"            most money calls may move while the server runs, e.g. "50 USD"
  --log-file PATH                     where each call is logged, masked (default: standard error)
  --http, --port N                    HTTP transport (token from BAYKIT_MCP_TOKEN, else generated and printed once)
  --allow-origin ORIGIN               a browser origin the HTTP transport accepts besides its own (repeatable)
`;

/** A running server: how to stop it (the HTTP one also says where it listens). */
export interface RunningServer {
  readonly url?: string;
  close(): Promise<void>;
}

/**
 * Runs the MCP server as `baykit-mcp` and `baykit mcp` do: parses the flags, opens the target on first use, and
 * serves over stdio (until standard input closes) or HTTP (until stopped). Resolves to the exit status for a usage
 * mistake (2) or `--help` (0); otherwise to the running server.
 */
export async function startServer(argv: readonly string[], io: McpIo): Promise<RunningServer | number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      env: { type: 'string' },
      profile: { type: 'string' },
      account: { type: 'string' },
      'allow-writes': { type: 'boolean' },
      'spend-cap': { type: 'string' },
      'log-file': { type: 'string' },
      http: { type: 'boolean' },
      port: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  let ledger: SpendLedger;
  try {
    ledger = new SpendLedger(values['spend-cap'] === undefined ? undefined : parseSpendCap(values['spend-cap']));
  } catch (error) {
    io.stderr(`baykit-mcp: ${(error as Error).message}\n`);
    return 2;
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    io.stderr('baykit-mcp: --port must be a port number (0 for a free one).\n');
    return 2;
  }
  // A wrong --env or an unknown --profile is said now, not at the first call.
  try {
    envOf(io, values.env, profileOf(io, values.profile));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`baykit-mcp: ${error.message}\n`);
    return 2;
  }
  const log = values['log-file'] ? CallLog.toFile(values['log-file']) : new CallLog((line) => io.stderr(line));
  let opening: Promise<Target> | undefined;
  const ctx: ServerContext = {
    policy: { allowWrites: values['allow-writes'] === true, ledger },
    log,
    target: () => (opening ??= openTarget(io, values)),
  };
  const closeTarget = async (): Promise<void> => {
    if (opening) await (await opening.catch(() => undefined))?.close();
  };
  log.note(
    `${values['allow-writes'] ? 'writes allowed' : 'read-only'}${ledger.cap ? `, spend cap ${ledger.cap.value} ${ledger.cap.currency}` : ''}`,
  );
  if (values.http) {
    const { serveHttp } = await import('./http.js');
    const http = await serveHttp(ctx, {
      port,
      env: io.env,
      allowedOrigins: values['allow-origin'] ?? [],
      announce: (text) => io.stderr(text),
    });
    return {
      url: http.url,
      close: async () => {
        await http.close();
        await closeTarget();
        log.close();
      },
    };
  }
  const server = createServer(ctx);
  const transport = new StdioServerTransport();
  await server.connect(transport);
  return {
    close: async () => {
      await server.close();
      await closeTarget();
      log.close();
    },
  };
}

/**
 * Runs the server until it is stopped and resolves to the exit status, as `baykit-mcp` and `baykit mcp` do: over
 * stdio until the client closes standard input, over HTTP until SIGINT or SIGTERM. A usage mistake is 2.
 */
export async function serve(argv: readonly string[], io: McpIo): Promise<number> {
  let running: RunningServer | number;
  try {
    running = await startServer(argv, io);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof RangeError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      io.stderr(`baykit-mcp: ${(error as Error).message}\n`);
      return 2;
    }
    throw error;
  }
  if (typeof running === 'number') return running;
  const server = running;
  // Over HTTP until the command is interrupted (the bin's Ctrl-C or SIGTERM, through `io`); over stdio also until
  // the client closes standard input.
  await new Promise<void>((resolve) => {
    void io.interrupted().then(resolve);
    if (!server.url) process.stdin.once('end', () => resolve());
  });
  await server.close();
  return 0;
}
