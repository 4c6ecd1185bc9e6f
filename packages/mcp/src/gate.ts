import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { isOffered, type Operation } from './catalog.js';
import type { CallLog } from './log.js';
import { amountsIn, type AmountsFound, type SpendLedger } from './safety.js';

/** What the server lets calls do (its flags), shared by every session. */
export interface Policy {
  /** `--allow-writes`: without it only reads are sent. */
  readonly allowWrites: boolean;
  /** `--spend-cap`: money moved so far and the cap. */
  readonly ledger: SpendLedger;
}

/** The gate's verdict: go (with the amounts to record once sent), or a refusal saying why and what to do. */
export type Verdict =
  { readonly go: true; readonly amounts: AmountsFound } | { readonly go: false; readonly reason: string };

/** Most findings of one kind a confirmation lists (the rest are counted). */
const MAX_LISTED = 10;

const listed = (items: readonly string[]): string =>
  `${items.slice(0, MAX_LISTED).join('; ')}${items.length > MAX_LISTED ? `; and ${items.length - MAX_LISTED} more` : ''}`;

/**
 * How a call reads in a confirmation: the operation, then the money it names (every amount and where it is, every
 * money field without a currency, ahead of the cut), then its arguments, masked and cut to a readable
 * length. The money comes first so that long arguments cannot push it out of sight.
 */
function confirmation(
  op: Operation,
  args: unknown,
  amounts: AmountsFound,
  subject: string | undefined,
  policy: Policy,
  log: CallLog,
): string {
  const cap = policy.ledger.cap;
  const lines = [`Send this eBay call? ${op.name} (moves money or cannot be undone)`];
  if (subject) lines.push(log.mask.text(subject));
  if (amounts.amounts.length > 0)
    lines.push(`Amount: ${listed(amounts.amounts.map((a) => `${a.value} ${a.currency} (${a.at})`))}.`);
  if (amounts.unclear.length > 0)
    lines.push(
      `Money fields without a currency${cap ? ', not counted against the spend cap' : ''}: ${log.mask.text(listed(amounts.unclear))}.`,
    );
  if (amounts.amounts.length === 0 && amounts.unclear.length === 0 && !subject)
    lines.push(
      `The amount could not be read from the arguments${cap ? `, so the spend cap (${cap.value} ${cap.currency}, ${policy.ledger.spent} spent) cannot be checked` : ''}.`,
    );
  const json = JSON.stringify(args ?? {}, null, 1);
  lines.push(`Arguments:\n${log.mask.text(json.length > 1500 ? `${json.slice(0, 1500)} …` : json)}`);
  return lines.join('\n');
}

/**
 * Whether a call may be sent (README.md#safety): retired ones never; reads always; writes only with
 * `--allow-writes`; calls that move money or cannot be undone also within the spend cap and only after the person
 * at the client confirms through MCP elicitation (a client that cannot ask is refused, with how to enable it).
 * `subject` reads from eBay what the call acts on when its arguments do not say (an offer's price), for the form.
 */
export async function admit(
  mcp: McpServer,
  op: Operation,
  args: unknown,
  policy: Policy,
  log: CallLog,
  requestId: string | number,
  subject?: () => Promise<string | undefined>,
): Promise<Verdict> {
  if (!isOffered(op.lifecycle))
    return { go: false, reason: `${op.name} is retired at eBay (${op.lifecycle?.status}): ${op.lifecycle?.message}` };
  const amounts = amountsIn(args);
  if (op.risk === 'read') return { go: true, amounts };
  if (!policy.allowWrites)
    return {
      go: false,
      reason: `${op.name} ${op.risk === 'money' ? 'moves money or cannot be undone' : 'changes your eBay account'}, and this server is read-only. Ask the person to restart it with --allow-writes (baykit-mcp --allow-writes) if they want that.`,
    };
  if (op.risk === 'write') return { go: true, amounts };
  if (amounts.invalid.length > 0)
    return {
      go: false,
      reason: `${op.name} moves money, and some of its amounts cannot be counted (${listed(amounts.invalid)}). Write each amount as a plain decimal in one currency, e.g. { "value": "9.99", "currency": "USD" }.`,
    };
  const over = policy.ledger.refusal(amounts);
  if (over) return { go: false, reason: over };
  // The SDK reads a bare `elicitation: {}` (older clients) as form support.
  const elicitation = mcp.server.getClientCapabilities()?.elicitation?.form;
  if (!elicitation)
    return {
      go: false,
      reason: `${op.name} moves money or cannot be undone, so it needs the person's confirmation, and this MCP client does not support elicitation (confirmation forms). Use a client that supports MCP elicitation (for example VS Code with GitHub Copilot, or Claude Code), or make this call yourself: baykit call ${op.name}.`,
    };
  const result = await mcp.server.elicitInput(
    {
      mode: 'form',
      message: confirmation(op, args, amounts, await subject?.(), policy, log),
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Send it', description: 'Check to send this call to eBay.' } },
        required: ['confirm'],
      },
    },
    { relatedRequestId: requestId },
  );
  if (result.action === 'accept' && result.content?.confirm === true) {
    // Checked again: another call may have used the cap while the person was reading the form.
    const late = policy.ledger.refusal(amounts);
    if (late) return { go: false, reason: late };
    policy.ledger.reserve(amounts);
    return { go: true, amounts };
  }
  return {
    go: false,
    reason: `The person did not confirm ${op.name} (${result.action === 'accept' ? 'left unchecked' : result.action}); it was not sent. Do not retry without asking them.`,
  };
}
