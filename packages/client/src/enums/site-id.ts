// The 22 numeric sites of the XML services and their Finding/Merchandising Global IDs (docs/ebay-facts.md#site-ids-and-global-ids).
// Languages follow the Global ID table except two fixes: Germany is de-DE (the table's "en-DE" is a typo)
// and Hong Kong is zh-HK (the table's "zh-Hant" is a script, not a locale).

/** Numeric eBay site ids (`X-EBAY-API-SITEID`, `siteid`), keyed by their Global ID with `-` as `_`. */
export const SiteId = {
  EBAY_US: 0,
  EBAY_ENCA: 2,
  EBAY_GB: 3,
  EBAY_AU: 15,
  EBAY_AT: 16,
  EBAY_FRBE: 23,
  EBAY_FR: 71,
  EBAY_DE: 77,
  EBAY_MOTOR: 100,
  EBAY_IT: 101,
  EBAY_NLBE: 123,
  EBAY_NL: 146,
  EBAY_ES: 186,
  EBAY_CH: 193,
  EBAY_HK: 201,
  EBAY_IN: 203,
  EBAY_IE: 205,
  EBAY_MY: 207,
  EBAY_FRCA: 210,
  EBAY_PH: 211,
  EBAY_PL: 212,
  EBAY_SG: 216,
} as const;

/** One numeric eBay site id, e.g. `0` (US) or `77` (Germany). */
export type SiteId = (typeof SiteId)[keyof typeof SiteId];

/** eBay Global IDs (`GLOBAL-ID`, `X-EBAY-SOA-GLOBAL-ID`) of the 22 sites. */
export const GlobalId = {
  EBAY_US: 'EBAY-US',
  EBAY_ENCA: 'EBAY-ENCA',
  EBAY_GB: 'EBAY-GB',
  EBAY_AU: 'EBAY-AU',
  EBAY_AT: 'EBAY-AT',
  EBAY_FRBE: 'EBAY-FRBE',
  EBAY_FR: 'EBAY-FR',
  EBAY_DE: 'EBAY-DE',
  EBAY_MOTOR: 'EBAY-MOTOR',
  EBAY_IT: 'EBAY-IT',
  EBAY_NLBE: 'EBAY-NLBE',
  EBAY_NL: 'EBAY-NL',
  EBAY_ES: 'EBAY-ES',
  EBAY_CH: 'EBAY-CH',
  EBAY_HK: 'EBAY-HK',
  EBAY_IN: 'EBAY-IN',
  EBAY_IE: 'EBAY-IE',
  EBAY_MY: 'EBAY-MY',
  EBAY_FRCA: 'EBAY-FRCA',
  EBAY_PH: 'EBAY-PH',
  EBAY_PL: 'EBAY-PL',
  EBAY_SG: 'EBAY-SG',
} as const;

/** One eBay Global ID, e.g. `'EBAY-US'`. */
export type GlobalId = (typeof GlobalId)[keyof typeof GlobalId];

/** Trading API `SiteCodeType` values of the 22 sites (the `<Site>` element in XML payloads). */
export const SiteCode = {
  US: 'US',
  Canada: 'Canada',
  UK: 'UK',
  Australia: 'Australia',
  Austria: 'Austria',
  Belgium_French: 'Belgium_French',
  France: 'France',
  Germany: 'Germany',
  eBayMotors: 'eBayMotors',
  Italy: 'Italy',
  Belgium_Dutch: 'Belgium_Dutch',
  Netherlands: 'Netherlands',
  Spain: 'Spain',
  Switzerland: 'Switzerland',
  HongKong: 'HongKong',
  India: 'India',
  Ireland: 'Ireland',
  Malaysia: 'Malaysia',
  CanadaFrench: 'CanadaFrench',
  Philippines: 'Philippines',
  Poland: 'Poland',
  Singapore: 'Singapore',
} as const;

/** One Trading API site code, e.g. `'UK'` or `'eBayMotors'`. */
export type SiteCode = (typeof SiteCode)[keyof typeof SiteCode];

/** One eBay site: its numeric id, Trading site code, Global ID, display name and language tag. */
export interface Site {
  readonly id: SiteId;
  readonly code: SiteCode;
  readonly globalId: GlobalId;
  readonly name: string;
  readonly language: string;
}

/* @__NO_SIDE_EFFECTS__ */
function site(id: SiteId, code: SiteCode, globalId: GlobalId, name: string, language: string): Site {
  return Object.freeze({ id, code, globalId, name, language });
}

/** All 22 sites, ordered by numeric id. */
export const SITES: readonly Site[] = /* @__PURE__ */ Object.freeze([
  site(0, 'US', 'EBAY-US', 'eBay United States', 'en-US'),
  site(2, 'Canada', 'EBAY-ENCA', 'eBay Canada (English)', 'en-CA'),
  site(3, 'UK', 'EBAY-GB', 'eBay UK', 'en-GB'),
  site(15, 'Australia', 'EBAY-AU', 'eBay Australia', 'en-AU'),
  site(16, 'Austria', 'EBAY-AT', 'eBay Austria', 'de-AT'),
  site(23, 'Belgium_French', 'EBAY-FRBE', 'eBay Belgium (French)', 'fr-BE'),
  site(71, 'France', 'EBAY-FR', 'eBay France', 'fr-FR'),
  site(77, 'Germany', 'EBAY-DE', 'eBay Germany', 'de-DE'),
  site(100, 'eBayMotors', 'EBAY-MOTOR', 'eBay Motors', 'en-US'),
  site(101, 'Italy', 'EBAY-IT', 'eBay Italy', 'it-IT'),
  site(123, 'Belgium_Dutch', 'EBAY-NLBE', 'eBay Belgium (Dutch)', 'nl-BE'),
  site(146, 'Netherlands', 'EBAY-NL', 'eBay Netherlands', 'nl-NL'),
  site(186, 'Spain', 'EBAY-ES', 'eBay Spain', 'es-ES'),
  site(193, 'Switzerland', 'EBAY-CH', 'eBay Switzerland', 'de-CH'),
  site(201, 'HongKong', 'EBAY-HK', 'eBay Hong Kong', 'zh-HK'),
  site(203, 'India', 'EBAY-IN', 'eBay India', 'en-IN'),
  site(205, 'Ireland', 'EBAY-IE', 'eBay Ireland', 'en-IE'),
  site(207, 'Malaysia', 'EBAY-MY', 'eBay Malaysia', 'en-MY'),
  site(210, 'CanadaFrench', 'EBAY-FRCA', 'eBay Canada (French)', 'fr-CA'),
  site(211, 'Philippines', 'EBAY-PH', 'eBay Philippines', 'en-PH'),
  site(212, 'Poland', 'EBAY-PL', 'eBay Poland', 'pl-PL'),
  site(216, 'Singapore', 'EBAY-SG', 'eBay Singapore', 'en-SG'),
]);

/** Every numeric site id, ascending. */
export const SITE_IDS: readonly SiteId[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ SITES.map((s) => s.id));

/** Every Global ID, in site-id order. */
export const GLOBAL_IDS: readonly GlobalId[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ SITES.map((s) => s.globalId),
);

const SITE_BY_ID: ReadonlyMap<number, Site> = /* @__PURE__ */ new Map(/* @__PURE__ */ SITES.map((s) => [s.id, s]));
const SITE_BY_GLOBAL_ID: ReadonlyMap<string, Site> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ SITES.map((s) => [s.globalId, s]),
);

/** The site with numeric id `id`, or `undefined` when eBay has no such site. */
export function siteById(id: number): Site | undefined {
  return SITE_BY_ID.get(id);
}

/** The site with Global ID `globalId` (e.g. `'EBAY-DE'`), or `undefined` when unknown. */
export function siteByGlobalId(globalId: string): Site | undefined {
  return SITE_BY_GLOBAL_ID.get(globalId);
}

/** True when `value` is one of the 22 numeric site ids. */
export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'number' && SITE_BY_ID.has(value);
}

/** True when `value` is one of the 22 Global IDs (exact, case-sensitive). */
export function isGlobalId(value: unknown): value is GlobalId {
  return typeof value === 'string' && SITE_BY_GLOBAL_ID.has(value);
}
