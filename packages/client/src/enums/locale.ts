// eBay's locales (both spellings) live in @baykit/spec/facts (bundled into baykit's build), where codegen reads them
// too; the generated types import `KnownLocaleEnum` from here.
export {
  Locale,
  LOCALES,
  LocaleEnum,
  type KnownLocaleEnum,
  LOCALE_ENUM_VALUES,
  isLocale,
  isLocaleEnum,
} from '@baykit/spec/facts';
