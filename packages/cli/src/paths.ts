import { homedir } from 'node:os';
import { join } from 'node:path';
import { securePrivateDir, sharedEmulatorUrl, sharedStateDir } from '@baykit/emulator/shared';
import type { CliIo } from './io.js';

/**
 * `$XDG_STATE_HOME/baykit` (default `~/.local/state/baykit`): tokens, the emulator's signing key, the background
 * emulator's pid and owner secret. Created with mode 0700, and checked before each use (securePrivateDir in
 * @baykit/emulator): a link, another user's directory, one that others can write, or a link inside it is refused
 * with a `PrivateStateError` that says how to fix it.
 */
export function stateDir(io: CliIo): string {
  const dir = sharedStateDir(io.env);
  securePrivateDir(dir, { create: true });
  return dir;
}

/** `$XDG_CONFIG_HOME/baykit`, by default `~/.config/baykit` with `~` the command's `HOME` (io.env), not the process's. */
export function configBase(io: CliIo): string {
  return join(io.env.XDG_CONFIG_HOME || join(io.env.HOME || homedir(), '.config'), 'baykit');
}

/** `$XDG_CONFIG_HOME/baykit` (default `~/.config/baykit`): the profiles. Checked as `stateDir`, created only to write. */
export function configDir(io: CliIo, options: { create: boolean }): string | undefined {
  const dir = configBase(io);
  return securePrivateDir(dir, { ...options, setting: 'XDG_CONFIG_HOME' }) ? dir : undefined;
}

/**
 * The loopback port of the shared background emulator (`BAYKIT_EMULATOR_PORT`, default 4010): the same rule as the
 * explorer's, which joins this emulator when it runs (sharedEmulatorUrl in @baykit/emulator).
 */
export function emulatorPort(io: CliIo): number {
  return Number(new URL(sharedEmulatorUrl(io.env)).port);
}
