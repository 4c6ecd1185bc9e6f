import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Where a warning about a data file goes (stderr by default). */
export type Warn = (message: string) => void;

/** The default `Warn`: one line on stderr. */
export const warnOnStderr: Warn = (message) => {
  process.stderr.write(`baykit explorer: ${message}\n`);
};

/** Creates the data directory readable only by the user (mode 0700) when it does not exist yet. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Writes a file only the user can read. The content goes to a new file created with mode 0600 (never
 * chmod-ed afterwards, so there is no moment when it is readable by others) and is then renamed over the
 * old one, so a crash leaves either the old or the new content, never half of it.
 */
export function writePrivateFile(path: string, text: string): void {
  ensurePrivateDir(dirname(path));
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, text, { mode: 0o600, flag: 'wx' });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
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
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn(`cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}); starting without it.`);
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    warn(`ignoring ${path}: it is not valid JSON (it will be rewritten on the next change).`);
    return undefined;
  }
}
