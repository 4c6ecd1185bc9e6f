// Fails when a workspace's sources import each other in a cycle, type-only imports included (npm run lint). A
// cycle means two modules cannot be understood, moved or bundled apart; folders follow the request path. Checks
// each workspace package's own files (tests and generated output aside); with folder arguments, those folders.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root, workspacesInBuildOrder } from './workspaces.mjs';

/** Folders never searched: dependencies, build output, tests (a test may import what it tests both ways). */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test', 'tests', 'fixtures']);

/** The TypeScript sources under `dir`. */
export function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : sources(path);
    return /\.(m?ts|tsx)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts') ? [path] : [];
  });
}

/** The file a relative import names (`./<name>.js` is `./<name>.ts` or `./<name>.tsx`), if it is one of `known`. */
function resolveImport(from, name, known) {
  const base = resolve(dirname(from), name);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base.replace(/\.mjs$/, '.mts'),
  ];
  return candidates.find((path) => known.has(path));
}

/** The import cycles among `files`: each a list of files (a strongly connected component of more than one). */
export function findCycles(files) {
  const known = new Set(files);
  const graph = new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolveImport(file, name, known))
        .filter((path) => path !== undefined);
      return [file, targets];
    }),
  );
  // Tarjan's strongly connected components.
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
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
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  return cycles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folders =
    process.argv.length > 2
      ? process.argv.slice(2).map((dir) => resolve(dir))
      : workspacesInBuildOrder().map((w) => join(root, w.dir));
  let failed = false;
  let count = 0;
  for (const folder of folders.filter((dir) => existsSync(dir))) {
    const files = sources(folder);
    count += files.length;
    const cycles = findCycles(files);
    if (cycles.length === 0) continue;
    failed = true;
    console.error(`Import cycles in ${relative(root, folder) || '.'} (type-only imports included):`);
    for (const cycle of cycles)
      console.error(
        `- ${cycle
          .map((file) => relative(folder, file))
          .sort()
          .join(', ')}`,
      );
  }
  if (failed) process.exit(1);
  console.log(`import cycles: none among ${count} files of ${folders.length} workspaces`);
}
