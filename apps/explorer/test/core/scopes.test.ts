import { describe, expect, it } from 'vitest';
import { initialScopes, scopeGroups, shortScope } from '../../src/core/scopes.js';

const BASE = 'https://api.ebay.com/oauth/api_scope';

describe('scopes', () => {
  it('shortens scope URLs and leaves other text alone', () => {
    expect(shortScope(`${BASE}/sell.inventory`)).toBe('sell.inventory');
    expect(shortScope(BASE)).toBe('api_scope');
    expect(shortScope('https://example.com/x')).toBe('https://example.com/x');
  });

  it('groups scopes by their first word, keeping their order', () => {
    const edelivery = 'https://api.ebay.com/oauth/scope/sell.edelivery';
    expect(
      scopeGroups([BASE, `${BASE}/sell.inventory`, `${BASE}/buy.order`, `${BASE}/sell.account`, edelivery]),
    ).toEqual([
      { group: 'general', scopes: [BASE] },
      { group: 'sell', scopes: [`${BASE}/sell.inventory`, `${BASE}/sell.account`] },
      { group: 'buy', scopes: [`${BASE}/buy.order`] },
      { group: 'other', scopes: [edelivery] },
    ]);
  });

  it("starts from the defaults plus the open operation's needs, among the scopes a consent can ask for", () => {
    const available = [BASE, `${BASE}/sell.inventory`, `${BASE}/sell.marketing`, `${BASE}/buy.order`];
    expect(initialScopes(available, [BASE, `${BASE}/sell.inventory`], [`${BASE}/buy.order`, 'unknown'])).toEqual([
      BASE,
      `${BASE}/sell.inventory`,
      `${BASE}/buy.order`,
    ]);
  });
});
