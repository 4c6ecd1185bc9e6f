const SCOPE_PREFIX = 'https://api.ebay.com/oauth/api_scope';

/** `https://api.ebay.com/oauth/api_scope/sell.inventory` reads as `sell.inventory`, the base scope as `api_scope`. */
export function shortScope(scope: string): string {
  if (scope === SCOPE_PREFIX) return 'api_scope';
  return scope.startsWith(`${SCOPE_PREFIX}/`) ? scope.slice(SCOPE_PREFIX.length + 1) : scope;
}

/** Scopes grouped for a picker by the first word of their short name: `sell`, `buy`, `commerce`, … */
export function scopeGroups(scopes: readonly string[]): { group: string; scopes: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const scope of scopes) {
    const short = shortScope(scope);
    // A scope outside the api_scope family (sell.edelivery) keeps its full URL, so it is grouped as other.
    const group = short === 'api_scope' ? 'general' : short === scope ? 'other' : (short.split('.')[0] ?? short);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)?.push(scope);
  }
  return [...groups].map(([group, list]) => ({ group, scopes: list }));
}

/**
 * The scopes a consent picker starts with: the default ones plus what the open operation needs (when it acts for
 * a user), limited to scopes a consent can ask for.
 */
export function initialScopes(
  available: readonly string[],
  defaults: readonly string[],
  needed: readonly string[],
): string[] {
  const wanted = new Set([...defaults, ...needed]);
  return available.filter((scope) => wanted.has(scope));
}
