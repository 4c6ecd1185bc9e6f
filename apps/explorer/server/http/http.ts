import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiProblem } from '../../shared/api.js';

/** Largest JSON body the back end reads (an XML call with a base64 picture still fits). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * A refusal of the back end's own API: becomes an `ApiProblem` answer with this status. The message says
 * what to fix and never quotes a secret.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Sends `value` as JSON. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Sends an `ApiProblem`. */
export function sendProblem(res: ServerResponse, status: number, error: string): void {
  const problem: ApiProblem = { error };
  sendJson(res, status, problem);
}

/** Sends a redirect (303 after a browser flow, so the next request is a plain GET). */
export function sendRedirect(res: ServerResponse, location: string, status = 303): void {
  res.writeHead(status, { location, 'content-length': 0 });
  res.end();
}

/** Sends a small HTML page (already escaped by the caller). */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Reads a JSON request body. An empty body reads as `{}` (a POST that needs no input); a body over
 * `MAX_BODY_BYTES` is refused with 413 as soon as it passes the limit, without reading the rest.
 */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // The parser's own message quotes the text around the mistake, which may be a secret: left out.
    throw new HttpError(
      400,
      'The request body is not valid JSON: send a JSON object with Content-Type: application/json.',
    );
  }
}

/** Narrows a parsed body to a plain object, or refuses it naming what was expected. */
export function objectBody(body: unknown, what: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, `The request body must be a JSON object (${what}).`);
  }
  return body as Record<string, unknown>;
}

function tooLarge(limit: number): HttpError {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`;
  return new HttpError(413, `The request body is larger than ${size}.`);
}
