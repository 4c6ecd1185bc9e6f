// @baykit/spec/effects: what every operation does (read, write, spend, price, irreversible, egress, credentials) and
// what one call commits, read from its arguments (docs/security.md#effects). The MCP server's gate, the CLI's and
// the explorer's production confirmations, `baykit ops` and `describe_operation` all read this one table.
import { OPERATION_EFFECTS } from '../generated/effects.gen.js';
import { isGuarded, type Effect } from './effect.js';
import { commitmentOf, type CallArguments, type Commitment } from './commitments.js';

export { EFFECTS, EFFECT_MEANINGS, GUARDED_EFFECTS, isEffect, isGuarded, type Effect } from './effect.js';
export { OPERATION_EFFECTS } from '../generated/effects.gen.js';
export { OPERATION_EFFECT_NOTES } from '../generated/effects.gen.js';
export { amountsIn, plainAmount, visible, type Amount, type AmountsFound } from './amounts.js';
export { commitmentOf, type CallArguments, type Commitment, type PriceChange } from './commitments.js';

/** The effects of an operation by full name (`sell.inventory.publishOffer`, `trading.AddItem`); undefined when unknown. */
export function effectsOf(operation: string): readonly Effect[] | undefined {
  return Object.hasOwn(OPERATION_EFFECTS, operation) ? OPERATION_EFFECTS[operation] : undefined;
}

/** One call as a person should see it before it runs: the operation's effects and what these arguments commit. */
export interface CallEffects extends Commitment {
  readonly operation: string;
  readonly effects: readonly Effect[];
  /** Whether it needs the person's say-so: an effect beyond `read` and `write`. */
  readonly guarded: boolean;
}

/**
 * The effects of `operation` and what `args` commit. An operation the table does not know is treated as the most
 * guarded (every effect but read and write), so a name the table lacks never slips through a gate.
 */
export function callEffects(operation: string, args: CallArguments): CallEffects {
  const effects = effectsOf(operation) ?? (['spend', 'price', 'irreversible', 'egress', 'credentials'] as const);
  const commitment = commitmentOf(operation, args);
  return {
    operation,
    effects,
    guarded: isGuarded(effects),
    ...commitment,
    // Only a call that spends commits money: a new price or a listing's asking price is not the person's to pay.
    money: effects.includes('spend') ? commitment.money : { amounts: [], unclear: [], invalid: [] },
  };
}
