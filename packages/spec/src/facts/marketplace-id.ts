// The 41 values of eBay's MarketplaceIdEnum (docs/ebay-facts.md#marketplace-ids), alphabetical as eBay lists them.
// Motors is `EBAY_MOTORS_US` here; some third-party clients spell it `EBAY_MOTORS`.

// Written once, as a list: the `MarketplaceId` object is made from it (a program that only checks ids, like a
// browser bundle of BaseEbayClient, carries the list alone).
const IDS = [
  'EBAY_AT',
  'EBAY_AU',
  'EBAY_BE',
  'EBAY_CA',
  'EBAY_CH',
  'EBAY_CN',
  'EBAY_CZ',
  'EBAY_DE',
  'EBAY_DK',
  'EBAY_ES',
  'EBAY_FI',
  'EBAY_FR',
  'EBAY_GB',
  'EBAY_GR',
  'EBAY_HALF_US',
  'EBAY_HK',
  'EBAY_HU',
  'EBAY_ID',
  'EBAY_IE',
  'EBAY_IL',
  'EBAY_IN',
  'EBAY_IT',
  'EBAY_JP',
  'EBAY_MOTORS_US',
  'EBAY_MY',
  'EBAY_NL',
  'EBAY_NO',
  'EBAY_NZ',
  'EBAY_PE',
  'EBAY_PH',
  'EBAY_PL',
  'EBAY_PR',
  'EBAY_PT',
  'EBAY_RU',
  'EBAY_SE',
  'EBAY_SG',
  'EBAY_TH',
  'EBAY_TW',
  'EBAY_US',
  'EBAY_VN',
  'EBAY_ZA',
] as const;

/** One eBay marketplace id, e.g. `'EBAY_US'`. */
export type MarketplaceId = (typeof IDS)[number];

/** eBay marketplace ids, as sent in `X-EBAY-C-MARKETPLACE-ID` and found in REST payloads (`MarketplaceId.EBAY_US`). */
export const MarketplaceId: { readonly [K in MarketplaceId]: K } = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(IDS.map((id) => [id, id])) as { readonly [K in MarketplaceId]: K },
);

/** Every marketplace id, in eBay's (alphabetical) order. */
export const MARKETPLACE_IDS: readonly MarketplaceId[] = /* @__PURE__ */ Object.freeze(IDS);

const MARKETPLACE_ID_SET: ReadonlySet<unknown> = /* @__PURE__ */ new Set(MARKETPLACE_IDS);

/** True when `value` is one of eBay's marketplace ids (exact, case-sensitive). */
export function isMarketplaceId(value: unknown): value is MarketplaceId {
  return MARKETPLACE_ID_SET.has(value);
}
