/** A daily call limit of one API, as the Developer Analytics API reports it. */
export interface ApiLimit {
  apiContext: string;
  apiName: string;
  apiVersion: string;
  /** Calls allowed per daily window. */
  limit: number;
  /** Listed by `getRateLimits` (application) and/or `getUserRateLimits` (user). */
  listedFor: readonly ('application' | 'user')[];
}

const APP: readonly ('application' | 'user')[] = ['application'];
const USER: readonly ('application' | 'user')[] = ['user'];
const BOTH: readonly ('application' | 'user')[] = ['application', 'user'];

/** The emulator's limits table (daily windows; numbers in the range of eBay's default application limits). */
export const API_LIMITS: readonly ApiLimit[] = [
  { apiContext: 'buy', apiName: 'browse', apiVersion: 'v1', limit: 5000, listedFor: APP },
  { apiContext: 'buy', apiName: 'feed', apiVersion: 'v1_beta', limit: 10000, listedFor: APP },
  { apiContext: 'buy', apiName: 'marketing', apiVersion: 'v1_beta', limit: 5000, listedFor: APP },
  { apiContext: 'buy', apiName: 'deal', apiVersion: 'v1', limit: 5000, listedFor: APP },
  { apiContext: 'buy', apiName: 'marketplace_insights', apiVersion: 'v1_beta', limit: 5000, listedFor: APP },
  { apiContext: 'buy', apiName: 'order', apiVersion: 'v2', limit: 5000, listedFor: BOTH },
  { apiContext: 'commerce', apiName: 'taxonomy', apiVersion: 'v1', limit: 5000, listedFor: APP },
  { apiContext: 'commerce', apiName: 'catalog', apiVersion: 'v1_beta', limit: 10000, listedFor: USER },
  { apiContext: 'commerce', apiName: 'notification', apiVersion: 'v1', limit: 10000, listedFor: BOTH },
  { apiContext: 'commerce', apiName: 'translation', apiVersion: 'v1_beta', limit: 5000, listedFor: APP },
  { apiContext: 'developer', apiName: 'analytics', apiVersion: 'v1_beta', limit: 10000, listedFor: BOTH },
  { apiContext: 'developer', apiName: 'key_management', apiVersion: 'v1', limit: 5000, listedFor: APP },
  { apiContext: 'sell', apiName: 'inventory', apiVersion: 'v1', limit: 2_000_000, listedFor: USER },
  { apiContext: 'sell', apiName: 'fulfillment', apiVersion: 'v1', limit: 100_000, listedFor: USER },
  { apiContext: 'sell', apiName: 'account', apiVersion: 'v1', limit: 25_000, listedFor: USER },
  { apiContext: 'sell', apiName: 'marketing', apiVersion: 'v1', limit: 100_000, listedFor: USER },
  { apiContext: 'sell', apiName: 'analytics', apiVersion: 'v1', limit: 400, listedFor: USER },
  { apiContext: 'sell', apiName: 'finances', apiVersion: 'v1', limit: 25_000, listedFor: USER },
  { apiContext: 'sell', apiName: 'marketplace_insights', apiVersion: 'v1_beta', limit: 5000, listedFor: USER },
  { apiContext: 'tradingapi', apiName: 'tradingapi', apiVersion: 'v1', limit: 5000, listedFor: BOTH },
];

/** The limit of an API the table does not list (it still appears once it was called). */
export const DEFAULT_LIMIT = 5000;

/** Seconds per window: the limits are daily. */
export const WINDOW_SECONDS = 86_400;

/**
 * `[apiContext, apiName]` of a catalog api id (`buy.browse` → `buy`/`browse`,
 * `buy.marketplaceInsights` → `buy`/`marketplace_insights`, `sell.accountV2` → `sell`/`account`,
 * `postOrder.return` → `sell`/`post_order`).
 */
export function apiContextAndName(api: string): [string, string] {
  const [head = api, tail = api] = api.split('.', 2);
  if (head === 'postOrder') return ['sell', 'post_order'];
  const name = tail.replace(/V\d+$/, '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return [head, name];
}
