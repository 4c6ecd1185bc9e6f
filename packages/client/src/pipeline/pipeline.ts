import { AbortError } from '../errors/abort-error.js';
import { isBaykitError } from '../errors/baykit-error.js';
import { EbayApiError, type FailedRequest } from '../errors/ebay-api-error.js';
import { requestIdFrom } from '../errors/request-id.js';
import type { ClientContext } from '../internal/context.js';
import { loadPart, type LoadSignal } from '../internal/load-part.js';
import { redactHeaders } from '../internal/redact.js';
import { ResponseTooLargeError } from '../errors/response-too-large-error.js';
import { limitBody } from './body-limit.js';
import { isJsonAnswer, parseJsonText, readSuccess, type ResponseType } from './deserialize.js';
import { attemptSignal, untilAborted, type AttemptSignal } from './timeout.js';
import type { AttemptRecord } from './exchange.js';
import type * as FailedAttempt from './failed-attempt.js';
import type { RequestBody, TransportRequest, TransportResponse } from './transport.js';

/**
 * The errors of an error answer, a redirect and an unreadable body, and the `retry` step: loaded on the first failed
 * attempt (most calls have none). The load ends with the attempt's abort or timeout (`until`); a failed load is a
 * typed error (`failed`, else one that says to reload: internal/load-part.ts).
 */
const failedAttempt = (until?: LoadSignal, failed?: Parameters<typeof loadPart>[2]): Promise<typeof FailedAttempt> =>
  loadPart(import('./failed-attempt.js'), until, failed);

/** Credentials chosen for one attempt (the `authorize` step). */
export interface Authorization {
  /**
   * The credential headers. Never changed once returned: the redactor registers a headers object once, so a new
   * credential needs a new object.
   */
  headers: Readonly<Record<string, string>>;
  /** Renews the credential that was used, for one retry after eBay rejected it. */
  renew?: () => Promise<void>;
}

/** What a signer sees and returns (the `sign` step): the final request, and headers to add. */
export type SignStep = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: RequestBody | undefined;
}) => Promise<Record<string, string>>;

/** A serialized request ready for the attempt loop (what the `serialize` step gives). */
export interface PipelineRequest {
  /** operationId or XML call name, for errors and logs. */
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: RequestBody | undefined;
  responseType?: ResponseType | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  /** Largest body read into memory; default the client's `maxResponseBytes`. Streamed bodies are not capped. */
  maxResponseBytes?: number | undefined;
  /** Credentials for an attempt: at once when they are at hand, else a promise (a token being renewed). */
  authorize?: (() => Authorization | undefined | Promise<Authorization | undefined>) | undefined;
  /** Whether an error answer means the credential was rejected (refresh once and retry once). */
  isCredentialRejected?: ((error: EbayApiError, request: PipelineRequest) => boolean) | undefined;
  sign?: SignStep | undefined;
  /** Reads a successful response; may throw (XML `Ack` Failure). Default: by content type. */
  readBody?: ((response: TransportResponse, failed: FailedRequest) => Promise<unknown>) | undefined;
  /** Reads an error response (status ≥ 400) into its typed error. Default: JSON error bodies. */
  readError?: ((response: TransportResponse, failed: FailedRequest) => Promise<EbayApiError>) | undefined;
  /** The scopes the operation takes (RestCall.scopes), for an access-denied message. */
  scopes?: readonly string[] | undefined;
}

/** A response with its metadata (what `withResponse` gives). */
export interface CallResult<T = unknown> {
  data: T;
  status: number;
  headers: Record<string, string>;
  requestId: string | undefined;
  /** Attempts made, the first included. */
  attempts: number;
  /** Time spent waiting between retries, in ms. */
  retryDelayMs: number;
}

/**
 * Runs the per-attempt steps of a serialized request (`PipelineStep`, steps.ts: `pace`, `authorize`, `sign`, `send`,
 * `read`, then `retry` when an attempt failed). Pacing, auth and signing run on every attempt, signing last. A
 * rejected credential is renewed and the call retried once (never a loop); a renewal that fails surfaces its own error.
 */
export async function execute<T = unknown>(ctx: ClientContext, request: PipelineRequest): Promise<CallResult<T>> {
  const timeoutMs = request.timeoutMs ?? ctx.config.timeoutMs;
  // Named in errors and logs only: built when first needed, not on every call.
  let named: string | undefined;
  const what = (): string => (named ??= `${request.operation} (${request.method} ${request.url.split('?')[0]})`);
  let attempts = 0;
  let retries = 0;
  let retryDelayMs = 0;
  let renewed = false;
  // What the transport and the recorder load on first use, both at once: nothing to wait for once loaded.
  for (const loading of [ctx.transport.ready?.(), ctx.exchanges?.ready?.()]) if (loading) await loading;
  for (;;) {
    // pace: before the attempt's timer starts (a wait for the budget is not the attempt's time; the caller's signal
    // ends it). Retries and repeats after a renewal go on the wire too, so each one counts against the budget.
    if (ctx.pacer) await ctx.pacer.pace(request.url, request.operation, request.signal);
    attempts++;
    const attempt = attemptSignal(timeoutMs, request.signal, what);
    let auth: Authorization | undefined;
    let record: AttemptRecord | undefined;
    let delay: number;
    try {
      // authorize. Waiting for a token counts against the attempt: an abort or timeout ends the wait. A token at hand
      // (the usual case) comes back at once, without a promise to wait for.
      const authorizing = request.authorize?.();
      auth = authorizing instanceof Promise ? await untilAborted(authorizing, attempt) : authorizing;
      // Every credential sent is known to the redactor, whatever its source (a per-call token included), so an
      // error or log line that echoes it shows it masked. Nothing to do when it is the same as last time.
      if (auth) ctx.redactor.addCredentials(auth.headers);
      // Object.assign, not a two-source spread: V8 copies the second source slowly, about 10 × the time.
      const headers = Object.assign({}, request.headers, auth?.headers);
      // sign: last, over the request exactly as it is sent.
      if (request.sign) Object.assign(headers, await request.sign({ ...request, headers, body: request.body }));
      // Errors name the request as it was sent (redacted); built only when something needs it.
      let failed: FailedRequest | undefined;
      const failedOf = (): FailedRequest => (failed ??= failedRequest(ctx, request.method, request.url, headers));
      // send, then read.
      const sent: TransportRequest = {
        method: request.method,
        url: request.url,
        headers,
        body: request.body,
        signal: attempt.signal,
      };
      record = ctx.exchanges?.begin(request.operation, attempts, sent);
      const response = await ctx.transport.send(sent);
      const data = await readResponse(ctx, request, response, failedOf, attempt, record);
      record?.end();
      return {
        data: data as T,
        status: response.status,
        headers: response.headers,
        requestId: requestIdFrom(response.headers),
        attempts,
        retryDelayMs,
      };
    } catch (caught) {
      // Once the attempt's signal fired, whatever the transport threw is reported as a timeout or an abort.
      const error = attempt.signal.aborted && !(caught instanceof EbayApiError) ? attempt.abortError() : caught;
      record?.end(error);
      // retry: what follows decides whether the call goes again. A streamed body was consumed by the attempt: it
      // cannot be sent again.
      if (error instanceof AbortError || request.body instanceof ReadableStream) throw error;
      // Without the retry step (its code failed to load) the call ends with the attempt's own typed error. The load
      // races the attempt's timer and the caller's signal, unless the attempt already timed out (it is retried).
      const { afterFailure } = await failedAttempt(attempt.signal.aborted ? undefined : attempt, () => error);
      const next = await afterFailure(ctx, request, attempt, what, error, auth, renewed, retries);
      // Renewed: the same request goes again at once, with the new credential.
      if (next === undefined) {
        renewed = true;
        continue;
      }
      retries++;
      delay = next;
    } finally {
      attempt.dispose();
    }
    // The attempt's timer is cleared before the pause; only the caller's signal can cut it short.
    retryDelayMs += delay;
    await (await failedAttempt()).pause(ctx, request.signal, delay, what);
  }
}

/**
 * The `read` step: the typed error of an error status, else the parsed body. A body that cannot be read or parsed
 * (cut off, not the JSON it claims to be) becomes a typed error too, never a bare `SyntaxError`. eBay's APIs
 * never redirect, so a 3xx (or a browser's opaque redirect, status 0) is an error, never followed and never
 * data. No body is read into memory past `maxResponseBytes`.
 */
async function readResponse(
  ctx: ClientContext,
  request: PipelineRequest,
  transportResponse: TransportResponse,
  failed: () => FailedRequest,
  attempt: AttemptSignal,
  record: AttemptRecord | undefined,
): Promise<unknown> {
  const limit = request.maxResponseBytes ?? ctx.config.maxResponseBytes;
  const tooLarge = (): ResponseTooLargeError =>
    new ResponseTooLargeError({
      limit,
      status: transportResponse.status,
      operation: request.operation,
      requestId: requestIdFrom(transportResponse.headers),
      request: failed(),
    });
  const body = limitBody(transportResponse, limit, tooLarge);
  const limited = body === transportResponse.body ? transportResponse : { ...transportResponse, body };
  // onExchange records what is read, as it is read (over the limit, so it never reads more than the pipeline).
  const response = record ? record.answered(limited) : limited;
  if (response.status < 200 || (response.status >= 300 && response.status < 400)) {
    await response.body.cancel();
    throw (await failedAttempt(attempt)).redirectError(response, failed(), request.operation, ctx.redactor);
  }
  let answer: EbayApiError;
  try {
    if (response.status < 400) {
      if (request.readBody) return await request.readBody(response, failed());
      const responseType = request.responseType ?? 'auto';
      // Most answers: read and parsed here, one async step fewer than through readSuccess.
      if (isJsonAnswer(response, responseType)) return parseJsonText(await response.body.text());
      return await readSuccess(response, responseType);
    }
    if (request.readError) answer = await request.readError(response, failed());
    else {
      const { readFailure } = await failedAttempt(attempt);
      // readFailure fails only when the error factory it loads cannot load: that is typed here, and an abort or
      // timeout ends the wait for it.
      answer = await loadPart(
        readFailure(response, failed(), request.operation, ctx.redactor, ctx.clock.now(), request.scopes),
        attempt,
      );
    }
  } catch (error) {
    if (attempt.signal.aborted || isBaykitError(error)) throw error;
    throw (await failedAttempt(attempt)).unreadableBody(error, response, failed(), request.operation, ctx.redactor);
  }
  throw answer;
}

/**
 * The request as errors show it: URL and headers redacted when first read, since most calls never fail and
 * redacting costs more than the rest of a call's bookkeeping.
 */
function failedRequest(
  ctx: ClientContext,
  method: string,
  url: string,
  headers: Readonly<Record<string, string>>,
): FailedRequest {
  let redacted: { url: string; headers: Record<string, string> } | undefined;
  const read = (): { url: string; headers: Record<string, string> } =>
    (redacted ??= { url: ctx.redactor.text(url), headers: redactHeaders(headers) });
  return {
    method,
    get url() {
      return read().url;
    },
    get headers() {
      return read().headers;
    },
  };
}
