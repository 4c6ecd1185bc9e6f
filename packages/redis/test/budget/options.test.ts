import { ConfigError } from 'baykit';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisPacing, type BudgetLimit, type RedisPacingOptions } from '../../src/index.js';
import { haveRedis } from '../helpers/redis-server.js';

const browse = (budget: Partial<BudgetLimit>): RedisPacingOptions => ({
  budgets: { 'buy.browse': { limit: 10, windowMs: 1000, ...budget } },
});

describe.skipIf(!haveRedis)('redisPacing options', () => {
  // Options are checked when the extension is made: this connection is never opened.
  const redis = new Redis({ lazyConnect: true });
  afterAll(() => redis.disconnect());

  it.each<[string, RedisPacingOptions, RegExp]>([
    [
      'an upper-case budget key',
      { budgets: { 'Buy.Browse': { limit: 10, windowMs: 1000 } } },
      /budget key "Buy\.Browse" must be an API as budgetKeyOf names it \('buy\.browse'\), optionally with ':operation'/,
    ],
    [
      'a budget key without its context',
      { budgets: { browse: { limit: 10, windowMs: 1000 } } },
      /budget key "browse" must be an API/,
    ],
    [
      'a budget key with an empty operation',
      { budgets: { 'buy.browse:': { limit: 10, windowMs: 1000 } } },
      /budget key "buy\.browse:" must be an API/,
    ],
    [
      'a budget key with a space in its operation',
      { budgets: { 'buy.browse:get item': { limit: 10, windowMs: 1000 } } },
      /budget key "buy\.browse:get item"/,
    ],
    ['a limit of 1', browse({ limit: 1 }), /budgets\['buy\.browse'\]\.limit must be a whole number ≥ 2\. Got 1\./],
    [
      'a fractional limit',
      browse({ limit: 7.5 }),
      /budgets\['buy\.browse'\]\.limit must be a whole number ≥ 2\. Got 7\.5\./,
    ],
    [
      'a limit that is not a number',
      browse({ limit: '10' as unknown as number }),
      /\.limit must be a whole number ≥ 2\. Got "10"\./,
    ],
    [
      'a fractional burst',
      browse({ burst: 2.5 }),
      /budgets\['buy\.browse'\]\.burst must be a whole number from 1 to limit - 1 \(9\)\. Got 2\.5\./,
    ],
    [
      'a burst equal to the limit',
      browse({ burst: 10 }),
      /\.burst must be a whole number from 1 to limit - 1 \(9\)\. Got 10\./,
    ],
    [
      'a burst above the limit',
      browse({ burst: 11 }),
      /\.burst must be a whole number from 1 to limit - 1 \(9\)\. Got 11\./,
    ],
    ['a burst of 0', browse({ burst: 0 }), /\.burst must be a whole number from 1 to limit - 1 \(9\)\. Got 0\./],
    [
      'a window of 0 ms',
      browse({ windowMs: 0 }),
      /budgets\['buy\.browse'\]\.windowMs must be a positive number of ms\. Got 0\./,
    ],
    ['a negative window', browse({ windowMs: -1000 }), /\.windowMs must be a positive number of ms\. Got -1000\./],
    ['an endless window', browse({ windowMs: Number.POSITIVE_INFINITY }), /\.windowMs must be a positive number of ms/],
    ['a window that is not a number', browse({ windowMs: Number.NaN }), /\.windowMs must be a positive number of ms/],
    ['a command timeout of 0', { commandTimeoutMs: 0 }, /commandTimeoutMs must be a positive number of ms\. Got 0\./],
    [
      'a negative command timeout',
      { commandTimeoutMs: -5 },
      /commandTimeoutMs must be a positive number of ms\. Got -5\./,
    ],
    [
      'a command timeout that is not a number',
      { commandTimeoutMs: Number.NaN },
      /commandTimeoutMs must be a positive number of ms/,
    ],
  ])('refuses %s with a ConfigError that says what to fix', (_, options, message) => {
    let error: unknown;
    try {
      redisPacing(redis, options);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/^redisPacing: /);
    expect((error as ConfigError).message).toMatch(message);
  });

  it('accepts budgets by API and by API and operation, the default burst and no options at all', () => {
    expect(() => redisPacing(redis)).not.toThrow();
    expect(() =>
      redisPacing(redis, {
        budgets: {
          'buy.browse': { limit: 2, windowMs: 1 },
          'sell.post_order': { limit: 5000, windowMs: 86_400_000, burst: 4999 },
          'tradingapi.tradingapi:AddFixedPriceItem': { limit: 100, windowMs: 86_400_000 },
          'buy.browse:getItems': { limit: 10, windowMs: 1000, burst: 1 },
        },
        seedFromAnalytics: true,
        prefix: 'fleet:',
        commandTimeoutMs: 0.5,
      }),
    ).not.toThrow();
  });
});
