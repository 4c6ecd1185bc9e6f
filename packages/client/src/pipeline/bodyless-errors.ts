// The typed errors of answers whose body is not kept: a redirect, and a body that could not be read or parsed. Rare,
// so they come with what follows a failed attempt (failed-attempt.ts), which pipeline.ts loads by import() when one
// happens, and a program whose answers are readable never carries them (packages/client/README.md#bundle-sizes).
import { EbayApiError, type FailedRequest } from '../errors/ebay-api-error.js';
import { requestIdFrom } from '../errors/request-id.js';
import type { Redactor } from '../internal/redact.js';
import type { TransportResponse } from './transport.js';

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
