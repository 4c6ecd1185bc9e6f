import { MARKETPLACE_IDS, type OperationSpec } from 'baykit';
import { refusedValue } from '../resources/not-found.js';

// Path and query values that choose one of a fixed set eBay defines (a report type, a standards program and cycle,
// a payments program) rather than name something a seller created. eBay refuses a value outside the set with the
// error its contract lists for it, before it looks at any state. The schema validator cannot: the contracts type
// these values as plain strings and show only some of their values
// (docs/ebay-facts.md#enumerations-in-the-contracts), so the sets here are eBay's enumeration pages (`see`).

/** The values one parameter takes, and eBay's error for any other. */
export interface ClosedValues {
  readonly in: 'path' | 'query';
  /** Every value eBay takes, from the enumeration's page (`see`). */
  readonly values: readonly string[];
  /** The error the operation's contract lists for a value outside them. */
  readonly errorId: number;
  /** eBay's page of the enumeration. */
  readonly see: string;
}

const TYPES = 'https://developer.ebay.com/api-docs/sell';

/** The Analytics API's seller standards programs (ssp:ProgramEnum). */
const STANDARDS_PROGRAMS = ['PROGRAM_DE', 'PROGRAM_GLOBAL', 'PROGRAM_UK', 'PROGRAM_US'] as const;

/** The Analytics API's evaluation cycles (ssp:CycleTypeEnum). */
const STANDARDS_CYCLES = ['CURRENT', 'PROJECTED'] as const;

/** The Marketing API's Promoted Listings report types (plr:ReportTypeEnum). */
const REPORT_TYPES = [
  'ACCOUNT_PERFORMANCE_REPORT',
  'ALL_CAMPAIGN_PERFORMANCE_SUMMARY_REPORT',
  'CAMPAIGN_PERFORMANCE_REPORT',
  'CAMPAIGN_PERFORMANCE_SUMMARY_REPORT',
  'INVENTORY_PERFORMANCE_REPORT',
  'KEYWORD_PERFORMANCE_REPORT',
  'LISTING_PERFORMANCE_REPORT',
  'SEARCH_QUERY_PERFORMANCE_REPORT',
  'TRANSACTION_REPORT',
] as const;

/** The Marketing API's funding models (pls:FundingModelEnum). */
const FUNDING_MODELS = ['COST_PER_SALE', 'COST_PER_CLICK'] as const;

/** The Marketing API's advertising channels (pls:ChannelEnum). */
const CHANNELS = ['ON_SITE', 'OFF_SITE'] as const;

/** The Account API's payments programs (api:PaymentsProgramType): eBay managed payments is the only one left. */
const PAYMENTS_PROGRAMS = ['EBAY_PAYMENTS'] as const;

const program: ClosedValues = {
  in: 'path',
  values: STANDARDS_PROGRAMS,
  errorId: 53105,
  see: `${TYPES}/analytics/types/ssp:ProgramEnum`,
};
const cycle: ClosedValues = {
  in: 'path',
  values: STANDARDS_CYCLES,
  errorId: 53115,
  see: `${TYPES}/analytics/types/ssp:CycleTypeEnum`,
};
const reportType: ClosedValues = {
  in: 'path',
  values: REPORT_TYPES,
  errorId: 35116,
  see: `${TYPES}/marketing/types/plr:ReportTypeEnum`,
};
const fundingModel: ClosedValues = {
  in: 'query',
  values: FUNDING_MODELS,
  errorId: 35121,
  see: `${TYPES}/marketing/types/pls:FundingModelEnum`,
};
const channel: ClosedValues = {
  in: 'query',
  values: CHANNELS,
  errorId: 35125,
  see: `${TYPES}/marketing/types/pls:ChannelEnum`,
};
// 20408 "No payment program available": eBay's one answer for a program it does not run and a site it does not know.
const paymentsProgram: ClosedValues = {
  in: 'path',
  values: PAYMENTS_PROGRAMS,
  errorId: 20408,
  see: `${TYPES}/account/types/api:PaymentsProgramType`,
};
const paymentsMarketplace: ClosedValues = {
  in: 'path',
  values: MARKETPLACE_IDS,
  errorId: 20408,
  see: `${TYPES}/account/types/ba:MarketplaceIdEnum`,
};

/**
 * The checked parameters, by `<api>.<operationId>`, in the order eBay checks them (the program before the cycle,
 * as its error ids run).
 */
export const CLOSED_VALUES: Readonly<Record<string, Readonly<Record<string, ClosedValues>>>> = {
  'sell.account.getPaymentsProgram': { marketplace_id: paymentsMarketplace, payments_program_type: paymentsProgram },
  'sell.account.getPaymentsProgramOnboarding': {
    marketplace_id: paymentsMarketplace,
    payments_program_type: paymentsProgram,
  },
  'sell.analytics.getSellerStandardsProfile': { program, cycle },
  'sell.marketing.getReportMetadata': { funding_model: fundingModel, channel },
  'sell.marketing.getReportMetadataForReportType': { report_type: reportType, funding_model: fundingModel, channel },
};

/** The closed parameters of `spec` (`CLOSED_VALUES`), or undefined when it has none. */
export function closedValuesOf(spec: OperationSpec): Readonly<Record<string, ClosedValues>> | undefined {
  return CLOSED_VALUES[`${spec.api}.${spec.id}`];
}

/**
 * eBay's refusal of the first value of `spec`'s request outside its closed set (`CLOSED_VALUES`), or undefined
 * when every checked value is one eBay takes (an absent or empty optional query value too). `checked`: the closed
 * parameters when the caller already has them (a compiled route).
 */
export function refuseClosedValue(
  spec: OperationSpec,
  params: Readonly<Record<string, string>>,
  query: URLSearchParams,
  checked = closedValuesOf(spec),
): Response | undefined {
  if (!checked) return undefined;
  for (const [name, closed] of Object.entries(checked)) {
    const value = closed.in === 'path' ? params[name] : query.get(name);
    if (!value || closed.values.includes(value)) continue;
    return refusedValue(spec, closed.errorId, name, value, closed.values);
  }
  return undefined;
}
