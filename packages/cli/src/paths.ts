import { homedir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from './io.js';

/** `$XDG_STATE_HOME/baykit` (default `~/.local/state/baykit`): tokens and the background emulator's pid. */
export function stateDir(io: CliIo): string {
  return join(io.env.XDG_STATE_HOME || join(homedir(), '.local', 'state'), 'baykit');
}

/** The loopback port of the shared background emulator (`BAYKIT_EMULATOR_PORT`, default 4010). */
export function emulatorPort(io: CliIo): number {
  const raw = io.env.BAYKIT_EMULATOR_PORT;
  const port = raw === undefined || raw === '' ? 4010 : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`BAYKIT_EMULATOR_PORT must be a port number (1–65535), not "${raw}".`);
  return port;
}
