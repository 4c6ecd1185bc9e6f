import type { ExchangeBody } from 'baykit';

/** Bodies above this many bytes are stored cut, with a note (the browser keeps every exchange of its history). */
export const MAX_STORED_BODY_BYTES = 1024 * 1024;

function note(total: number): string {
  return `\n… [cut: ${total} bytes, the first ${MAX_STORED_BODY_BYTES} shown]`;
}

/** Text cut at MAX_STORED_BODY_BYTES (counted in UTF-8 bytes) with a note. */
function cutText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= MAX_STORED_BODY_BYTES) return text;
  return new TextDecoder().decode(bytes.subarray(0, MAX_STORED_BODY_BYTES)) + note(bytes.byteLength);
}

/**
 * An answer's body as stored, from baykit's `onExchange` event (which says whether it is text, by baykit's one
 * rule): text as text, bytes base64, both cut at `MAX_STORED_BODY_BYTES`; a body baykit did not read as a note.
 */
export function storedBody(body: ExchangeBody | undefined): { body: string; bodyEncoding: 'text' | 'base64' } {
  if (!body) return { body: '', bodyEncoding: 'text' };
  if (body.kind === 'text') return { body: cutText(body.text), bodyEncoding: 'text' };
  if (body.kind === 'unread') return { body: `[${body.description}]`, bodyEncoding: 'text' };
  if (!body.bytes) return { body: `[${body.size} bytes]`, bodyEncoding: 'text' };
  const cut = body.bytes.byteLength > MAX_STORED_BODY_BYTES;
  const kept = cut ? body.bytes.subarray(0, MAX_STORED_BODY_BYTES) : body.bytes;
  return { body: Buffer.from(kept).toString('base64') + (cut ? note(body.size) : ''), bodyEncoding: 'base64' };
}

/** A request body as stored: text (cut like answers), else a line saying what was sent; absent when none. */
export function storedRequestBody(body: ExchangeBody | undefined, contentType: string | undefined): string | undefined {
  if (!body) return undefined;
  if (body.kind === 'text') return body.text === '' ? undefined : cutText(body.text);
  if (body.kind === 'unread') return `[${body.description}]`;
  return `[${body.size} bytes of ${contentType || 'binary data'}]`;
}
