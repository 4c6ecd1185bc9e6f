import { AccessDeniedError } from './access-denied-error.js';
import { adviceFor } from './advice.js';
import { EbayApiError, type EbayApiErrorInit, type EbayErrorDetail, type FailedRequest } from './ebay-api-error.js';
import { IafTokenExpiredError } from './iaf-token-expired-error.js';
import { IafTokenInvalidError } from './iaf-token-invalid-error.js';
import { InvalidAccessTokenError } from './invalid-access-token-error.js';
import { InvalidGrantError } from './invalid-grant-error.js';
import { InvalidScopeError } from './invalid-scope-error.js';
import { composeMessage, detailOf, quote } from './message.js';
import { detailsFromJson, oauthDescription, topLevelMessage, warningsFromJson } from './json-error-body.js';
import { NotFoundError } from './not-found-error.js';
import { RateLimitError } from './rate-limit-error.js';
import { requestIdFrom } from './request-id.js';
import { ServerError } from './server-error.js';
import { TokenRequiredError } from './token-required-error.js';

/** What the factory needs to know about an error answer. */
export interface ErrorAnswer {
  status: number;
  statusText?: string | undefined;
  headers: Readonly<Record<string, string>>;
  /** Parsed JSON body, the raw text when it was not JSON, or the parsed XML body. */
  body: unknown;
  /** Pre-extracted entries (XML services); when absent they are read from a JSON `body`. */
  errors?: readonly EbayErrorDetail[] | undefined;
  warnings?: readonly EbayErrorDetail[] | undefined;
  /** The area's own codes say the thing asked for does not exist (the XML services' error 17). */
  notFound?: boolean | undefined;
  /** What the caller must do, added to the message (the XML services' Auth'n'Auth errors). */
  hint?: string | undefined;
  request?: FailedRequest | undefined;
  operation?: string | undefined;
  retryAfterMs?: number | undefined;
  /** The scopes the operation takes: an access-denied message names them when eBay's answer names none. */
  scopes?: readonly string[] | undefined;
}

const DEFAULT_MESSAGE = 'eBay API request error';

type ErrorClass = new (init: EbayApiErrorInit) => EbayApiError;

/**
 * The one place that decides which subclass an eBay error answer becomes; first match wins. Status and
 * errorId decide, not the domain alone: eBay files unrelated errors under `ACCESS` (2001 too many requests,
 * 2003 internal error, 2004 a malformed body), so only a 401/403 or errorId 1100 means access was denied.
 */
function pickClass(
  status: number,
  first: EbayErrorDetail | undefined,
  message: string,
  notFound: boolean | undefined,
): ErrorClass {
  const code = first?.code;
  if (code === 'invalid_grant') return InvalidGrantError;
  if (code === 'invalid_scope') return InvalidScopeError;
  if (status === 429 || code === 2001) return RateLimitError;
  if (code === 1001 || message === 'Invalid access token') return InvalidAccessTokenError;
  if (code === 21917053) return IafTokenExpiredError;
  if (code === 21916984 || code === '1.32') return IafTokenInvalidError;
  if (code === 930) return TokenRequiredError;
  if (status >= 500) return ServerError;
  if (status === 404 || code === 11001 || notFound === true) return NotFoundError;
  if (code === 1100 || status === 403 || (status === 401 && first?.domain === 'ACCESS')) return AccessDeniedError;
  return EbayApiError;
}

/** Headlines for OAuth error codes whose bare code does not say what to fix. */
const OAUTH_HEADLINES: ReadonlyMap<string | number | undefined, string> = /* @__PURE__ */ new Map([
  [
    'invalid_client',
    'eBay refused the app credentials (appId/certId): check that both come from the same keyset and match the environment (production keys hold "PRD", sandbox keys "SBX", and sandbox needs sandbox: true).',
  ],
]);

/** Most characters of eBay's text the advice reads (for the scopes it names). */
const MAX_ADVICE_TEXT = 4096;

/** What the entries say, for the advice to look into: their first MAX_ADVICE_TEXT characters, read no further. */
function entryText(errors: readonly EbayErrorDetail[]): string {
  let text = '';
  for (const e of errors) {
    for (const part of [e.message, e.longMessage, ...(e.parameters ?? []).map((p) => p.value)]) {
      if (part) text += ` ${part.slice(0, MAX_ADVICE_TEXT - text.length)}`;
      if (text.length >= MAX_ADVICE_TEXT) return text;
    }
  }
  return text;
}

/**
 * Turns an error answer into the right `EbayApiError` subclass.
 * `message`: one sentence, `what happened: detail — what to do` (docs/architecture.md#errors): eBay's top-level
 * message, else the first error's message, else 'eBay API request error'; then what the first error adds (its long
 * message, its parameters: the field, value or scope involved), and what to do about it, each part cut short;
 * `description`: OAuth `error_description`, else the first `longMessage`, else the status text.
 */
export function createApiError(answer: ErrorAnswer): EbayApiError {
  const errors = answer.errors ?? detailsFromJson(answer.body);
  const warnings = answer.warnings ?? warningsFromJson(answer.body);
  const first = errors[0];
  const headline = topLevelMessage(answer.body) ?? first?.message ?? DEFAULT_MESSAGE;
  const ErrorType = pickClass(answer.status, first, headline, answer.notFound);
  let message: string;
  const oauthHeadline = OAUTH_HEADLINES.get(first?.code);
  if (oauthHeadline) message = `${oauthHeadline} (${quote(String(first?.code))})`;
  else {
    const advice =
      answer.hint ??
      adviceFor({ type: ErrorType, text: entryText(errors), retryAfterMs: answer.retryAfterMs, scopes: answer.scopes });
    const detail = first ? detailOf(first, headline) : undefined;
    message = composeMessage(headline, detail, advice, Math.max(0, errors.length - 1));
  }
  const description =
    oauthDescription(answer.body) ?? first?.longMessage ?? (answer.statusText === '' ? undefined : answer.statusText);
  return new ErrorType({
    message,
    description,
    status: answer.status,
    code: first?.code,
    domain: first?.domain,
    category: first?.category,
    errors,
    warnings,
    operation: answer.operation,
    requestId: requestIdFrom(answer.headers),
    request: answer.request,
    response: { status: answer.status, headers: answer.headers, body: answer.body },
    retryAfterMs: answer.retryAfterMs,
  });
}
