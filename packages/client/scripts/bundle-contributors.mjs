// What a browser bundle is made of: `node scripts/bundle-contributors.mjs [full|browse] [rows]` bundles the program
// of bundle-size.mjs from the sources (esbuild metafile: minified bytes per module) and prints, per module, the gzip
// bytes it costs: how much smaller the gzip of the whole gets without it. Modules are cut at esbuild's
// `// path` markers of an unminified build and minified alone, so the gzip column is a share, not exact bytes
// (names are not shortened across modules); it ranks where bytes go, which is what deciding what to shrink needs.
import { build, transform } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BROWSE_PROGRAM, FULL_PROGRAM } from './bundle-size.mjs';

const [name = 'full', rows = '30'] = process.argv.slice(2);
const program = name === 'browse' ? BROWSE_PROGRAM : FULL_PROGRAM;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** esbuild on the sources (`source` condition), as a browser build of the package would bundle them. */
const bundle = (minify) =>
  build({
    stdin: { contents: program, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify,
    metafile: true,
    write: false,
    logLevel: 'silent',
    conditions: ['source'],
    define: { BAYKIT_CJS: 'false' },
    alias: { '#node-transport': './src/pipeline/transport-none.ts' },
  });

const short = (path) => path.replace(/^.*?packages\//, '');
const minified = await bundle(true);
const bytes = new Map(
  Object.entries(Object.values(minified.metafile.outputs)[0].inputs).map(([p, v]) => [short(p), v.bytesInOutput]),
);

// Each `// path` marker of the unminified build opens that module's code.
const parts = (await bundle(false)).outputFiles[0].text.split(/^\/\/ (\S+\.[cm]?[jt]s|<stdin>)\n/m);
const modules = [];
for (let i = 1; i < parts.length; i += 2) {
  const { code } = await transform(parts[i + 1], { minifyWhitespace: true, minifySyntax: true, loader: 'js' });
  modules.push({ path: short(parts[i]), code });
}
const whole = gzip(modules.map((m) => m.code).join(''));
/** The gzip bytes the modules `inGroup` picks cost the whole. */
const costOf = (inGroup) => whole - gzip(modules.map((m) => (inGroup(m.path) ? '' : m.code)).join(''));
const folderOf = (path) => path.split('/').slice(0, -1).join('/');
const rowsOf = (keys, bytesOf, inGroup) =>
  keys
    .map((key) => ({ key, minified: bytesOf(key), gzip: costOf((p) => inGroup(p, key)) }))
    .sort((a, b) => b.gzip - a.gzip);
const folders = [...new Set(modules.map((m) => folderOf(m.path)))];
const folderBytes = (folder) => [...bytes].filter(([p]) => folderOf(p) === folder).reduce((n, [, b]) => n + b, 0);

console.log(
  `${name}: ${minified.outputFiles[0].contents.length} B minified, ${gzip(minified.outputFiles[0].contents)} B gzip -9`,
);
for (const [title, table] of [
  ['folder', rowsOf(folders, folderBytes, (p, folder) => folderOf(p) === folder)],
  [
    'module',
    rowsOf(
      modules.map((m) => m.path),
      (p) => bytes.get(p) ?? 0,
      (p, path) => p === path,
    ),
  ],
]) {
  console.log(`\n| ${title} | minified B | gzip B it costs |\n|---|---|---|`);
  for (const row of table.slice(0, Number(rows))) console.log(`| ${row.key} | ${row.minified} | ${row.gzip} |`);
}
