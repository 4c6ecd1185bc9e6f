import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_ENUM_VALUES, Locale, LocaleEnum, isLocale, isLocaleEnum } from '../../src/facts/index.js';

describe('locales', () => {
  it('lists 20 hyphen-form and 25 underscore-form locales', () => {
    expect(LOCALES).toHaveLength(20);
    expect(new Set(LOCALES).size).toBe(20);
    expect(LOCALE_ENUM_VALUES).toHaveLength(25);
    expect(new Set(LOCALE_ENUM_VALUES).size).toBe(25);
  });

  it('keys each form by the underscore spelling', () => {
    for (const [key, value] of Object.entries(Locale)) expect(value).toBe(key.replace('_', '-'));
    for (const [key, value] of Object.entries(LocaleEnum)) expect(value).toBe(key);
  });

  it('guards tell the two forms apart', () => {
    expect(isLocale('de-DE')).toBe(true);
    expect(isLocale('de_DE')).toBe(false);
    expect(isLocale('xx-XX')).toBe(false);
    expect(isLocaleEnum('en_US')).toBe(true);
    expect(isLocaleEnum('en-US')).toBe(false);
    expect(isLocaleEnum(42)).toBe(false);
  });
});
