#!/usr/bin/env node
// The `baykit-mcp` command: the built server (dist/cli.js), plain Node. In a clone of the repository, under
// `--conditions=source` or before `npm run build`, it runs the TypeScript sources through tsx (a development
// dependency of the workspace), the other workspace packages' sources too (the CLI's bin/source-conditions.mjs).
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
  const { register: registerHooks } = await import('node:module');
  registerHooks(new URL('./source-conditions.mjs', import.meta.url));
  await import('../src/cli.ts');
}
