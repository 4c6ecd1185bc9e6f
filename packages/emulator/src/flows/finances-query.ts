// The query of the Finances API's reads: `filter` (`name:{a|b}` values and `name:[from..to]` date ranges, in one
// parameter comma-separated or in several), `sort`, `limit`/`offset`, and the 400s eBay's contract lists for each
// (sell_finances_v1_oas3.json, errors 135002–135016, domain API_FINANCES). The filters are described on each method's
// page, e.g. https://developer.ebay.com/api-docs/sell/finances/resources/transaction/methods/getTransactions.
import { apiError } from '../errors.js';
import { readOffsetPaging } from './paging.js';

/** The filters of one request: listed values by name, and date ranges (emulator-clock ms, either end open). */
export interface FinanceFilters {
  values: Map<string, string[]>;
  ranges: Map<string, { from?: number; to?: number }>;
}

/** Finances' TransactionStatusEnum (https://developer.ebay.com/api-docs/sell/finances/types/pay:TransactionStatusEnum). */
export const TRANSACTION_STATUSES: readonly string[] = [
  'FUNDS_ON_HOLD',
  'FUNDS_PROCESSING',
  'FUNDS_AVAILABLE_FOR_PAYOUT',
  'PAYOUT',
  'COMPLETED',
  'FAILED',
];

/** Finances' PayoutStatusEnum (https://developer.ebay.com/api-docs/sell/finances/types/pay:PayoutStatusEnum). */
export const PAYOUT_STATUSES: readonly string[] = [
  'INITIATED',
  'SUCCEEDED',
  'REVERSED',
  'RETRYABLE_FAILED',
  'TERMINAL_FAILED',
];

const YEAR_MS = 365.25 * 86_400_000;

/** A Finances API 400 with eBay's error id and message, naming the parameter. */
export function financesError(errorId: number, message: string, parameter: [string, string]): Response {
  return apiError('API_FINANCES', 400, errorId, message, { parameter });
}

/** The filters of `query`, or the name of a range filter that is not `[from..to]` of dates. */
export function readFilters(query: URLSearchParams): FinanceFilters | { badRange: string } {
  const filters: FinanceFilters = { values: new Map(), ranges: new Map() };
  for (const value of query.getAll('filter')) {
    for (const match of value.matchAll(/(\w+):\{([^}]*)\}/g)) {
      const [, name = '', listed = ''] = match;
      filters.values.set(
        name,
        listed.split('|').map((v) => v.trim()),
      );
    }
    for (const match of value.matchAll(/(\w+):\[([^\]]*)\]/g)) {
      const [, name = '', range = ''] = match;
      const [from = '', to, extra] = range.split('..');
      const time = (text: string): number | undefined => (text.trim() === '' ? undefined : Date.parse(text.trim()));
      const bounds = { from: time(from), to: to === undefined ? undefined : time(to) };
      if (to === undefined || extra !== undefined || Number.isNaN(bounds.from) || Number.isNaN(bounds.to))
        return { badRange: name };
      filters.ranges.set(name, {
        ...(bounds.from === undefined ? {} : { from: bounds.from }),
        ...(bounds.to === undefined ? {} : { to: bounds.to }),
      });
    }
  }
  return filters;
}

/**
 * The refusal of a date range filter eBay refuses: not a range of dates (`invalid`), starting more than five years
 * before `now` (`tooOld`), or longer than 36 months (`tooLong`); undefined when it is fine or absent.
 */
export function dateRangeRefusal(
  filters: FinanceFilters | { badRange: string },
  name: string,
  now: number,
  errors: { invalid: [number, string]; tooOld: [number, string]; tooLong: [number, string] },
): Response | undefined {
  if ('badRange' in filters)
    return filters.badRange === name ? financesError(...errors.invalid, ['filter', name]) : undefined;
  const range = filters.ranges.get(name);
  if (!range) return undefined;
  if (range.from !== undefined && range.from < now - 5 * YEAR_MS)
    return financesError(...errors.tooOld, ['filter', name]);
  if (range.from !== undefined && range.to !== undefined && range.to - range.from > 3 * YEAR_MS)
    return financesError(...errors.tooLong, ['filter', name]);
  return undefined;
}

/** Whether `date` (ISO 8601) lies in the filter's range `name` (or there is none). */
export function inRange(filters: FinanceFilters, name: string, date: string): boolean {
  const range = filters.ranges.get(name);
  if (!range) return true;
  const time = Date.parse(date);
  return (range.from === undefined || time >= range.from) && (range.to === undefined || time <= range.to);
}

/** Whether `value` is among the filter's values `name` (or there is no such filter). */
export function listed(filters: FinanceFilters, name: string, value: string | undefined): boolean {
  const values = filters.values.get(name);
  return values === undefined || (value !== undefined && values.includes(value));
}

/** `limit`/`offset` (default 20, at most `max`), or eBay's 135003 "The value of pagination is invalid." */
export function readFinancesPaging(query: URLSearchParams, max: number): { limit: number; offset: number } | Response {
  return readOffsetPaging(query, {
    defaultLimit: 20,
    maxLimit: max,
    invalid: (parameter, raw) => financesError(135003, 'The value of pagination is invalid.', [parameter, raw]),
  });
}

/**
 * Ascending (`sort=<field>`) or descending (no sort, eBay's default: most recent first); a sort by anything else is
 * eBay's 135005 "The value of sorting is invalid." (`fields`: the ones the method sorts by).
 */
export function readSort(query: URLSearchParams, fields: readonly string[]): 'asc' | 'desc' | Response {
  const sort = query.get('sort');
  if (sort === null || sort === '') return 'desc';
  const field = sort.replace(/^-/, '');
  if (!fields.includes(field)) return financesError(135005, 'The value of sorting is invalid.', ['sort', sort]);
  return sort.startsWith('-') ? 'desc' : 'asc';
}
