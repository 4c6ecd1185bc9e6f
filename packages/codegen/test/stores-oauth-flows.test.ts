import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/openapi.js';
import { storesOauthFlows } from '../src/overlays/stores-oauth-flows.js';

const SELL_STORES = 'https://api.ebay.com/oauth/api_scope/sell.stores';

/** The Stores contract's security scheme as eBay publishes it, with `flows` as given. */
function storesSpec(flows: Record<string, unknown>): Map<string, OpenApiDocument> {
  const doc = {
    openapi: '3.0.0',
    info: { title: 'Store API', version: '1' },
    servers: [],
    paths: {},
    components: { securitySchemes: { api_auth: { type: 'oauth2', flows } } },
  } as OpenApiDocument;
  return new Map([['sell_stores_v1_oas3', doc]]);
}

describe('stores-oauth-flows overlay', () => {
  it('gives the empty api_auth scheme the authorization-code flow with sell.stores', () => {
    const specs = storesSpec({});
    storesOauthFlows.apply(specs);
    expect(specs.get('sell_stores_v1_oas3')?.components?.securitySchemes?.api_auth?.flows).toEqual({
      authorizationCode: {
        authorizationUrl: 'https://auth.ebay.com/oauth2/authorize',
        tokenUrl: 'https://api.ebay.com/identity/v1/oauth2/token',
        scopes: { [SELL_STORES]: '' },
      },
    });
  });

  it('fails once eBay publishes flows, so the fix is reviewed instead of overwriting them', () => {
    const specs = storesSpec({ authorizationCode: { scopes: { [SELL_STORES]: '' } } });
    expect(() => storesOauthFlows.apply(specs)).toThrow(/review this overlay/);
  });
});
