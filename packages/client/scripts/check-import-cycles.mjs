// Fails when the client's sources import each other in a cycle, type-only imports included (npm run lint).
// A cycle means two modules cannot be understood, moved or bundled apart; folders follow the request path.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', process.argv[2] ?? 'src');

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sources(root);
const known = new Set(files);
/** Relative imports and re-exports of one file (`import type` and `export type … from` too), resolved to files. */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name.replace(/\.js$/, '.ts')))
    .filter((path) => known.has(path));
}
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const indices = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  indices.set(file, index);
  low.set(file, index);
  index++;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file)) {
    if (!indices.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file), indices.get(next)));
    }
  }
  if (low.get(file) === indices.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) cycles.push(component);
  }
}
for (const file of files) if (!indices.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles in ${relative(process.cwd(), root)} (type-only imports included):`);
  for (const cycle of cycles)
    console.error(
      `- ${cycle
        .map((file) => relative(root, file))
        .sort()
        .join(', ')}`,
    );
  process.exit(1);
}
console.log(`import cycles: none among ${files.length} files of ${relative(process.cwd(), root) || '.'}`);
