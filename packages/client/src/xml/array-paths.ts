import type { XmlServiceName } from './services.js';
import { TRADING_PAGED_CALLS } from './trading-paging.js';
import { TRADING_ARRAY_PATHS } from './types/array-paths.js';

/** Elements of a call's response that are always arrays: those of the typed calls and the items of paged calls. */
export function xmlArrayPaths(service: XmlServiceName, call: string): readonly string[] {
  if (service !== 'trading') return [];
  const items = TRADING_PAGED_CALLS[call];
  const typed = TRADING_ARRAY_PATHS[call] ?? [];
  return items ? [...typed, items] : typed;
}
