import { describe, expect, it } from 'vitest';
import { ApiBudget } from '../../src/rate-limit/budget.js';
import { budgetKeyOf, readRateLimits } from '../../src/rate-limit/limits.js';

const HOUR = 3_600_000;

describe('ApiBudget', () => {
  it('lets calls go at once while more than the reserve is left', () => {
    const budget = new ApiBudget({ limit: 100, remaining: 50, resetAt: HOUR, windowMs: 24 * HOUR });
    for (let i = 0; i < 40; i++) expect(budget.take(0, 0.1)).toEqual({ go: true, delayMs: 0 });
    expect(budget.window.remaining).toBe(10);
  });

  it('spreads the calls left below the reserve evenly until the reset, in order', () => {
    const budget = new ApiBudget({ limit: 100, remaining: 10, resetAt: 10_000, windowMs: 24 * HOUR });
    const delays = Array.from({ length: 4 }, () => budget.take(0, 0.1));
    // 10 left over 10 s: a slot each second, handed out in order to concurrent callers.
    expect(delays).toEqual([
      { go: true, delayMs: 0 },
      { go: true, delayMs: 1000 },
      { go: true, delayMs: 2000 },
      { go: true, delayMs: 3000 },
    ]);
  });

  it('stops calls when nothing is left, until the window resets', () => {
    const budget = new ApiBudget({ limit: 5, remaining: 1, resetAt: 60_000, windowMs: 60_000 });
    expect(budget.take(0, 0).go).toBe(true);
    expect(budget.take(1000, 0)).toEqual({ go: false, retryAfterMs: 59_000 });
  });

  it('starts a new full window after the reset time', () => {
    const budget = new ApiBudget({ limit: 5, remaining: 0, resetAt: 60_000, windowMs: 60_000 });
    expect(budget.take(150_000, 0)).toEqual({ go: true, delayMs: 0 });
    expect(budget.window).toEqual({ limit: 5, remaining: 4, resetAt: 180_000, windowMs: 60_000 });
  });

  it('takes new figures from a refresh', () => {
    const budget = new ApiBudget({ limit: 100, remaining: 100, resetAt: HOUR, windowMs: HOUR });
    budget.update({ limit: 100, remaining: 0, resetAt: HOUR, windowMs: HOUR });
    expect(budget.take(0, 0.1).go).toBe(false);
  });
});

describe('rate limit figures', () => {
  it('names the budget of a request URL as Developer Analytics names the API', () => {
    expect(budgetKeyOf('https://api.ebay.com/buy/browse/v1/item/v1%7C1%7C0')).toBe('buy.browse');
    expect(budgetKeyOf('https://api.ebay.com/buy/marketplace_insights/v1_beta/item_sales/search')).toBe(
      'buy.marketplace_insights',
    );
    expect(budgetKeyOf('https://apiz.ebay.com/sell/finances/v1/transaction')).toBe('sell.finances');
    expect(budgetKeyOf('https://api.ebay.com/post-order/v2/return/search')).toBe('sell.post_order');
    expect(budgetKeyOf('https://api.ebay.com/ws/api.dll')).toBe('tradingapi.tradingapi');
    expect(budgetKeyOf('https://open.api.ebay.com/shopping')).toBeUndefined();
    expect(budgetKeyOf('https://api.ebay.com/identity/v1/oauth2/token')).toBeUndefined();
  });

  it('reads getRateLimits answers, keeping the tightest rate of each API and skipping what does not parse', () => {
    const windows = readRateLimits(
      {
        rateLimits: [
          {
            apiContext: 'buy',
            apiName: 'Browse',
            resources: [
              {
                name: 'buy.browse',
                rates: [{ limit: 5000, remaining: 4000, reset: '2026-11-24T00:00:00.000Z', timeWindow: 86400 }],
              },
              {
                name: 'buy.browse.item.bulk',
                rates: [{ limit: 500, remaining: 20, reset: '2026-11-24T00:00:00.000Z', timeWindow: 86400 }],
              },
            ],
          },
          {
            apiContext: 'sell',
            apiName: 'inventory',
            resources: [{ name: 'x', rates: [{ limit: 'many', remaining: 1, timeWindow: 86400 }] }],
          },
          { apiContext: 'sell' },
          null,
        ],
      },
      0,
    );
    expect([...windows.keys()]).toEqual(['buy.browse']);
    expect(windows.get('buy.browse')).toEqual({
      limit: 500,
      remaining: 20,
      resetAt: Date.parse('2026-11-24T00:00:00.000Z'),
      windowMs: 86_400_000,
    });
    expect(readRateLimits(undefined, 0).size).toBe(0);
  });
});
