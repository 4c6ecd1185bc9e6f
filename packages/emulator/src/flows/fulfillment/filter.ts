import { filterParts, filterTooLong, filterTooLongMessage } from '../filter-parts.js';
import { fulfillmentError } from './errors.js';
import type { FulfillmentOrder, OrderFulfillmentStatus } from '../../world/stores/orders.js';

/** What getOrders' `filter` asks for (the parts eBay supports). */
export interface OrderFilter {
  statuses?: Set<OrderFulfillmentStatus>;
  created?: { from: number; to: number };
  modified?: { from: number; to: number };
}

const STATUSES: readonly string[] = ['NOT_STARTED', 'IN_PROGRESS', 'FULFILLED'];

function dateRange(name: string, raw: string, now: number): { from: number; to: number } | Response {
  const match = /^\[(.*)\.\.(.*)\]$/.exec(raw.trim());
  if (!match)
    return fulfillmentError(400, 30800, `Invalid filter value ${raw} for filter ${name}`, ['filter', `${name}:${raw}`]);
  const [from, to] = [match[1]?.trim() ?? '', match[2]?.trim() ?? ''];
  if (from === '') return fulfillmentError(400, 30820, 'Start date is missing', ['filter', name]);
  const start = Date.parse(from);
  const end = to === '' ? now : Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end))
    return fulfillmentError(400, 30810, 'Invalid date format', ['filter', name]);
  if (start > end) return fulfillmentError(400, 30840, 'Start date should be before end date', ['filter', name]);
  return { from: start, to: end };
}

/** Parses `creationdate:[from..to]`, `lastmodifieddate:[from..]` and `orderfulfillmentstatus:{A|B}`, or the 400 for a bad one. */
export function parseOrderFilter(filter: string, now: number): OrderFilter | Response {
  const out: OrderFilter = {};
  if (filterTooLong(filter))
    return fulfillmentError(400, 30800, `Invalid filter value. ${filterTooLongMessage(filter)}`, [
      'filter',
      filter.slice(0, 64),
    ]);
  for (const part of filterParts(filter)) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)).trim().toLowerCase();
    const raw = colon < 0 ? '' : part.slice(colon + 1);
    if (name === 'creationdate' || name === 'lastmodifieddate') {
      const range = dateRange(name, raw, now);
      if (range instanceof Response) return range;
      if (name === 'creationdate') out.created = range;
      else out.modified = range;
    } else if (name === 'orderfulfillmentstatus') {
      const set = /^\{(.*)\}$/.exec(raw.trim());
      const values = (set?.[1] ?? '').split('|').map((s) => s.trim().toUpperCase());
      if (!set || values.some((v) => !STATUSES.includes(v)))
        return fulfillmentError(400, 30800, `Invalid filter value ${raw} for filter ${name}`, [
          'filter',
          `${name}:${raw}`,
        ]);
      out.statuses = new Set(values as OrderFulfillmentStatus[]);
    } else {
      return fulfillmentError(400, 30700, `Invalid filter name: ${name}`, ['filter', name]);
    }
  }
  return out;
}

/** Whether `order` passes `filter`. */
export function matchesFilter(order: FulfillmentOrder, filter: OrderFilter): boolean {
  const created = Date.parse(order.creationDate);
  const modified = Date.parse(order.lastModifiedDate);
  return (
    (!filter.statuses || filter.statuses.has(order.status)) &&
    (!filter.created || (created >= filter.created.from && created <= filter.created.to)) &&
    (!filter.modified || (modified >= filter.modified.from && modified <= filter.modified.to))
  );
}
