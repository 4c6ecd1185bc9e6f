import type { Overlay } from './overlay.js';
import { specOf } from './overlay.js';

/** The one scope eBay's Stores method pages name, for every method (no `sell.stores.readonly` was found). */
const SELL_STORES = 'https://api.ebay.com/oauth/api_scope/sell.stores';

/**
 * The Sell Stores contract (`sell_stores_v1_oas3`) declares its `api_auth` scheme with empty `flows`, although each
 * operation names `sell.stores`. eBay's method pages give every Stores method the authorization-code grant with that
 * one scope (https://developer.ebay.com/api-docs/sell/stores/resources/store/methods/getStore,
 * https://www.developer.ebay.com/api-docs/sell/stores/resources/store/methods/getStoreCategories), and eBay's OAS 3.1
 * copy (https://developer.ebay.com/develop/api/spec/stores_api.json) declares it globally. The flow gets eBay's
 * production consent and token URLs, as the other contracts' flows have them (docs/ebay-facts.md#scopes).
 */
export const storesOauthFlows: Overlay = {
  name: 'stores-oauth-flows',
  reason: 'the Stores contract declares its OAuth scheme with no flows; eBay grants sell.stores by authorization code',
  apply(specs) {
    const scheme = specOf(specs, 'sell_stores_v1_oas3').components?.securitySchemes?.api_auth;
    if (!scheme || Object.keys(scheme.flows ?? {}).length > 0)
      throw new Error('stores-oauth-flows: api_auth no longer has empty flows; review this overlay');
    const authorizationCode = {
      authorizationUrl: 'https://auth.ebay.com/oauth2/authorize',
      tokenUrl: 'https://api.ebay.com/identity/v1/oauth2/token',
      scopes: { [SELL_STORES]: '' },
    };
    scheme.flows = { authorizationCode };
  },
};
