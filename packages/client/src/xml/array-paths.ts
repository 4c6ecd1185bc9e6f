import type { XmlServiceName } from './services.js';
import { TRADING_PAGED_CALLS } from './trading-paging.js';

/** Elements of a call's response that are always arrays: the items of paged calls (typed calls add theirs). */
export function xmlArrayPaths(service: XmlServiceName, call: string): readonly string[] {
  if (service !== 'trading') return [];
  const items = TRADING_PAGED_CALLS[call];
  return items ? [items] : [];
}
