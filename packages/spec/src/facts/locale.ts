// Two spellings of the same idea (docs/ebay-facts.md#locales): REST headers and OAuth consent take the BCP 47
// hyphen form (`de-DE`); some REST payload fields (e.g. Inventory `locale`) take an underscore form.

/** Hyphen-form locales for REST `Accept-Language` / `Content-Language` and the OAuth consent `locale`. */
export const Locale = {
  de_AT: 'de-AT',
  de_CH: 'de-CH',
  de_DE: 'de-DE',
  en_AU: 'en-AU',
  en_CA: 'en-CA',
  en_GB: 'en-GB',
  en_IE: 'en-IE',
  en_PH: 'en-PH',
  en_US: 'en-US',
  es_ES: 'es-ES',
  fr_BE: 'fr-BE',
  fr_CA: 'fr-CA',
  fr_FR: 'fr-FR',
  it_IT: 'it-IT',
  nl_BE: 'nl-BE',
  nl_NL: 'nl-NL',
  pl_PL: 'pl-PL',
  th_TH: 'th-TH',
  zh_HK: 'zh-HK',
  zh_TW: 'zh-TW',
} as const;

/** One hyphen-form locale, e.g. `'en-US'`. */
export type Locale = (typeof Locale)[keyof typeof Locale];

/** Every hyphen-form locale. */
export const LOCALES: readonly Locale[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(Locale));

/** Underscore-form locales (eBay's `LocaleEnum`) used inside some REST request and response bodies. */
export const LocaleEnum = {
  en_US: 'en_US',
  en_CA: 'en_CA',
  fr_CA: 'fr_CA',
  en_GB: 'en_GB',
  en_AU: 'en_AU',
  en_IN: 'en_IN',
  de_AT: 'de_AT',
  fr_BE: 'fr_BE',
  fr_FR: 'fr_FR',
  de_DE: 'de_DE',
  it_IT: 'it_IT',
  nl_BE: 'nl_BE',
  nl_NL: 'nl_NL',
  es_ES: 'es_ES',
  de_CH: 'de_CH',
  fi_FI: 'fi_FI',
  zh_HK: 'zh_HK',
  hu_HU: 'hu_HU',
  en_PH: 'en_PH',
  pl_PL: 'pl_PL',
  pt_PT: 'pt_PT',
  ru_RU: 'ru_RU',
  en_SG: 'en_SG',
  en_IE: 'en_IE',
  en_MY: 'en_MY',
} as const;

/** One underscore-form locale, e.g. `'en_US'`. */
export type LocaleEnum = (typeof LocaleEnum)[keyof typeof LocaleEnum];

/**
 * `LocaleEnum` under a name of its own, for the generated API types, whose namespaces declare a `LocaleEnum` of
 * their own (these values or any string) and could not refer to this one by its name in bundled declarations.
 */
export type KnownLocaleEnum = LocaleEnum;

/** Every underscore-form locale. */
export const LOCALE_ENUM_VALUES: readonly LocaleEnum[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.values(LocaleEnum),
);

const LOCALE_SET: ReadonlySet<unknown> = /* @__PURE__ */ new Set(LOCALES);
const LOCALE_ENUM_SET: ReadonlySet<unknown> = /* @__PURE__ */ new Set(LOCALE_ENUM_VALUES);

/** True when `value` is a known hyphen-form locale (exact, case-sensitive). */
export function isLocale(value: unknown): value is Locale {
  return LOCALE_SET.has(value);
}

/** True when `value` is a known underscore-form locale (exact, case-sensitive). */
export function isLocaleEnum(value: unknown): value is LocaleEnum {
  return LOCALE_ENUM_SET.has(value);
}
