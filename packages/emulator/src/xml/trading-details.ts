import { SITES } from 'baykit';
import { SHIPPING } from '../flows/buy-order-v2.js';
import { TAX_JURISDICTIONS, taxCountryOfSite } from '../world/tax-jurisdictions.js';
import { list, text } from './request-body.js';
import { success, type TradingCall } from './trading-call.js';

// GeteBayDetails: eBay's site metadata, limited to what the emulator knows. Sites are baykit's site list, the shipping
// services are the ones the emulator's checkout offers and its orders carry, return options the ones its return
// policies use, tax jurisdictions the sales tax tables' (docs/ebay-facts.md#site-details).

/** The currency of each site's country (ISO 4217). */
const CURRENCY_OF: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  AU: 'AUD',
  AT: 'EUR',
  BE: 'EUR',
  FR: 'EUR',
  DE: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  ES: 'EUR',
  IE: 'EUR',
  CH: 'CHF',
  HK: 'HKD',
  IN: 'INR',
  MY: 'MYR',
  PH: 'PHP',
  PL: 'PLN',
  SG: 'SGD',
};

/** Names of the emulator's shipping services and carriers, as eBay shows them. */
const SERVICE_NAMES: Readonly<Record<string, string>> = {
  USPSPriority: 'USPS Priority Mail',
  USPSPriorityExpress: 'USPS Priority Mail Express',
};
const CARRIERS: readonly [code: string, name: string][] = [
  ['USPS', 'U.S. Postal Service'],
  ['UPS', 'UPS'],
  ['FedEx', 'FedEx'],
];

/** eBay's handling times in business days (DispatchTimeMax). */
const DISPATCH_DAYS = [0, 1, 2, 3, 4, 5, 10, 15, 20, 30];

const VERSION = { DetailVersion: '1', UpdateTime: '2026-01-01T00:00:00.000Z' };

const countryOf = (language: string): string => language.split('-')[1] ?? '';
const regionName = new Intl.DisplayNames(['en'], { type: 'region' });
const currencyName = new Intl.DisplayNames(['en'], { type: 'currency' });

/** Each detail the emulator answers, by `DetailName`, for the call's site. */
const DETAILS: Readonly<Record<string, (siteId: string) => unknown>> = {
  CountryDetails: () =>
    [...new Set(SITES.map((s) => countryOf(s.language)))].map((c) => ({
      Country: c,
      Description: regionName.of(c) ?? c,
      ...VERSION,
    })),
  CurrencyDetails: () =>
    [...new Set(Object.values(CURRENCY_OF))].map((c) => ({
      Currency: c,
      Description: currencyName.of(c) ?? c,
      ...VERSION,
    })),
  DispatchTimeMaxDetails: () =>
    DISPATCH_DAYS.map((days) => ({
      DispatchTimeMax: String(days),
      Description: days === 0 ? 'Same business day' : `${days} business day${days === 1 ? '' : 's'}`,
      ...VERSION,
    })),
  ShippingServiceDetails: () =>
    SHIPPING.map((s) => ({
      Description: SERVICE_NAMES[s.shippingServiceCode] ?? s.shippingServiceCode,
      ExpeditedService: String(s.shippingOptionId === 'EXPEDITED'),
      InternationalService: 'false',
      ShippingService: s.shippingServiceCode,
      ShippingTimeMax: String(s.days[1]),
      ShippingTimeMin: String(s.days[0]),
      ServiceType: ['Flat', 'Calculated'],
      ValidForSellingFlow: 'true',
      ShippingCarrier: ['USPS'],
      ...VERSION,
      ShippingCategory: s.shippingOptionId,
    })),
  SiteDetails: () => SITES.map((s) => ({ Site: s.code, SiteID: String(s.id), ...VERSION })),
  TaxJurisdiction: (siteId) =>
    Object.entries(TAX_JURISDICTIONS[taxCountryOfSite(siteId) ?? ''] ?? {}).map(([id, name]) => ({
      JurisdictionID: id,
      JurisdictionName: name,
      ...VERSION,
    })),
  ShippingCarrierDetails: () =>
    CARRIERS.map(([code, name]) => ({ Description: name, ShippingCarrier: code, ...VERSION })),
  ReturnPolicyDetails: () => ({
    Refund: [
      { RefundOption: 'MoneyBack', Description: 'Money Back' },
      { RefundOption: 'MoneyBackOrReplacement', Description: "Money back or replacement (buyer's choice)" },
    ],
    ReturnsWithin: [14, 30, 60].map((days) => ({ ReturnsWithinOption: `Days_${days}`, Description: `${days} Days` })),
    ReturnsAccepted: [
      { ReturnsAcceptedOption: 'ReturnsAccepted', Description: 'Returns Accepted' },
      { ReturnsAcceptedOption: 'ReturnsNotAccepted', Description: 'No returns accepted' },
    ],
    ShippingCostPaidBy: [
      { ShippingCostPaidByOption: 'Buyer', Description: 'Buyer' },
      { ShippingCostPaidByOption: 'Seller', Description: 'Seller' },
    ],
    ...VERSION,
  }),
};

/** The answer's elements in `GeteBayDetailsResponseType` order. */
const ORDER = [
  'CountryDetails',
  'CurrencyDetails',
  'DispatchTimeMaxDetails',
  'ShippingServiceDetails',
  'SiteDetails',
  'TaxJurisdiction',
  'ShippingCarrierDetails',
  'ReturnPolicyDetails',
];

/**
 * GeteBayDetails: the details `DetailName` asks for (all the emulator has without it), for the call's site. A
 * detail the emulator does not hold is left out, as eBay leaves out details a site has none of.
 */
export const geteBayDetails: TradingCall = ({ fields, siteId }) => {
  const asked = new Set(list(fields.DetailName).map(text));
  const answer: Record<string, unknown> = {};
  for (const name of ORDER) {
    const detail = DETAILS[name];
    if (!detail || (asked.size > 0 && !asked.has(name))) continue;
    const value = detail(siteId);
    if (!Array.isArray(value) || value.length > 0) answer[name] = value;
  }
  return success({ ...answer, UpdateTime: VERSION.UpdateTime });
};

/** The site details call, for `TRADING_HANDLERS`. */
export const DETAILS_CALLS: Readonly<Record<string, TradingCall>> = { GeteBayDetails: geteBayDetails };
