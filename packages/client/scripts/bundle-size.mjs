// How baykit measures a browser bundle: esbuild, platform browser, ESM, minified, then gzip -9. Used by
// check-browser-bundle.mjs and by the root bench (bench/bundle-size.ts), so both report the same kind of number.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

/** The program whose bundle is "the full client": EbayClient, which reaches every API. */
export const FULL_PROGRAM =
  "import { EbayClient } from 'baykit'; const ebay = new EbayClient({}); export const run = () => ebay.sell.inventory.getInventoryItems();";

/** The Browse-only program: BaseEbayClient and the Browse API from `baykit/buy`. */
export const BROWSE_PROGRAM =
  "import { BaseEbayClient } from 'baykit'; import { BuyBrowseApi } from 'baykit/buy'; const browse = new BuyBrowseApi(new BaseEbayClient({})); export const run = () => browse.getItem('v1|1|0');";

/**
 * Bundles `contents` (an ES module) for browsers and returns the minified text, its size, its gzip -9 size
 * and the bundled input paths. `resolveDir` is where imports resolve from; `external` lists imports left out.
 */
export async function bundleSize(contents, { resolveDir = process.cwd(), external = [] } = {}) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    external,
  });
  const code = result.outputFiles[0].contents;
  return {
    text: Buffer.from(code).toString('utf8'),
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    inputs: Object.keys(result.metafile.inputs),
  };
}
