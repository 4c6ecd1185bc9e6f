// Writes @baykit/spec/samples' table of what each operation needs to exist first on the emulator
// (packages/spec/src/samples/resource-needs.data.ts) from the emulator's flows and resource families:
// `npm run spec:needs -w @baykit/emulator`. A test fails when the table is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { restCatalog } from 'baykit';
import { resourceNeed } from '../src/resources/index.js';

export const TABLE = fileURLToPath(new URL('../../spec/src/samples/resource-needs.data.ts', import.meta.url));

/** The table's file as this emulator's flows say it, one operation a line, in the client catalog's order. */
export function needsTable(): string {
  const lines: string[] = [];
  for (const [api, specs] of Object.entries(restCatalog))
    for (const id of Object.keys(specs)) {
      const need = resourceNeed(api, id);
      if (need) lines.push(`  ${JSON.stringify(`${api}.${id}`)}: ${JSON.stringify(need)},`);
    }
  return [
    '// Written by packages/emulator/scripts/resource-needs.ts (npm run spec:needs -w @baykit/emulator) from the',
    "// emulator's flows. Do not edit: a test in packages/emulator fails when it is stale.",
    "import type { ResourceNeed } from './resource-need-shape.js';",
    '',
    '/** What each operation that names a member needs to exist first on the emulator, by full name. */',
    'export const RESOURCE_NEEDS: Readonly<Record<string, ResourceNeed>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(TABLE, needsTable());
