// Packs every public workspace package (`npm pack`, which builds it), installs the tarballs into an empty project
// outside the workspace, and runs there with plain `node`: import and require of each package, and every example
// of the repository's Markdown files (scripts/readme-examples.mjs; each of SMOKE_READMES, the root's, the client's, the
// emulator's, the command line's and the MCP server's, has some) marked `<!-- smoke: file (extra packages) -->`, as
// written. The TypeScript examples and the fragments (`<!-- typecheck: file.ts -->`) are type-checked with
// `tsc --strict` first, and the runnable ones then compiled for plain `node` (scripts/readme-typecheck.mjs); every
// TypeScript fence of every Markdown file must be one or the other. Used by CI (`npm run smoke:pack`); needs the npm registry for
// the packages' own dependencies, the test runners and TypeScript.
// `npm run smoke:pack -- --prebuilt` packs the dist/ folders as they are (CI, right after `npm run build`) instead
// of building every package again.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readmeExamples } from './readme-examples.mjs';
import { compiledPath, typeCheckReadmeTypeScript } from './readme-typecheck.mjs';
import { root, workspacesInBuildOrder } from './workspaces.mjs';

const work = mkdtempSync(join(tmpdir(), 'baykit-pack-smoke-'));
const tarballs = join(work, 'tarballs');
const project = join(work, 'project');
mkdirSync(tarballs);
mkdirSync(project);

function run(command, args, options = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: 300_000, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Public workspace packages (not private), each after the workspace packages it depends on: packing builds each
 * package, and a package's build loads the workspace packages it depends on. */
function publicPackages() {
  return workspacesInBuildOrder()
    .map((w) => w.manifest)
    .filter((manifest) => !manifest.private);
}

try {
  // The READMEs' examples are read first: a broken marker fails before anything is packed.
  const { blocks, fragments } = readmeExamples(root);
  const packages = publicPackages();
  for (const manifest of packages) {
    const prebuilt = process.argv.includes('--prebuilt') ? ['--ignore-scripts'] : [];
    run('npm', ['pack', '-w', manifest.name, '--pack-destination', tarballs, '--silent', ...prebuilt], { cwd: root });
  }
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  console.log(`packed: ${readdirSync(tarballs).join(', ')}`);

  const extra = [...new Set(blocks.flatMap((b) => b.extra))];
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'baykit-pack-smoke', private: true, type: 'module' }, null, 2),
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...files,
      ...extra.filter((e) => e !== 'vitest' && e !== 'jest'),
    ],
    {
      cwd: project,
    },
  );
  const runners = extra.filter((e) => e === 'vitest' || e === 'jest');
  if (runners.length > 0)
    run('npm', ['install', '-D', '--no-audit', '--no-fund', '--loglevel=error', ...runners], { cwd: project });

  // Every package loads with import and with require, and both give the same classes.
  const names = packages.map((m) => m.name);
  writeFileSync(
    join(project, 'load.cjs'),
    `const assert = require('node:assert/strict');
(async () => {
  for (const name of ${JSON.stringify(names)}) {
    const required = require(name);
    const imported = await import(name);
    const exported = Object.keys(required).filter((k) => k !== 'default');
    assert.ok(exported.length > 0, name + ' exports nothing');
    for (const key of exported) assert.equal(imported[key], required[key], name + ': ' + key + ' differs between import and require');
    console.log(name + ': ' + exported.length + ' exports, the same through import and require');
  }
})().catch((error) => { console.error(error); process.exit(1); });
`,
  );
  run('node', ['load.cjs'], { cwd: project });

  // A consumer's type check, strict and with skipLibCheck false: every declaration file each entry point loads must
  // type-check (a declaration error is silent with skipLibCheck true: the broken types become `any`). Once with
  // ESM resolution (.mts: the import conditions' .d.ts) and once with CommonJS (.cts: the require conditions' .d.cts).
  run('npm', ['install', '-D', '--no-audit', '--no-fund', '--loglevel=error', 'typescript@~5.9', '@types/node@20'], {
    cwd: project,
  });
  const entryPoints = packages.flatMap((manifest) =>
    Object.keys(manifest.exports ?? { '.': null })
      .filter((key) => key !== './package.json' && !key.endsWith('.json'))
      .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`)),
  );
  const consumer = (style) =>
    [
      ...entryPoints.map((entry, i) =>
        style === 'esm' ? `import * as entry${i} from '${entry}';` : `import entry${i} = require('${entry}');`,
      ),
      // A generated enumeration that names the client's own (LocaleEnum) must stay a type, never `any`.
      `import type { SellInventory } from 'baykit/sell';`,
      `type IsAny<T> = 0 extends 1 & T ? true : false;`,
      `const localeIsTyped: IsAny<SellInventory.LocaleEnum> = false;`,
      `export const loaded = [${entryPoints.map((_, i) => `entry${i}`).join(', ')}, localeIsTyped];`,
      '',
    ].join('\n');
  writeFileSync(join(project, 'consumer-esm.mts'), consumer('esm'));
  writeFileSync(join(project, 'consumer-cjs.cts'), consumer('cjs'));
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          types: ['node'],
        },
        files: ['consumer-esm.mts', 'consumer-cjs.cts'],
      },
      null,
      2,
    ),
  );
  run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: project });
  console.log(`type check: ${entryPoints.length} entry points, ESM and CommonJS, strict, skipLibCheck false`);

  for (const block of blocks) writeFileSync(join(project, block.file), block.code);
  const checked = typeCheckReadmeTypeScript({ project, blocks, fragments, run });
  console.log(`type check: ${checked} README examples and fragments, tsc --strict`);

  for (const block of blocks) {
    if (block.extra.includes('vitest')) run('npx', ['vitest', 'run', block.file], { cwd: project });
    else if (block.extra.includes('jest')) run('npx', ['jest', block.file], { cwd: project });
    else if (block.file.endsWith('.sh')) run('bash', ['-e', block.file], { cwd: project, timeout: 120_000 });
    else if (block.file.endsWith('.ts')) run('node', [compiledPath(block.file)], { cwd: project });
    else run('node', [block.file], { cwd: project });
  }
  console.log(`pack smoke: ${names.length} packages, ${blocks.length} README examples passed outside the workspace`);
} finally {
  // A background emulator a failed service example left behind must not outlive the run.
  try {
    execFileSync('pkill', ['-f', project]);
  } catch {
    // nothing left running
  }
  rmSync(work, { recursive: true, force: true });
}
