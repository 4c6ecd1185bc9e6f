import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  callEffects,
  EFFECT_MEANINGS,
  OPERATION_EFFECT_NOTES,
  visible,
  type AmountsFound,
  type CallEffects,
} from '@baykit/spec/effects';
import { isOffered, type Operation } from './catalog.js';
import type { CallLog } from './log.js';
import type { SpendLedger } from './safety.js';

/** What the server lets calls do (its flags), shared by every session. */
export interface Policy {
  /** `--allow-writes`: without it only reads are sent. */
  readonly allowWrites: boolean;
  /** `--spend-cap`: money committed so far and the cap. */
  readonly ledger: SpendLedger;
}

/**
 * What eBay has now for a call the form describes: lines to show, and what a call that names no amount commits as
 * eBay computed it (a checkout session's total), counted against the cap like an amount in the arguments.
 */
export interface Subject {
  readonly text?: string;
  readonly commits?: AmountsFound;
}

/** The gate's verdict: go (with the money reserved, to give back if eBay refuses), or a refusal saying why. */
export type Verdict =
  { readonly go: true; readonly money: AmountsFound } | { readonly go: false; readonly reason: string };

/** Most findings of one kind a confirmation lists (the rest are counted). */
const MAX_LISTED = 10;
/** Most lines of what a call does a confirmation shows; a price call changing more listings is refused. */
export const MAX_CONSEQUENCES = 25;

const listed = (items: readonly string[]): string =>
  `${items.slice(0, MAX_LISTED).join('; ')}${items.length > MAX_LISTED ? `; and ${items.length - MAX_LISTED} more` : ''}`;

/** `spend, price` with what each means, as the form and refusals name them. */
const effectWords = (call: CallEffects): string =>
  call.effects
    .filter((effect) => effect !== 'read' && effect !== 'write')
    .map((effect) => `${effect} (${EFFECT_MEANINGS[effect]})`)
    .join(', ');

const NOTHING: AmountsFound = { amounts: [], unclear: [], invalid: [] };

/**
 * How a call reads in a confirmation, in this order so that long arguments cannot push the consequences out of
 * sight: the operation and its effects with why; what it does in words, read from the arguments (a budget a day, a
 * bid at its maximum, new prices, where data goes); what eBay says it acts on now (`subject`: the current price a
 * new one replaces, an offer's title); the money counted against the cap; then the arguments, masked and cut.
 */
function confirmation(
  op: Operation,
  args: unknown,
  call: CallEffects,
  subject: string | undefined,
  policy: Policy,
  log: CallLog,
): string {
  const cap = policy.ledger.cap;
  const lines = [`Send this eBay call? ${op.name}: ${effectWords(call)}.`];
  const note = OPERATION_EFFECT_NOTES[op.name];
  if (note) lines.push(`Why: ${note}.`);
  for (const line of call.lines.slice(0, MAX_CONSEQUENCES)) lines.push(`• ${log.mask.text(line)}`);
  if (call.lines.length > MAX_CONSEQUENCES) lines.push(`• and ${call.lines.length - MAX_CONSEQUENCES} more`);
  if (subject) lines.push(log.mask.text(subject));
  const money = call.money;
  if (call.effects.includes('spend')) {
    if (money.amounts.length > 0)
      lines.push(`Commits: ${listed(money.amounts.map((a) => `${a.value.toFixed(2)} ${a.currency} (${a.at})`))}.`);
    if (money.unclear.length > 0)
      lines.push(
        `Money fields without a currency${cap ? ', not counted against the spend cap' : ''}: ${log.mask.text(listed(money.unclear))}.`,
      );
    if (money.amounts.length === 0)
      lines.push(
        `What it costs could not be read from the arguments${cap ? `, so the spend cap (${cap.value} ${cap.currency}, ${policy.ledger.spent.toFixed(2)} committed) cannot be checked` : ''}.`,
      );
  }
  const json = JSON.stringify(args ?? {}, null, 1);
  lines.push(`Arguments:\n${log.mask.text(json.length > 1500 ? `${json.slice(0, 1500)} …` : json)}`);
  // No value may start a line of its own or reorder what the person reads (U+2028, bidirectional controls).
  return visible(lines.join('\n'));
}

/**
 * Whether a call may be sent (README.md#safety), by its effects (@baykit/spec/effects): retired ones never; reads
 * always; writes only with `--allow-writes`; anything that spends, changes a live price, cannot be undone, sends
 * data out of eBay or makes credentials also only after the person at the client confirms a form that says what
 * will happen, and a call that spends only within the spend cap (all it commits, amount × quantity). A client that
 * cannot ask is refused, with how to enable it. `subject` reads from eBay what the call acts on (the current price a
 * new one replaces), for the form.
 */
export async function admit(
  mcp: McpServer,
  op: Operation,
  args: unknown,
  policy: Policy,
  log: CallLog,
  requestId: string | number,
  subject?: () => Promise<Subject | undefined>,
): Promise<Verdict> {
  if (!isOffered(op.lifecycle))
    return { go: false, reason: `${op.name} is retired at eBay (${op.lifecycle?.status}): ${op.lifecycle?.message}` };
  const read = callEffects(op.name, args);
  if (read.effects.includes('read')) return { go: true, money: NOTHING };
  if (!policy.allowWrites)
    return {
      go: false,
      reason: `${op.name} ${read.guarded ? `has effects that need the person's say-so: ${effectWords(read)}` : 'changes the eBay account'}, and this server is read-only. Ask the person to restart it with --allow-writes (baykit-mcp --allow-writes) if they want that.`,
    };
  if (!read.guarded) return { go: true, money: NOTHING };
  const spends = read.effects.includes('spend');
  // What eBay has now, read before anything is decided: a call whose arguments name no amount (placing the order of
  // a checkout session) is counted at what eBay says it commits.
  const found = await subject?.();
  const call: CallEffects =
    spends && read.money.amounts.length === 0 && read.money.unclear.length === 0 && found?.commits
      ? { ...read, money: found.commits }
      : read;
  if (spends && call.money.invalid.length > 0)
    return {
      go: false,
      reason: `${op.name} commits money, and some of its amounts cannot be counted (${listed(call.money.invalid)}). Write each amount as a plain decimal in one currency, e.g. { "value": "9.99", "currency": "USD" }, and each quantity as a whole number.`,
    };
  const cap = policy.ledger.cap;
  if (spends && cap && call.money.unclear.length > 0)
    return {
      go: false,
      reason: `${op.name} commits money, and some of it has no currency (${listed(call.money.unclear)}), so the spend cap cannot count it. Write each amount with its currency, e.g. { "value": "9.99", "currency": "USD" } or { "@_currencyID": "USD", "#value": "9.99" }.`,
    };
  if (call.prices.length > MAX_CONSEQUENCES)
    return {
      go: false,
      reason: `${op.name} changes ${call.prices.length} prices or quantities at once, more than a confirmation can show (${MAX_CONSEQUENCES}). Split it into calls of ${MAX_CONSEQUENCES} or fewer.`,
    };
  const over = spends ? policy.ledger.refusal(call.money) : undefined;
  if (over) return { go: false, reason: over };
  // The SDK reads a bare `elicitation: {}` (older clients) as form support.
  const elicitation = mcp.server.getClientCapabilities()?.elicitation?.form;
  if (!elicitation)
    return {
      go: false,
      reason: `${op.name} needs the person's confirmation (${effectWords(call)}), and this MCP client does not support elicitation (confirmation forms). Use a client that supports MCP elicitation (for example VS Code with GitHub Copilot, or Claude Code), or make this call yourself: baykit call ${op.name}.`,
    };
  const result = await mcp.server.elicitInput(
    {
      mode: 'form',
      message: confirmation(op, args, call, found?.text, policy, log),
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Send it', description: 'Check to send this call to eBay.' } },
        required: ['confirm'],
      },
    },
    { relatedRequestId: requestId },
  );
  if (result.action === 'accept' && result.content?.confirm === true) {
    if (!spends) return { go: true, money: NOTHING };
    // Checked again: another call may have used the cap while the person was reading the form.
    const late = policy.ledger.refusal(call.money);
    if (late) return { go: false, reason: late };
    policy.ledger.reserve(call.money);
    return { go: true, money: call.money };
  }
  return {
    go: false,
    reason: `The person did not confirm ${op.name} (${result.action === 'accept' ? 'left unchecked' : result.action}); it was not sent. Do not retry without asking them.`,
  };
}
