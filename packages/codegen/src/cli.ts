import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiInfo } from './apis.js';
import { apiModel } from './catalog.js';
import { emitApi } from './emit/api.js';
import { emitArea, emitCatalog } from './emit/area.js';
import { emitDocs } from './emit/docs.js';
import { emitReadme } from './emit/readme.js';
import { emitTypes } from './emit/types.js';
import { loadSpecs } from './load.js';
import { OVERLAYS } from './overlays/index.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? resolve(process.argv[index + 1] as string) : fallback;
}

const specsDir = argument('--specs', resolve(repo, '../shared/specs/rest'));
const outDir = argument('--out', join(repo, 'packages/client/src/generated'));
const docsFile = argument('--docs', join(repo, 'docs/api.md'));

if (!existsSync(specsDir)) {
  console.error(`No specs at ${specsDir}. Pass --specs <folder with eBay's OpenAPI JSON files>.`);
  process.exit(2);
}

const specs = loadSpecs(specsDir);
const byFile = new Map(specs.map((s) => [s.file, s.doc]));
for (const overlay of OVERLAYS) overlay.apply(byFile);
const apis = specs.map(apiModel);

const files = new Map<string, string>();
files.set('README.md', emitReadme());
for (const api of apis) {
  files.set(`${api.info.module}.gen.ts`, emitApi(api));
  files.set(`${api.info.module}.types.gen.ts`, emitTypes(api));
}
const areas: ApiInfo['area'][] = ['buy', 'commerce', 'developer', 'postOrder', 'sell'];
for (const area of areas) {
  files.set(`${area === 'postOrder' ? 'post-order' : area}.gen.ts`, emitArea(area, apis.filter((a) => a.info.area === area)));
}
files.set('catalog.gen.ts', emitCatalog(apis));

mkdirSync(outDir, { recursive: true });
let written = 0;
for (const [name, text] of files) {
  const path = join(outDir, name);
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
    writeFileSync(path, text);
    written++;
  }
}
// Files of APIs that no longer exist must not linger.
for (const name of readdirSync(outDir)) {
  if (!files.has(name)) rmSync(join(outDir, name));
}
mkdirSync(dirname(docsFile), { recursive: true });
writeFileSync(docsFile, emitDocs(apis));
const total = apis.reduce((n, a) => n + a.operations.length, 0);
console.log(`generated ${apis.length} APIs, ${total} operations: ${files.size} files (${written} changed) in ${outDir}`);
