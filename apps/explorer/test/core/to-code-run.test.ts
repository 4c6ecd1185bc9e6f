import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createEmulator, type Emulator } from '@baykit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toTypeScript } from '../../src/core/to-code.js';
import { detailOf } from './fixtures.js';
import { scaled } from '../../../../scripts/test-time.mjs';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const explorerDir = resolve(here, '../..');
const snippetDir = join(here, '.snippets', 'run');

describe('a local snippet, run for real', () => {
  let emulator: Emulator;
  let url: string;

  beforeAll(async () => {
    emulator = createEmulator();
    url = (await emulator.listen(0)).url;
    mkdirSync(snippetDir, { recursive: true });
  });

  afterAll(async () => {
    await emulator.close();
    rmSync(snippetDir, { recursive: true, force: true });
  });

  it(
    'gets a seeded item from the emulator and prints it',
    async () => {
      // The first item of the emulator's seeded Browse catalog (packages/emulator/src/world/stores/listings.ts).
      const itemId = 'v1|110000000000|0';
      const code = toTypeScript(
        {
          kind: 'rest',
          env: 'local',
          api: 'buy.browse',
          operationId: 'getItem',
          path: { item_id: itemId },
          query: {},
          headers: {},
        },
        detailOf('buy.browse', 'getItem'),
        // A port nothing listens on: the snippet must take the emulator from BAYKIT_EMULATOR_URL.
        { id: 'local', baseUrl: 'http://127.0.0.1:9' },
      );
      const file = join(snippetDir, 'get-item.ts');
      writeFileSync(file, code);
      // From inside the explorer, so `baykit` resolves to its sources as it does for the app.
      const { stdout } = await run(process.execPath, ['--conditions=source', '--import', 'tsx', file], {
        cwd: explorerDir,
        timeout: scaled(60_000),
        env: { ...process.env, NODE_OPTIONS: '', BAYKIT_EMULATOR_URL: url },
      });
      expect(stdout).toContain(itemId);
      expect(stdout).toContain('110000000000');
      // util.inspect quotes with " when the title holds an apostrophe.
      expect(stdout).toMatch(/title: (['"]).+\1/);
    },
    scaled(90_000),
  );
});
