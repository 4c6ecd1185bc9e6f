// `baykit emulator verify CASSETTE`: replays a cassette against a fresh emulator and prints how far the emulator's
// answers are from the recorded ones (docs/cassettes.md#verify). The comparison is @baykit/emulator/verify's; this
// file parses the flags, prints and chooses the exit status.
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CassetteError, MAX_CASSETTE_LENGTH, parseCassette, type Cassette } from 'baykit/cassette';
import { json, UsageError, type CliIo } from './io.js';
import { printable } from './printable.js';

/** Runs `baykit emulator verify`: 0 when the score is at least `--min-score` (default 0: any score), 1 under it. */
export async function verify(io: CliIo, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean' }, 'min-score': { type: 'string' }, seed: { type: 'string' } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0)
    throw new UsageError('baykit emulator verify takes one cassette file: baykit emulator verify orders.jsonl');
  const minScore = numberFlag(values['min-score'], '--min-score', (n) => n >= 0 && n <= 1, 'a number from 0 to 1') ?? 0;
  const seed = numberFlag(values.seed, '--seed', Number.isSafeInteger, 'a whole number');
  const cassette = await readCassette(resolve(io.cwd, file));
  const { verifyCassette, SCORE_WEIGHTS } = await import('@baykit/emulator/verify');
  const report = await verifyCassette(cassette, {
    ...(seed === undefined ? {} : { seed }),
    // Differences print as each exchange is verified; with --json standard output holds the report alone.
    onVerdict: (verdict) => {
      if (values.json) return;
      for (const d of verdict.differences)
        io.stdout(printable(`#${d.seq} ${d.operation ?? verdict.path}: ${d.message}\n`));
      if (verdict.needsAccountData?.length)
        io.stdout(
          printable(
            `#${verdict.seq} ${verdict.path}: not scored, it needs data only the recorded account has (${verdict.needsAccountData.join(', ')})\n`,
          ),
        );
    },
  });
  if (values.json) io.stdout(`${json(io, report)}\n`);
  else {
    const weights = `status ${SCORE_WEIGHTS.status}, error ids ${SCORE_WEIGHTS.errorIds}, shape ${SCORE_WEIGHTS.shape}, values ${SCORE_WEIGHTS.values}`;
    io.stdout(
      `fidelity ${report.score.toFixed(3)} over ${report.cassette.exchanges} exchanges (weights: ${weights})\n`,
    );
    for (const [api, entry] of Object.entries(report.byApi).sort(([a], [b]) => a.localeCompare(b)))
      io.stdout(`  ${api.padEnd(24)} ${entry.score.toFixed(3)}  (${entry.exchanges})\n`);
    io.stdout(`${report.differences.length} difference${report.differences.length === 1 ? '' : 's'}\n`);
    const unscored = report.needsAccountData.length;
    if (unscored > 0)
      io.stdout(`${unscored} exchange${unscored === 1 ? '' : 's'} not scored: data only the recorded account has\n`);
  }
  if (report.score >= minScore) return 0;
  io.stderr(`baykit: the score ${report.score.toFixed(3)} is under --min-score ${minScore}.\n`);
  return 1;
}

function numberFlag(
  raw: string | undefined,
  name: string,
  valid: (n: number) => boolean,
  what: string,
): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (raw.trim() === '' || !valid(n)) throw new UsageError(`${name} must be ${what}, not "${raw}".`);
  return n;
}

async function readCassette(path: string): Promise<Cassette> {
  let text: string;
  try {
    if ((await stat(path)).size > MAX_CASSETTE_LENGTH)
      throw new UsageError(`${path} is over the ${MAX_CASSETTE_LENGTH} bytes a cassette may be; split it.`);
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `Cannot read the cassette ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
    );
  }
  try {
    return parseCassette(text);
  } catch (error) {
    if (error instanceof CassetteError) throw new UsageError(`${path}: ${error.message}`);
    throw error;
  }
}
