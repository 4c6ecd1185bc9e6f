import { callEffects, OPERATION_EFFECT_NOTES, type Effect } from '@baykit/spec/effects';

/** An operation's effects and the reviewed note on them, as the catalog sends them to the browser. */
export interface EffectFacts {
  effects: Effect[];
  effectNote?: string;
}

/**
 * The effects of `operation` (`sell.inventory.publishOffer`, `trading.AddItem`) from @baykit/spec/effects, and its
 * note when the reviewed table has one. `callEffects` is asked rather than `effectsOf`, so an operation the table
 * lacks reads as the most guarded there too, as the back end's confirmation check treats it.
 */
export function effectFacts(operation: string): EffectFacts {
  const note = Object.hasOwn(OPERATION_EFFECT_NOTES, operation) ? OPERATION_EFFECT_NOTES[operation] : undefined;
  return { effects: [...callEffects(operation, {}).effects], ...(note ? { effectNote: note } : {}) };
}
