import { parseArgs } from 'node:util';
import type { TargetFlags } from '@baykit/local';

// Moved to @baykit/local (the MCP server names the same sign-in command); kept here for the command line's modules.
export { loginCommand, type TargetFlags } from '@baykit/local';

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

/** The typed errors a new sign-in fixes (baykit's class names, packages/client/README.md#errors). */
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
