import type { EntityDecoderOptions } from 'fast-xml-parser';
import { BaykitError } from '../errors/baykit-error.js';

const PREDEFINED: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" });


/**
 * The entity decoder handed to fast-xml-parser (its `entityDecoder` option).
 *
 * It decodes only the five predefined entities and numeric character references. fast-xml-parser's own decoder
 * would expand DOCTYPE entities (the billion-laughs vector) and, with `htmlEntities` off, leaves `&#39;` undecoded;
 * with it on, it also decodes HTML names like `&nbsp;` that are not XML. eBay never sends a DOCTYPE, so the parser's
 * report of one (`addInputEntities`, called for every DOCTYPE it meets) rejects the document outright.
 */
export function createEntityDecoder(): EntityDecoderOptions {
  return {
    setExternalEntities: () => undefined,
    addInputEntities: () => {
      throw new BaykitError(
        'XML response rejected: it contains a DOCTYPE declaration (eBay never sends one; its entities are not expanded)',
      );
    },
    reset: () => undefined,
    setXmlVersion: () => undefined,
    decode: decodeReferences,
  };
}

/**
 * Replaces `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#…;`/`&#x…;` references. Anything else, such as an
 * undeclared `&name;` or a reference to a character XML forbids, is left as it was rather than guessed at.
 */
export function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  // One pass over the text, so `&amp;lt;` decodes to `&lt;` and never further.
  const reference = /&(?:#(\d+)|#x([0-9A-Fa-f]+)|(lt|gt|amp|quot|apos));/g;
  return text.replace(reference, (match, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return PREDEFINED[name] ?? match;
    const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return isXmlCodePoint(codePoint) ? String.fromCodePoint(codePoint) : match;
  });
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
