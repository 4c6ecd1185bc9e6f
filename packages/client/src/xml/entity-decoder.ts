// Character and entity references of XML text and attribute values. Only the five predefined entities and numeric
// references are ever decoded: a document cannot declare entities (the reader refuses any DOCTYPE), so nothing can
// expand into more text than it was written with (no billion laughs, no external entities).
import { isXmlName, isXmlText } from './escape.js';

/** The body of a character reference, between `&` and `;`: decimal, or hexadecimal after a lower-case `x`. */
const CHARACTER_REFERENCE = /^#(?:x[\dA-Fa-f]+|\d+)$/;

/** A reference the reader decodes: a character reference (hex or decimal digits) or a predefined entity. */
const DECODED_REFERENCE = /&(?:#(?:x([\dA-Fa-f]+)|(\d+))|(lt|gt|amp|quot|apos));/g;

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Where the reference that starts with the `&` at `amp` of `text` ends (the index after its `;`), or `-1` when the
 * `&` does not start one. A reference is `&#digits;`, `&#xhex;` or `&name;`; whether it names a known entity or an
 * allowed character does not matter here (see {@link decodeReferences}).
 */
export function referenceEnd(text: string, amp: number): number {
  const semicolon = text.indexOf(';', amp + 1);
  if (semicolon === -1) return -1;
  const body = text.slice(amp + 1, semicolon);
  return CHARACTER_REFERENCE.test(body) || isXmlName(body) ? semicolon + 1 : -1;
}

/**
 * Replaces `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#…;`/`&#x…;` references. Anything else, such as an
 * undeclared `&name;` or a reference to a character XML forbids, is left as it was rather than guessed at. One pass
 * over the text, so `&amp;lt;` decodes to `&lt;` and never further.
 */
export function decodeReferences(text: string): string {
  return text.replace(DECODED_REFERENCE, (reference, hex?: string, decimal?: string, name?: string) => {
    if (name !== undefined) return PREDEFINED[name] ?? reference;
    const codePoint = Number.parseInt(hex ?? decimal ?? '', hex === undefined ? 10 : 16);
    // A code point past Unicode's last (parseInt may even give Infinity) or one XML forbids stays as written.
    if (!(codePoint <= 0x10ffff)) return reference;
    const character = String.fromCodePoint(codePoint);
    return isXmlText(character) ? character : reference;
  });
}
