import { jsonResponse } from './json-response.js';

/** One error entry as eBay's REST APIs write them (docs/ebay-facts.md#rest-errors). */
export interface RestErrorEntry {
  errorId: number;
  domain: string;
  category?: 'REQUEST' | 'APPLICATION' | 'BUSINESS';
  message: string;
  longMessage?: string;
  parameters?: { name: string; value: string }[];
}

/** A REST error answer `{ errors: [...] }`. */
export function restError(status: number, ...errors: RestErrorEntry[]): Response {
  return jsonResponse({ errors: errors.map((e) => ({ category: 'REQUEST', ...e })) }, { status });
}

/**
 * The one error factory of the REST flows: an API's error in its `domain` (`API_BROWSE`, `API_FULFILLMENT`, …),
 * the message repeated as `longMessage` as eBay does, one named parameter, and the category from the status
 * unless given (5xx APPLICATION, else REQUEST).
 */
export function apiError(
  domain: string,
  status: number,
  errorId: number,
  message: string,
  options: { parameter?: [string, string]; category?: RestErrorEntry['category'] } = {},
): Response {
  return restError(status, {
    errorId,
    domain,
    category: options.category ?? (status >= 500 ? 'APPLICATION' : 'REQUEST'),
    message,
    longMessage: message,
    ...(options.parameter ? { parameters: [{ name: options.parameter[0], value: options.parameter[1] }] } : {}),
  });
}

/** 500 errorId 2003: eBay's generic internal error (an injected fault, or a failure inside the emulator). */
export function internalError(): Response {
  return restError(500, {
    errorId: 2003,
    domain: 'ACCESS',
    category: 'APPLICATION',
    message: 'Internal error',
    longMessage:
      'There was a problem with an eBay internal system or process. Contact eBay developer support for assistance',
  });
}

/** 401 errorId 1001: the token is unknown, malformed or expired. */
export function invalidAccessToken(): Response {
  return restError(401, {
    errorId: 1001,
    domain: 'OAuth',
    message: 'Invalid access token',
    longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
  });
}

/** 401 errorId 1002: no token at all. */
export function missingAccessToken(): Response {
  return restError(401, {
    errorId: 1002,
    domain: 'OAuth',
    message: 'Missing access token',
    longMessage: 'Access token is missing in the Authorization HTTP request header.',
  });
}

/** 403 errorId 1100: a missing scope or the wrong grant. */
export function accessDenied(reason: string): Response {
  return restError(403, {
    errorId: 1100,
    domain: 'ACCESS',
    message: 'Access denied',
    longMessage: 'Insufficient permissions to fulfill the request.',
    parameters: [{ name: 'reason', value: reason }],
  });
}

/** 429 errorId 2001. */
export function tooManyRequests(retryAfterSeconds?: number): Response {
  const response = restError(429, {
    errorId: 2001,
    domain: 'ACCESS',
    message: 'Too many requests.',
    longMessage: 'The request limit has been reached for the resource.',
  });
  if (retryAfterSeconds !== undefined) response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}

/** 404 for an unknown route (errorId 3001-style routing error, domain ROUTING). */
export function unknownRoute(method: string, path: string): Response {
  return restError(404, {
    errorId: 3001,
    domain: 'ROUTING',
    message: 'Request rejected',
    longMessage: `No eBay operation answers ${method} ${path} on this emulator.`,
  });
}

/** An OAuth error body `{ error, error_description }` (docs/ebay-facts.md#oauth-error-bodies). */
export function oauthError(status: number, error: string, description: string): Response {
  return jsonResponse({ error, error_description: description }, { status });
}
