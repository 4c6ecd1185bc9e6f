// baykit as published (packages/client/dist, the file Node's `import 'baykit'` loads), for the benchmarks
// that compare it with other packages. The benchmarks run under tsx with the `source` condition, which would
// otherwise load the TypeScript sources, transformed on the fly and not what users run.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Baykit from 'baykit';
import { ROOT, ensureClientDist } from './client-dist.js';

ensureClientDist();

/** The published module. */
export const baykit = (await import(
  pathToFileURL(join(ROOT, 'packages/client/dist/index.node.js')).href
)) as typeof Baykit;
