import { APPLICATION_SCOPES, SCOPES, USER_SCOPES } from 'baykit';

const KNOWN: ReadonlySet<string> = new Set(SCOPES);
const APPLICATION: ReadonlySet<string> = new Set(APPLICATION_SCOPES);
const USER: ReadonlySet<string> = new Set(USER_SCOPES);

/**
 * The scope list of a form or query value, already decoded once. Separators are whitespace (`+` and `%20`
 * decode to a space) and a literal `%20`: eBay's Node SDK double-encodes multi-scope requests
 * (docs/ebay-facts.md#token-endpoint). Duplicates are dropped, order kept.
 */
export function parseScopes(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(/(?:\s|%20)+/).filter((s) => s !== ''))];
}

/** The scopes in `scopes` that eBay does not know. */
export function unknownScopes(scopes: readonly string[]): string[] {
  return scopes.filter((s) => !KNOWN.has(s));
}

/** The scopes in `scopes` that an application (client credentials) token cannot carry. */
export function nonApplicationScopes(scopes: readonly string[]): string[] {
  return scopes.filter((s) => !APPLICATION.has(s));
}

/**
 * Whether a token of `grant` can be granted `scope` (docs/ebay-facts.md#scopes): an application token only the
 * client-credentials scopes; a user token every scope but those (the base scope and `buy.guest.order` are both's).
 */
export function grantableTo(grant: 'user' | 'application', scope: string): boolean {
  return grant === 'application' ? APPLICATION.has(scope) : USER.has(scope) || !APPLICATION.has(scope);
}
