import { ValidationError } from '../errors/validation-error.js';
import type { RequestBody } from '../pipeline/transport.js';

/** The value of one query parameter in generated query types. Arrays are sent comma-separated. */
export type QueryParam = string | number | boolean | readonly (string | number | boolean)[];

/** A query value as callers may give it. Arrays are sent comma-separated, as eBay's specs declare. */
export type QueryValue = string | number | boolean | Date | readonly (string | number | boolean)[] | null | undefined;

function queryText(name: string, value: Exclude<QueryValue, null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') {
    throw new ValidationError(`Query parameter "${name}" must be a string, number, boolean, Date or array.`, {
      parameter: name,
    });
  }
  return String(value);
}

/**
 * The query string (without `?`) of a query object. Names and values are percent-encoded, so eBay's
 * filter syntax (`price:[10..50],conditions:{NEW|USED}`) and spaces reach eBay exactly as written.
 */
export function serializeQuery(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    parts.push(
      `${encodeURIComponent(name)}=${encodeURIComponent(queryText(name, value as Exclude<QueryValue, null | undefined>))}`,
    );
  }
  return parts.join('&');
}

/** A body ready for the transport and the content type it implies (undefined: let the platform decide). */
export interface EncodedBody {
  body: RequestBody | undefined;
  contentType: string | undefined;
}

/**
 * Encodes a request body once: objects as JSON, strings and bytes as given, `FormData` left to the platform
 * (it writes the multipart boundary), Blobs with their own type.
 */
export function encodeBody(body: unknown, contentType?: string): EncodedBody {
  if (body === undefined) return { body: undefined, contentType: undefined };
  // The tag first: in Node the FormData global's first read loads the platform's fetch, tens of milliseconds in a
  // short-lived process (bench/cli-start.ts), and a JSON body needs none of it.
  if (Object.prototype.toString.call(body) === '[object FormData]' && body instanceof FormData)
    return { body, contentType: undefined };
  if (contentType === 'multipart/form-data') {
    throw new ValidationError('This operation uploads multipart/form-data: pass a FormData body.', {
      parameter: 'body',
    });
  }
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    return { body, contentType: contentType ?? (body.type || 'application/octet-stream') };
  }
  if (body instanceof Uint8Array) return { body, contentType: contentType ?? 'application/octet-stream' };
  if (body instanceof ArrayBuffer)
    return { body: new Uint8Array(body), contentType: contentType ?? 'application/octet-stream' };
  if (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) {
    return { body: body as ReadableStream<Uint8Array>, contentType: contentType ?? 'application/octet-stream' };
  }
  if (typeof body === 'string') return { body, contentType: contentType ?? 'application/json' };
  const type = contentType ?? 'application/json';
  if (!/json/i.test(type)) {
    throw new ValidationError(`A ${type} body must be a string, bytes, Blob or FormData, not an object.`, {
      parameter: 'body',
    });
  }
  return { body: JSON.stringify(body), contentType: type };
}
