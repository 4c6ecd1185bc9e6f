import { parseArgs } from 'node:util';
import type { Emitted } from '@baykit/emulator/admin';
import { allOperations } from './operations.js';
import { COMMAND_HELP } from './help.js';
import { ensureEmulator } from './emulator-process.js';
import { json, UsageError, type CliIo } from './io.js';

/** `baykit trigger <topic> [--data '<json>']`: the local emulator pushes that notification topic now. */
export async function trigger(io: CliIo, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { data: { type: 'string' } },
  });
  const [topic] = positionals;
  if (!topic) throw new UsageError('baykit trigger needs a topic: baykit trigger MARKETPLACE_ACCOUNT_DELETION');
  let data: Record<string, unknown> | undefined;
  if (values.data !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(values.data);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new UsageError('--data must be a JSON object (the notification data).');
    data = parsed as Record<string, unknown>;
  }
  const { url } = await ensureEmulator(io);
  // Loaded by the one command that needs it: `call` and the others share this file's chunk.
  const { createEmulatorAdmin, isEmulatorAdminError } = await import('@baykit/emulator/admin');
  let answer: Emitted;
  try {
    answer = await createEmulatorAdmin({ baseUrl: url }).emitNotification(topic, data);
  } catch (error) {
    if (isEmulatorAdminError(error) && error.status === 400) throw new UsageError(error.detail ?? error.message);
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
  const operations = [...allOperations().keys()].join(' ');
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
