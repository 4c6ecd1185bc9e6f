import type { Transport } from 'baykit';
import { terminalSafeJson } from './printable.js';

/**
 * Everything a command takes from its process: the process in `cli.ts` (the bin), a fake in tests of `run`. A
 * command reads its environment, working directory and standard streams here and never from `process`, and it sets
 * no exit code and no signal handler: `run` resolves to the exit status and the bin sets it, so commands run in
 * process one after another (tests, programs that drive the command line) leave nothing behind.
 */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The whole standard input (for `--body -`). */
  stdin(): Promise<string>;
  /**
   * Asks the person at the terminal `question` (written to standard error) and resolves to the line they type, or ''
   * when they end it (Ctrl-C, Ctrl-D). Absent when standard input is not a terminal (a pipe, a script, CI): a
   * command that needs an answer then refuses instead of waiting for one (confirm.ts).
   */
  ask?(question: string): Promise<string>;
  /** Whether standard output is a terminal (pretty JSON) or a pipe (compact JSON, one line). */
  isTty: boolean;
  /** The environment: `HOME`, `XDG_STATE_HOME`, `BAYKIT_EMULATOR_PORT` …; the background emulator gets exactly this. */
  env: Readonly<Record<string, string | undefined>>;
  /** The folder relative paths (`--body @file`, `--out`) are resolved against. */
  cwd: string;
  /**
   * Resolves when the user asks a command that runs until stopped (`listen`, `emulator --foreground`) to stop:
   * Ctrl-C or SIGTERM in the bin, which listens for them only while such a command waits here.
   */
  interrupted(): Promise<void>;
  /**
   * A new transport for each client of a command that calls eBay (sandbox or production; a client closes its own).
   * Absent, the client's own is used. A program that drives the command line routes eBay's traffic with it (through
   * a proxy, a recorder; the tests, to a server on loopback that stands in for eBay production). The emulator's
   * calls never go through it.
   */
  ebayTransport?(): Transport;
}

/**
 * A mistake in how the command was called: exit status 2, with what to fix. The class of @baykit/local, which
 * resolves profiles and targets for every tool, so one `instanceof` holds for its errors and the command's.
 */
export { UsageError } from '@baykit/local/errors';

/**
 * JSON as the terminal shows it: indented on a terminal, one line in a pipe (for jq and scripts). Control
 * characters inside strings are always `\u` escapes (JSON.stringify writes C0 so; DEL, C1 and bidirectional
 * controls are escaped here): the same JSON value, inert on a terminal (printable.ts).
 */
export function json(io: CliIo, value: unknown): string {
  return terminalSafeJson(io.isTty ? JSON.stringify(value, null, 2) : JSON.stringify(value));
}
