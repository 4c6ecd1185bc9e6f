/**
 * The few ASN.1 DER operations key handling needs: walk a TLV tree, read an OID, build a SEQUENCE.
 * Not a general ASN.1 library: it only understands definite lengths, which DER requires anyway.
 */

/** DER tag numbers used by PKCS#1, PKCS#8 and SubjectPublicKeyInfo (plain constants: bundlers inline them). */
export const TAG_INTEGER = 0x02;
export const TAG_BIT_STRING = 0x03;
export const TAG_OCTET_STRING = 0x04;
export const TAG_OID = 0x06;
export const TAG_SEQUENCE = 0x30;

/** One decoded TLV: its tag, its content bytes and the whole encoding (header included). */
export interface DerElement {
  readonly tag: number;
  readonly content: Uint8Array;
  readonly encoded: Uint8Array;
}

/**
 * Thrown by the reader on input it cannot read: truncated, a multi-byte tag, an indefinite or too long length,
 * trailing bytes, a malformed OID. Key parsing turns it into a `ValidationError` ("is not valid DER") and the
 * notification verifier into "not a signature", so it carries no message of its own.
 */
export class DerError extends Error {
  override name = 'DerError';
}

/** Reads the single TLV at `offset`; `end` of the result is where the next one starts. */
export function readElement(bytes: Uint8Array, offset = 0): DerElement & { readonly end: number } {
  if (offset + 2 > bytes.length) throw new DerError();
  const tag = bytes[offset] as number;
  // Multi-byte tags never occur in the key formats we read.
  if ((tag & 0x1f) === 0x1f) throw new DerError();
  let length = bytes[offset + 1] as number;
  let cursor = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    // 0 would be BER's indefinite length; more than 4 length bytes is no key we could hold.
    if (count === 0 || count > 4) throw new DerError();
    if (cursor + count > bytes.length) throw new DerError();
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + (bytes[cursor + i] as number);
    cursor += count;
  }
  const end = cursor + length;
  if (end > bytes.length) throw new DerError();
  return { tag, content: bytes.subarray(cursor, end), encoded: bytes.subarray(offset, end), end };
}

/** Reads a whole buffer that must hold exactly one TLV (trailing bytes mean it is not what we think). */
export function readSingle(bytes: Uint8Array): DerElement {
  const element = readElement(bytes, 0);
  if (element.end !== bytes.length) throw new DerError();
  return element;
}

/** The children of a constructed element such as a SEQUENCE. */
export function readChildren(element: DerElement): DerElement[] {
  const children: DerElement[] = [];
  let offset = 0;
  while (offset < element.content.length) {
    const child = readElement(element.content, offset);
    children.push(child);
    offset = child.end;
  }
  return children;
}

/** Dotted-decimal form of an OBJECT IDENTIFIER's content bytes. */
export function decodeOid(content: Uint8Array): string {
  const subidentifiers: number[] = [];
  let value = 0;
  let pending = false;
  for (const byte of content) {
    value = value * 128 + (byte & 0x7f);
    pending = (byte & 0x80) !== 0;
    if (!pending) {
      subidentifiers.push(value);
      value = 0;
    }
  }
  const [first, ...rest] = subidentifiers;
  if (first === undefined || pending) throw new DerError();
  // X.690: the first subidentifier packs the first two arcs as 40 * arc1 + arc2, with arc1 at most 2.
  const arc1 = Math.min(2, Math.floor(first / 40));
  return [arc1, first - arc1 * 40, ...rest].join('.');
}

/** Encodes one TLV with a definite DER length. */
export function encodeElement(tag: number, content: Uint8Array): Uint8Array {
  const lengthBytes: number[] = [];
  if (content.length < 0x80) {
    lengthBytes.push(content.length);
  } else {
    for (let rest = content.length; rest > 0; rest = Math.floor(rest / 256)) lengthBytes.unshift(rest % 256);
    lengthBytes.unshift(0x80 | lengthBytes.length);
  }
  const out = new Uint8Array(1 + lengthBytes.length + content.length);
  out[0] = tag;
  out.set(lengthBytes, 1);
  out.set(content, 1 + lengthBytes.length);
  return out;
}

/** Concatenates already-encoded elements into the content of a SEQUENCE and wraps it. */
export function encodeSequence(...elements: Uint8Array[]): Uint8Array {
  const total = elements.reduce((sum, element) => sum + element.length, 0);
  const content = new Uint8Array(total);
  let offset = 0;
  for (const element of elements) {
    content.set(element, offset);
    offset += element.length;
  }
  return encodeElement(TAG_SEQUENCE, content);
}
