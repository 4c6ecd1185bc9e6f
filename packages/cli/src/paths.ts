import { homedir } from 'node:os';
import { join } from 'node:path';
import { sharedEmulatorUrl } from '@baykit/emulator';
import type { CliIo } from './io.js';

/** `$XDG_STATE_HOME/baykit` (default `~/.local/state/baykit`): tokens and the background emulator's pid. */
export function stateDir(io: CliIo): string {
  return join(io.env.XDG_STATE_HOME || join(homedir(), '.local', 'state'), 'baykit');
}

/**
 * The loopback port of the shared background emulator (`BAYKIT_EMULATOR_PORT`, default 4010): the same rule as the
 * explorer's, which joins this emulator when it runs (sharedEmulatorUrl in @baykit/emulator).
 */
export function emulatorPort(io: CliIo): number {
  return Number(new URL(sharedEmulatorUrl(io.env)).port);
}
