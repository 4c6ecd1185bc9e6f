import { AccessDeniedError } from './access-denied-error.js';
import type { EbayApiError, EbayApiErrorInit } from './ebay-api-error.js';
import { IafTokenExpiredError } from './iaf-token-expired-error.js';
import { IafTokenInvalidError } from './iaf-token-invalid-error.js';
import { InvalidAccessTokenError } from './invalid-access-token-error.js';
import { InvalidGrantError } from './invalid-grant-error.js';
import { InvalidScopeError } from './invalid-scope-error.js';
import { RateLimitError } from './rate-limit-error.js';
import { TokenRequiredError } from './token-required-error.js';

/** What the factory knows when it says what to do about an error answer. */
export interface AdviceInput {
  /** The typed error's class, as the factory picked it. */
  type: new (init: EbayApiErrorInit) => EbayApiError;
  /** Everything eBay's answer said, joined: where a scope it names is looked for. */
  text: string;
  retryAfterMs?: number | undefined;
  /** The scopes the operation takes (any one of them), named when the answer names none. */
  scopes?: readonly string[] | undefined;
}

/**
 * What a message says when only a new consent helps (for a program: `oauth2.generateAuthUrl`, then
 * `oauth2.getToken`). Always these words and no library call, so each shell shows the message as it is and names its
 * own way to sign in (the command line's `baykit login --profile NAME`, the explorer's sign-in button).
 */
export const SIGN_IN_AGAIN = 'sign in again';

/** OAuth scope URLs, as eBay writes them (docs/ebay-facts.md#scopes; `sell.edelivery` lives under `/oauth/scope/`). */
const SCOPE_URL = /https:\/\/api\.ebay\.com\/oauth\/(?:api_)?scope(?:\/[\w.-]+)*/g;

/** What to do, by class, when the answer alone does not change it. */
const ADVICE: ReadonlyMap<AdviceInput['type'], string> = /* @__PURE__ */ new Map<AdviceInput['type'], string>([
  [
    InvalidAccessTokenError,
    'the access token is unknown, expired, malformed or of the other environment (sandbox or production): refresh it or sign in again',
  ],
  [InvalidGrantError, SIGN_IN_AGAIN],
  [
    InvalidScopeError,
    'ask only for scopes your keyset is granted (the developer portal lists them) and, on a refresh, only those the user consented to',
  ],
  [IafTokenExpiredError, 'the OAuth user token expired: refresh it or sign in again'],
  [
    IafTokenInvalidError,
    'send an OAuth token of this environment and of the kind the call takes (Trading: a user token; Shopping: an application token)',
  ],
  [TokenRequiredError, "this call needs a signed-in user: an OAuth user token or an Auth'n'Auth token"],
]);

function scopeAdvice(text: string, needed: readonly string[] = []): string {
  const named = [...new Set(text.match(SCOPE_URL) ?? [])];
  // eBay's 1100 often names no scope: then the ones the operation takes, any one of them enough (the "OAuth scope"
  // section of a method's reference page, e.g. developer.ebay.com/api-docs/commerce/taxonomy/resources/category_tree/methods/getCategory).
  const scopes = named.length > 0 ? named : needed;
  if (scopes.length === 0)
    return "get a token of the grant and scopes the call's reference page lists (sign in again with them), or check the account may use it";
  const which =
    scopes.length === 1
      ? `scope ${scopes[0]}`
      : named.length > 0
        ? 'one of those scopes'
        : `the scope the call takes (${scopes.join(' or ')})`;
  return `the token lacks ${which}: sign in again with it`;
}

/**
 * What the caller can do about an error answer, one clause for the end of its message; undefined when eBay's own
 * words are all there is to say (a 404, a validation error: its detail names the field).
 */
export function adviceFor(input: AdviceInput): string | undefined {
  if (input.type === AccessDeniedError) return scopeAdvice(input.text, input.scopes);
  if (input.type === RateLimitError)
    return input.retryAfterMs === undefined
      ? 'slow down and try again later'
      : `try again in ${Math.max(1, Math.ceil(input.retryAfterMs / 1000))} s`;
  return ADVICE.get(input.type);
}
