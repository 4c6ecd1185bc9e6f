import type { Effect } from '@baykit/spec/effects';

/** An operation as the effect rules see it: its full name and, for REST, its HTTP method. */
export type EffectSubject =
  | { readonly kind: 'rest'; readonly name: string; readonly id: string; readonly method: string }
  | { readonly kind: 'xml'; readonly name: string; readonly service: string; readonly call: string };

/** REST lookups eBay takes as POST or PUT (a search body, a list of ids, an estimate): the verb they start with. */
const REST_LOOKUP_VERBS = ['get', 'bulkGet', 'search', 'find', 'check', 'suggest', 'translate'];
/** Trading calls that only read, by the verb they start with. */
const TRADING_READ_VERBS = ['Get', 'Verify', 'Validate'];
/** Trading calls that delete or end something, by the verb they start with. */
const TRADING_END_VERBS = ['Delete', 'End'];

/**
 * Whether `name` starts with `verb` as a whole word: `getItem`, `GetItem`, and `GeteBayDetails` (eBay writes its own
 * name with a small e), not `getaway`.
 */
function startsWithVerb(name: string, verb: string): boolean {
  if (!name.startsWith(verb)) return false;
  const next = name.charAt(verb.length);
  return next === '' || (next >= 'A' && next <= 'Z') || name.startsWith('eBay', verb.length);
}

/**
 * The effects an operation has by rule, before the reviewed overrides (codegen/src/effects/overrides.ts):
 * REST GET and lookups read, DELETE cannot be undone, anything else writes; Trading `Get…`, `Verify…` and
 * `Validate…` read, `Delete…` and `End…` cannot be undone, anything else writes; the other XML services only read.
 * What a rule gets wrong is an override, one line with its reason.
 */
export function ruleEffects(op: EffectSubject): readonly Effect[] {
  if (op.kind === 'rest') {
    if (op.method === 'GET' || REST_LOOKUP_VERBS.some((verb) => startsWithVerb(op.id, verb))) return ['read'];
    if (op.method === 'DELETE') return ['irreversible'];
    return ['write'];
  }
  if (op.service !== 'trading') return ['read'];
  if (TRADING_READ_VERBS.some((verb) => startsWithVerb(op.call, verb))) return ['read'];
  if (TRADING_END_VERBS.some((verb) => startsWithVerb(op.call, verb))) return ['irreversible'];
  return ['write'];
}
