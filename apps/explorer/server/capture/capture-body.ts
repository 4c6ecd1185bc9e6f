/** Bodies above this many bytes are stored cut, with a note (the browser keeps every exchange of its history). */
export const MAX_STORED_BODY_BYTES = 1024 * 1024;

/** Media types shown as text; everything else is binary. */
const TEXT_TYPE = /^text\/|json|xml|x-www-form-urlencoded|javascript/i;

/** Whether a body of this `content-type` is shown as text. */
export function isTextType(contentType: string | undefined): boolean {
  return TEXT_TYPE.test(contentType ?? '');
}

function note(total: number): string {
  return `\n… [cut: ${total} bytes, the first ${MAX_STORED_BODY_BYTES} shown]`;
}

/** A response body as stored: text for text types, base64 for others, cut at `MAX_STORED_BODY_BYTES`. */
export function storedBody(
  bytes: Uint8Array,
  contentType: string | undefined,
): { body: string; bodyEncoding: 'text' | 'base64' } {
  const cut = bytes.byteLength > MAX_STORED_BODY_BYTES;
  const kept = cut ? bytes.subarray(0, MAX_STORED_BODY_BYTES) : bytes;
  const tail = cut ? note(bytes.byteLength) : '';
  if (isTextType(contentType)) return { body: new TextDecoder().decode(kept) + tail, bodyEncoding: 'text' };
  return { body: Buffer.from(kept).toString('base64') + tail, bodyEncoding: 'base64' };
}

/** A request body as stored: text for text types (cut like responses), else a line saying what was sent. */
export function storedRequestBody(bytes: Uint8Array, contentType: string | undefined): string | undefined {
  if (bytes.byteLength === 0) return undefined;
  if (!isTextType(contentType)) return `[${bytes.byteLength} bytes of ${contentType || 'binary data'}]`;
  const cut = bytes.byteLength > MAX_STORED_BODY_BYTES;
  return (
    new TextDecoder().decode(cut ? bytes.subarray(0, MAX_STORED_BODY_BYTES) : bytes) +
    (cut ? note(bytes.byteLength) : '')
  );
}

/** Headers as a plain record with lower-case names (fetch's `Headers` already joins repeats). */
export function headerRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}
