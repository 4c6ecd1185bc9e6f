import { XML_PATHS } from '@baykit/spec/xml-services';
import type { RateWindow } from './budget.js';

/**
 * The budget key of a request URL: `<apiContext>.<apiName>` as Developer Analytics names APIs
 * (`/buy/browse/v1/…` → `buy.browse`, `/sell/account/v2/…` → `sell.account`, `/post-order/v2/…` →
 * `sell.post_order`, Trading's `/ws/api.dll` → `tradingapi.tradingapi`); undefined for hosts eBay does not
 * report (Shopping, Finding, …) and for OAuth.
 */
export function budgetKeyOf(url: string): string | undefined {
  const path = new URL(url).pathname;
  if (path === XML_PATHS.trading) return 'tradingapi.tradingapi';
  if (path.startsWith('/post-order/')) return 'sell.post_order';
  const match = /^\/(buy|sell|commerce|developer)\/([a-z_]+)\/v\d/.exec(path);
  return match ? `${match[1]}.${match[2]}` : undefined;
}

/** Reads a `RateLimitsResponse` into windows by budget key; rates that do not parse are left out. */
export function readRateLimits(body: unknown, now: number): Map<string, RateWindow> {
  const windows = new Map<string, RateWindow>();
  const limits = (body as { rateLimits?: unknown } | undefined)?.rateLimits;
  if (!Array.isArray(limits)) return windows;
  for (const entry of limits as unknown[]) {
    const { apiContext, apiName, resources } = (entry ?? {}) as {
      apiContext?: unknown;
      apiName?: unknown;
      resources?: unknown;
    };
    if (typeof apiContext !== 'string' || typeof apiName !== 'string' || !Array.isArray(resources)) continue;
    const window = tightest(resources, now);
    if (window) windows.set(`${apiContext.toLowerCase()}.${apiName.toLowerCase()}`, window);
  }
  return windows;
}

/** Of all rates of an API's resources, the one with the fewest calls left: that is the one that runs out first. */
function tightest(resources: unknown[], now: number): RateWindow | undefined {
  let best: RateWindow | undefined;
  for (const resource of resources) {
    const rates = (resource as { rates?: unknown } | null)?.rates;
    if (!Array.isArray(rates)) continue;
    for (const rate of rates as unknown[]) {
      const window = windowOf(rate, now);
      if (window && (!best || window.remaining < best.remaining)) best = window;
    }
  }
  return best;
}

function windowOf(rate: unknown, now: number): RateWindow | undefined {
  const { limit, remaining, reset, timeWindow } = (rate ?? {}) as Record<string, unknown>;
  const windowMs = Number(timeWindow) * 1000;
  const resetAt = typeof reset === 'string' ? Date.parse(reset) : Number.NaN;
  if (!isCount(limit) || !isCount(remaining) || !(windowMs > 0)) return undefined;
  return {
    limit,
    remaining: Math.min(remaining, limit),
    resetAt: Number.isNaN(resetAt) ? now + windowMs : resetAt,
    windowMs,
  };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
