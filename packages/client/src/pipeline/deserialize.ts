import { EbayApiError, type FailedRequest } from '../errors/ebay-api-error.js';
import { createApiError, requestIdFrom } from '../errors/factory.js';
import { JSON_TYPE, isTextType } from '../internal/media-type.js';
import type { Redactor } from '../internal/redact.js';
import { parseRetryAfter } from './retry.js';
import type { TransportResponse } from './transport.js';

/** How to read a successful body: by content type (`auto`), or as JSON, text, bytes or a stream. */
export type ResponseType = 'auto' | 'json' | 'text' | 'bytes' | 'stream';

/**
 * Whether readSuccess reads this answer as JSON: a 200–203 with a JSON content type, read as `auto` or `json`. The
 * pipeline reads such answers itself (most answers are), with `parseJsonText`, saving an async step per call.
 */
export function isJsonAnswer(response: TransportResponse, responseType: ResponseType): boolean {
  return (
    (responseType === 'auto' || responseType === 'json') &&
    response.status < 204 &&
    JSON_TYPE.test(response.headers['content-type'] ?? '')
  );
}

/** Declared JSON as readSuccess reads it: blank is `undefined`; anything else must parse. */
export function parseJsonText(text: string): unknown {
  return isBlank(text) ? undefined : (JSON.parse(text) as unknown);
}

/** Reads a successful response (the `read` step). 204/205 give `undefined`; binary types give bytes, never text-decoded. */
export async function readSuccess(response: TransportResponse, responseType: ResponseType): Promise<unknown> {
  if (responseType === 'stream') return response.body.stream();
  if (response.status === 204 || response.status === 205) {
    await response.body.discard();
    return undefined;
  }
  const type = response.headers['content-type'] ?? '';
  if (responseType === 'bytes' || (responseType === 'auto' && type !== '' && !isTextType(type))) {
    return response.body.bytes();
  }
  const text = await response.body.text();
  if (responseType === 'text' || (responseType === 'auto' && !JSON_TYPE.test(type) && !looksLikeJson(text)))
    return text;
  // Declared JSON must parse (the pipeline turns a failure into a typed error); undeclared text that merely
  // starts like JSON is kept as text when it is not.
  if (JSON_TYPE.test(type) || responseType === 'json') return parseJsonText(text);
  return isBlank(text) ? undefined : parseErrorBody(text);
}

/** Whether `text` is empty or whitespace, without copying it (bodies can be megabytes). */
function isBlank(text: string): boolean {
  return !/\S/.test(text);
}

function looksLikeJson(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '{' || first === '[';
}

/** Parses an error body as JSON when it is JSON, else keeps the text (HTML pages from proxies, XML…). */
export function parseErrorBody(text: string): unknown {
  if (!looksLikeJson(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Builds the typed error of an HTTP error answer (status ≥ 400), with request and body redacted. */
export async function readFailure(
  response: TransportResponse,
  request: FailedRequest,
  operation: string,
  redactor: Redactor,
  now: number,
  scopes?: readonly string[],
): Promise<EbayApiError> {
  let text = '';
  try {
    text = await response.body.text();
  } catch {
    // A body cut off mid-way still leaves a status to report.
  }
  return createApiError({
    status: response.status,
    statusText: response.statusText,
    headers: redactor.value(response.headers),
    body: redactor.value(parseErrorBody(text)),
    request,
    operation,
    retryAfterMs: parseRetryAfter(response.headers['retry-after'], now),
    scopes,
  });
}

/**
 * The typed error of a redirect (3xx, or status 0: a browser's opaque redirect). eBay's APIs do not redirect,
 * so one comes from a proxy, a captive portal or a wrong `origin`; it is never followed (a token could go
 * with it). `Location` is kept in `response.headers`, redacted, and named without its query in the message.
 */
export function redirectError(
  response: TransportResponse,
  request: FailedRequest,
  operation: string,
  redactor: Redactor,
): EbayApiError {
  const location = response.headers['location'];
  const target = location === undefined ? '' : ` to ${redactor.text(location.split(/[?#]/)[0] ?? '')}`;
  const what =
    response.status === 0 ? 'a redirect' : `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const message = `eBay answered ${what}${target}, which baykit does not follow: eBay's APIs do not redirect (a proxy, or the wrong origin?).`;
  return bodylessError(message, response, request, operation, redactor);
}

/**
 * The typed error of a response whose body could not be read or parsed: a JSON body cut off or malformed
 * (often a proxy or a dropped connection), or any other reader failure. It keeps the status and request for
 * debugging. The parser's message is kept (redacted) but not the parser's error itself: V8 quotes the body in it.
 */
export function unreadableBody(
  cause: unknown,
  response: TransportResponse,
  request: FailedRequest,
  operation: string,
  redactor: Redactor,
): EbayApiError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const message = `eBay answered ${response.status} with a body baykit could not read: ${redactor.text(reason)}`;
  return bodylessError(message, response, request, operation, redactor);
}

/** An `EbayApiError` for an answer whose body is not kept: status, request id and redacted headers only. */
function bodylessError(
  message: string,
  response: TransportResponse,
  request: FailedRequest,
  operation: string,
  redactor: Redactor,
): EbayApiError {
  return new EbayApiError({
    message,
    description: response.statusText === '' ? undefined : response.statusText,
    status: response.status,
    operation,
    requestId: requestIdFrom(response.headers),
    request,
    response: { status: response.status, headers: redactor.value(response.headers), body: undefined },
  });
}
