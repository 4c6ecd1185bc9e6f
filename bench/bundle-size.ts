// Benchmark 4a: browser bundle sizes, measured the way packages/client's check:package measures them (its
// scripts/bundle-size.mjs: esbuild, browser, ESM, minified, gzip -9), for the same two programs, next to
// ebay-api bundled the same way from `import eBayApi from 'ebay-api'`. ebay-api imports Node's `crypto` for
// digital signatures, which esbuild cannot bundle for a browser; it is left external (so not counted, in
// ebay-api's favour). Its shipped browser build (dist/ebay-api.min.mjs: rollup + terser, everything inlined)
// is smaller still, so the full-client target is judged against that one, the stricter of the two. The budgets and
// goals are packages/client/scripts/bundle-budgets.mjs, the ones check:package enforces.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { BUNDLE_BUDGETS, budgetOf, budgetText } from '../packages/client/scripts/bundle-budgets.mjs';
import { BROWSE_PROGRAM, FULL_PROGRAM, bundleSize } from '../packages/client/scripts/bundle-size.mjs';
import { ROOT, ensureClientDist } from './client-dist.js';
import { num, times, type Row } from './report.js';

interface Size {
  min: number;
  gzip: number;
  /** gzip -9 of the start code and every chunk only an `import()` loads: what a program taking every path loads. */
  allGzip: number;
}

const EBAY_API_PROGRAM =
  "import eBayApi from 'ebay-api'; const api = new eBayApi({}); export const run = () => api.buy.browse.getItem('v1|1|0');";

/** Runs benchmark 4a and returns its rows. */
export async function bundleSizes(): Promise<Row[]> {
  ensureClientDist();
  const client = join(ROOT, 'packages/client');
  const sizes = async (...args: Parameters<typeof bundleSize>): Promise<Size> => {
    const { min, gzip, allGzip } = await bundleSize(...args);
    return { min, gzip, allGzip };
  };
  const full = await sizes(FULL_PROGRAM, { resolveDir: client });
  const browse = await sizes(BROWSE_PROGRAM, { resolveDir: client });
  const ebayApi = await sizes(EBAY_API_PROGRAM, { resolveDir: ROOT, external: ['crypto'] });
  const shippedBytes = readFileSync(join(ROOT, 'node_modules/ebay-api/dist/ebay-api.min.mjs'));
  const shippedGzip = gzipSync(shippedBytes, { level: 9 }).length;
  const shipped = { min: shippedBytes.length, gzip: shippedGzip, allGzip: shippedGzip };
  const kb = (s: Size): string =>
    `${num(s.min / 1024, 1)} KB min, ${num(s.gzip / 1024, 1)} KB gzip` +
    (s.allGzip === s.gzip ? '' : ` (${num(s.allGzip / 1024, 1)} KB with every on-demand chunk)`);
  const label = 'browser bundle (esbuild, minified, gzip -9)';
  return [
    { benchmark: label, subject: 'ebay-api, esbuild (crypto external)', value: kb(ebayApi), data: { ...ebayApi } },
    { benchmark: label, subject: 'ebay-api, shipped dist/ebay-api.min.mjs', value: kb(shipped), data: { ...shipped } },
    {
      benchmark: label,
      subject: 'baykit full client (EbayClient)',
      value: kb(full),
      ratio: `${times(full.gzip / shipped.gzip, 'shipped')}; ${times(full.gzip / ebayApi.gzip, 'esbuild')}; every chunk ${times(full.allGzip / shipped.gzip, 'shipped')}`,
      target: `≤ ${budgetText(budgetOf('full'))} gzip (budget), goal ${budgetText(BUNDLE_BUDGETS.full.goal)}, then ≤ 0.5 × ebay-api gzip`,
      met: full.gzip <= budgetOf('full'),
      data: { ...full, ratioToShipped: full.gzip / shipped.gzip, ratioToEsbuild: full.gzip / ebayApi.gzip },
    },
    {
      benchmark: label,
      subject: 'baykit Browse only (BaseEbayClient + baykit/buy)',
      value: kb(browse),
      ratio: times(browse.gzip / shipped.gzip, 'shipped ebay-api'),
      target: `≤ ${budgetText(budgetOf('browse'))} gzip (budget), goal ${budgetText(BUNDLE_BUDGETS.browse.goal)}`,
      met: browse.gzip <= budgetOf('browse'),
      data: { ...browse },
    },
  ];
}
