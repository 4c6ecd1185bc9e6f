// `npm run specs:diff -- <folder of newer contracts> [--current <folder>]` (maintainers): what changed between the
// contracts baykit is generated from and a newer set, and the lifecycle.json entries to add.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpecs } from './load.js';
import { diffSpecs, formatDiff } from './specs-diff.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
// Paths are the user's, relative to where `npm run` was started (npm runs this script in packages/codegen).
const cwd = process.env.INIT_CWD ?? process.cwd();
const flag = args.indexOf('--current');
const currentArg = flag >= 0 ? args[flag + 1] : undefined;
const currentDir = currentArg ? resolve(cwd, currentArg) : resolve(repo, '../shared/specs/rest-2026');
const newerArg = args.filter((_, i) => i !== flag && i !== flag + 1 && !args[i]?.startsWith('--'))[0];
if (!newerArg) {
  console.error('Usage: npm run specs:diff -- <folder of newer OpenAPI contracts> [--current <folder>]');
  process.exit(2);
}
const newerDir = resolve(cwd, newerArg);
for (const dir of [currentDir, newerDir]) {
  if (!existsSync(dir)) {
    console.error(`No folder ${dir}.`);
    process.exit(2);
  }
}
process.stdout.write(formatDiff(diffSpecs(loadSpecs(currentDir), loadSpecs(newerDir))));
