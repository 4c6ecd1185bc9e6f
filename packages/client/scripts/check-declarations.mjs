// Checks the built declaration files (npm run check:package): public types keep their own names. A bundler of
// declarations renames clashing top-level names (`SearchQuery$1`), and editors then show those names in messages.
// 1. No identifier of the form `Name$1` in dist/*.d.ts or dist/*.d.cts.
// 2. No built file (declarations or code) loads @baykit/spec: baykit bundles what it uses of it (tsup.config.ts) and
//    does not depend on it, so a user's compiler or runtime would not find it.
// 3. A program with a wrong query field, compiled against the package as a user installs it, gets a message that
//    names the type as it is written (`SearchQuery`), for an ESM and a CJS consumer.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(packageDir, 'dist');
const failures = [];

for (const file of readdirSync(dist).filter((name) => /\.d\.c?ts$/.test(name))) {
  const renamed = new Set(readFileSync(join(dist, file), 'utf8').match(/\b[A-Za-z_][A-Za-z0-9_]*\$\d+\b/g) ?? []);
  if (renamed.size > 0) failures.push(`${file}: renamed declarations ${[...renamed].slice(0, 10).join(', ')}`);
}

for (const file of readdirSync(dist).filter((name) => /\.(d\.c?ts|c?js)$/.test(name))) {
  if (/(?:from|import|require\()\s*['"]@baykit\/spec/.test(readFileSync(join(dist, file), 'utf8')))
    failures.push(`${file}: loads @baykit/spec, which baykit bundles and does not depend on`);
}

const project = mkdtempSync(join(tmpdir(), 'baykit-declarations-'));
try {
  mkdirSync(join(project, 'node_modules'));
  symlinkSync(packageDir, join(project, 'node_modules', 'baykit'), 'dir');
  const probe = [
    "import { EbayClient } from 'baykit';",
    "import type { BuyBrowse } from 'baykit/buy';",
    'declare const ebay: EbayClient;',
    "void ebay.buy.browse.search({ qq: 'phone' });",
    "const query: BuyBrowse.SearchQuery = { q: 'phone', limitt: 1 };",
    'void query;',
  ].join('\n');
  for (const [extension, type] of [
    ['mts', 'module'],
    ['cts', 'commonjs'],
  ]) {
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'probe', private: true, type }));
    const file = join(project, `probe.${extension}`);
    writeFileSync(file, probe);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      target: ts.ScriptTarget.ES2022,
      types: [],
      skipLibCheck: true,
    });
    const messages = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === file)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    const expected = ["'qq' does not exist in type 'SearchQuery'", "'limitt' does not exist in type 'SearchQuery'"];
    for (const text of expected) {
      if (!messages.some((message) => message.includes(text))) {
        failures.push(`${type} consumer: expected a message with "${text}", got: ${messages.join(' | ') || 'none'}`);
      }
    }
    if (messages.length !== expected.length)
      failures.push(`${type} consumer: unexpected messages: ${messages.join(' | ')}`);
  }
} finally {
  rmSync(project, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`Declaration check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'declarations: public types keep their names (no renamed declarations; editor messages name SearchQuery), no file loads @baykit/spec',
);
