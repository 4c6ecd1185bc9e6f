// Benchmark: how long the `baykit` command takes, from spawn to exit, against a bare `node -e 0` measured in the
// same rounds (issue 28: `--help` and `ops` within 2× bare Node, `call` to a running emulator within 3×). The
// built command line (packages/cli/bin/baykit.js over dist, as installed; the packages it loads built first when
// stale), and the same commands from the clone's sources (`--conditions=source`: tsx, as before a build), which
// are reported without a target. Each round runs every command once, in a rotated order; a command's ratio is the
// median of its per-round ratios to that round's bare Node. Where the time goes, and what each command loads, is
// written down in packages/cli/README.md (Start-up).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePackageDist, ROOT } from './client-dist.js';
import { num, times, type Row } from './report.js';
import { median } from './stats.js';

const ROUNDS = Number(process.env.BENCH_CLI_RUNS ?? 11);
const BIN = join(ROOT, 'packages/cli/bin/baykit.js');
const ITEM = 'v1|110000000000|0';

interface Command {
  readonly subject: string;
  readonly args: readonly string[];
  /** The most times bare Node's start this may take; none for the clone form. */
  readonly target?: number;
}

const COMMANDS: readonly Command[] = [
  { subject: 'baykit --help', args: [BIN, '--help'], target: 2 },
  { subject: 'baykit ops upload image (search)', args: [BIN, 'ops', 'upload', 'image'], target: 2 },
  {
    subject: 'baykit ops sell.inventory.getInventoryItem',
    args: [BIN, 'ops', 'sell.inventory.getInventoryItem'],
    target: 2,
  },
  {
    subject: 'baykit call buy.browse.getItem (running emulator)',
    args: [BIN, 'call', 'buy.browse.getItem', ITEM],
    target: 3,
  },
  { subject: 'clone (sources, tsx): baykit --help', args: ['--conditions=source', BIN, '--help'] },
  {
    subject: 'clone (sources, tsx): baykit ops upload image',
    args: ['--conditions=source', BIN, 'ops', 'upload', 'image'],
  },
  {
    subject: 'clone (sources, tsx): baykit call buy.browse.getItem',
    args: ['--conditions=source', BIN, 'call', 'buy.browse.getItem', ITEM],
  },
];

/** A free loopback port for the emulator (the command line finds it by BAYKIT_EMULATOR_PORT). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function timeNode(args: readonly string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${result.stderr.toString()}`);
  return ms;
}

/** Runs the benchmark and returns its rows. */
export async function cliStart(): Promise<Row[]> {
  ensurePackageDist('client', 'baykit');
  ensurePackageDist('spec', '@baykit/spec');
  ensurePackageDist('emulator', '@baykit/emulator');
  // The command's build bundles the sources of the client, @baykit/spec and the shared-emulator helpers.
  ensurePackageDist('cli', '@baykit/cli', 'cli.js', ['client', 'spec', 'emulator']);
  const home = mkdtempSync(join(tmpdir(), 'baykit-bench-cli-'));
  const port = await freePort();
  // Without eBay keys or a profile, so the command line's default is the emulator.
  const { EBAY_APP_ID: _appId, EBAY_CERT_ID: _certId, BAYKIT_PROFILE: _profile, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    HOME: home,
    XDG_STATE_HOME: join(home, 'state'),
    XDG_CONFIG_HOME: join(home, 'config'),
    BAYKIT_EMULATOR_PORT: String(port),
  };
  // The running emulator `call` talks to: the command line's own background emulator, in the foreground here.
  const emulator = spawn(process.execPath, [BIN, 'emulator', '--foreground', '--port', String(port)], {
    env,
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 60_000;
    while (spawnSync(process.execPath, [BIN, 'emulator', 'status'], { env, stdio: 'ignore' }).status !== 0) {
      if (emulator.exitCode !== null || Date.now() > deadline) throw new Error('the emulator did not start');
    }
    // Warm-up: the file system cache, and the token the first call fetches and keeps (later calls reuse it).
    timeNode(['-e', '0'], env);
    for (const command of COMMANDS) timeNode(command.args, env);
    const bare: number[] = [];
    const measured = COMMANDS.map((command) => ({ command, samples: [] as number[], ratios: [] as number[] }));
    for (let round = 0; round < ROUNDS; round++) {
      const base = timeNode(['-e', '0'], env);
      bare.push(base);
      const order = [...measured.slice(round % measured.length), ...measured.slice(0, round % measured.length)];
      for (const entry of order) {
        const ms = timeNode(entry.command.args, env);
        entry.samples.push(ms);
        entry.ratios.push(ms / base);
      }
    }
    const bareMs = median(bare);
    const label = `command line start to exit (median of ${ROUNDS} rounds, bare node -e 0 ${num(bareMs)} ms)`;
    return [
      { benchmark: label, subject: 'bare node -e 0', value: `${num(bareMs)} ms`, data: { ms: bareMs } },
      ...measured.map(({ command, samples, ratios }): Row => {
        const ms = median(samples);
        const ratio = median(ratios);
        return {
          benchmark: label,
          subject: command.subject,
          value: `${num(ms)} ms`,
          ratio: times(ratio, 'bare node'),
          ...(command.target === undefined
            ? {}
            : { target: `≤ ${command.target} × bare node`, met: ratio <= command.target }),
          data: { ms, ratioToBareNode: ratio },
        };
      }),
    ];
  } finally {
    emulator.kill();
    rmSync(home, { recursive: true, force: true });
  }
}
