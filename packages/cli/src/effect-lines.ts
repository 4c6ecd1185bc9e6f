// What an operation does, in the words `baykit ops` and the production confirmation (confirm.ts) show: its effects
// from @baykit/spec/effects, each with its meaning, and the reviewed reason where the table has one
// (docs/security.md#effects). Both read the one table; nothing here decides an operation's effects.
import {
  EFFECT_MEANINGS,
  effectsOf,
  GUARDED_EFFECTS,
  OPERATION_EFFECT_NOTES,
  OPERATION_EFFECTS,
  type Effect,
} from '@baykit/spec/effects';

/**
 * An operation's effects by full name (`sell.inventory.publishOffer`, `trading.AddItem`), and whether the table knows
 * it. One it does not know is taken to have every guarded effect, as `callEffects` takes it, so it is never waved
 * through.
 */
export function effectsFor(operation: string): { effects: readonly Effect[]; known: boolean } {
  const effects = effectsOf(operation);
  return effects ? { effects, known: true } : { effects: GUARDED_EFFECTS, known: false };
}

/** The effects as one field without spaces (`spend,irreversible`), for a column of `baykit ops`' list. */
export function effectsLabel(operation: string): string {
  return effectsOf(operation)?.join(',') ?? '?';
}

/** The width of the effects column: the longest label of the table, so the list lines up whatever it shows. */
export const EFFECTS_COLUMN = Math.max(...Object.values(OPERATION_EFFECTS).map((effects) => effects.join(',').length));

/**
 * Each effect of `operation` with its meaning (`spend: commits money or fees`), then `why: …` when the reviewed
 * table says why, each line starting with `indent`.
 */
export function effectLines(operation: string, indent: string): string[] {
  const { effects, known } = effectsFor(operation);
  const lines = effects.map((effect) => `${indent}${effect}: ${EFFECT_MEANINGS[effect]}`);
  if (!known)
    lines.push(`${indent}(not in baykit's table of effects, so taken to have every effect that needs asking)`);
  const note = Object.hasOwn(OPERATION_EFFECT_NOTES, operation) ? OPERATION_EFFECT_NOTES[operation] : undefined;
  if (note) lines.push(`${indent}why: ${note}`);
  return lines;
}
