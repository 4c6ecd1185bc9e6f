import { ValidationError } from '../errors/validation-error.js';

/** Deepest nesting of objects and arrays accepted in a push; eBay's payloads nest a handful of levels. */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** JSON's whitespace between tokens: space, tab, line feed, carriage return. */
const isWhitespace = (byte: number): boolean => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** Whether the body can be a push at all: its first byte past whitespace opens a JSON object. */
export function startsAsObject(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (isWhitespace(byte)) continue;
    return byte === OPEN_BRACE;
  }
  return false;
}

/**
 * The body without the whitespace between JSON tokens (one pass over the bytes, strings kept byte for byte): for
 * JSON that only a re-indenting proxy touched, this equals its compact serialisation.
 */
export function withoutWhitespace(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] as number;
    if (inString) {
      if (byte === BACKSLASH && i + 1 < bytes.length) {
        out[length++] = byte;
        i += 1;
        out[length++] = bytes[i] as number;
        continue;
      }
      if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (isWhitespace(byte)) continue;
    out[length++] = byte;
  }
  return out.subarray(0, length);
}

/**
 * Parses a push body, first checking its nesting without recursion (one pass over the bytes, skipping strings):
 * a body nested deeper than {@link MAX_JSON_DEPTH} is refused before `JSON.parse`, so neither parsing nor
 * re-serialising it can run out of stack. Not JSON, or too deep: `ValidationError`.
 */
export function parseNotificationJson(bytes: Uint8Array): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH)
        throw new ValidationError(`The notification body nests deeper than ${MAX_JSON_DEPTH} levels.`, {
          parameter: 'body',
        });
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth -= 1;
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ValidationError('The notification body is not JSON.', { parameter: 'body' });
  }
}
