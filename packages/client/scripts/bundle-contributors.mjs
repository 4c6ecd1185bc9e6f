// What a browser bundle is made of: `node scripts/bundle-contributors.mjs [full|browse] [rows]` bundles the program
// of bundle-size.mjs from the sources, split as bundleSize splits it (an `import()` makes a chunk of its own), and
// prints, per module a program loads at start, the gzip bytes it costs: how much smaller the gzip of the start code
// gets without it. Modules are cut at esbuild's `// path` markers of an unminified build and minified alone, so the
// gzip column is a share, not exact bytes (names are not shortened across modules); it ranks where bytes go, which is
// what deciding what to shrink needs. The modules only an `import()` loads are listed apart, with their total.
import { build, transform } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BROWSE_PROGRAM, FULL_PROGRAM, closure, staticClosure } from './bundle-size.mjs';

const [name = 'full', rows = '30'] = process.argv.slice(2);
const program = name === 'browse' ? BROWSE_PROGRAM : FULL_PROGRAM;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const short = (path) => path.replace(/^.*?packages\//, '');

/** esbuild on the sources (`source` condition), split, unminified: each module opens with a `// path` marker. */
const result = await build({
  stdin: { contents: program, resolveDir: packageDir, loader: 'js' },
  bundle: true,
  platform: 'browser',
  format: 'esm',
  splitting: true,
  outdir: 'out',
  metafile: true,
  write: false,
  logLevel: 'silent',
  conditions: ['source'],
  define: { BAYKIT_CJS: 'false' },
  alias: { '#node-transport': './src/pipeline/transport-none.ts' },
});
const outputs = result.metafile.outputs;
const entry = Object.keys(outputs).find((key) => outputs[key].entryPoint === '<stdin>');
const atStart = new Set(staticClosure(entry, outputs));
// The chunks the program can load later: esbuild also writes one for an import() in code it drops.
const reachable = new Set(closure(entry, outputs, ['import-statement', 'dynamic-import']));
const textOf = new Map(result.outputFiles.map((file) => [file.path.slice(file.path.lastIndexOf('out/')), file.text]));

/** The modules of the chunks `keep` picks, each minified alone (a module split over chunks is joined). */
async function modulesOf(keep) {
  const code = new Map();
  for (const [chunk, text] of textOf) {
    if (!chunk.endsWith('.js') || !keep(chunk)) continue;
    // The chunk's own import and export statements belong to no module.
    const body = text.replace(/^import [^;]*;$/gm, '').replace(/^export \{[^}]*\};\s*$/m, '');
    const parts = body.split(/^\/\/ (\S+\.[cm]?[jt]s|<stdin>)\n/m);
    for (let i = 1; i < parts.length; i += 2) {
      const { code: min } = await transform(parts[i + 1], { minifyWhitespace: true, minifySyntax: true, loader: 'js' });
      code.set(short(parts[i]), (code.get(short(parts[i])) ?? '') + min);
    }
  }
  return [...code].map(([path, text]) => ({ path, code: text }));
}

const start = await modulesOf((chunk) => atStart.has(chunk));
const lazy = await modulesOf((chunk) => reachable.has(chunk) && !atStart.has(chunk));
const whole = gzip(start.map((m) => m.code).join(''));
/** The gzip bytes the modules `inGroup` picks cost the start code. */
const costOf = (inGroup) => whole - gzip(start.map((m) => (inGroup(m.path) ? '' : m.code)).join(''));
const folderOf = (path) => path.split('/').slice(0, -1).join('/');
const rowsOf = (keys, inGroup) =>
  keys
    .map((key) => ({
      key,
      minified: start.filter((m) => inGroup(m.path, key)).reduce((n, m) => n + m.code.length, 0),
      gzip: costOf((p) => inGroup(p, key)),
    }))
    .sort((a, b) => b.gzip - a.gzip);

console.log(
  `${name}: at start ${start.length} modules, gzip -9 of them minified alone ${whole} B` +
    ` (check-browser-bundle.mjs measures the real minified bundle); loaded by import() only: ${lazy.length} modules, ` +
    `${gzip(lazy.map((m) => m.code).join(''))} B gzip`,
);
for (const [title, table] of [
  ['folder', rowsOf([...new Set(start.map((m) => folderOf(m.path)))], (p, folder) => folderOf(p) === folder)],
  [
    'module',
    rowsOf(
      start.map((m) => m.path),
      (p, path) => p === path,
    ),
  ],
]) {
  console.log(`\n| ${title} (at start) | minified B | gzip B it costs |\n|---|---|---|`);
  for (const row of table.slice(0, Number(rows))) console.log(`| ${row.key} | ${row.minified} | ${row.gzip} |`);
}
console.log('\nloaded by import() only: ' + lazy.map((m) => `${m.path} (${m.code.length} B)`).join(', '));
