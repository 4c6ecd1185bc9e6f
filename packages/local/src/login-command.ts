import type { LocalIo } from './state-dir.js';

/** The flags that say where a command's calls go (`TARGET_OPTIONS` in targets.ts). */
export interface TargetFlags {
  env?: string | undefined;
  profile?: string | undefined;
  account?: string | undefined;
}

/**
 * The command that signs in again for the same target: `baykit login --profile NAME` when a profile chose the keys
 * (`--profile` or `BAYKIT_PROFILE`), else `--env` with the environment the command used (`env`, else its flag), and
 * `--account` when one was given.
 */
export function loginCommand(io: LocalIo, flags: TargetFlags, env?: string): string {
  const profile = flags.profile ?? io.env.BAYKIT_PROFILE;
  const environment = env ?? flags.env;
  const where = profile ? ` --profile ${profile}` : environment ? ` --env ${environment}` : '';
  return `baykit login${where}${flags.account ? ` --account ${flags.account}` : ''}`;
}
