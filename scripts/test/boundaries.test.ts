// The lint boundaries catch what they are for: each rule of eslint.config.js run on a file that breaks it (through
// the repository's own ESLint configuration), and the cycle checker on a small folder with a cycle.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, sources } from '../check-import-cycles.mjs';

const repo = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repo });

/** The rule ids ESLint reports for `code` as if it were the file at `path` (relative to the repository). */
async function ruleIds(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repo, path) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('baykit/no-other-package-src', () => {
  it("refuses a package's relative import of another package's src, and allows the package name", async () => {
    expect(
      await ruleIds('packages/cli/src/example.ts', "export { createEmulator } from '../../emulator/src/index.js';\n"),
    ).toContain('baykit/no-other-package-src');
    expect(await ruleIds('packages/cli/test/example.test.ts', "import '../../emulator/src/emulator.js';\n")).toContain(
      'baykit/no-other-package-src',
    );
    expect(
      await ruleIds('packages/cli/src/example.ts', "export { createEmulator } from '@baykit/emulator';\n"),
    ).not.toContain('baykit/no-other-package-src');
    // Its own src, and the repository's scripts, are not another package's src.
    expect(
      await ruleIds(
        'packages/cli/test/example.test.ts',
        "import '../src/run.js';\nimport '../../../scripts/test-time.mjs';\n",
      ),
    ).not.toContain('baykit/no-other-package-src');
  });

  it("refuses codegen's relative imports of the client's src: the facts they share come from @baykit/spec/facts", async () => {
    for (const source of ['../../client/src/enums/scope.js', '../../client/src/rest/invoke.js']) {
      expect(await ruleIds('packages/codegen/src/example.ts', `export * from '${source}';\n`)).toContain(
        'baykit/no-other-package-src',
      );
    }
    expect(
      await ruleIds('packages/codegen/src/emit/example.ts', "import '../../../client/src/enums/condition.js';\n"),
    ).toContain('baykit/no-other-package-src');
    expect(
      await ruleIds('packages/codegen/src/example.ts', "export { CONDITIONS } from '@baykit/spec/facts';\n"),
    ).not.toContain('baykit/no-other-package-src');
  });
});

describe("@baykit/redis and the client's REST runtime", () => {
  it('refuses RestRuntime and restCall from baykit, and baykit/src paths', async () => {
    expect(
      await ruleIds(
        'packages/redis/src/example.ts',
        "import type { RestRuntime } from 'baykit';\nexport type R = RestRuntime;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(
        'packages/redis/src/example.ts',
        "import { restCall } from 'baykit';\nexport const c = restCall;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(await ruleIds('packages/redis/src/example.ts', "import 'baykit/src/rest/request.js';\n")).toContain(
      'no-restricted-imports',
    );
    expect(
      await ruleIds(
        'packages/redis/src/example.ts',
        "import type { PacingScope } from 'baykit';\nexport type S = PacingScope;\n",
      ),
    ).toEqual([]);
  });
});

describe('check-import-cycles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'baykit-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a cycle, type-only imports included, and exits 1 naming its files', () => {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import type { C } from './c.js';\nexport const b = (c?: C) => c;\n");
    writeFileSync(join(dir, 'c.ts'), "import type { a } from './a.js';\nexport type C = typeof a;\n");
    writeFileSync(join(dir, 'd.ts'), "import { a } from './a.js';\nexport const d = a;\n");
    const cycles = findCycles(sources(dir)).map((cycle: string[]) => cycle.map((f) => f.slice(dir.length + 1)).sort());
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const ran = spawnSync(process.execPath, [join(repo, 'scripts/check-import-cycles.mjs'), dir], { encoding: 'utf8' });
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain('- a.ts, b.ts, c.ts');
  });

  it('passes a folder without cycles', () => {
    writeFileSync(join(dir, 'c.ts'), 'export type C = string;\n');
    expect(findCycles(sources(dir))).toEqual([]);
    expect(spawnSync(process.execPath, [join(repo, 'scripts/check-import-cycles.mjs'), dir]).status).toBe(0);
  });
});
