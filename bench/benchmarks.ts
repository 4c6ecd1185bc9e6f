// The benchmarks `npm run bench` runs, in order, each in a fresh process.
import { bundleSizes } from './bundle-size.js';
import { callCost } from './call-cost.js';
import { cliStart } from './cli-start.js';
import { coldImport } from './cold-import.js';
import { feedDownload } from './feed-download.js';
import { refreshStorm } from './refresh-storm.js';
import { xmlParse } from './xml-parse.js';
import type { Benchmark } from './report.js';

/** Benchmarks by the name `run-one.ts` takes. */
export const BENCHMARKS: Readonly<Record<string, Benchmark>> = {
  'call-cost': callCost,
  'refresh-storm': refreshStorm,
  'xml-parse': xmlParse,
  'bundle-size': bundleSizes,
  'cold-import': coldImport,
  'feed-download': feedDownload,
  'cli-start': cliStart,
};
