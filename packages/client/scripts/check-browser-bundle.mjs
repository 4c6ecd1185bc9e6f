// Bundles baykit for browsers with esbuild, minified and gzipped: the whole client, and a Browse-only program
// (BaseEbayClient + BuyBrowseApi). Fails when undici or Node built-ins end up in a browser bundle, or when the
// Browse-only bundle carries another API's operations. Prints the sizes the README records.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

async function bundle(label, contents) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  const offending = inputs.filter((p) => !p.startsWith('(disabled):') && (/node_modules\/undici\//.test(p) || p.startsWith('node:')));
  if (offending.length > 0) throw new Error(`${label}: browser bundle pulls in Node-only code:\n${offending.join('\n')}`);
  const code = result.outputFiles[0].contents;
  return { label, text: Buffer.from(code).toString('utf8'), min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const full = await bundle(
  'full client (EbayClient, every API)',
  "import { EbayClient } from 'baykit'; const ebay = new EbayClient({}); export const run = () => ebay.sell.inventory.getInventoryItems();",
);
const browse = await bundle(
  'Browse only (BaseEbayClient + BuyBrowseApi)',
  "import { BaseEbayClient } from 'baykit'; import { BuyBrowseApi } from 'baykit/buy'; const browse = new BuyBrowseApi(new BaseEbayClient({})); export const run = () => browse.getItem('v1|1|0');",
);
for (const marker of ['createOrReplaceInventoryItem', 'getDealItems', 'getCategoryTree', 'processReturnRequest']) {
  if (browse.text.includes(marker)) throw new Error(`Browse-only bundle carries ${marker} operations`);
}
if (!browse.text.includes('/buy/browse/v1/item/{item_id}')) throw new Error('Browse-only bundle lacks the Browse catalog');
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log('| bundle (esbuild, browser, minified) | minified | gzip -9 |');
console.log('|---|---|---|');
for (const b of [full, browse]) console.log(`| ${b.label} | ${kib(b.min)} | ${kib(b.gzip)} |`);
