// Private files in a private directory (private-dir.ts): read without following a link and only when this user
// owns them, written through baykit's one private-file writer.
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PrivateStateError } from './errors.js';
import { checkOwner, octal, POSIX } from './private-dir.js';

/**
 * Writes a file only this user can read, in a directory checked by `securePrivateDir`: baykit's one private-file
 * writer (`baykit/private-file`: a new file created exclusively with mode 0600, flushed, then renamed over `path`,
 * which replaces a link rather than following it).
 */
export { writePrivateFile } from 'baykit/private-file';

/**
 * The text of a file of this user's (undefined when it does not exist), read without following a link: a link,
 * something that is not a file, or another user's file is a `PrivateStateError`.
 */
export function readPrivateFile(path: string, options: { onlyOwnerMayRead?: boolean } = {}): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP')
      throw new PrivateStateError(
        `${path} is a symbolic link: baykit reads only its own files. Remove it (rm "${path}").`,
      );
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new PrivateStateError(`${path} is not a file: remove it (rm -r "${path}").`);
    if (POSIX) {
      checkOwner(path, stats, dirname(path));
      if (options.onlyOwnerMayRead && (stats.mode & 0o077) !== 0)
        throw new PrivateStateError(
          `${path} can be read by other users (mode ${octal(stats.mode)}): run chmod 600 "${path}".`,
        );
    }
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}
