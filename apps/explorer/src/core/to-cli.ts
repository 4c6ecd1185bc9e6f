import type { CallInput, OperationDetail, XmlCallDetail } from '../../shared/api.js';
import { escapeJsonControls, pasteHazard, pasteRefusal } from './paste-safe.js';

/**
 * Characters a word may hold unquoted: none is special to sh, bash or zsh anywhere in a word (no `|`, `&`, `;`,
 * quotes, `$`, globs, `~`, `#`, `!`, braces or blanks). `=` only after the first character: zsh expands a word
 * that starts with `=`.
 */
const SAFE_WORD = /^[A-Za-z0-9_@%+:,./-][A-Za-z0-9_@%+=:,./-]*$/;

/**
 * One shell word that sh, bash and zsh read back as exactly `value`: as it is when every character is on the
 * allow-list, else in single quotes, where nothing is special; a `'` inside closes them, is escaped and reopens
 * them (`'\''`). (A NUL cannot be in a command's arguments at all.)
 */
export function shellWord(value: string): string {
  return SAFE_WORD.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
}

/**
 * What the command line needs besides its arguments: the XML fields as a JSON file, when they hold lists, or
 * names or characters a `--field` pair cannot carry safely.
 */
export interface CliCommand {
  /** The arguments, `baykit` first, before any shell quoting. */
  argv: string[];
  /** Written to `fields.json` before the command runs (`--fields @fields.json`). */
  fieldsFile?: Record<string, unknown>;
}

/** `toCli`'s answer: the command to paste, or why none was written. */
export type CliText = { command: string } | { refused: string };

/**
 * Names that must never be a `--field` path segment: a command line that builds objects from dotted paths could
 * write them onto Object.prototype (`__proto__.x=…`). JSON.parse makes an own `__proto__` key, so an imported
 * collection can hold one; such fields go through the fields file, which is parsed as JSON.
 */
const PROTOTYPE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** The command line's `--env`: the local environment is its `emulator`, named, so EBAY_APP_ID cannot redirect it. */
const ENV_NAME: Record<CallInput['env'], string> = {
  local: 'emulator',
  sandbox: 'sandbox',
  production: 'production',
};

/**
 * `--flag value`, or `--flag=value` when the value starts with `-`: the command line's parser (node:util
 * parseArgs) refuses a separate value that looks like an option.
 */
function option(flag: string, value: string): string[] {
  return value.startsWith('-') ? [`${flag}=${value}`] : [flag, value];
}

/**
 * Dotted `Name.Sub=value` pairs of nested fields; undefined when they cannot be written that way (a list, a null,
 * an empty object, a name that is empty or holds `.` or `=`, which the command line reads as nesting or as the
 * value's start, a prototype name, or a name or value with a character unsafe to paste): the fields go in a file
 * then, whose JSON escapes those characters.
 */
function flatten(fields: Record<string, unknown>, prefix = ''): string[] | undefined {
  const out: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (name === '' || name.includes('.') || name.includes('=') || PROTOTYPE_NAMES.has(name) || pasteHazard(name))
      return undefined;
    const path = prefix ? `${prefix}.${name}` : name;
    if (Array.isArray(value) || value === null || value === undefined) return undefined;
    if (typeof value === 'object') {
      const inner = flatten(value as Record<string, unknown>, path);
      if (!inner || inner.length === 0) return undefined;
      out.push(...inner);
    } else if (pasteHazard(String(value))) return undefined;
    else out.push(`${path}=${String(value)}`);
  }
  return out;
}

/**
 * The first REST value a one-line command cannot hold safely (`the query value "q"`) and its character. The body
 * never is one: it is written as JSON with its control characters escaped.
 */
function restHazard(input: Extract<CallInput, { kind: 'rest' }>): { where: string; character: string } | undefined {
  const named = (what: string, name: string) => `${what} ${JSON.stringify(name)}`;
  const values: [string, string][] = [
    ...Object.entries(input.path).map(([name, value]): [string, string] => [named('the path value', name), value]),
    ...Object.entries(input.query).flatMap(([name, value]): [string, string][] => [
      ['the name of a query parameter', name],
      [named('the query value', name), value],
    ]),
    ...Object.entries(input.headers).flatMap(([name, value]): [string, string][] => [
      ['the name of a header', name],
      [named('the header value', name), value],
    ]),
  ];
  for (const [where, value] of values) {
    const character = pasteHazard(value);
    if (character) return { where, character };
  }
  return undefined;
}

/**
 * The same call as a `baykit` command's arguments (`@baykit/cli`): `baykit call <api.operation> --query … --header
 * … --body … --env … -- <path values>` or `baykit xml <service> <Call> --field … --env …`. Path values come
 * after `--`, so one that starts with `-` is still a value.
 */
export function cliCommand(input: CallInput, detail: OperationDetail | XmlCallDetail): CliCommand {
  const argv: string[] = ['baykit'];
  const env = ['--env', ENV_NAME[input.env]];
  if (input.kind === 'rest') {
    argv.push('call', `${input.api}.${input.operationId}`);
    for (const [name, value] of Object.entries(input.query))
      if (value !== '') argv.push(...option('--query', `${name}=${value}`));
    for (const [name, value] of Object.entries(input.headers)) argv.push(...option('--header', `${name}:${value}`));
    if (input.body !== undefined) argv.push(...option('--body', escapeJsonControls(JSON.stringify(input.body))));
    argv.push(...env);
    const pathNames = 'parameters' in detail ? detail.parameters.filter((p) => p.in === 'path').map((p) => p.name) : [];
    if (pathNames.length > 0) argv.push('--', ...pathNames.map((name) => input.path[name] ?? ''));
    return { argv };
  }
  argv.push('xml', input.service, input.callName);
  const pairs = flatten(input.fields);
  if (pairs) {
    for (const pair of pairs) argv.push(...option('--field', pair));
    return { argv: [...argv, ...env] };
  }
  return { argv: [...argv, '--fields', '@fields.json', ...env], fieldsFile: input.fields };
}

/** What `toCli` needs to know beyond the call. */
export interface CliOptions {
  /**
   * Variables the command must set to reach the explorer's local emulator (`BAYKIT_EMULATOR_PORT`: the session's
   * `emulator.cli`), written before `baykit` for a call to the local environment only.
   */
  localEnv?: Readonly<Record<string, string>>;
}

/** A variable name sh takes in an assignment before a command. */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `NAME=value` words that set `options.localEnv` for this one command (a local call's only). */
function assignments(input: CallInput, options: CliOptions): string[] {
  if (input.env !== 'local') return [];
  return Object.entries(options.localEnv ?? {})
    .filter(([name, value]) => VARIABLE_NAME.test(name) && !pasteHazard(value))
    .map(([name, value]) => `${name}=${shellWord(value)}`);
}

/**
 * The same call as a command to paste into a shell: `cliCommand`'s arguments, each one `shellWord`, after the
 * variables a local call needs to reach the explorer's emulator (`options.localEnv`), after a here-document that writes `fields.json` when the XML fields need one. Its quoted delimiter keeps the JSON as
 * written, and pretty-printed JSON never has a line that is only `EOF` (every string in it is quoted).
 *
 * Nothing in the text is a character a terminal acts on (`paste-safe.ts`): JSON escapes them, and a REST path,
 * query or header value that holds one (a collection file can) gets no command at all but `refused`, which says
 * which value. sh has no quoting that writes such a character as printable text.
 */
export function toCli(input: CallInput, detail: OperationDetail | XmlCallDetail, options: CliOptions = {}): CliText {
  const hazard = input.kind === 'rest' ? restHazard(input) : undefined;
  if (hazard) return { refused: pasteRefusal(hazard.where, hazard.character) };
  const { argv, fieldsFile } = cliCommand(input, detail);
  const command = `${[...assignments(input, options), ...argv.map(shellWord)].join(' ')}\n`;
  if (fieldsFile === undefined) return { command };
  const json = escapeJsonControls(JSON.stringify(fieldsFile, null, 2));
  return { command: `cat > fields.json <<'EOF'\n${json}\nEOF\n${command}` };
}
