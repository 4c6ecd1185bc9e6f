// What sellers set through Trading's settings calls: shipping discount profiles, when they last set their tax
// table (the rates themselves are the Account API's sales tax resources) and their user preferences
// (xml/trading-settings.ts, xml/trading-preferences.ts).

/** The profile kinds that hold a list of `DiscountProfile`s. */
export const PROFILE_KINDS = ['FlatShippingDiscount', 'CalculatedShippingDiscount'] as const;
/** The kinds that hold one rule each. */
export const SINGLE_KINDS = ['CalculatedHandlingDiscount', 'PromotionalShippingDiscountDetails'] as const;
/** One seller's shipping discount profiles (Set/GetShippingDiscountProfiles). */
export interface DiscountProfiles {
  currency: string;
  combinedDuration?: string;
  /** `DiscountName` and profiles per list kind. */
  lists: Record<(typeof PROFILE_KINDS)[number], { name?: string; profiles: Record<string, unknown>[] }>;
  singles: Partial<Record<(typeof SINGLE_KINDS)[number], Record<string, unknown>>>;
  nextId: number;
}

/** Each seller's shipping discount profiles, by seller. */
export type ShippingDiscountProfiles = Map<string, DiscountProfiles>;

/** When each seller last set their tax table (SetTaxTable), emulator-clock ms by seller (GetTaxTable's `LastUpdateTime`). */
export type TaxTableUpdates = Map<string, number>;

/** Each user's Trading preferences (SetUserPreferences over the defaults), by user. */
export type TradingPreferences = Map<string, Record<string, unknown>>;
