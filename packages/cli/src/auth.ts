import { parseArgs } from 'node:util';
import { USER_SCOPES, type AccessToken } from 'baykit';
import { signInOnEmulator, TARGET_OPTIONS, targetOf } from './client.js';
import { UsageError, type CliIo } from './io.js';
import { printable } from './printable.js';

/** A token for display: its length and last four characters only. */
export function mask(token: string): string {
  return `${'•'.repeat(8)}${token.slice(-4)} (${token.length} characters)`;
}

/** `baykit login`: the consent flow; on the emulator it completes by itself. */
export async function login(io: CliIo, argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { ...TARGET_OPTIONS, scope: { type: 'string', multiple: true } },
  });
  const target = await targetOf(io, values);
  try {
    if (target.emulator) {
      await signInOnEmulator(target);
      io.stdout('signed in on the local emulator as testuser_baykit\n');
      return 0;
    }
    const scope = values.scope ?? [...USER_SCOPES];
    io.stdout(
      `Open this URL, sign in and approve, then paste the URL you were sent back to (or its code):\n\n${target.client.oauth2.generateAuthUrl({ scope })}\n\n`,
    );
    const pasted = (await io.stdin()).trim();
    if (!pasted) throw new UsageError('No redirect URL or code was pasted.');
    await target.client.oauth2.getToken(pasted, { scope });
    io.stdout(`signed in on ${target.env}\n`);
    return 0;
  } finally {
    await target.client.close();
  }
}

/** `baykit logout`: forgets the environment's tokens. */
export async function logout(io: CliIo, argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { ...TARGET_OPTIONS } });
  const target = await targetOf(io, values);
  try {
    const environment = target.emulator ?? target.env;
    const removed = target.store.deleteByPrefix(`baykit:${environment}:`);
    io.stdout(`forgot ${removed} token${removed === 1 ? '' : 's'} of ${target.env}\n`);
    return 0;
  } finally {
    await target.client.close();
  }
}

/**
 * When the token and its refresh token expire, each marked `expired` once past: an expired access token is renewed
 * by the next call, an expired refresh token only by signing in again (the client refuses it before sending).
 */
export function expiryLines(token: AccessToken, now: number, signIn: string): string {
  let lines = '';
  if (token.expiresAt !== undefined)
    lines += `  expires: ${new Date(token.expiresAt).toISOString()}${token.expiresAt <= now ? ' (expired)' : ''}\n`;
  const refreshEnd = token.refreshTokenExpiresAt;
  if (refreshEnd === undefined) return lines;
  const date = new Date(refreshEnd).toISOString();
  return `${lines}${refreshEnd <= now ? `  refresh token: expired on ${date} — sign in again: ${signIn}` : `  refresh token expires: ${date}`}\n`;
}

/** `baykit token [--app|--user] [--refresh] [--raw]`: grant, scopes and expiry, the token masked unless --raw. */
export async function token(io: CliIo, argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...TARGET_OPTIONS,
      app: { type: 'boolean' },
      user: { type: 'boolean' },
      refresh: { type: 'boolean' },
      raw: { type: 'boolean' },
    },
  });
  const kind = values.app ? 'application' : 'user';
  const target = await targetOf(io, values);
  try {
    if (kind === 'application' && (values.refresh || !(await target.client.oauth2.getCredentials('application'))))
      await target.client.oauth2.mintApplicationAccessToken();
    if (values.refresh && kind === 'user') await target.client.oauth2.refreshUserAccessToken();
    const current = await target.client.oauth2.getCredentials(kind);
    if (!current) throw new UsageError(`No ${kind} token on ${target.env}: run ${target.signIn ?? 'baykit login'}.`);
    if (values.raw) {
      // Exact into a pipe (for curl); on a terminal, a token the network sent cannot act on it.
      io.stdout(`${io.isTty ? printable(current.accessToken) : current.accessToken}\n`);
      return 0;
    }
    io.stdout(`${kind} token on ${target.env}\n  token: ${mask(current.accessToken)}\n`);
    // The grant that gave it: client credentials for the application token; the user's consent (authorization
    // code), renewed by its refresh token, for a user token.
    io.stdout(
      `  grant: ${kind === 'application' ? 'client_credentials' : `authorization_code${current.refreshToken ? ', renewed with its refresh token' : ''}`}\n`,
    );
    io.stdout(`  obtained: ${new Date(current.obtainedAt).toISOString()}\n`);
    io.stdout(expiryLines(current, Date.now(), target.signIn ?? 'baykit login'));
    io.stdout(
      printable(`  scopes: ${current.scope.map((s) => s.replace(/^.*\/oauth\//, '')).join(', ') || '(none)'}\n`),
    );
    return 0;
  } finally {
    await target.client.close();
  }
}
