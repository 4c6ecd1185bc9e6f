import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { toTypeScript } from '../../src/core/to-code.js';
import { SNIPPET_CASES } from './snippet-cases.js';

const here = dirname(fileURLToPath(import.meta.url));
// Inside the explorer, so `baykit` resolves as it does for the app; a dot folder, so tsc -p never picks it up.
const snippetDir = join(here, '.snippets', 'compile');
const tsconfigPath = resolve(here, '../../tsconfig.json');

/** Type errors of the given files under the explorer's compiler settings, as readable lines. */
function typeErrors(files: readonly string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error(`Cannot read ${tsconfigPath}`);
  const program = ts.createProgram({ rootNames: [...files], options: { ...config.options, noEmit: true } });
  const wanted = new Set(files.map((file) => resolve(file)));
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file === undefined || wanted.has(resolve(d.file.fileName)))
    .map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      const name = d.file ? d.file.fileName.slice(snippetDir.length + 1) : '';
      return `${name}${where ? `:${where.line + 1}:${where.character + 1}` : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}

describe('generated TypeScript', () => {
  afterAll(() => rmSync(snippetDir, { recursive: true, force: true }));

  it('compiles against baykit for every argument shape (query, body, options, path order, XML)', () => {
    mkdirSync(snippetDir, { recursive: true });
    const files = SNIPPET_CASES.map((c, index) => {
      const file = join(snippetDir, `snippet-${index}-${c.name.replace(/[^a-z0-9]+/gi, '-')}.ts`);
      writeFileSync(file, toTypeScript(c.input, c.detail, c.env));
      return file;
    });
    // A control in the same program, so the check is shown to catch a wrong argument order.
    const control = join(snippetDir, 'control-wrong-order.ts');
    writeFileSync(
      control,
      "import { EbayClient } from 'baykit';\nconst ebay = EbayClient.fromEnv();\nawait ebay.buy.browse.getItem({ fieldgroups: 'PRODUCT' }, 'v1|1|0');\n",
    );
    const errors = typeErrors([...files, control]);
    expect(errors.filter((line) => !line.startsWith('control-'))).toEqual([]);
    expect(errors.filter((line) => line.startsWith('control-')).length).toBeGreaterThan(0);
  });
});
