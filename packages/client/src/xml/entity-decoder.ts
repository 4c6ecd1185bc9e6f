// Character and entity references of XML text and attribute values. Only the five predefined entities and numeric
// references are ever decoded: a document cannot declare entities (the reader refuses any DOCTYPE), so nothing can
// expand into more text than it was written with (no billion laughs, no external entities).
import { isXmlName } from './escape.js';

const HASH = 0x23;
const LOWER_X = 0x78;

/**
 * Where the reference that starts with the `&` at `amp` ends (the index after its `;`), or `-1` when the `&` does
 * not start one before `end`. A reference is `&#digits;`, `&#xhex;` or `&name;`; whether it names a known entity or
 * an allowed character does not matter here (see {@link decodeReferences}).
 */
export function referenceEnd(xml: string, amp: number, end: number): number {
  const semicolon = xml.indexOf(';', amp + 1);
  if (semicolon === -1 || semicolon >= end) return -1;
  if (xml.charCodeAt(amp + 1) !== HASH) return isXmlName(xml.slice(amp + 1, semicolon)) ? semicolon + 1 : -1;
  const hex = xml.charCodeAt(amp + 2) === LOWER_X;
  const first = amp + (hex ? 3 : 2);
  if (first === semicolon) return -1;
  for (let p = first; p < semicolon; p += 1) {
    if (!(hex ? isHexDigit(xml.charCodeAt(p)) : isDigit(xml.charCodeAt(p)))) return -1;
  }
  return semicolon + 1;
}

/**
 * Replaces `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#…;`/`&#x…;` references. Anything else, such as an
 * undeclared `&name;` or a reference to a character XML forbids, is left as it was rather than guessed at. One pass
 * over the text, so `&amp;lt;` decodes to `&lt;` and never further.
 */
export function decodeReferences(text: string): string {
  let amp = text.indexOf('&');
  if (amp === -1) return text;
  let decoded = '';
  let copied = 0;
  while (amp !== -1) {
    const semicolon = text.indexOf(';', amp + 1);
    if (semicolon === -1) break;
    const value = referenceValue(text, amp + 1, semicolon);
    if (value === undefined) {
      amp = text.indexOf('&', amp + 1);
    } else {
      decoded += text.slice(copied, amp) + value;
      copied = semicolon + 1;
      amp = text.indexOf('&', copied);
    }
  }
  return copied === 0 ? text : decoded + text.slice(copied);
}

/** The character a reference body (between `&` and `;`) stands for, or `undefined` to leave it as written. */
function referenceValue(text: string, start: number, end: number): string | undefined {
  if (text.charCodeAt(start) === HASH) {
    const hex = text.charCodeAt(start + 1) === LOWER_X;
    const first = start + (hex ? 2 : 1);
    if (first === end) return undefined;
    for (let p = first; p < end; p += 1) {
      const c = text.charCodeAt(p);
      if (!(hex ? isHexDigit(c) : isDigit(c))) return undefined;
    }
    const codePoint = Number.parseInt(text.slice(first, end), hex ? 16 : 10);
    return isXmlCodePoint(codePoint) ? String.fromCodePoint(codePoint) : undefined;
  }
  switch (text.slice(start, end)) {
    case 'lt':
      return '<';
    case 'gt':
      return '>';
    case 'amp':
      return '&';
    case 'quot':
      return '"';
    case 'apos':
      return "'";
    default:
      return undefined;
  }
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function isXmlCodePoint(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}
