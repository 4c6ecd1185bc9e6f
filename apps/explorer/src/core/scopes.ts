const SCOPE_PREFIX = 'https://api.ebay.com/oauth/api_scope';

/** `https://api.ebay.com/oauth/api_scope/sell.inventory` reads as `sell.inventory`, the base scope as `api_scope`. */
export function shortScope(scope: string): string {
  if (scope === SCOPE_PREFIX) return 'api_scope';
  return scope.startsWith(`${SCOPE_PREFIX}/`) ? scope.slice(SCOPE_PREFIX.length + 1) : scope;
}
