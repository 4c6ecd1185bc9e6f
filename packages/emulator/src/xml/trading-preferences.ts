import type { EmulatorContext } from '../context.js';
import { list, record, text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';

// A user's selling preferences (SetUserPreferences, GetUserPreferences), per user. A user who never set one sees
// the defaults below: off for every opt-in, which is how eBay opens an account; business policies (the Account API's
// fulfillment, payment and return policies) are on, as the emulator's listing flows use them.

/** GetUserPreferences's `Show*` flags and the answer element each shows. */
const SHOWN: readonly [flag: string, element: string][] = [
  ['ShowBidderNoticePreferences', 'BidderNoticePreferences'],
  ['ShowCombinedPaymentPreferences', 'CombinedPaymentPreferences'],
  ['ShowSellerPaymentPreferences', 'SellerPaymentPreferences'],
  ['ShowSellerFavoriteItemPreferences', 'SellerFavoriteItemPreferences'],
  ['ShowEndOfAuctionEmailPreferences', 'EndOfAuctionEmailPreferences'],
  ['ShowEmailShipmentTrackingNumberPreference', 'EmailShipmentTrackingNumberPreference'],
  ['ShowRequiredShipPhoneNumberPreference', 'RequiredShipPhoneNumberPreference'],
  ['ShowUnpaidItemAssistancePreference', 'UnpaidItemAssistancePreferences'],
  ['ShowUnpaidItemAssistanceExclusionList', 'UnpaidItemAssistancePreferences'],
  ['ShowSellerExcludeShipToLocationPreference', 'SellerExcludeShipToLocationPreferences'],
  ['ShowPurchaseReminderEmailPreferences', 'PurchaseReminderEmailPreferences'],
  ['ShowSellerProfilePreferences', 'SellerProfilePreferences'],
  ['ShowSellerReturnPreferences', 'SellerReturnPreferences'],
  ['ShowGlobalShippingProgramPreference', 'OfferGlobalShippingProgramPreference'],
  ['ShowDispatchCutoffTimePreferences', 'DispatchCutoffTimePreference'],
  ['ShowGlobalShippingProgramListingPreference', 'GlobalShippingProgramListingPreference'],
  ['ShowOverrideGSPServiceWithIntlServicePreference', 'OverrideGSPServiceWithIntlServicePreference'],
  ['ShowPickupDropoffPreferences', 'PickupDropoffSellerPreference'],
  ['ShowOutOfStockControlPreference', 'OutOfStockControlPreference'],
  ['ShoweBayPLUSPreference', 'eBayPLUSPreference'],
];

/** SetUserPreferences's elements whose answer element has another name (eBay's casing differs). */
const RENAMED: Readonly<Record<string, string>> = {
  OverrideGSPserviceWithIntlService: 'OverrideGSPServiceWithIntlServicePreference',
};

/** The elements SetUserPreferences takes (in its schema order). */
const SETTABLE = [
  'BidderNoticePreferences',
  'CombinedPaymentPreferences',
  'SellerPaymentPreferences',
  'SellerFavoriteItemPreferences',
  'EndOfAuctionEmailPreferences',
  'EmailShipmentTrackingNumberPreference',
  'RequiredShipPhoneNumberPreference',
  'UnpaidItemAssistancePreferences',
  'PurchaseReminderEmailPreferences',
  'DispatchCutoffTimePreference',
  'GlobalShippingProgramListingPreference',
  'OverrideGSPserviceWithIntlService',
  'OutOfStockControlPreference',
] as const;

/** eBay's answer for an account that set nothing (the defaults of a new account). */
const DEFAULTS: Readonly<Record<string, unknown>> = {
  BidderNoticePreferences: { UnsuccessfulBidderNoticeIncludeMyItems: 'false' },
  CombinedPaymentPreferences: { CombinedPaymentOption: 'NoCombinedPayment' },
  SellerPaymentPreferences: { AlwaysUseThisPaymentAddress: 'false', PayPalPreferred: 'false', PayPalAlwaysOn: 'false' },
  EndOfAuctionEmailPreferences: { EmailCustomized: 'false', TextCustomized: 'false', LogoCustomized: 'false' },
  EmailShipmentTrackingNumberPreference: 'false',
  RequiredShipPhoneNumberPreference: 'false',
  UnpaidItemAssistancePreferences: { OptInStatus: 'false' },
  SellerExcludeShipToLocationPreferences: {},
  PurchaseReminderEmailPreferences: { PurchaseReminderEmailPreferences: 'false' },
  SellerProfilePreferences: { SellerProfileOptedIn: 'true' },
  SellerReturnPreferences: { OptedIn: 'false' },
  OfferGlobalShippingProgramPreference: 'false',
  GlobalShippingProgramListingPreference: 'false',
  OverrideGSPServiceWithIntlServicePreference: 'false',
  PickupDropoffSellerPreference: 'false',
  OutOfStockControlPreference: 'false',
};

/** The most users a seller may exclude from Unpaid Item Assistance in the emulator (a bound on stored state). */
const MAX_EXCLUDED_USERS = 1000;

function preferencesOf(ctx: EmulatorContext, user: string): Record<string, unknown> {
  const all = ctx.state.world.userPreferences;
  let mine = all.get(user);
  if (!mine) all.set(user, (mine = structuredClone({ ...DEFAULTS })));
  return mine;
}

/**
 * SetUserPreferences: each preference given replaces the stored one, field by field within a container;
 * Unpaid Item Assistance's `ExcludedUser` entries add to the exclusion list (`RemoveAllExcludedUsers` clears it).
 */
export const setUserPreferences: TradingCall = ({ ctx, fields, user }) => {
  const given = SETTABLE.filter((name) => fields[name] !== undefined);
  if (given.length === 0) return invalidField('BidderNoticePreferences');
  const stored = preferencesOf(ctx, user);
  const next = structuredClone(stored);
  for (const name of given) {
    const element = RENAMED[name] ?? name;
    const value = fields[name];
    if (typeof value !== 'object' || value === null) {
      next[element] = text(value);
      continue;
    }
    const merged = { ...record(next[element]), ...record(value) };
    if (element === 'UnpaidItemAssistancePreferences') {
      const before =
        text(record(value).RemoveAllExcludedUsers) === 'true' ? [] : list(record(next[element]).ExcludedUser);
      const excluded = [...new Set([...before, ...list(record(value).ExcludedUser)].map(text))];
      if (excluded.length > MAX_EXCLUDED_USERS) return invalidField('UnpaidItemAssistancePreferences.ExcludedUser');
      delete merged.RemoveAllExcludedUsers;
      if (excluded.length) merged.ExcludedUser = excluded;
      else delete merged.ExcludedUser;
    }
    next[element] = merged;
  }
  Object.assign(stored, next);
  return success({});
};

/** GetUserPreferences: only the preferences whose `Show*` flag is true, stored or default. */
export const getUserPreferences: TradingCall = ({ ctx, fields, user }) => {
  const stored = preferencesOf(ctx, user);
  const shown = (flag: string): boolean => text(fields[flag]) === 'true';
  const answer: Record<string, unknown> = {};
  for (const [flag, element] of SHOWN) {
    if (!shown(flag) || stored[element] === undefined) continue;
    let value = stored[element];
    // Unpaid Item Assistance's exclusion list comes only with ShowUnpaidItemAssistanceExclusionList.
    if (element === 'UnpaidItemAssistancePreferences' && !shown('ShowUnpaidItemAssistanceExclusionList')) {
      const { ExcludedUser: _excluded, ...rest } = record(value);
      value = rest;
    }
    answer[element] = value;
  }
  if (Object.keys(answer).length === 0) return invalidField('ShowBidderNoticePreferences');
  // In the answer's schema order, whatever order the flags came in.
  const order = [...new Set(SHOWN.map(([, element]) => element))];
  return success(Object.fromEntries(Object.entries(answer).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))));
};

/** The user preference calls, for `TRADING_HANDLERS`. */
export const PREFERENCE_CALLS: Readonly<Record<string, TradingCall>> = {
  SetUserPreferences: setUserPreferences,
  GetUserPreferences: getUserPreferences,
};
