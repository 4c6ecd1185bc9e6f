import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { writePrivateFile as writeBaykitPrivateFile } from 'baykit/private-file';

/** Where a warning about a data file goes (stderr by default). */
export type Warn = (message: string) => void;

/** The default `Warn`: one line on stderr. */
export const warnOnStderr: Warn = (message) => {
  process.stderr.write(`baykit explorer: ${message}\n`);
};

/** A data directory, or a file in it, that cannot be kept private; the message says how to fix it. */
export class DataDirError extends Error {
  override readonly name = 'DataDirError';
}

/** Creates the data directory readable only by the user (mode 0700) when it does not exist yet. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Makes the data directory private before anything is read from it: created with mode 0700, or, when it
 * already exists, tightened to 0700 with every file in it 0600 (subdirectories 0700), so a directory from an
 * older version or a copy does not leave credentials readable until their first rewrite. Refuses with a
 * `DataDirError` naming the fix when that cannot be done: a directory or file of another user (its owner can
 * always open it up again), a symbolic link, or a mode that cannot be changed. `warn` hears of each change.
 */
export function securePrivateDir(dir: string, warn: Warn): void {
  try {
    ensurePrivateDir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new DataDirError(
      `cannot create the data directory ${dir} (${code}): pass --data-dir with a directory you can write to.`,
    );
  }
  // Windows keeps access in ACLs, which mode bits do not describe: there is nothing to check there.
  if (process.platform === 'win32') return;
  const stats = statSync(dir);
  if (!stats.isDirectory())
    throw new DataDirError(
      `${dir} is not a directory: pass --data-dir with a directory for the explorer's credentials and tokens.`,
    );
  makePrivate(dir, stats, dir, warn);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const entry = lstatSync(path);
    if (entry.isSymbolicLink()) {
      // chmod would follow it and change a file outside the data directory.
      throw new DataDirError(
        `${path} is a symbolic link: keep the file itself in ${dir} (the explorer keeps secrets only in files of its own), or remove the link.`,
      );
    }
    makePrivate(path, entry, dir, warn);
  }
}

/** Takes group and other permissions away from one path of the data directory `dir`. */
function makePrivate(path: string, stats: Stats, dir: string, warn: Warn): void {
  const uid = process.getuid?.();
  // Root may use anyone's directory; anyone else must own what holds their secrets.
  if (uid !== undefined && uid !== 0 && stats.uid !== uid) {
    throw new DataDirError(
      `${path} belongs to another user (uid ${stats.uid}), who can always read it. Use a directory of your own (--data-dir or BAYKIT_EXPLORER_HOME), or make it yours: sudo chown -R "$(id -un)" "${dir}"`,
    );
  }
  const loose = stats.mode & 0o077;
  if (loose === 0) return;
  const tight = stats.mode & 0o700;
  try {
    chmodSync(path, tight);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new DataDirError(
      `cannot make ${path} readable only by you (${code}): run chmod ${stats.isDirectory() ? '700' : '600'} "${path}", or use another directory (--data-dir).`,
    );
  }
  warn(`made ${path} readable only by you (mode ${octal(stats.mode)} -> ${octal(tight)}).`);
}

function octal(mode: number): string {
  return (mode & 0o777).toString(8).padStart(4, '0');
}

/**
 * Writes a file only the user can read, in a private directory (created 0700 when missing): baykit's one
 * private-file writer (`baykit/private-file`: a new 0600 file, created exclusively, renamed over the old one, so
 * there is no moment when it is readable by others and a crash leaves the old or the new content, never half).
 */
export function writePrivateFile(path: string, text: string): void {
  writeBaykitPrivateFile(path, text, { createDir: true });
}

/**
 * Reads a JSON data file: `undefined` when it does not exist, or when it is unreadable or not JSON — then
 * with one warning that names the file but never quotes its content (it holds secrets).
 */
export function readJsonFile(path: string, warn: Warn): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      warn(`cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}); starting without it.`);
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    warn(`ignoring ${path}: it is not valid JSON (it will be rewritten on the next change).`);
    return undefined;
  }
}
