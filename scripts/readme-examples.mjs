// The checked examples of a README. A code fence right after `<!-- smoke: file (extra packages) -->` is a runnable
// example; one right after `<!-- typecheck: file.ts -->` is a fragment of a program, type-checked but never run (it
// may use the names scripts/readme-fragment-context.d.ts declares: a client `ebay`, your keyset, your own functions).
// `npm run smoke:pack` runs the examples of every Markdown file of the repository against the packed tarballs,
// type-checking the TypeScript ones and the fragments with `tsc --strict` first, and fails on a TypeScript fence that
// is neither; CI also runs some from the clone itself:
// `node scripts/readme-examples.mjs <README> <file>` prints the example named <file>.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The READMEs (from the repository's root) whose examples `npm run smoke:pack` runs; each has at least one. */
export const SMOKE_READMES = [
  'packages/emulator/README.md',
  'README.md',
  'packages/client/README.md',
  'packages/cli/README.md',
  'packages/mcp/README.md',
  'packages/local/README.md',
];

/** Folders no reader's document is in: installed packages, build output, version control and tool state. */
const NOT_DOCUMENTS = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

/**
 * Every Markdown file under `root` (paths from it, `/`-separated, sorted): the READMEs of the root, of each package
 * and app, and `docs/`. Each of their TypeScript fences must be a `.ts` example or a fragment.
 */
export function markdownFiles(root, dir = '') {
  const found = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !entry.name.startsWith('.') && !NOT_DOCUMENTS.has(entry.name))
      found.push(...markdownFiles(root, path));
    else if (entry.isFile() && entry.name.endsWith('.md')) found.push(path);
  }
  return found.sort();
}

/** `{ file, extra, code }` of every marked example of a README's text. */
export function examples(readme) {
  const blocks = [];
  const pattern = /<!-- smoke: (\S+)(?: \(([^)]*)\))? -->\n```\w*\n([\s\S]*?)```/g;
  for (const match of readme.matchAll(pattern)) {
    blocks.push({ file: match[1], extra: match[2]?.split(/[ ,]+/).filter(Boolean) ?? [], code: match[3] });
  }
  return blocks;
}

/** `{ file, code }` of every fragment of a README's text marked `<!-- typecheck: file.ts -->`. */
export function fragments(readme) {
  const blocks = [];
  for (const match of readme.matchAll(/<!-- typecheck: (\S+\.ts) -->\n```\w*\n([\s\S]*?)```/g)) {
    blocks.push({ file: match[1], code: match[2] });
  }
  return blocks;
}

/**
 * The 1-based line of every TypeScript fence (```ts, ```typescript) of a README's text that is neither a `.ts`
 * example nor a fragment, so nothing type-checks it (a `smoke: x.mjs` example is run but not type-checked).
 */
export function uncheckedTypeScript(readme) {
  const lines = readme.split('\n');
  const unchecked = [];
  let fence = '';
  lines.forEach((line, i) => {
    const open = /^(`{3,}|~{3,})\s*(\S*)/.exec(line.trimStart());
    if (fence) {
      if (open && open[1].startsWith(fence) && open[2] === '') fence = '';
      return;
    }
    if (!open) return;
    fence = open[1];
    const marked = /^<!-- (smoke: \S+\.ts( \([^)]*\))?|typecheck: \S+\.ts) -->$/.test(lines[i - 1] ?? '');
    if (/^(ts|typescript)$/i.test(open[2]) && !marked) unchecked.push(i + 1);
  });
  return unchecked;
}

/**
 * The examples and fragments of every Markdown file under `root` (`markdownFiles`). Throws when one of the
 * SMOKE_READMES has no example, when a TypeScript fence anywhere is checked by nothing, or when two examples (or two
 * fragments) share a file name: each is written to one project under its name, so the second would replace the first.
 */
export function readmeExamples(root) {
  const text = (file) => readFileSync(join(root, file), 'utf8');
  const files = markdownFiles(root);
  for (const file of SMOKE_READMES)
    if (examples(text(file)).length === 0) throw new Error(`${file} has no smoke examples`);
  const blocks = files.flatMap((file) => examples(text(file)));
  const found = files.flatMap((file) => fragments(text(file)));
  for (const file of files) {
    const lines = uncheckedTypeScript(text(file));
    if (lines.length > 0)
      throw new Error(
        `${file}: the TypeScript at line ${lines.join(', ')} is checked by nothing: mark it <!-- smoke: name.ts --> (runs) or <!-- typecheck: name.ts --> (a fragment)`,
      );
  }
  for (const [kind, names] of [
    ['examples', blocks.map((b) => b.file)],
    ['fragments', found.map((b) => b.file)],
  ]) {
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    if (twice.length > 0) throw new Error(`README ${kind} share a file name: ${[...new Set(twice)].join(', ')}`);
  }
  return { blocks, fragments: found };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [readme, name] = process.argv.slice(2);
  const found = examples(readFileSync(readme, 'utf8')).find((block) => block.file === name);
  if (!found) {
    console.error(`${readme} has no example marked <!-- smoke: ${name} -->`);
    process.exit(1);
  }
  process.stdout.write(found.code);
}
