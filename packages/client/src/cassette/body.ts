import { fromBase64, toBase64 } from '../internal/bytes.js';
import { isTextType } from '../internal/media-type.js';
import type { CassetteMessageBody } from './types.js';

/** JSON or XML by its first character: what a body sent with no content type is read as. */
const STRUCTURED_TEXT = /^\s*[<{[]/;

/** The text of `bytes` when they are valid UTF-8, else undefined (binary data). */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Whether a cassette keeps a body as text: a text content type (`isTextType`: text, JSON, XML, forms), or none at all
 * with valid UTF-8 that starts, after white space, with `<`, `{` or `[`. Programs send XML and JSON without a type
 * (Python's `requests.post(url, data=xml)` does), and a body kept as base64 would escape the redaction by place.
 */
export function isCassetteText(contentType: string, bytes: Uint8Array): boolean {
  if (isTextType(contentType)) return true;
  if (contentType.trim() !== '') return false;
  const text = utf8Text(bytes);
  return text !== undefined && STRUCTURED_TEXT.test(text);
}

/** A body's bytes as a cassette keeps them (`isCassetteText`: text, else base64); undefined for no bytes. */
export function cassetteBody(bytes: Uint8Array, contentType = ''): CassetteMessageBody | undefined {
  if (bytes.byteLength === 0) return undefined;
  return isCassetteText(contentType, bytes) ? { text: new TextDecoder().decode(bytes) } : { base64: toBase64(bytes) };
}

/** The text a base64 body holds when it decodes to valid UTF-8 (so its secrets can be found), else undefined. */
export function base64Text(base64: string): string | undefined {
  const bytes = fromBase64(base64);
  return bytes && utf8Text(bytes);
}

/** `text` as the base64 of its UTF-8 bytes. */
export function textAsBase64(text: string): string {
  return toBase64(new TextEncoder().encode(text));
}
