// The bin's `ask` (src/ask.ts): one line from the terminal, the question on standard error, and no for an input that
// ends; and the bin itself, on a pseudo-terminal (through script), asks before a guarded call to production.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { askOn } from '../src/ask.js';
import { scaled } from '../../../scripts/test-time.mjs';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../bin/baykit.js');
const dir = mkdtempSync(join(tmpdir(), 'baykit-ask-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What was written to `stream`, as text. */
function written(stream: PassThrough): () => string {
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

describe('askOn', () => {
  it('writes the question to its output and resolves to the line typed', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const shown = written(output);
    const answer = askOn(input, output)('Send it? [y/N] ');
    input.write('yes\n');
    expect(await answer).toBe('yes');
    expect(shown()).toContain('Send it? [y/N] ');
  });

  it('answers no (an empty line) when the input ends before a line', async () => {
    const input = new PassThrough();
    const answer = askOn(input, new PassThrough())('Send it? [y/N] ');
    input.end();
    expect(await answer).toBe('');
  });
});

describe('the bin on a terminal', () => {
  it('asks before a guarded call to production, and sends nothing after n (a pseudo-terminal through script)', () => {
    const body = JSON.stringify({ name: 'x', deliveryConfig: { endpoint: 'https://hooks.example.com/ebay' } });
    const args = ['call', 'commerce.notification.createDestination', '--env', 'production', '--body', body];
    const command = [process.execPath, '--conditions=source', BIN, ...args].map((w) => `'${w}'`).join(' ');
    const ran = spawnSync('script', ['-qfec', command, '/dev/null'], {
      env: {
        ...process.env,
        HOME: dir,
        XDG_STATE_HOME: join(dir, 'state'),
        XDG_CONFIG_HOME: join(dir, 'config'),
        EBAY_APP_ID: 'PRD-app-1',
        EBAY_CERT_ID: 'PRD-cert-secret',
      },
      input: 'n\n',
      encoding: 'utf8',
      timeout: scaled(60_000),
    });
    expect(ran.stdout).toContain('commerce.notification.createDestination goes to eBay production');
    expect(ran.stdout).toContain('Send it to eBay production? [y/N] ');
    expect(ran.stdout).toContain('Not sent.');
    expect(ran.status, ran.stdout).toBe(1);
  });
});
