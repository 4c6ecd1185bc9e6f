// The explorer's data folder (credentials, tokens) under @baykit/local's one policy, the same as the command line's
// state folder: created 0700 when missing, refused with the command that fixes it when others could read or change
// it. It is never repaired at start: a folder that others could read may have been read already, and only its
// owner can tell whether to move the keys in it (docs/security.md).
import { PrivateStateError, readPrivateFile, securePrivateDir } from '@baykit/local';

/** Where a warning about a data file goes (stderr by default). */
export type Warn = (message: string) => void;

/** The default `Warn`: one line on stderr. */
export const warnOnStderr: Warn = (message) => {
  process.stderr.write(`baykit explorer: ${message}\n`);
};

/** The flag and variable that move the data folder, for the messages that refuse one. */
const DATA_DIR_SETTING = '--data-dir or BAYKIT_EXPLORER_HOME';

/**
 * Makes sure the data folder is private before anything is read from it: created 0700 when missing, else a
 * `PrivateStateError` naming the fix when it is a link, another user's, readable or writable by others, or holds a
 * link or another user's file (`securePrivateDir` of @baykit/local).
 */
export function securePrivateDataDir(dir: string): void {
  securePrivateDir(dir, { create: true, setting: DATA_DIR_SETTING });
}

/**
 * Reads a JSON data file without following a link: `undefined` when it does not exist, or when it is unreadable
 * or not JSON (then with one warning that names the file but never quotes its content: it holds secrets). A link
 * or another user's file is a `PrivateStateError`.
 */
export function readJsonFile(path: string, warn: Warn): unknown {
  let text: string | undefined;
  try {
    text = readPrivateFile(path);
  } catch (error) {
    if (error instanceof PrivateStateError) throw error;
    warn(`cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}); starting without it.`);
    return undefined;
  }
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    warn(`ignoring ${path}: it is not valid JSON (it will be rewritten on the next change).`);
    return undefined;
  }
}
