// What follows a failed attempt: the typed error of an error answer (the `read` step's failure half) and the `retry`
// step (renew the credential once, or back off and go again). Most calls succeed at once, so pipeline.ts loads this
// module by import() on the first failed attempt, and a program whose calls succeed does not carry it at start
// (packages/client/README.md#bundle-sizes).
import { AbortError } from '../errors/abort-error.js';
import { EbayApiError, type FailedRequest } from '../errors/ebay-api-error.js';
import { loadErrorFactory } from '../errors/load-factory.js';
import type { ClientContext } from '../internal/context.js';
import type { Redactor } from '../internal/redact.js';
import { parseErrorBody } from './deserialize.js';
import { DEFAULT_RETRY_POLICY, explainNotRetried, parseRetryAfter, retryDelay, shouldRetry } from './retry.js';
import { untilAborted, type AttemptSignal } from './timeout.js';
import type { TransportResponse } from './transport.js';

/** The errors of a redirect and of an unreadable body (bodyless-errors.ts), which come with this module. */
export { redirectError, unreadableBody } from './bodyless-errors.js';

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
  const { createApiError } = await loadErrorFactory();
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

/** What the `retry` step reads of a request (pipeline.ts's `PipelineRequest`, which imports this module). */
interface RetriedRequest<R> {
  method: string;
  isCredentialRejected?: ((error: EbayApiError, request: R) => boolean) | undefined;
}

/**
 * The `retry` step, after an attempt of a replayable request failed with `error` (not an abort): renews a rejected
 * credential once and resolves to `undefined` (go again at once), or resolves to the delay before retry number
 * `retries + 1`, or throws the error the call ends with. `renewed` says whether the call renewed its credential already.
 */
export async function afterFailure<R extends RetriedRequest<R>>(
  ctx: ClientContext,
  request: R,
  attempt: AttemptSignal,
  what: () => string,
  error: unknown,
  auth: { renew?: (() => Promise<void>) | undefined } | undefined,
  renewed: boolean,
  retries: number,
): Promise<number | undefined> {
  if (
    error instanceof EbayApiError &&
    !renewed &&
    auth?.renew &&
    ctx.config.autoRefreshToken &&
    request.isCredentialRejected?.(error, request)
  ) {
    ctx.log.debug(`${what()}: credential rejected (${String(error.code ?? error.status)}), renewing once`);
    await untilAborted(auth.renew(), attempt);
    return undefined;
  }
  const maxRetries = ctx.config.maxRetries;
  if (retries >= maxRetries) throw error;
  if (!shouldRetry(error, request.method)) throw explainNotRetried(error, request.method);
  const delay = retryDelay(retries + 1, DEFAULT_RETRY_POLICY, retryAfterOf(error, ctx.clock.now()));
  // eBay asked for a longer pause than a call should hang for: the error's retryAfterMs tells the caller.
  if (delay === undefined) throw error;
  ctx.log.debug(`${what()}: retry ${retries + 1}/${maxRetries} in ${delay} ms`, { error: describe(error) });
  return delay;
}

/** The pause before a retry, which only the caller's signal can cut short (an `AbortError` then). */
export async function pause(
  ctx: ClientContext,
  signal: AbortSignal | undefined,
  delay: number,
  what: () => string,
): Promise<void> {
  try {
    await ctx.clock.sleep(delay, signal);
  } catch {
    throw new AbortError(`${what()} was aborted by the caller's signal.`, { cause: signal?.reason });
  }
}

function retryAfterOf(error: unknown, now: number): number | undefined {
  if (!(error instanceof EbayApiError)) return undefined;
  const value = (error as { retryAfterMs?: unknown }).retryAfterMs;
  if (typeof value === 'number') return value;
  // A 503 may carry Retry-After too; it is honoured like a 429's.
  return parseRetryAfter(error.response?.headers['retry-after'], now);
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
