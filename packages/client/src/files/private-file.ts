// The one writer of files that hold secrets (tokens, credentials, signing keys, the command line's configuration):
// the client's FileTokenStore, the emulator's private state directory, the command line and the explorer all
// write through it. Node only: it reads Node's built-ins through nodeBuiltin, so browser bundles never see them.
import { nodeBuiltin } from '../internal/node-modules.js';

/** Options of `writePrivateFile`. */
export interface WritePrivateFileOptions {
  /** Creates the folder (and missing parents, mode 0700) when it does not exist. Default: false. */
  createDir?: boolean;
}

/**
 * Writes `text` to `path` so that only this user can read it, and a crash never leaves half a file: the text goes
 * to a new temporary file in the same folder, created exclusively with mode 0600 (never a link someone planted,
 * never readable by others for a moment), flushed to disk, then renamed over `path`. The rename replaces what was
 * there (a wider-mode file, or a symbolic link, which is replaced rather than followed), so readers see the old
 * content or the new, whole. The temporary file is removed when anything fails. Node only.
 */
export function writePrivateFile(path: string, text: string, options: WritePrivateFileOptions = {}): void {
  const fs = nodeBuiltin('node:fs');
  const { basename, dirname, join } = nodeBuiltin('node:path');
  const { randomBytes } = nodeBuiltin('node:crypto');
  const dir = dirname(path);
  if (options.createDir) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = join(dir, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | undefined;
  try {
    fd = fs.openSync(temp, 'wx', 0o600);
    fs.writeFileSync(fd, text);
    // The content is on disk before the name points at it: a power cut leaves the old file, not an empty one.
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(temp, path);
  } catch (error) {
    if (fd !== undefined) fs.closeSync(fd);
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
