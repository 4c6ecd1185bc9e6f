import { parseArgs } from 'node:util';
import type {
  Emitted,
  SimulateEvent,
  SimulateFieldKind,
  SimulateFieldsMap,
  SimulateResultMap,
} from '@baykit/emulator/admin';
import { restOperations } from './lookup.js';
import { COMMAND_HELP } from './help.js';
import { ensureEmulator } from './emulator-process.js';
import { json, UsageError, type CliIo } from './io.js';

/** The JSON object `--data` names (a notification's data), or undefined without it. */
function dataOf(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UsageError('--data must be a JSON object (the notification data).');
  return parsed as Record<string, unknown>;
}

/** The JSON fields of simulated `event` from `--field name=value`, each turned into its kind (SIMULATE_FIELDS). */
function fieldsOf(
  event: SimulateEvent,
  kinds: Readonly<Record<string, SimulateFieldKind>>,
  given: readonly string[],
): Record<string, string | number | boolean> {
  const fields: Record<string, string | number | boolean> = {};
  for (const pair of given) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const text = at < 0 ? '' : pair.slice(at + 1);
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : undefined;
    if (at < 0 || kind === undefined)
      throw new UsageError(`--field takes name=value, a field of ${event}: ${Object.keys(kinds).join(', ')}.`);
    if (Object.hasOwn(fields, name)) throw new UsageError(`--field ${name} is given twice.`);
    if (kind === 'number') {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) throw new UsageError(`--field ${name} must be a number.`);
      fields[name] = value;
    } else if (kind === 'boolean') {
      if (text !== 'true' && text !== 'false') throw new UsageError(`--field ${name} must be true or false.`);
      fields[name] = text === 'true';
    } else {
      fields[name] = text;
    }
  }
  return fields;
}

/**
 * `baykit trigger <event> [--field name=value]…`: the local emulator makes a simulated event happen (a buyer's
 * `purchase`, …) and prints what it produced; `baykit trigger <topic> [--data '<json>']` pushes a notification topic
 * now, as before; `baykit trigger --list` lists the events.
 */
export async function trigger(io: CliIo, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { data: { type: 'string' }, field: { type: 'string', multiple: true }, list: { type: 'boolean' } },
  });
  // Loaded by the one command that needs it: `call` and the others share this file's chunk.
  const admin = await import('@baykit/emulator/admin');
  if (values.list) {
    for (const event of admin.SIMULATE_EVENTS)
      io.stdout(
        `${event}  ${Object.keys(admin.SIMULATE_FIELDS[event])
          .map((f) => `--field ${f}=…`)
          .join(' ')}\n`,
      );
    io.stdout("<notification topic>  --data '<json>'  (such as MARKETPLACE_ACCOUNT_DELETION)\n");
    return 0;
  }
  const [name] = positionals;
  if (!name)
    throw new UsageError(
      `baykit trigger needs an event (${admin.SIMULATE_EVENTS.join(', ')}) or a notification topic: baykit trigger purchase --field listingId=110000000000`,
    );
  const simulated = admin.isSimulateEvent(name) ? name : undefined;
  if (simulated && values.data !== undefined)
    throw new UsageError(`${simulated} takes --field name=value, not --data.`);
  if (!simulated && values.field !== undefined)
    throw new UsageError(
      `--field is for simulated events (${admin.SIMULATE_EVENTS.join(', ')}); a topic takes --data.`,
    );
  const data = dataOf(values.data);
  const fields = simulated ? fieldsOf(simulated, admin.SIMULATE_FIELDS[simulated], values.field ?? []) : {};
  const { url } = await ensureEmulator(io);
  const client = admin.createEmulatorAdmin({ baseUrl: url });
  let answer: Emitted | SimulateResultMap[SimulateEvent];
  try {
    // The emulator checks each field again (its kind was set above from SIMULATE_FIELDS).
    answer = simulated
      ? await client.simulate(simulated, fields as SimulateFieldsMap[SimulateEvent])
      : await client.emitNotification(name, data);
  } catch (error) {
    if (admin.isEmulatorAdminError(error) && error.status === 400) throw new UsageError(error.detail ?? error.message);
    throw error;
  }
  io.stdout(`${json(io, answer)}\n`);
  return 0;
}

/** The commands completion offers (every one with help, and `help`). */
const COMMANDS = [...Object.keys(COMMAND_HELP), 'help'];

/** `baykit completion bash|zsh|fish`: a completion script with the commands and every operation name. */
export function completion(io: CliIo, argv: string[]): number {
  const [shell] = argv;
  const operations = restOperations()
    .map(([name]) => name)
    .join(' ');
  if (shell === 'bash' || shell === 'zsh') {
    const script = `# baykit completion (${shell}): eval "$(baykit completion ${shell})"
${shell === 'zsh' ? 'autoload -U +X bashcompinit && bashcompinit\n' : ''}_baykit() {
  local cur=\${COMP_WORDS[COMP_CWORD]}
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=( $(compgen -W "${COMMANDS.join(' ')}" -- "$cur") )
  elif [ "\${COMP_WORDS[1]}" = call ] || [ "\${COMP_WORDS[1]}" = ops ]; then
    COMPREPLY=( $(compgen -W "${operations}" -- "$cur") )
  fi
}
complete -F _baykit baykit
`;
    io.stdout(script);
    return 0;
  }
  if (shell === 'fish') {
    io.stdout(
      `# baykit completion (fish): baykit completion fish | source
complete -c baykit -f -n '__fish_use_subcommand' -a '${COMMANDS.join(' ')}'
complete -c baykit -f -n '__fish_seen_subcommand_from call ops' -a '${operations}'
`,
    );
    return 0;
  }
  throw new UsageError('baykit completion takes bash, zsh or fish.');
}
