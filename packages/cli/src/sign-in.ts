import { parseArgs } from 'node:util';
import type { CliIo } from './io.js';

/** The flags that say where a command's calls go (`TARGET_OPTIONS` in client.ts). */
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
export function loginCommand(io: CliIo, flags: TargetFlags, env?: string): string {
  const profile = flags.profile ?? io.env.BAYKIT_PROFILE;
  const environment = env ?? flags.env;
  const where = profile ? ` --profile ${profile}` : environment ? ` --env ${environment}` : '';
  return `baykit login${where}${flags.account ? ` --account ${flags.account}` : ''}`;
}

/**
 * The target flags of a command line, read leniently (any other flag is skipped): for the error of a command that
 * stopped after its own parsing, which knows no target any more.
 */
export function targetFlagsOf(argv: readonly string[]): TargetFlags {
  try {
    const { values } = parseArgs({
      args: [...argv],
      strict: false,
      allowPositionals: true,
      options: { env: { type: 'string' }, profile: { type: 'string' }, account: { type: 'string' } },
    });
    const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
    return { env: text(values.env), profile: text(values.profile), account: text(values.account) };
  } catch {
    return {};
  }
}

/** The typed errors a new sign-in fixes (baykit's class names, DESIGN.md §2). */
const SIGN_IN_FIXES: ReadonlySet<string> = new Set([
  'InvalidGrantError',
  'RefreshTokenExpiredError',
  'InvalidAccessTokenError',
  'IafTokenExpiredError',
  'TokenRequiredError',
  'TokenError',
]);

/** Whether signing in again is what an error of this class asks for. */
export function signInFixes(name: string): boolean {
  return SIGN_IN_FIXES.has(name);
}
