// `baykit emulator verify`: run in process (run(argv, io)) on cassettes recorded against an emulator over real HTTP
// on 127.0.0.1; the printed differences, the --json report and the exit status of --min-score.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulator, exampleValues } from '@baykit/emulator';
import { EbayClient } from 'baykit';
import { cassetteRecorder } from 'baykit/cassette';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome, type CliHome } from './helpers/cli-harness.js';

let cli: CliHome;
let lines: string[];

/** Two exchanges recorded against a fresh emulator: the application token, then a Browse item. */
async function record(): Promise<string[]> {
  const emulator = createEmulator();
  const recorder = cassetteRecorder({ environment: 'emulator' });
  const { appId, certId } = emulator.app;
  let ebay: EbayClient | undefined;
  try {
    const { url } = await emulator.listen(0, '127.0.0.1');
    ebay = new EbayClient({ appId, certId, origin: url, onExchange: recorder.observe });
    await ebay.buy.browse.getItem(exampleValues(emulator).browseItemId);
    return recorder.lines();
  } finally {
    await ebay?.close();
    await emulator.close();
  }
}

beforeAll(async () => {
  cli = await cliHome('baykit-cli-verify-');
  lines = await record();
  writeFileSync(join(cli.dir, 'browse.jsonl'), `${lines.join('\n')}\n`);
  const item = JSON.parse(lines[2] ?? '{}') as { response: { status: number } };
  item.response.status = 500;
  writeFileSync(join(cli.dir, 'altered.jsonl'), `${[lines[0], lines[1], JSON.stringify(item)].join('\n')}\n`);
  writeFileSync(join(cli.dir, 'broken.jsonl'), `${lines[0]}\n{"seq": 1, "request": {}}\n`);
});
afterAll(() => cli.close());

describe('baykit emulator verify', () => {
  it('prints the fidelity score per API and no differences for a cassette of the emulator itself', async () => {
    const ran = await cli.baykit(['emulator', 'verify', 'browse.jsonl']);
    expect(ran.stderr).toBe('');
    expect(ran.status).toBe(0);
    expect(ran.stdout).toMatch(
      /^fidelity 1\.000 over 2 exchanges \(weights: status 0\.4, error ids 0\.2, shape 0\.3, values 0\.1\)\n/,
    );
    expect(ran.stdout).toMatch(/ {2}buy\.browse +1\.000 {2}\(1\)\n/);
    expect(ran.stdout).toMatch(/\n0 differences\n$/);
  });

  it('prints each difference at its exchange, and fails under --min-score', async () => {
    const ran = await cli.baykit(['emulator', 'verify', 'altered.jsonl', '--min-score', '0.9']);
    expect(ran.stdout).toMatch(/^#2 getItem: eBay answered 500, the emulator 200\.\n/);
    expect(ran.stdout).toMatch(/fidelity 0\.800 over 2 exchanges/);
    expect(ran.stderr).toBe('baykit: the score 0.800 is under --min-score 0.9.\n');
    expect(ran.status).toBe(1);
  });

  it('says which exchanges were left out of the score for data only the recorded account has', async () => {
    const samples = fileURLToPath(
      new URL('../../emulator/test/cassettes/ebay-samples/inventory-listing.jsonl', import.meta.url),
    );
    const ran = await cli.baykit(['emulator', 'verify', samples]);
    expect(ran.status).toBe(0);
    expect(ran.stdout).toMatch(/^#\d+ \S*publish: not scored, it needs data only the recorded account has \(.+\)$/m);
    expect(ran.stdout).toMatch(/\n1 exchange not scored: data only the recorded account has\n$/);
  });

  it('writes the report alone as JSON with --json', async () => {
    const ran = await cli.baykit(['emulator', 'verify', 'altered.jsonl', '--json']);
    expect(ran.status).toBe(0);
    const report = JSON.parse(ran.stdout) as { version: number; score: number; differences: unknown[] };
    expect(report).toMatchObject({ version: 1, score: 0.8 });
    expect(report.differences).toEqual([
      {
        seq: 2,
        operation: 'getItem',
        kind: 'status',
        recorded: 500,
        emulator: 200,
        message: 'eBay answered 500, the emulator 200.',
      },
    ]);
  });

  it.each([
    [['verify'], /takes one cassette file/],
    [['verify', 'browse.jsonl', '--min-score', '2'], /--min-score must be a number from 0 to 1, not "2"/],
    [['verify', 'missing.jsonl'], /Cannot read the cassette .*missing\.jsonl: ENOENT/],
    [['verify', 'broken.jsonl'], /broken\.jsonl: Cassette line 2: "response" is missing or not an object/],
  ])('refuses %j with what to fix (exit 2)', async (args, message) => {
    const ran = await cli.baykit(['emulator', ...args]);
    expect(ran.status).toBe(2);
    expect(ran.stderr).toMatch(message);
  });
});
