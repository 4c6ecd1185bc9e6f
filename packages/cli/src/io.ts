import { terminalSafeJson } from './printable.js';

/** Where the command line reads and writes: the process in `cli.ts`, a fake in tests of `run`. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The whole standard input (for `--body -`). */
  stdin(): Promise<string>;
  /** Whether standard output is a terminal (pretty JSON) or a pipe (compact JSON, one line). */
  isTty: boolean;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

/** A mistake in how the command was called: exit status 2, with what to fix. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * JSON as the terminal shows it: indented on a terminal, one line in a pipe (for jq and scripts). Control
 * characters inside strings are always `\u` escapes (JSON.stringify writes C0 so; DEL, C1 and bidirectional
 * controls are escaped here): the same JSON value, inert on a terminal (printable.ts).
 */
export function json(io: CliIo, value: unknown): string {
  return terminalSafeJson(io.isTty ? JSON.stringify(value, null, 2) : JSON.stringify(value));
}
