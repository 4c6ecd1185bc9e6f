// The READMEs' TypeScript, checked as a user's project would check it: `npm run smoke:pack` writes every `.ts` example
// and every fragment (scripts/readme-examples.mjs) into its empty project, type-checks them with `tsc --strict`
// against the packages installed there from the tarballs, then compiles the runnable examples to JavaScript for plain
// `node` (Node 20 cannot run TypeScript itself). Fragments are checked with scripts/readme-fragment-context.d.ts
// beside them and never run.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CONTEXT = 'readme-fragment-context.d.ts';
const COMPILED = 'compiled';

/** A user's strict settings for a Node ESM project (the project's package.json has `"type": "module"`). */
const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  module: 'nodenext',
  moduleResolution: 'nodenext',
  target: 'es2022',
  types: ['node'],
  // The declaration files were checked with skipLibCheck false by the consumer check before this one.
  skipLibCheck: true,
};

/** Whether a README example is TypeScript that `node` runs once compiled (a test runner's file runs in its runner). */
function compiledForNode(block) {
  return block.file.endsWith('.ts') && block.extra.length === 0;
}

/** Where the compiled JavaScript of a runnable `.ts` example is, relative to the project. */
export function compiledPath(file) {
  return join(COMPILED, file.replace(/\.ts$/, '.js'));
}

/**
 * Type-checks the `.ts` examples in `blocks` (already written to `project` under their names) and `fragments` with
 * `tsc --strict`, then compiles the runnable ones to `compiledPath(file)`. `run(command, args, options)` runs a
 * command and throws when it fails. Answers how many files were type-checked.
 */
export function typeCheckReadmeTypeScript({ project, blocks, fragments, run }) {
  const examples = blocks.filter((block) => block.file.endsWith('.ts')).map((block) => block.file);
  mkdirSync(join(project, 'fragments'), { recursive: true });
  copyFileSync(join(import.meta.dirname, CONTEXT), join(project, 'fragments', CONTEXT));
  // `export {}` makes each fragment a module, so its own names never clash with another fragment's or the context's.
  for (const fragment of fragments)
    writeFileSync(join(project, 'fragments', fragment.file), `${fragment.code}\nexport {};\n`);
  const files = [...examples, ...fragments.map((f) => join('fragments', f.file)), join('fragments', CONTEXT)];
  writeJson(join(project, 'tsconfig.readme.json'), { compilerOptions: COMPILER_OPTIONS, files });
  run('npx', ['tsc', '-p', 'tsconfig.readme.json'], { cwd: project });

  const runnable = blocks.filter(compiledForNode).map((block) => block.file);
  if (runnable.length > 0) {
    writeJson(join(project, 'tsconfig.readme-run.json'), {
      compilerOptions: { ...COMPILER_OPTIONS, noEmit: false, noEmitOnError: true, outDir: COMPILED },
      files: runnable,
    });
    run('npx', ['tsc', '-p', 'tsconfig.readme-run.json'], { cwd: project });
  }
  return examples.length + fragments.length;
}

function writeJson(path, value) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
