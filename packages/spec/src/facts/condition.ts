// Values of the Inventory API's ConditionEnum. The stored spec (sell_inventory_v1_oas3.json) only names some
// of them in prose and links to the type page; the full list is from eBay's ConditionEnum reference as
// mirrored by generated SDKs. PRE_OWNED_EXCELLENT (id 2990) and PRE_OWNED_FAIR (3010) are newer apparel
// grades seen in several independent clients but not in the stored spec.

/** Item conditions accepted and returned by the Inventory API (`condition` fields). */
export const Condition = {
  NEW: 'NEW',
  LIKE_NEW: 'LIKE_NEW',
  NEW_OTHER: 'NEW_OTHER',
  NEW_WITH_DEFECTS: 'NEW_WITH_DEFECTS',
  /** Retired by eBay; still accepted and converted to `CERTIFIED_REFURBISHED`. */
  MANUFACTURER_REFURBISHED: 'MANUFACTURER_REFURBISHED',
  CERTIFIED_REFURBISHED: 'CERTIFIED_REFURBISHED',
  EXCELLENT_REFURBISHED: 'EXCELLENT_REFURBISHED',
  VERY_GOOD_REFURBISHED: 'VERY_GOOD_REFURBISHED',
  GOOD_REFURBISHED: 'GOOD_REFURBISHED',
  SELLER_REFURBISHED: 'SELLER_REFURBISHED',
  USED_EXCELLENT: 'USED_EXCELLENT',
  USED_VERY_GOOD: 'USED_VERY_GOOD',
  USED_GOOD: 'USED_GOOD',
  USED_ACCEPTABLE: 'USED_ACCEPTABLE',
  FOR_PARTS_OR_NOT_WORKING: 'FOR_PARTS_OR_NOT_WORKING',
  PRE_OWNED_EXCELLENT: 'PRE_OWNED_EXCELLENT',
  PRE_OWNED_FAIR: 'PRE_OWNED_FAIR',
} as const;

/** One Inventory API item condition, e.g. `'NEW'`. */
export type Condition = (typeof Condition)[keyof typeof Condition];

/** Every item condition, in the order of eBay's ConditionEnum reference (newest additions last). */
export const CONDITIONS: readonly Condition[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(Condition));

const CONDITION_SET: ReadonlySet<unknown> = /* @__PURE__ */ new Set(CONDITIONS);

/** True when `value` is a known Inventory API item condition (exact, case-sensitive). */
export function isCondition(value: unknown): value is Condition {
  return CONDITION_SET.has(value);
}
