// The 41 values of eBay's MarketplaceIdEnum (docs/ebay-facts.md#marketplace-ids), alphabetical as eBay lists them.
// Motors is `EBAY_MOTORS_US` here; some third-party clients spell it `EBAY_MOTORS`.

/** eBay marketplace ids, as sent in `X-EBAY-C-MARKETPLACE-ID` and found in REST payloads. */
export const MarketplaceId = {
  EBAY_AT: 'EBAY_AT',
  EBAY_AU: 'EBAY_AU',
  EBAY_BE: 'EBAY_BE',
  EBAY_CA: 'EBAY_CA',
  EBAY_CH: 'EBAY_CH',
  EBAY_CN: 'EBAY_CN',
  EBAY_CZ: 'EBAY_CZ',
  EBAY_DE: 'EBAY_DE',
  EBAY_DK: 'EBAY_DK',
  EBAY_ES: 'EBAY_ES',
  EBAY_FI: 'EBAY_FI',
  EBAY_FR: 'EBAY_FR',
  EBAY_GB: 'EBAY_GB',
  EBAY_GR: 'EBAY_GR',
  EBAY_HALF_US: 'EBAY_HALF_US',
  EBAY_HK: 'EBAY_HK',
  EBAY_HU: 'EBAY_HU',
  EBAY_ID: 'EBAY_ID',
  EBAY_IE: 'EBAY_IE',
  EBAY_IL: 'EBAY_IL',
  EBAY_IN: 'EBAY_IN',
  EBAY_IT: 'EBAY_IT',
  EBAY_JP: 'EBAY_JP',
  EBAY_MOTORS_US: 'EBAY_MOTORS_US',
  EBAY_MY: 'EBAY_MY',
  EBAY_NL: 'EBAY_NL',
  EBAY_NO: 'EBAY_NO',
  EBAY_NZ: 'EBAY_NZ',
  EBAY_PE: 'EBAY_PE',
  EBAY_PH: 'EBAY_PH',
  EBAY_PL: 'EBAY_PL',
  EBAY_PR: 'EBAY_PR',
  EBAY_PT: 'EBAY_PT',
  EBAY_RU: 'EBAY_RU',
  EBAY_SE: 'EBAY_SE',
  EBAY_SG: 'EBAY_SG',
  EBAY_TH: 'EBAY_TH',
  EBAY_TW: 'EBAY_TW',
  EBAY_US: 'EBAY_US',
  EBAY_VN: 'EBAY_VN',
  EBAY_ZA: 'EBAY_ZA',
} as const;

/** One eBay marketplace id, e.g. `'EBAY_US'`. */
export type MarketplaceId = (typeof MarketplaceId)[keyof typeof MarketplaceId];

/** Every marketplace id, in eBay's (alphabetical) order. */
export const MARKETPLACE_IDS: readonly MarketplaceId[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.values(MarketplaceId),
);

const MARKETPLACE_ID_SET: ReadonlySet<unknown> = /* @__PURE__ */ new Set(MARKETPLACE_IDS);

/** True when `value` is one of eBay's marketplace ids (exact, case-sensitive). */
export function isMarketplaceId(value: unknown): value is MarketplaceId {
  return MARKETPLACE_ID_SET.has(value);
}
