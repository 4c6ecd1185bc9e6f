import { describe, expect, it } from 'vitest';
import { apiContextAndName, recordCall } from '../../src/flows/analytics/index.js';
import { appToken, flowResponse, freshContext, userToken } from '../flow-harness.js';

type Rates = {
  rateLimits: {
    apiContext: string;
    apiName: string;
    resources: {
      name: string;
      rates: { count: number; limit: number; remaining: number; reset: string; timeWindow: number }[];
    }[];
  }[];
};

const API = 'developer.analytics';

describe('developer analytics rate limits', () => {
  it('moves count/remaining with recorded calls and resets at the next UTC midnight', async () => {
    const { ctx, clock } = freshContext();
    const token = appToken(ctx);
    const before = (await (
      await flowResponse(ctx, API, 'getRateLimits', { token, query: { api_name: 'browse' } })
    ).json()) as Rates;
    expect(before.rateLimits[0]?.resources[0]?.rates[0]).toEqual({
      count: 0,
      limit: 5000,
      remaining: 5000,
      reset: '2026-01-16T00:00:00.000Z',
      timeWindow: 86400,
    });
    for (let i = 0; i < 3; i++) recordCall(ctx, ...apiContextAndName('buy.browse'), token);
    const after = (await (
      await flowResponse(ctx, API, 'getRateLimits', { token, query: { api_context: 'buy', api_name: 'browse' } })
    ).json()) as Rates;
    expect(after.rateLimits).toHaveLength(1);
    expect(after.rateLimits[0]?.resources[0]?.rates[0]).toMatchObject({ count: 3, remaining: 4997 });
    clock.advance(12 * 3600);
    const nextDay = (await (
      await flowResponse(ctx, API, 'getRateLimits', { token, query: { api_name: 'browse' } })
    ).json()) as Rates;
    expect(nextDay.rateLimits[0]?.resources[0]?.rates[0]).toMatchObject({
      count: 0,
      remaining: 5000,
      reset: '2026-01-17T00:00:00.000Z',
    });
  });

  it('counts user-token calls per user for getUserRateLimits', async () => {
    const { ctx } = freshContext();
    const alice = userToken(ctx, 'alice');
    const bob = userToken(ctx, 'bob');
    recordCall(ctx, 'sell', 'inventory', alice);
    recordCall(ctx, 'sell', 'inventory', alice);
    recordCall(ctx, 'sell', 'inventory', bob);
    const read = async (token: typeof alice): Promise<number | undefined> => {
      const body = (await (
        await flowResponse(ctx, API, 'getUserRateLimits', { token, query: { api_name: 'inventory' } })
      ).json()) as Rates;
      return body.rateLimits[0]?.resources[0]?.rates[0]?.count;
    };
    expect(await read(alice)).toBe(2);
    expect(await read(bob)).toBe(1);
  });

  it('lists an API outside the table once called, filters by context, and answers 204 when nothing matches', async () => {
    const { ctx } = freshContext();
    const token = appToken(ctx);
    recordCall(ctx, 'commerce', 'charity', token);
    const commerce = (await (
      await flowResponse(ctx, API, 'getRateLimits', { token, query: { api_context: 'commerce' } })
    ).json()) as Rates;
    expect(commerce.rateLimits.every((l) => l.apiContext === 'commerce')).toBe(true);
    expect(commerce.rateLimits.find((l) => l.apiName === 'charity')?.resources[0]?.rates[0]?.count).toBe(1);
    expect((await flowResponse(ctx, API, 'getRateLimits', { token, query: { api_name: 'nothing_here' } })).status).toBe(
      204,
    );
  });

  it('maps catalog api ids to eBay context/name pairs', () => {
    expect(apiContextAndName('buy.marketplaceInsights')).toEqual(['buy', 'marketplace_insights']);
    expect(apiContextAndName('sell.accountV2')).toEqual(['sell', 'account']);
    expect(apiContextAndName('postOrder.return')).toEqual(['sell', 'post_order']);
  });
});
