// The one policy for baykit's private folders (the state folder, the profiles' folder, the explorer's data folder):
// a folder only this user can enter, below folders no one else can swap, created 0700 when missing and otherwise
// refused with a PrivateStateError that names the command that fixes it. Nothing is repaired behind the user's
// back: a folder that others could read may already have been read, and only its owner can judge that.
import { lstatSync, mkdirSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PrivateStateError } from './errors.js';

/** A mode as four octal digits (`0755`), for messages. */
export const octal = (mode: number): string => (mode & 0o777).toString(8).padStart(4, '0');

/** Mode bits describe access on POSIX systems only; Windows keeps it in ACLs. */
export const POSIX = process.platform !== 'win32';

/** Refuses `path` (in `dir`) when it belongs to another user, who can read or replace it. */
export function checkOwner(path: string, stats: Stats, dir: string, setting = 'XDG_STATE_HOME'): void {
  const uid = process.getuid?.();
  if (uid === undefined || stats.uid === uid) return;
  throw new PrivateStateError(
    `${path} belongs to another user (uid ${stats.uid}), who can read or replace what baykit keeps there. Use a directory of your own (set ${setting}), or make it yours: sudo chown -R "$(id -un)" "${dir}"`,
  );
}

/** Whether a directory's mode lets group or others change it: write permission without the sticky bit. */
const othersCanChange = (mode: number): boolean => (mode & 0o022) !== 0 && (mode & 0o1000) === 0;

/**
 * Refuses `dir` when a directory above it lets another user swap it (as ssh's StrictModes does): each existing
 * ancestor, and every directory a symbolic link among them resolves to, must belong to root or this user, and must
 * not be writable by group or others unless it is sticky (like /tmp, where no one can rename or delete another
 * user's entry). A link among them must be root's or this user's, or its owner could point it elsewhere. Missing
 * ancestors are created by `securePrivateDir` itself, mode 0700.
 */
function checkAncestors(dir: string, setting: string): void {
  const uid = process.getuid?.();
  const trusted = (owner: number): boolean => uid === undefined || owner === 0 || owner === uid;
  const refuse = (path: string, why: string, fix: string): never => {
    throw new PrivateStateError(
      `${path} ${why}, so they could swap ${dir} for a directory of their own: ${fix}, or set ${setting} to a directory of your own.`,
    );
  };
  const checkedReal = new Set<string>();
  const checkReal = (real: string): void => {
    for (let path = real; !checkedReal.has(path); path = dirname(path)) {
      checkedReal.add(path);
      const stats = statSync(path);
      if (!trusted(stats.uid)) refuse(path, `belongs to another user (uid ${stats.uid})`, 'move it out of there');
      if (othersCanChange(stats.mode))
        refuse(
          path,
          `can be changed by other users (mode ${octal(stats.mode)})`,
          `run chmod go-w "${path}" (or chmod +t for a shared directory, as /tmp is)`,
        );
      if (dirname(path) === path) break;
    }
  };
  const absolute = resolve(dir);
  const ancestors: string[] = [];
  for (let path = dirname(absolute); ; path = dirname(path)) {
    ancestors.unshift(path);
    if (dirname(path) === path) break;
  }
  for (const path of ancestors) {
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch (error) {
      // From here down securePrivateDir creates the directories itself.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stats.isSymbolicLink() && !trusted(stats.uid))
      refuse(path, `is a symbolic link of another user (uid ${stats.uid})`, `remove it (rm "${path}")`);
    checkReal(realpathSync(path));
  }
}

/**
 * Makes sure `dir` is a directory only this user can change: created with mode 0700 when `create` and absent
 * (resolves to false when absent and not `create`), else refused with a `PrivateStateError` that says how to fix it
 * when it is a symbolic link, not a directory, another user's, writable by group or others, or holds a link or
 * another user's file (baykit would read or write through it). `setting` names the variable that moves it
 * (default `XDG_STATE_HOME`), for the message.
 */
export function securePrivateDir(dir: string, options: { create: boolean; setting?: string }): boolean {
  const setting = options.setting ?? 'XDG_STATE_HOME';
  if (POSIX) checkAncestors(dir, setting);
  if (options.create) {
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      if (code !== 'EEXIST')
        throw new PrivateStateError(`cannot create ${dir} (${code}): set ${setting} to a directory you can write to.`);
    }
    // The first check stopped at the first missing ancestor; another user may have made one of them between that
    // check and mkdir (under a shared /tmp, say), so the whole chain is checked again now that it exists.
    if (POSIX) checkAncestors(dir, setting);
  }
  let stats: Stats;
  try {
    stats = lstatSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !options.create) return false;
    throw error;
  }
  if (!POSIX) return true;
  if (stats.isSymbolicLink())
    throw new PrivateStateError(
      `${dir} is a symbolic link: baykit keeps tokens and keys only in a directory of its own. Remove the link (rm "${dir}"), or set ${setting} to another place.`,
    );
  if (!stats.isDirectory())
    throw new PrivateStateError(`${dir} is not a directory: remove it, or set ${setting} to another place.`);
  checkOwner(dir, stats, dir, setting);
  if ((stats.mode & 0o077) !== 0)
    throw new PrivateStateError(
      `${dir} can be ${(stats.mode & 0o022) !== 0 ? 'changed' : 'read'} by other users (mode ${octal(stats.mode)}): run chmod 700 "${dir}".`,
    );
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    let entry: Stats;
    try {
      entry = lstatSync(path);
    } catch (error) {
      // Another command's temporary file, renamed away since: nothing to check.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (entry.isSymbolicLink())
      throw new PrivateStateError(
        `${path} is a symbolic link: baykit writes only files of its own there. Remove it (rm "${path}").`,
      );
    checkOwner(path, entry, dir, setting);
  }
  return true;
}
