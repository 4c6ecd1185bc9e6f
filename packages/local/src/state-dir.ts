// Where baykit keeps what it must remember on this machine: the state folder (tokens, keys, the shared emulator's
// pid and owner secret) and the profiles' folder, both under the one policy of private-dir.ts. `~` is the
// environment's `HOME` when set, so an environment passed in (a command run in process) is the whole story.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { securePrivateDir } from './private-dir.js';

/** Environment variables, as a process or a test passes them. */
export type LocalEnv = Readonly<Record<string, string | undefined>>;

/** What the local helpers read of a program: its environment (the command line's `CliIo` is one). */
export interface LocalIo {
  readonly env: LocalEnv;
}

/** `$XDG_STATE_HOME/baykit` (default `~/.local/state/baykit`), not checked: `stateDir` checks it. */
export function sharedStateDir(env: LocalEnv = process.env): string {
  return join(env.XDG_STATE_HOME || join(env.HOME || homedir(), '.local', 'state'), 'baykit');
}

/**
 * The state folder (`sharedStateDir`), created 0700 when missing and checked before each use: a link, another
 * user's folder, one others can read or write, or a link inside it is a `PrivateStateError` that says how to fix it.
 */
export function stateDir(io: LocalIo): string {
  const dir = sharedStateDir(io.env);
  securePrivateDir(dir, { create: true });
  return dir;
}

/** `$XDG_CONFIG_HOME/baykit` (default `~/.config/baykit`), not checked: `configDir` checks it. */
export function configBase(io: LocalIo): string {
  return join(io.env.XDG_CONFIG_HOME || join(io.env.HOME || homedir(), '.config'), 'baykit');
}

/** The profiles' folder (`configBase`), checked as `stateDir`; created only when `create` (to write a profile). */
export function configDir(io: LocalIo, options: { create: boolean }): string | undefined {
  const dir = configBase(io);
  return securePrivateDir(dir, { ...options, setting: 'XDG_CONFIG_HOME' }) ? dir : undefined;
}
