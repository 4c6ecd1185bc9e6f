import { BaykitError, EbayApiError } from 'baykit';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** Most characters of an answer a tool returns: a model's context is not a dump (ask for fewer items instead). */
export const MAX_RESULT_CHARS = 40_000;

/** A tool's text answer. */
export function text(value: string): CallToolResult {
  return { content: [{ type: 'text', text: value }] };
}

/** A refusal or a mistake the model can fix: `isError` with what to do. */
export function problem(message: string, details?: Record<string, unknown>): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: details ? JSON.stringify({ message, ...details }, null, 1) : message }],
  };
}

/**
 * An answer's JSON under a first line (`HTTP 200`, `trading.GetUser`), cut at MAX_RESULT_CHARS with a note saying
 * how much was left out and how to ask for less.
 */
export function answer(head: string, data: unknown): CallToolResult {
  if (data instanceof Uint8Array)
    return text(
      `${head}: a binary answer of ${data.byteLength} bytes (not shown; save it with baykit call … --output).`,
    );
  const json = JSON.stringify(data ?? null, null, 1);
  const cut = json.length > MAX_RESULT_CHARS;
  return text(
    `${head}${cut ? ` (first ${MAX_RESULT_CHARS} of ${json.length} characters; ask for fewer items with limit/offset or a filter)` : ''}\n${cut ? json.slice(0, MAX_RESULT_CHARS) : json}`,
  );
}

/** What to do about a typed error, by its class (the client's error names, DESIGN.md §2). */
const HINTS: Readonly<Record<string, string>> = {
  InvalidAccessTokenError: 'The token was refused: sign in again with baykit login (same --env and --account).',
  TokenRequiredError: 'This call needs a signed-in user: run baykit login once, then call again.',
  InvalidGrantError: 'The sign-in expired or was revoked: run baykit login again.',
  InvalidScopeError: 'The token lacks a scope this call needs: sign in again with baykit login and grant it.',
  AccessDeniedError: 'eBay refused access: the account or app is not allowed this call (scopes, program, marketplace).',
  NotFoundError: 'Nothing has that id: search or list first to find a real one.',
  RateLimitError: 'eBay rate-limited the app: wait before calling again, and ask for fewer items.',
  ValidationError: 'Fix the arguments as the message says; describe_operation shows them.',
  DeprecatedApiError: 'eBay retired this call: search_operations finds what replaces it.',
  ServerError: "eBay's server failed: try again later.",
  TimeoutError: 'eBay did not answer in time: try again, with fewer items.',
  ConnectionError: 'eBay could not be reached: check the network.',
};

/**
 * A failed call as content a model can act on: the typed error's class and message, eBay's HTTP status, each
 * error's id, category, message and parameters, the request id to quote to eBay, and a hint. Credentials never
 * appear: the client's errors carry the request masked, and it is not repeated here.
 */
export function failure(error: unknown): CallToolResult {
  if (error instanceof EbayApiError)
    return problem(error.message, {
      error: error.name,
      status: error.status,
      ...(error.requestId ? { requestId: error.requestId } : {}),
      errors: error.errors.map((e) => ({
        errorId: e.code,
        ...(e.category ? { category: e.category } : {}),
        ...(e.message ? { message: e.message } : {}),
        ...(e.longMessage && e.longMessage !== e.message ? { longMessage: e.longMessage } : {}),
        ...(e.parameters?.length ? { parameters: e.parameters } : {}),
      })),
      ...(HINTS[error.name] ? { hint: HINTS[error.name] } : {}),
    });
  if (error instanceof BaykitError)
    return problem(error.message, { error: error.name, ...(HINTS[error.name] ? { hint: HINTS[error.name] } : {}) });
  const name = error instanceof Error ? error.name : 'Error';
  return problem(error instanceof Error ? error.message : String(error), { error: name });
}

/** A call's outcome: its value, or the answer that says why there is none (refused or failed). */
export type Sent<T> = { readonly value: T } | { readonly result: CallToolResult };
