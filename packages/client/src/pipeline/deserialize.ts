import { JSON_TYPE, isTextType } from '../internal/media-type.js';
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
