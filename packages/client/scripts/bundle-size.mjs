// How baykit measures a browser bundle: esbuild, platform browser, ESM, minified, then gzip -9. Used by
// check-browser-bundle.mjs and by the root bench (bench/bundle-size.ts), so both report the same kind of number.
import { build } from 'esbuild';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The program whose bundle is "the full client": EbayClient, which reaches every API. */
export const FULL_PROGRAM =
  "import { EbayClient } from 'baykit'; const ebay = new EbayClient({}); export const run = () => ebay.sell.inventory.getInventoryItems();";

/** The Browse-only program: BaseEbayClient and the Browse API from `baykit/buy`. */
export const BROWSE_PROGRAM =
  "import { BaseEbayClient } from 'baykit'; import { BuyBrowseApi } from 'baykit/buy'; const browse = new BuyBrowseApi(new BaseEbayClient({})); export const run = () => browse.getItem('v1|1|0');";

/**
 * Bundles `contents` (an ES module) for browsers, split as a bundler splits an app (`import()` makes a chunk of its
 * own), and measures what the program loads before any `import()` runs: its entry chunk and the chunks that one
 * imports. Those are gzipped as one file: esbuild puts the code an entry shares with a lazy chunk in a chunk of its own,
 * where Rollup (Vite) keeps it in the entry chunk, and an app loads it at start either way. Returns the loaded minified
 * text, its size and gzip -9 size, the text and size of the chunks only an `import()` loads, the gzip -9 size of
 * everything (start and lazy chunks as one file: what a program that takes every path loads), and the bundled input
 * paths. `resolveDir` is where imports resolve from; `external`
 * lists imports left out.
 */
export async function bundleSize(contents, { resolveDir = process.cwd(), external = [] } = {}) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    splitting: true,
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external,
  });
  const files = new Map(result.outputFiles.map((file) => [relative(process.cwd(), file.path), file.contents]));
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint === '<stdin>');
  const loaded = staticClosure(entry, outputs);
  // Only chunks the program can load: esbuild also writes a chunk for an import() in code it then drops.
  const lazy = closure(entry, outputs, ['import-statement', 'dynamic-import']).filter((name) => !loaded.includes(name));
  const code = Buffer.concat(loaded.map((name) => files.get(name)));
  const lazyCode = Buffer.concat(lazy.map((name) => files.get(name)));
  return {
    text: code.toString('utf8'),
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    lazyText: lazyCode.toString('utf8'),
    lazyMin: lazyCode.length,
    allGzip: gzipSync(Buffer.concat([code, lazyCode]), { level: 9 }).length,
    inputs: Object.keys(result.metafile.inputs),
  };
}

/** `entry` and every output it reaches by static `import` statements. */
export function staticClosure(entry, outputs) {
  return closure(entry, outputs, ['import-statement']);
}

/** `entry` and every output it reaches by imports of the given kinds. */
export function closure(entry, outputs, kinds) {
  const seen = [entry];
  for (let i = 0; i < seen.length; i++)
    for (const { path, kind } of outputs[seen[i]].imports)
      if (kinds.includes(kind) && outputs[path] && !seen.includes(path)) seen.push(path);
  return seen;
}
