#!/usr/bin/env node
// The `baykit` command: the built command line (dist/cli.js), plain Node. In a clone of the repository, under
// `--conditions=source` or before `npm run build`, it runs the TypeScript sources through tsx (a development
// dependency of the workspace), the other workspace packages' sources too (bin/source-conditions.mjs).
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli.js', import.meta.url);
const fromSource = process.execArgv.some((flag, i, all) =>
  /^(--conditions|-C)(=source)?$/.test(flag) ? flag.endsWith('=source') || all[i + 1] === 'source' : false,
);
if (existsSync(built) && !fromSource) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  // Registered after tsx, so it runs first: the workspace packages resolve to their sources, not to a dist that a
  // fresh clone does not have.
  const { register: registerHooks } = await import('node:module');
  registerHooks(new URL('./source-conditions.mjs', import.meta.url));
  await import('../src/cli.ts');
}
