import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedSpec, OpenApiDocument } from './openapi.js';

/** Reads every `*.json` spec of a folder, sorted by file name so output order never depends on the file system. */
export function loadSpecs(dir: string): LoadedSpec[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: name.replace(/\.json$/, ''),
      doc: JSON.parse(readFileSync(join(dir, name), 'utf8')) as OpenApiDocument,
    }));
}
