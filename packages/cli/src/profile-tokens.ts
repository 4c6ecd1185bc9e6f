import { join } from 'node:path';
import { securePrivateDir, sharedStateDir } from '@baykit/local';
import { FileTokenStore, tokenKey } from 'baykit';
import type { CliIo } from './io.js';
import { loginCommand } from './sign-in.js';

/**
 * One line per user token the token file keeps for a profile's keys (one per `--account`): signed in until when, or
 * that its refresh token expired and the command that signs in again. None when the token file is not there.
 */
export function profileTokenLines(
  io: CliIo,
  name: string,
  profile: { env: string; appId: string },
  now: number,
): string[] {
  const dir = sharedStateDir(io.env);
  // Listing profiles creates nothing: no state folder means no tokens.
  if (!securePrivateDir(dir, { create: false })) return [];
  const store = new FileTokenStore(join(dir, 'tokens.json'));
  const prefix = tokenKey({ environment: profile.env, appId: profile.appId, kind: 'user', account: '' });
  const lines: string[] = [];
  for (const key of store.keys().filter((k) => k.startsWith(prefix))) {
    const token = store.get(key);
    const account = key.slice(prefix.length);
    const end = token?.refreshTokenExpiresAt;
    if (!token || end === undefined) continue;
    const who = account === 'default' ? 'user token' : `user token of ${account}`;
    const signIn = loginCommand(io, { profile: name, ...(account === 'default' ? {} : { account }) });
    const date = new Date(end).toISOString();
    lines.push(
      end <= now
        ? `  ${who}: refresh token expired on ${date} — sign in again: ${signIn}`
        : `  ${who}: refresh token expires ${date}`,
    );
  }
  return lines;
}
