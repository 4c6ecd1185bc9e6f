// A copied `baykit` command as sh reads it when pasted: a shell function named baykit prints what it was given.
import { execFileSync } from 'node:child_process';

/** The `BAYKIT_EMULATOR_PORT` and the arguments sh gives `baykit` when `command` is pasted into it. */
export function pasteIntoSh(command: string): { port: string; args: string[] } {
  const printed = execFileSync('sh', ['-c', `baykit() { printf '%s\\0' "$BAYKIT_EMULATOR_PORT" "$@"; }\n${command}`], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  const [port = '', ...args] = printed.split('\0').slice(0, -1);
  return { port, args };
}
