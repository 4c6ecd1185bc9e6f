import { parseArgs } from 'node:util';
import { allOperations } from './call.js';
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
  let data: unknown;
  if (values.data !== undefined) {
    try {
      data = JSON.parse(values.data);
    } catch {
      throw new UsageError('--data must be a JSON object (the notification data).');
    }
  }
  const { url } = await ensureEmulator(io);
  const response = await fetch(`${url}/__emulator/notifications/emit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ topic, ...(data === undefined ? {} : { data }) }),
  });
  const answer = (await response.json()) as { error?: string; subscriptionIds?: string[] };
  if (!response.ok) throw new UsageError(answer.error ?? `The emulator refused (${response.status}).`);
  io.stdout(`${json(io, answer)}\n`);
  return 0;
}

const COMMANDS = [
  'call',
  'xml',
  'ops',
  'login',
  'logout',
  'token',
  'emulator',
  'trigger',
  'listen',
  'feed',
  'completion',
  'help',
];

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

/** `baykit help` and `--help`: every command with examples. */
export const HELP = `baykit: eBay's APIs from a terminal. With no keys it talks to a local emulator (started on first use).

Usage:
  baykit call <api.operation> [path values…] [options]   any REST operation
      -q, --query name=value     a query parameter (repeat it)
      -d, --body <json>|@file|-   the request body (- reads standard input)
      -H, --header Name:value     an extra header (repeat it)
      --paginate [--max-items N]  every item of every page, one JSON line each
      -i, --include               status and headers on standard error
      -o, --output <file>         save the answer (binary answers need it)
      --env emulator|sandbox|production, --allow-retired, -v/--verbose
  baykit xml <service> <CallName> [--field Name=value…] [--fields @file.json]
  baykit ops [words]               find operations;  baykit ops <api.operation>  one in full
  baykit login | logout | token [--app|--user] [--refresh] [--raw]
  baykit configure [--profile name] --env sandbox|production --app-id … [--dev-id …] [--ru-name …] < cert-id.txt
  baykit configure --list
  Every command that calls eBay takes --env, --profile <name> (or BAYKIT_PROFILE) and --account <name>.
  baykit emulator [status|stop|--foreground [--port N]]
  baykit trigger <topic> [--data '<json>']   the emulator pushes a notification now
  baykit listen --forward-to <url> [--topic T…]   forward the emulator's signed pushes to your endpoint
  baykit feed download <operation> --query name=value… --out <file> [--chunk-size N]   with progress, resumable
  baykit completion bash|zsh|fish

Examples:
  baykit call buy.browse.search --query q=phone --query limit=3
  baykit call sell.inventory.createOrReplaceInventoryItem SKU-1 --body @item.json
  baykit call sell.inventory.getInventoryItem SKU-1
  baykit call sell.fulfillment.getOrders --paginate --max-items 50 | jq .orderId
  baykit xml trading GetItem --field ItemID=110000000000
  baykit ops upload image
  baykit listen --forward-to http://localhost:3000/webhooks/ebay --topic MARKETPLACE_ACCOUNT_DELETION
  baykit feed download getItemFeed --query feed_scope=NEWLY_LISTED --query category_id=15709 --query date=20260101 --out items.gz

Environment: EBAY_APP_ID, EBAY_CERT_ID, EBAY_RU_NAME, EBAY_SANDBOX=true for eBay; BAYKIT_EMULATOR_PORT (4010);
tokens are kept in $XDG_STATE_HOME/baykit/tokens.json (mode 0600). Exit status: 0 done, 1 eBay or network error,
2 a usage mistake.
`;
