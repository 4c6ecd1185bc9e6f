import { nodeBuiltin } from '../internal/node-modules.js';
import { cassetteRecorder, type CassetteRecorder, type CassetteRecorderOptions } from './recorder.js';

/**
 * A `cassetteRecorder` that writes each line to the file at `path` as it is made (Node only; the file is created
 * anew, readable by its owner only, since it holds your listings and orders). The file is a valid cassette after
 * every call, so a test that fails half-way still leaves what it recorded.
 */
export function recordCassette(path: string, options: Omit<CassetteRecorderOptions, 'onLine'> = {}): CassetteRecorder {
  // Read here, not imported: the browser and edge bundles of baykit/cassette never reach node:fs.
  const fs = nodeBuiltin('node:fs');
  fs.writeFileSync(path, '', { mode: 0o600 });
  return cassetteRecorder({ ...options, onLine: (line) => fs.appendFileSync(path, `${line}\n`) });
}
