/**
 * JSON answers whose text the Node adapter can write as is. `Response.json` would serialise into a body stream
 * that the adapter then has to pipe back out chunk by chunk; for the small, already complete answers the emulator
 * gives almost everywhere that costs more than the work of answering (docs/architecture.md#emulator, throughput).
 * Such a response keeps its text here, and `server.ts` writes it in one `end()`. The body stream stays unread
 * and the `Response` is an ordinary one for everything else (in-process `fetch` reads it as usual).
 */
const TEXTS = new WeakMap<Response, string>();

/** A JSON answer, as `Response.json(data, init)` gives it, whose text the Node adapter can send without streaming. */
export function jsonResponse(data: unknown, init: ResponseInit = {}): Response {
  return jsonTextResponse(JSON.stringify(data), init);
}

/** {@link jsonResponse} of JSON already written: for a large answer that does not change, kept by its flow. */
export function jsonTextResponse(text: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = new Response(text, { ...init, headers });
  TEXTS.set(response, text);
  return response;
}

/** The complete body text of a response made by `jsonResponse`, or `undefined` for any other response. */
export function bufferedText(response: Response): string | undefined {
  return TEXTS.get(response);
}
