import type { EmulatorContext } from '../context.js';
import { PROFILE_KINDS, SINGLE_KINDS, type DiscountProfiles } from '../world/stores/seller-settings.js';
import { familyAt } from '../resources/families.js';
import { memberKey, membersOf } from '../resources/store.js';
import { TAX_JURISDICTIONS, taxCountryOfSite } from '../world/tax-jurisdictions.js';
import { list, record, text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';
import { PREFERENCE_CALLS } from './trading-preferences.js';

// A seller's shipping discount profiles (Set/GetShippingDiscountProfiles) and sales tax table (Set/GetTaxTable).
// The tax table is the Account API's sales tax store (`sales_tax` resources, `bulkCreateOrReplaceSalesTax`): a
// rate set through either API shows in the other.

/** A bound on stored profiles per kind (the emulator's; eBay's own limit is not documented on the call page). */
const MAX_PROFILES = 100;

function profilesOf(ctx: EmulatorContext, seller: string): DiscountProfiles {
  const all = ctx.state.world.shippingDiscountProfiles;
  let mine = all.get(seller);
  if (!mine)
    all.set(
      seller,
      (mine = {
        currency: 'USD',
        lists: { FlatShippingDiscount: { profiles: [] }, CalculatedShippingDiscount: { profiles: [] } },
        singles: {},
        nextId: 1,
      }),
    );
  return mine;
}

/**
 * SetShippingDiscountProfiles: `ModifyActionCode` `Add` (new profiles get a `DiscountProfileID`), `Update` or
 * `Delete` (by `DiscountProfileID`; an unknown id is refused) the profiles of each kind given; `CombinedDuration`
 * is stored as given.
 */
export const setShippingDiscountProfiles: TradingCall = ({ ctx, fields, user }) => {
  const current = profilesOf(ctx, user);
  const next = structuredClone(current);
  const action = text(fields.ModifyActionCode);
  const touches = [...PROFILE_KINDS, ...SINGLE_KINDS].some((kind) => fields[kind] !== undefined);
  if (touches && !['Add', 'Update', 'Delete'].includes(action)) return invalidField('ModifyActionCode');
  if (!touches && fields.CombinedDuration === undefined) return invalidField('ModifyActionCode');
  if (fields.CombinedDuration !== undefined) next.combinedDuration = text(fields.CombinedDuration);
  if (fields.CurrencyID !== undefined) next.currency = text(fields.CurrencyID);
  for (const kind of PROFILE_KINDS) {
    if (fields[kind] === undefined) continue;
    const given = record(fields[kind]);
    const held = next.lists[kind];
    if (given.DiscountName !== undefined) held.name = text(given.DiscountName);
    for (const entry of list(given.DiscountProfile)) {
      const profile = record(entry);
      const id = text(profile.DiscountProfileID);
      if (action === 'Add') {
        if (held.profiles.length >= MAX_PROFILES) return invalidField(`${kind}.DiscountProfile`);
        held.profiles.push({ ...profile, DiscountProfileID: String(next.nextId++) });
        continue;
      }
      const at = held.profiles.findIndex((p) => p.DiscountProfileID === id);
      if (at < 0) return invalidField(`${kind}.DiscountProfile.DiscountProfileID`);
      if (action === 'Delete') held.profiles.splice(at, 1);
      else held.profiles[at] = { ...held.profiles[at], ...profile, DiscountProfileID: id };
    }
  }
  for (const kind of SINGLE_KINDS) {
    if (fields[kind] === undefined) continue;
    next.singles[kind] = action === 'Delete' ? undefined : record(fields[kind]);
  }
  Object.assign(current, next);
  return success({});
};

/** GetShippingDiscountProfiles: the seller's profiles as stored, in the answer's schema order. */
export const getShippingDiscountProfiles: TradingCall = ({ ctx, user }) => {
  const held = profilesOf(ctx, user);
  const kind = (k: (typeof PROFILE_KINDS)[number]): Record<string, unknown> => {
    const { name, profiles } = held.lists[k];
    return { ...(name ? { DiscountName: name } : {}), ...(profiles.length ? { DiscountProfile: profiles } : {}) };
  };
  const promotional = held.singles.PromotionalShippingDiscountDetails;
  return success({
    CurrencyID: held.currency,
    FlatShippingDiscount: kind('FlatShippingDiscount'),
    CalculatedShippingDiscount: kind('CalculatedShippingDiscount'),
    PromotionalShippingDiscount: String(promotional !== undefined),
    ...(held.singles.CalculatedHandlingDiscount
      ? { CalculatedHandlingDiscount: held.singles.CalculatedHandlingDiscount }
      : {}),
    ...(promotional ? { PromotionalShippingDiscountDetails: promotional } : {}),
    ...(held.combinedDuration ? { CombinedDuration: held.combinedDuration } : {}),
  });
};

const SALES_TAX = '/sell/account/v1/sales_tax/{countryCode}/{jurisdictionId}';

/** The seller's stored sales tax entries (the Account API's `sales_tax` family). */
function salesTax(ctx: EmulatorContext, seller: string): ReturnType<typeof membersOf> | undefined {
  const family = familyAt(SALES_TAX);
  return family && membersOf(ctx, family, seller);
}

/**
 * SetTaxTable: each `TaxJurisdiction` of the site's country sets the seller's rate there (a `SalesTaxPercent` of 0
 * removes it), in the Account API's sales tax store. A jurisdiction the site's country does not have is refused.
 */
export const setTaxTable: TradingCall = ({ ctx, fields, user, siteId, now }) => {
  const country = taxCountryOfSite(siteId);
  const family = familyAt(SALES_TAX);
  const entries = list(record(fields.TaxTable).TaxJurisdiction).map(record);
  if (!country || !family) return invalidField('TaxTable');
  if (entries.length === 0) return invalidField('TaxTable.TaxJurisdiction');
  const known = TAX_JURISDICTIONS[country] ?? {};
  for (const entry of entries) {
    const id = text(entry.JurisdictionID);
    if (!Object.hasOwn(known, id)) return invalidField('TaxTable.TaxJurisdiction.JurisdictionID');
    const percent = Number(text(entry.SalesTaxPercent) || '0');
    if (!(percent >= 0 && percent < 100)) return invalidField('TaxTable.TaxJurisdiction.SalesTaxPercent');
  }
  const members = membersOf(ctx, family, user);
  for (const entry of entries) {
    const jurisdictionId = text(entry.JurisdictionID);
    const params = { countryCode: country, jurisdictionId };
    const key = memberKey(family, params);
    const percent = Number(text(entry.SalesTaxPercent) || '0');
    if (percent === 0) {
      members.delete(key);
      continue;
    }
    members.set(key, {
      params,
      data: {
        countryCode: country,
        salesTaxJurisdictionId: jurisdictionId,
        salesTaxPercentage: String(percent),
        shippingAndHandlingTaxed: text(entry.ShippingIncludedInTax) === 'true',
      },
    });
  }
  ctx.state.world.taxTableUpdates.set(user, now);
  return success({});
};

/**
 * GetTaxTable: the seller's rates for the site's country from the Account API's sales tax store; with
 * `DetailLevel` `ReturnAll`, every jurisdiction of the country, with its name (0 where no rate is set).
 */
export const getTaxTable: TradingCall = ({ ctx, fields, user, siteId }) => {
  const country = taxCountryOfSite(siteId);
  const known = (country && TAX_JURISDICTIONS[country]) || {};
  const rates = new Map<string, { percent: string; shipping: boolean }>();
  for (const { data } of salesTax(ctx, user)?.values() ?? []) {
    if (data.countryCode !== country) continue;
    rates.set(text(data.salesTaxJurisdictionId), {
      percent: text(data.salesTaxPercentage) || '0',
      shipping: data.shippingAndHandlingTaxed === true,
    });
  }
  const all = list(fields.DetailLevel).map(text).includes('ReturnAll');
  const ids = all ? Object.keys(known) : Object.keys(known).filter((id) => rates.has(id));
  const updated = ctx.state.world.taxTableUpdates.get(user);
  return success({
    ...(updated === undefined ? {} : { LastUpdateTime: new Date(updated).toISOString() }),
    TaxTable: ids.length
      ? {
          TaxJurisdiction: ids.map((id) => ({
            JurisdictionID: id,
            SalesTaxPercent: rates.get(id)?.percent ?? '0',
            ShippingIncludedInTax: String(rates.get(id)?.shipping ?? false),
            ...(all ? { JurisdictionName: known[id] } : {}),
          })),
        }
      : '',
  });
};

/** The seller settings calls (preferences, shipping discounts, tax table), for `TRADING_HANDLERS`. */
export const SETTINGS_CALLS: Readonly<Record<string, TradingCall>> = {
  ...PREFERENCE_CALLS,
  SetShippingDiscountProfiles: setShippingDiscountProfiles,
  GetShippingDiscountProfiles: getShippingDiscountProfiles,
  SetTaxTable: setTaxTable,
  GetTaxTable: getTaxTable,
};
