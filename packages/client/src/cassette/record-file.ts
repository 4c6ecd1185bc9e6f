import { CassetteError } from '../errors/cassette-error.js';
import { nodeBuiltin } from '../internal/node-modules.js';
import { cassetteRecorder, type CassetteRecorder, type CassetteRecorderOptions } from './recorder.js';

/** Options of `recordCassette`. */
export interface RecordCassetteOptions extends Omit<CassetteRecorderOptions, 'onLine'> {
  /**
   * Replace a file already at the path (it is removed, never written through, and a new 0600 file made in its place).
   * Default false: an existing file is refused with a `CassetteError`.
   */
  overwrite?: boolean;
}

/**
 * A `cassetteRecorder` that writes each line to the file at `path` as it is made (Node only). The file is created
 * new with mode 0600, since it holds your listings and orders: an existing file, or a link planted at the path, is
 * refused (`overwrite: true` replaces a file), never followed. The file is a valid cassette after every call, so a
 * test that fails half-way still leaves what it recorded.
 */
export function recordCassette(path: string, options: RecordCassetteOptions = {}): CassetteRecorder {
  const { overwrite = false, ...recorder } = options;
  // Read here, not imported: the browser and edge bundles of baykit/cassette never reach node:fs.
  const fs = nodeBuiltin('node:fs');
  const { O_APPEND, O_CREAT, O_EXCL, O_NOFOLLOW = 0, O_WRONLY } = fs.constants;
  if (overwrite) fs.rmSync(path, { force: true });
  let created = true;
  const write = (line: string): void => {
    // Created with O_EXCL (no existing file, no link followed); later lines refuse a link put there since.
    const flags = created ? O_WRONLY | O_CREAT | O_EXCL : O_WRONLY | O_APPEND | O_NOFOLLOW;
    let fd: number;
    try {
      fd = fs.openSync(path, flags, 0o600);
    } catch (error) {
      if (!created || (error as { code?: string }).code !== 'EEXIST') throw error;
      throw new CassetteError(
        0,
        `${path} exists: give a new file name, or pass { overwrite: true } to replace it (a cassette is never written through an existing file or link).`,
      );
    }
    created = false;
    try {
      fs.writeSync(fd, `${line}\n`);
    } finally {
      fs.closeSync(fd);
    }
  };
  return cassetteRecorder({ ...recorder, onLine: write });
}
