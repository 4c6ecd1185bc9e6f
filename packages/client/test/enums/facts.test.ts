// baykit's enumerations of scopes, conditions, locales and marketplace ids, requiresSignature and
// operationArguments are @baykit/spec/facts' (one home, which codegen reads too), under the same public names.
import * as facts from '@baykit/spec/facts';
import { describe, expect, it } from 'vitest';
import * as baykit from '../../src/index.js';

const BASE = 'https://api.ebay.com/oauth/api_scope';

describe("the client's facts are @baykit/spec/facts'", () => {
  it('exports each of them under its name, the same value', () => {
    const names = [
      'Scope',
      'SCOPES',
      'APPLICATION_SCOPES',
      'USER_SCOPES',
      'DEFAULT_APPLICATION_SCOPE',
      'isScope',
      'isApplicationScope',
      'Condition',
      'CONDITIONS',
      'isCondition',
      'Locale',
      'LOCALES',
      'LocaleEnum',
      'LOCALE_ENUM_VALUES',
      'isLocale',
      'isLocaleEnum',
      'MarketplaceId',
      'MARKETPLACE_IDS',
      'isMarketplaceId',
      'requiresSignature',
    ] as const;
    for (const name of names) expect(baykit[name], name).toBe(facts[name]);
  });

  it('operationArguments orders arguments as the generated methods declare them', () => {
    const spec = { pathParams: ['sku'], body: { contentType: 'application/json', required: true }, query: [] };
    const parts = { pathParams: { sku: 'S' }, body: { a: 1 }, options: { timeoutMs: 1 } };
    expect(baykit.operationArguments(spec, parts)).toEqual(facts.operationArguments(spec, parts));
  });

  it('application tokens ask for the grantable scopes only, keeping scopes the rule does not know', () => {
    const { Scope, DEFAULT_APPLICATION_SCOPE, applicationScope } = baykit;
    expect(applicationScope([Scope.SELL_INVENTORY, Scope.BUY_ITEM_FEED, `${BASE}/buy.future`])).toEqual([
      Scope.BUY_ITEM_FEED,
      `${BASE}/buy.future`,
    ]);
    expect(applicationScope([Scope.SELL_INVENTORY, Scope.COMMERCE_IDENTITY_READONLY])).toEqual([
      DEFAULT_APPLICATION_SCOPE,
    ]);
  });
});
