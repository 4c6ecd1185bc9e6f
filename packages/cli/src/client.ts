// The command line's targets: @baykit/local's (profiles, the token file, `--env`), with the background emulator
// this command line starts on first use (emulator-process.ts) and signs in on by itself.
import * as local from '@baykit/local';
import type { ClientExtras, EnvName, TargetClient, TargetFlags } from '@baykit/local';
import { ensureEmulator } from './emulator-process.js';
import type { CliIo } from './io.js';

export { envOf, TARGET_OPTIONS, type ClientExtras, type EnvName } from '@baykit/local';

/** A client for an environment, with its tokens in `$XDG_STATE_HOME/baykit/tokens.json` (0600): @baykit/local's. */
export type CliClient = TargetClient;

/** The client of a command's `--env`, `--profile` and `--account`; on the emulator, the background one. */
export function targetOf(io: CliIo, flags: TargetFlags, extras: ClientExtras = {}): Promise<CliClient> {
  return local.targetOf(io, flags, extras, () => ensureEmulator(io));
}

/** A client for `env`; on the emulator, the background one (started on first use). */
export function clientFor(io: CliIo, env: EnvName, extras: ClientExtras = {}): Promise<CliClient> {
  return local.clientFor(io, env, extras, () => ensureEmulator(io));
}

/**
 * Signs in on the emulator by itself: its consent page is approved through its admin API (no browser), the
 * code exchanged for a user token with every scope the emulator grants, kept in the token file.
 */
export async function signInOnEmulator(target: Pick<CliClient, 'client' | 'emulator'>): Promise<void> {
  // Loaded here, not at start-up: most commands find a user token already kept.
  const admin = await import('@baykit/emulator/admin');
  await admin.signInOnEmulator(target);
}

/** Makes sure a user token is there when a call needs one: on the emulator it signs in by itself. */
export function ensureUser(target: CliClient): Promise<void> {
  return local.ensureUser(target, signInOnEmulator);
}
