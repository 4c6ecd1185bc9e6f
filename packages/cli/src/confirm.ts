// The question `baykit call` and `baykit xml` ask before a guarded call (an effect beyond read and write:
// docs/security.md#effects) goes to eBay production, on the person's live account. The emulator (the default) and
// eBay's sandbox are never asked about: neither holds real money, real listings or real buyers' data, and a
// question there would teach people to answer yes without reading.
import type { CallArguments, CallEffects } from '@baykit/spec/effects';
import type { EnvName } from './client.js';
import { UsageError, type CliIo } from './io.js';
import { printable } from './printable.js';

/** `--yes` (`-y`): send a guarded call to production without asking, for scripts. */
export const YES_OPTION = { yes: { type: 'boolean', short: 'y' } } as const;

/** The answers that send: y or yes, in any case. Anything else, an empty line included, is no. */
const YES = /^\s*y(es)?\s*$/i;

/**
 * Whether the call of `operation` with `args` (REST `{ path, query, body, headers }`, or an XML call's request
 * fields) may be sent to `env`: at once when it is not production, when the operation only reads or writes, or with
 * `--yes`; else after the person answers y or yes to what it does. With no terminal to ask on it throws a
 * `UsageError` (exit status 2) that says what the call would do and to pass --yes. Call it before anything of the
 * call is sent.
 */
export async function maySend(
  io: CliIo,
  env: EnvName,
  operation: string,
  args: CallArguments,
  yes: boolean,
): Promise<boolean> {
  if (env !== 'production' || yes) return true;
  // Loaded for production alone: a call to the emulator does not read the effect table (test/lazy-loading.test.ts).
  const [{ callEffects }, { effectLines }] = await Promise.all([
    import('@baykit/spec/effects'),
    import('./effect-lines.js'),
  ]);
  const call = callEffects(operation, args);
  if (!call.guarded) return true;
  const lines = [
    `${operation} goes to eBay production, on your live account.`,
    '  Its effects:',
    ...effectLines(operation, '    '),
  ];
  const consequences = consequenceLines(call);
  if (consequences.length > 0) lines.push('  This call:', ...consequences.map((line) => `    ${line}`));
  // The arguments may come from a file or a pipe: what they quote is shown with control characters made visible.
  const description = printable(lines.join('\n'));
  if (!io.ask)
    throw new UsageError(
      `${description}\nNot sent: standard input is not a terminal, so baykit cannot ask you. Pass --yes to send it.`,
    );
  io.stderr(`${description}\n`);
  if (YES.test(await io.ask('Send it to eBay production? [y/N] '))) return true;
  io.stderr('Not sent.\n');
  return false;
}

/**
 * What these arguments do, in words; the amounts they name where no line says it already; and amounts with no
 * currency or that are not plain decimals, so the person sees what eBay may read differently.
 */
function consequenceLines(call: CallEffects): string[] {
  const out = [...call.lines];
  // A reader written for the operation names its money in its lines; the general search of the arguments does not.
  if (call.lines.length === 0)
    for (const amount of call.money.amounts)
      out.push(`an amount of ${amount.value.toFixed(2)} ${amount.currency} (${amount.at || 'the arguments'})`);
  for (const unclear of call.money.unclear) out.push(`an amount with no currency: ${unclear}`);
  for (const invalid of call.money.invalid) out.push(`an amount baykit cannot read: ${invalid}`);
  return out;
}
