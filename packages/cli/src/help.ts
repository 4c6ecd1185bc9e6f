import { ownValue } from './names.js';

/** One command's help: what it does, its usage and options, and examples that run as they are. */
interface CommandHelp {
  summary: string;
  usage: string;
  options?: readonly (readonly [flag: string, meaning: string])[];
  examples: readonly string[];
}

const TARGET: readonly (readonly [string, string])[] = [
  [
    '--env emulator|sandbox|production',
    'where the call goes (default: a profile’s, else eBay with EBAY_APP_ID, else the emulator)',
  ],
  ['--profile <name>', 'keys from `baykit configure` (or BAYKIT_PROFILE)'],
  ['--account <name>', 'which signed-in eBay account’s user token to use (several sellers side by side)'],
];

/** `--yes` of the commands that ask before a guarded call to eBay production (confirm.ts). */
const YES_HELP = 'send a guarded call (baykit ops shows effects) to eBay production without asking';

/** Every command's help, in the order `baykit help` lists them. */
export const COMMAND_HELP: Readonly<Record<string, CommandHelp>> = {
  call: {
    summary: 'any REST operation, by its method name',
    usage: 'baykit call <api.operation> [path values…] [options]',
    options: [
      ['-q, --query name=value', 'a query parameter (repeat it)'],
      ['-d, --body <json>|@file|-', 'the request body: inline JSON, a file, or - for standard input'],
      ['-H, --header Name:value', 'an extra header (repeat it), e.g. X-EBAY-C-MARKETPLACE-ID:EBAY_DE'],
      ['--paginate [--max-items N]', 'every item of every page, one JSON line each'],
      ['--sign', 'sign the request (calls eBay wants signed are signed anyway when a key is there)'],
      ['-i, --include', 'status and headers on standard error'],
      ['-o, --output <file>', 'save the answer (binary answers need it)'],
      ['--allow-retired', 'send a call eBay decommissioned anyway'],
      ['-v, --verbose', 'every request and answer on standard error, credentials masked'],
      ['-y, --yes', YES_HELP],
      ...TARGET,
    ],
    examples: [
      'baykit call buy.browse.search --query q=phone --query limit=3',
      'baykit call buy.browse.getItem "v1|110000000000|0" --include',
      'baykit call sell.inventory.createOrReplaceInventoryItem SKU-1 --body @item.json',
      'baykit call sell.fulfillment.getOrders --paginate --max-items 50 | jq -r .orderId',
      'baykit call sell.finances.getSellerFundsSummary --verbose',
    ],
  },
  xml: {
    summary: 'a call of eBay’s XML services (Trading, Shopping, …)',
    usage: 'baykit xml <service> <CallName> [--field Name=value…] [--fields @file.json]',
    options: [
      ['-f, --field Name=value', 'a request field; dotted names nest (Item.Title=Lamp); repeat it'],
      ['--fields @file.json', 'the request fields as JSON'],
      ['--allow-retired', 'send a call eBay retired anyway'],
      ['-v, --verbose', 'the XML sent and received, credentials masked'],
      ['-y, --yes', YES_HELP],
      ...TARGET,
    ],
    examples: [
      'baykit xml trading GetItem --field ItemID=110000000000',
      'baykit xml trading GetMyeBaySelling --field ActiveList.Include=true',
      'baykit xml trading AddFixedPriceItem --fields @item.json',
    ],
  },
  ops: {
    summary: 'find operations by words, with their effects, or show one in full (a REST operation or an XML call)',
    usage: 'baykit ops [words…] | baykit ops <api.operation> [--depth N] | baykit ops <service> <Call> [--depth N]',
    options: [['--depth N', 'how many levels of the body’s (or Trading request’s) fields to show (default 3)']],
    examples: [
      'baykit ops upload image',
      'baykit ops inventory item',
      'baykit ops sell.inventory.getInventoryItem',
      'baykit ops trading GetItem --depth 1',
    ],
  },
  login: {
    summary: 'sign in for a user token (the emulator signs in by itself)',
    usage: 'baykit login [--scope <scope>…] [--env …] [--profile …] [--account …]',
    options: [['--scope <scope>', 'an OAuth scope to ask for (repeat it; default: every user scope)'], ...TARGET],
    examples: ['baykit login', 'baykit login --profile sb', 'baykit login --env production --account seller-2'],
  },
  logout: {
    summary: 'forget the tokens of an environment and account',
    usage: 'baykit logout [--env …] [--profile …] [--account …]',
    options: TARGET,
    examples: ['baykit logout', 'baykit logout --profile sb'],
  },
  token: {
    summary: 'the current token: grant, scopes and expiry (marked expired once past), masked',
    usage: 'baykit token [--app|--user] [--refresh] [--raw] [--env …] [--profile …] [--account …]',
    options: [
      ['--app | --user', 'the application or the user token (default: the user token)'],
      ['--refresh', 'get a new one first'],
      ['--raw', 'print the token itself (for curl), nothing else'],
      ...TARGET,
    ],
    examples: ['baykit token', 'baykit token --app', 'curl -H "Authorization: Bearer $(baykit token --raw)" …'],
  },
  configure: {
    summary: 'keep a keyset for sandbox or production in a profile (file mode 0600)',
    usage:
      'baykit configure [--profile name] --env sandbox|production --app-id … [--dev-id …] [--ru-name …] < cert-id.txt | baykit configure --list',
    options: [
      ['--profile <name>', 'the profile to write (default: default)'],
      ['--app-id, --dev-id, --ru-name', 'the keyset; the cert id is read from standard input, never a flag'],
      ['--list', 'the profiles, cert ids masked'],
    ],
    examples: [
      'baykit configure --profile sb --env sandbox --app-id MyApp-SBX-1234 --ru-name My_RuName < cert-id.txt',
      'baykit configure --list',
    ],
  },
  emulator: {
    summary: 'the shared local emulator the commands (and the explorer) use',
    usage:
      'baykit emulator [status|stop] | baykit emulator --foreground [--port N] | baykit emulator verify CASSETTE [--json] [--min-score S] [--seed N]',
    options: [
      ['status', 'whether it runs, and where (exit 1 when not)'],
      ['stop', 'stop the background emulator'],
      ['--foreground [--port N]', 'run it in this terminal until Ctrl-C'],
      [
        'verify CASSETTE',
        'replay a cassette against a fresh emulator: the differences from what was recorded and a fidelity score from 0 to 1 (docs/cassettes.md)',
      ],
      ['--json', 'with verify: the report as JSON, for CI'],
      ['--min-score S', 'with verify: exit 1 when the score is under S (default 0: any score passes)'],
    ],
    examples: [
      'baykit emulator status',
      'baykit emulator stop',
      'BAYKIT_EMULATOR_PORT=4011 baykit emulator --foreground',
      'baykit emulator verify orders.cassette.jsonl --min-score 0.95',
    ],
  },
  trigger: {
    summary:
      'the emulator makes a buyer’s or eBay’s event happen (purchase, buyer-message, best-offer, feedback, auction-end, payment, unpaid-item, payment-dispute, payout), or pushes a notification topic now',
    usage:
      "baykit trigger <event> [--field name=value]… | baykit trigger <topic> [--data '<json>'] | baykit trigger --list",
    options: [
      ['--field <name=value>', 'a field of the simulated event (repeat it), such as sku=KAYAK-1 or quantity=2'],
      ['--data <json>', 'the notification’s data (default: a sample)'],
      ['--list', 'the events it simulates, with their fields'],
    ],
    examples: [
      'baykit trigger purchase --field listingId=110000000000 --field quantity=2',
      'baykit trigger buyer-message --field listingId=110000000000 --field "body=Is it still available?"',
      'baykit trigger MARKETPLACE_ACCOUNT_DELETION',
      'baykit trigger --list',
    ],
  },
  listen: {
    summary: 'forward the emulator’s signed pushes to your endpoint (like stripe listen)',
    usage: 'baykit listen --forward-to <url> [--topic T…]',
    options: [
      ['--forward-to <url>', 'your notification endpoint'],
      ['--topic <topic>', 'a topic to subscribe to (repeat it; default: every topic)'],
    ],
    examples: ['baykit listen --forward-to http://localhost:3000/webhooks/ebay --topic MARKETPLACE_ACCOUNT_DELETION'],
  },
  proxy: {
    summary: 'a local relay to eBay that checks each exchange against the contracts and can record a cassette',
    usage: 'baykit proxy --env production|sandbox | --upstream <loopback URL> [--port N] [--record <file>] [options]',
    options: [
      ['--env production|sandbox', 'relay to eBay: each request to the host of its API (api, apiz, …)'],
      [
        '--upstream <url>',
        'relay to a server on this machine instead (127.0.0.1, ::1 or localhost), e.g. the emulator',
      ],
      ['--port N', 'where the relay listens on 127.0.0.1 (default 4030; 0: a free port)'],
      ['--profile <name>', 'send the profile’s tokens instead of the app’s (`baykit login --profile` first)'],
      ['--account <name>', 'with --profile: which signed-in account’s user token'],
      ['--record <file>', 'write every exchange to a new cassette file (JSON Lines, 0600), secrets redacted'],
      ['--keep-personal-data', 'record names, addresses, emails and phone numbers as they were (masked by default)'],
      ['--json', 'the summary at exit as JSON on standard output'],
    ],
    examples: [
      'baykit proxy --env sandbox --record sandbox.jsonl',
      'baykit proxy --upstream http://127.0.0.1:$BAYKIT_EMULATOR_PORT --port 4030 --json',
    ],
  },
  feed: {
    summary: 'download a Buy Feed file with progress; run again to resume',
    usage: 'baykit feed download <operation> --query name=value… --out <file> [--chunk-size N]',
    options: [
      ['-q, --query name=value', 'the feed’s query (feed_scope, category_id, date, …)'],
      ['-o, --out <file>', 'where the file goes'],
      ['--chunk-size N', 'bytes per Range request (default: eBay’s 10 MiB)'],
      ...TARGET,
    ],
    examples: [
      'baykit feed download getItemFeed --query feed_scope=ALL_ACTIVE --query category_id=15709 --out items.gz',
      'baykit feed download getItemFeed --query feed_scope=NEWLY_LISTED --query category_id=15709 --query date=$(date -d "5 days ago" +%Y%m%d) --out new.gz',
    ],
  },
  completion: {
    summary: 'a shell completion script with the commands and every operation name',
    usage: 'baykit completion bash|zsh|fish',
    examples: ['eval "$(baykit completion bash)"', 'baykit completion fish | source'],
  },
  mcp: {
    summary: 'the MCP server for AI assistants (@baykit/mcp), read-only unless told',
    usage: 'baykit mcp [--http [--port N]] [--allow-writes] [--spend-cap "50 USD"] [options]',
    options: [
      ['--allow-writes', 'allow calls that change the account (money calls are confirmed each time)'],
      ['--spend-cap "<amount> <currency>"', 'most money the calls may move while the server runs'],
      ['--http [--port N]', 'Streamable HTTP on 127.0.0.1 with a bearer token, instead of stdio'],
      ['--log-file <path>', 'each call logged there, masked (default: standard error)'],
      ...TARGET,
    ],
    examples: [
      'baykit mcp',
      'baykit mcp --profile default --allow-writes --spend-cap "50 USD"',
      'baykit mcp --http --port 4030',
    ],
  },
};

function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.min(36, Math.max(...rows.map(([flag]) => flag.length)));
  return rows.map(([flag, meaning]) => `  ${flag.padEnd(width)}  ${meaning}`).join('\n');
}

/** `baykit <command> --help` and `baykit help <command>`. */
export function commandHelp(command: string): string | undefined {
  const help = ownValue(COMMAND_HELP, command);
  if (!help) return undefined;
  const parts = [`baykit ${command}: ${help.summary}\n\nUsage:\n  ${help.usage}`];
  if (help.options) parts.push(`Options:\n${table(help.options)}`);
  parts.push(`Examples:\n${help.examples.map((e) => `  ${e}`).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/** `baykit help`: every command in one line each, then where to read more. */
export function overallHelp(): string {
  const rows = Object.entries(COMMAND_HELP).map(([name, help]) => [name, help.summary] as const);
  return `baykit: eBay's APIs from a terminal. With no keys it talks to a local emulator (started on first use).

Commands:
${table(rows)}

Examples:
  baykit call buy.browse.search --query q=phone --query limit=3
  baykit call sell.inventory.createOrReplaceInventoryItem SKU-1 --body @item.json
  baykit call sell.inventory.getInventoryItem SKU-1
  baykit xml trading GetItem --field ItemID=110000000000
  baykit ops upload image

baykit <command> --help shows a command's options and examples.
Environment: EBAY_APP_ID, EBAY_CERT_ID, EBAY_RU_NAME, EBAY_SANDBOX=true, EBAY_JWE and EBAY_PRIVATE_KEY for eBay;
BAYKIT_EMULATOR_PORT (4010); NO_COLOR. Tokens are kept in $XDG_STATE_HOME/baykit/tokens.json (mode 0600).
Exit status: 0 done, 1 an eBay, network or emulator error (or a call to production you answered no to), 2 a usage
mistake (or a call to production that needed asking, with no terminal and no --yes).
`;
}
