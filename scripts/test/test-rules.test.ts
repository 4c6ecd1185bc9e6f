// The lint rule that keeps tests honest: a test that asserts on a literal (`expect(true).toBe(true)`) is refused,
// through the repository's own ESLint configuration, and an assertion on what the code did is not.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repo });

/** The rule ids ESLint reports for `code` as if it were the file at `path` (relative to the repository). */
async function ruleIds(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repo, path) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

const header = "import { expect, it } from 'vitest';\n";

describe('expect on a literal in a test', () => {
  it('is refused for true, false and other literals, in test folders and .test files', async () => {
    for (const [path, line] of [
      ['packages/client/test/example.test.ts', 'expect(true).toBe(true);'],
      ['packages/client/test/helpers/example.ts', 'expect(false).toBe(false);'],
      ['apps/explorer/src/example.test.tsx', "expect('done').toBeTruthy();"],
    ] as const) {
      expect(await ruleIds(path, `${header}it('x', () => { ${line} });\n`)).toContain('no-restricted-syntax');
    }
  });

  it('is allowed on a value the code computed, and outside tests', async () => {
    const code = `${header}it('x', () => { const ok = [1].includes(1); expect(ok).toBe(true); });\n`;
    expect(await ruleIds('packages/client/test/example.test.ts', code)).not.toContain('no-restricted-syntax');
    expect(
      await ruleIds('packages/client/src/example.ts', 'declare const expect: (v: unknown) => void;\nexpect(true);\n'),
    ).not.toContain('no-restricted-syntax');
  });
});
