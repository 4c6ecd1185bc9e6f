import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_SCOPES,
  DEFAULT_APPLICATION_SCOPE,
  SCOPES,
  Scope,
  USER_SCOPES,
  isApplicationScope,
  isScope,
  isUserOnlyScope,
} from '../../src/facts/index.js';

// eBay's REST specs sit beside the repository in the workspace; users' clones do not have them.
const SPECS_DIR = fileURLToPath(new URL('../../../../../shared/specs/rest', import.meta.url));
const HAVE_SPECS = existsSync(SPECS_DIR);

const BASE = 'https://api.ebay.com/oauth/api_scope';

interface OAuthFlow {
  scopes?: Record<string, string>;
}

interface SpecWithSecurity {
  components?: { securitySchemes?: Record<string, { flows?: Record<string, OAuthFlow> }> };
}

/** Scope URLs per OAuth flow name (`clientCredentials`, `authorizationCode`) across every REST spec. */
function specScopes(): Map<string, Set<string>> {
  const byFlow = new Map<string, Set<string>>();
  for (const file of readdirSync(SPECS_DIR).filter((name) => name.endsWith('.json'))) {
    const spec = JSON.parse(readFileSync(join(SPECS_DIR, file), 'utf8')) as SpecWithSecurity;
    for (const scheme of Object.values(spec.components?.securitySchemes ?? {})) {
      for (const [flowName, flow] of Object.entries(scheme.flows ?? {})) {
        const set = byFlow.get(flowName) ?? new Set<string>();
        for (const scope of Object.keys(flow.scopes ?? {})) set.add(scope);
        byFlow.set(flowName, set);
      }
    }
  }
  return byFlow;
}

describe('Scope', () => {
  it('covers the 47 scopes of the fact sheet without duplicates', () => {
    expect(SCOPES).toHaveLength(47);
    expect(new Set(SCOPES).size).toBe(47);
  });

  it('names each scope after its suffix', () => {
    for (const [key, url] of Object.entries(Scope)) {
      if (key === 'API') {
        expect(url).toBe(BASE);
        continue;
      }
      const suffix = url.slice(url.lastIndexOf('/') + 1);
      expect(key).toBe(suffix.toUpperCase().replaceAll('.', '_'));
    }
  });

  it('puts every scope under /oauth/api_scope except sell.edelivery', () => {
    const outside = SCOPES.filter((url) => url !== BASE && !url.startsWith(`${BASE}/`));
    expect(outside).toEqual(['https://api.ebay.com/oauth/scope/sell.edelivery']);
    expect(Scope.SELL_EDELIVERY).toBe('https://api.ebay.com/oauth/scope/sell.edelivery');
  });

  it('defaults application tokens to the base scope', () => {
    expect(DEFAULT_APPLICATION_SCOPE).toBe('https://api.ebay.com/oauth/api_scope');
    expect(APPLICATION_SCOPES).toContain(DEFAULT_APPLICATION_SCOPE);
  });

  it('splits scopes into application and user lists that together cover all of them', () => {
    expect(APPLICATION_SCOPES).toHaveLength(10);
    expect(new Set([...APPLICATION_SCOPES, ...USER_SCOPES])).toEqual(new Set(SCOPES));
    expect(USER_SCOPES).not.toContain(Scope.BUY_ITEM_FEED);
    expect(USER_SCOPES).toContain(Scope.API);
    expect(USER_SCOPES).toContain(Scope.SELL_INVENTORY);
    expect(APPLICATION_SCOPES).not.toContain(Scope.SELL_INVENTORY);
  });

  it('isUserOnlyScope (the rule application tokens use) agrees with APPLICATION_SCOPES on every known scope', () => {
    const disagree = SCOPES.filter(
      (url) => isUserOnlyScope(url) === (APPLICATION_SCOPES as readonly string[]).includes(url),
    );
    expect(disagree).toEqual([]);
    expect(isUserOnlyScope(`${Scope.BUY_ORDER}.readonly.extra`)).toBe(false);
    expect(isUserOnlyScope(`${BASE}/sell.some.future.scope`)).toBe(true);
    expect(isUserOnlyScope('https://example.com/oauth/api_scope/sell.inventory')).toBe(false);
  });

  it('guards accept exact scope URLs only', () => {
    expect(isScope(Scope.SELL_FULFILLMENT)).toBe(true);
    expect(isScope(`${Scope.SELL_FULFILLMENT}/`)).toBe(false);
    expect(isScope('sell.fulfillment')).toBe(false);
    expect(isScope(undefined)).toBe(false);
    expect(isApplicationScope(Scope.BUY_ITEM_FEED)).toBe(true);
    expect(isApplicationScope(Scope.SELL_INVENTORY)).toBe(false);
  });

  it.skipIf(!HAVE_SPECS)('includes every scope named by the REST specs, in the right token list', () => {
    const byFlow = specScopes();
    const all = [...byFlow.values()].flatMap((set) => [...set]);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((url) => !isScope(url))).toEqual([]);
    const application = [...(byFlow.get('clientCredentials') ?? [])];
    const user = [...(byFlow.get('authorizationCode') ?? [])];
    expect(application.filter((url) => !isApplicationScope(url))).toEqual([]);
    expect(user.filter((url) => !(USER_SCOPES as readonly string[]).includes(url))).toEqual([]);
  });
});
