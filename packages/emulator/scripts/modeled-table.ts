// Writes the emulator README's table of what is modeled (between its `modeled` markers) from the flows and the
// resource store: `npm run readme:modeled -w @baykit/emulator`. A test fails when the README's table is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FLOWS } from '../src/flows/index.js';
import { FAMILY_PROBES } from '../src/flows/probes.js';
import { modelingTable } from '../src/resources/index.js';

export const README = fileURLToPath(new URL('../README.md', import.meta.url));
export const START = '<!-- modeled:start (npm run readme:modeled -w @baykit/emulator) -->';
export const END = '<!-- modeled:end -->';

/** The README text with the table between the markers replaced by the current one. */
export function withTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, start + START.length)}\n${modelingTable(FLOWS, FAMILY_PROBES)}${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(README, withTable(readFileSync(README, 'utf8')));
}
