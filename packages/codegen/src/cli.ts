import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.js';
import { loadSpecs } from './load.js';
import { OVERLAYS } from './overlays/index.js';
import type { XmlServiceSpec } from './emit/xml.js';
import { TRADING_PAGED_CALLS } from '../../client/src/xml/trading-paging.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? resolve(process.argv[index + 1] as string) : fallback;
}

const specsDir = argument('--specs', resolve(repo, '../shared/specs/rest'));
const xmlFile = argument('--xml', resolve(repo, '../shared/specs/xml/services.json'));
const outDir = argument('--out', join(repo, 'packages/client/src/generated'));
const docsFile = argument('--docs', join(repo, 'docs/api.md'));
const schemasFile = argument('--schemas', join(repo, 'packages/emulator/src/generated/schemas.gen.json'));

if (!existsSync(specsDir)) {
  console.error(`No specs at ${specsDir}. Pass --specs <folder with eBay's OpenAPI JSON files>.`);
  process.exit(2);
}

const xmlServices = JSON.parse(readFileSync(xmlFile, 'utf8')) as {
  services: Record<string, Omit<XmlServiceSpec, 'name'>>;
};
const { files, docs, schemas, apis } = generate(loadSpecs(specsDir), OVERLAYS, {
  services: Object.entries(xmlServices.services).map(([name, service]) => ({ ...service, name })),
  pagedTrading: new Set(Object.keys(TRADING_PAGED_CALLS)),
});

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
writeFileSync(docsFile, docs);
mkdirSync(dirname(schemasFile), { recursive: true });
writeFileSync(schemasFile, schemas);
const total = apis.reduce((n, a) => n + a.operations.length, 0);
console.log(
  `generated ${apis.length} APIs, ${total} operations: ${files.size} files (${written} changed) in ${outDir}`,
);
