import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.js';
import { mergeContracts, type LifecycleFile } from './lifecycle.js';
import { loadSpecs } from './load.js';
import { OVERLAYS } from './overlays/index.js';
import { NOTIFICATION_OVERLAYS } from './overlays/notifications/index.js';
import { loadNotificationContracts } from './notifications/index.js';
import type { XmlServiceSpec } from './emit/xml.js';
import type { TradingSpec } from './emit/trading.js';
import type { CategoryTreeInput } from './inputs.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? resolve(process.argv[index + 1] as string) : fallback;
}

const specsDir = argument('--specs', resolve(repo, '../shared/specs/rest'));
const currentDir = argument('--current', resolve(repo, '../shared/specs/rest-2026'));
const lifecycleFile = argument('--lifecycle', resolve(repo, '../shared/specs/lifecycle.json'));
const xmlFile = argument('--xml', resolve(repo, '../shared/specs/xml/services.json'));
const tradingFile = argument('--trading', resolve(repo, '../shared/specs/xml/trading.json'));
const notificationsDir = argument('--notifications', resolve(repo, '../shared/specs/notifications'));
const outDir = argument('--out', join(repo, 'packages/client/src/generated'));
const docsFile = argument('--docs', join(repo, 'docs/api.md'));
const specDir = argument('--spec-out', join(repo, 'packages/spec/src/generated'));
const categoriesDir = argument('--categories', resolve(repo, '../shared/specs/data'));

for (const [what, path, flag] of [
  ['seed-era specs', specsDir, '--specs'],
  ['current specs', currentDir, '--current'],
  ['lifecycle file', lifecycleFile, '--lifecycle'],
  ['notification contracts', notificationsDir, '--notifications'],
] as const) {
  if (!existsSync(path)) {
    console.error(`No ${what} at ${path}. Pass ${flag} <path> (eBay's OpenAPI JSON files; lifecycle.json).`);
    process.exit(2);
  }
}

const xmlServices = JSON.parse(readFileSync(xmlFile, 'utf8')) as {
  services: Record<string, Omit<XmlServiceSpec, 'name'>>;
};
const lifecycle = JSON.parse(readFileSync(lifecycleFile, 'utf8')) as LifecycleFile;
const merged = mergeContracts(loadSpecs(specsDir), loadSpecs(currentDir), lifecycle);
// Every marketplace's category tree dump (`categories-<marketplace>.json`).
const categoryTrees = readdirSync(categoriesDir)
  .filter((name) => /^categories-[A-Z_]+\.json$/.test(name))
  .sort()
  .map((name) => JSON.parse(readFileSync(join(categoriesDir, name), 'utf8')) as CategoryTreeInput);
const { files, docs, spec, apis } = generate(
  merged.specs,
  OVERLAYS,
  {
    services: Object.entries(xmlServices.services).map(([name, service]) => ({ ...service, name })),
    trading: JSON.parse(readFileSync(tradingFile, 'utf8')) as TradingSpec,
  },
  merged,
  { contracts: loadNotificationContracts(notificationsDir), overlays: NOTIFICATION_OVERLAYS },
  categoryTrees,
);

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
// @baykit/spec's generated folder: its files by relative path; files of APIs that no longer exist are removed.
for (const [name, text] of spec) {
  const path = join(specDir, name);
  mkdirSync(dirname(path), { recursive: true });
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
}
for (const entry of readdirSync(specDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const name = relative(specDir, join(entry.parentPath, entry.name)).split(sep).join('/');
  if (!spec.has(name)) rmSync(join(specDir, name));
}
const total = apis.reduce((n, a) => n + a.operations.filter((op) => !op.aliasOf).length, 0);
console.log(
  `generated ${apis.length} APIs, ${total} operations: ${files.size} files (${written} changed) in ${outDir}`,
);
