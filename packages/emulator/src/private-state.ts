// The private state directory the `baykit` command line and the explorer share (tokens, keys, the shared
// emulator's pid and owner secret): checked before each use, written without ever following a link, so another
// user of the machine can neither read it nor make baykit write through a link they planted.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** A state directory or file baykit will not use, because another user could read it or write through it. */
export class PrivateStateError extends Error {
  override readonly name = 'PrivateStateError';
}

/**
 * `$XDG_STATE_HOME/baykit` (default `~/.local/state/baykit`): where the command line keeps tokens and keys. `~` is
 * `env.HOME` when set, so an environment passed in (the command line's, run in process) is the whole story.
 */
export function sharedStateDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return join(env.XDG_STATE_HOME || join(env.HOME || homedir(), '.local', 'state'), 'baykit');
}

const octal = (mode: number): string => (mode & 0o777).toString(8).padStart(4, '0');

/** Mode bits describe access on POSIX systems only; Windows keeps it in ACLs. */
const POSIX = process.platform !== 'win32';

function checkOwner(path: string, stats: Stats, dir: string, setting = 'XDG_STATE_HOME'): void {
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
  if ((stats.mode & 0o022) !== 0)
    throw new PrivateStateError(
      `${dir} can be changed by other users (mode ${octal(stats.mode)}): run chmod 700 "${dir}".`,
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

const SECRET_FILE = 'emulator.secret';
const SECRET_BYTES = 32;

/**
 * This user's owner secret of the shared emulator (`emulator.secret` in the private state directory, 32 random
 * bytes, mode 0600): the background emulator knows it, and proves it with an HMAC of a fresh challenge, so the
 * command line and the explorer talk only to the emulator this user started (never to another user's server on
 * the same port). Made on first use when `create`; undefined when there is none and not `create`.
 */
export function sharedEmulatorSecret(
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: { create: boolean } = { create: true },
): Uint8Array | undefined {
  const dir = sharedStateDir(env);
  if (!securePrivateDir(dir, options)) return undefined;
  const path = join(dir, SECRET_FILE);
  let text = readPrivateFile(path, { onlyOwnerMayRead: true });
  if (text === undefined) {
    if (!options.create) return undefined;
    // Written whole to a temporary file, then linked to its name, which fails when another command made it first:
    // every command then reads the same complete secret.
    const temp = join(dir, `.${SECRET_FILE}.${randomBytes(6).toString('hex')}.tmp`);
    writeFileSync(temp, `${randomBytes(SECRET_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(temp, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temp, { force: true });
    }
    text = readPrivateFile(path, { onlyOwnerMayRead: true }) ?? '';
  }
  const hex = text.trim();
  if (!/^[0-9a-f]{64}$/.test(hex))
    throw new PrivateStateError(`${path} is not a secret baykit wrote: remove it (rm "${path}") to get a new one.`);
  return new Uint8Array(Buffer.from(hex, 'hex'));
}
