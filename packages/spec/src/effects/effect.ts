/**
 * What an operation does, as a person deciding whether to let it run wants to know (docs/security.md#effects):
 * - `read`: changes nothing;
 * - `write`: changes something that can be changed back, and costs nothing;
 * - `spend`: commits money or fees (purchases, bids, best offers, ad campaigns and their budgets and bids, shipping
 *   labels, listing fees, discounts);
 * - `price`: changes what a live listing sells for, or how many of it are for sale;
 * - `irreversible`: cannot be undone (cancellations, refunds, ending listings, deletes, messages to members,
 *   feedback, dispute and return decisions);
 * - `egress`: sends the seller's or buyers' data to an address outside eBay (notification destinations and
 *   preferences, delivery URLs);
 * - `credentials`: makes or ends credentials (signing keys, tokens, client registration).
 * An operation has one or more; `read` and `write` stand alone.
 */
export type Effect = 'read' | 'write' | 'spend' | 'price' | 'irreversible' | 'egress' | 'credentials';

/** Every effect, in the order a form lists them. */
export const EFFECTS: readonly Effect[] = Object.freeze([
  'read',
  'write',
  'spend',
  'price',
  'irreversible',
  'egress',
  'credentials',
]);

/** The effects that need the person's say-so before a call runs on their account: all but `read` and `write`. */
export const GUARDED_EFFECTS: readonly Effect[] = Object.freeze([
  'spend',
  'price',
  'irreversible',
  'egress',
  'credentials',
]);

/** What each effect means, in the words a confirmation and `baykit ops` use. */
export const EFFECT_MEANINGS: Readonly<Record<Effect, string>> = Object.freeze({
  read: 'reads, changes nothing',
  write: 'changes something that can be changed back, costs nothing',
  spend: 'commits money or fees',
  price: "changes a live listing's price or the quantity for sale",
  irreversible: 'cannot be undone',
  egress: "sends the seller's or buyers' data to an address outside eBay",
  credentials: 'makes or ends credentials (keys, tokens, client registration)',
});

/** Whether `value` names an effect. */
export function isEffect(value: unknown): value is Effect {
  return typeof value === 'string' && (EFFECTS as readonly string[]).includes(value);
}

/** Whether an operation with these effects needs the person's say-so (any effect beyond `read` and `write`). */
export function isGuarded(effects: readonly Effect[]): boolean {
  return effects.some((effect) => GUARDED_EFFECTS.includes(effect));
}
