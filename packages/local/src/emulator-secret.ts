// The shared emulator's owner secret: the one value that lets this user's tools tell their emulator from whatever
// else answers on its port (shared-emulator.ts, proof.ts).
import { randomBytes } from 'node:crypto';
import { linkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PrivateStateError } from './errors.js';
import { securePrivateDir } from './private-dir.js';
import { readPrivateFile } from './private-file.js';
import { sharedStateDir } from './state-dir.js';

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
