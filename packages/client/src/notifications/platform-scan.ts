// Reading a platform notification's NotificationSignature and Timestamp from the raw SOAP text, before it is
// parsed: parsing costs time linear in the body, and the signature is checked first, so an unauthenticated
// caller costs two bounded searches and an MD5. The values found are checked again against the parsed document.
// An element with an absurd number of attributes is refused before the parse too, by one more linear pass.

/** An XML name with an optional namespace prefix, e.g. `ebl:`. */
const PREFIX = '(?:[A-Za-z_][\\w.-]{0,63}:)?';
// The first NotificationSignature element: its attributes (a namespace declaration, mustUnderstand) are capped
// in length, its content is a base64 MD5 (24 characters), allowed some whitespace.
const SIGNATURE = new RegExp(
  `<${PREFIX}NotificationSignature(?:\\s[^<>]{0,512})?>([^<]{0,128})</${PREFIX}NotificationSignature\\s*>`,
);
// The first Timestamp element without attributes: the response's own comes first in eBay's bodies.
const TIMESTAMP = new RegExp(`<${PREFIX}Timestamp>([^<]{1,64})</${PREFIX}Timestamp\\s*>`);
const ENVELOPE = new RegExp(`<${PREFIX}Envelope[\\s>]`);

/** What the raw text holds: whether it looks like a SOAP envelope, and the signature and timestamp if found. */
export interface PlatformScan {
  envelope: boolean;
  signature: string | undefined;
  timestamp: string | undefined;
}

/** Finds the signature and the timestamp in `xml` without parsing it (linear, bounded searches). */
export function scanPlatformNotification(xml: string): PlatformScan {
  const signature = SIGNATURE.exec(xml)?.[1]?.trim();
  return {
    envelope: ENVELOPE.test(xml),
    signature: signature === '' ? undefined : signature,
    timestamp: TIMESTAMP.exec(xml)?.[1]?.trim(),
  };
}

/** Most attributes one element of a platform notification may carry; eBay's carry a namespace or a currency. */
export const MAX_ATTRIBUTES = 64;

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const EQUALS = 0x3d;
const LESS = 0x3c;
const GREATER = 0x3e;

/**
 * The position of the first element tag with more than {@link MAX_ATTRIBUTES} attributes, or -1. One pass: an
 * element tag's `=` outside quoted values are counted up to its `>`; comments, CDATA sections, processing
 * instructions and end tags are skipped to their ends (text never holds a raw `<`).
 */
export function crowdedElement(xml: string): number {
  let at = xml.indexOf('<');
  while (at !== -1) {
    let skipTo = -1;
    if (xml.startsWith('<!--', at)) skipTo = endOf(xml, '-->', at + 4);
    else if (xml.startsWith('<![CDATA[', at)) skipTo = endOf(xml, ']]>', at + 9);
    else if (xml.startsWith('<?', at)) skipTo = endOf(xml, '?>', at + 2);
    else if (xml.startsWith('</', at) || xml.startsWith('<!', at)) skipTo = at + 2;
    if (skipTo !== -1) {
      at = xml.indexOf('<', skipTo);
      continue;
    }
    let count = 0;
    let quote = 0;
    let p = at + 1;
    for (; p < xml.length; p += 1) {
      const c = xml.charCodeAt(p);
      if (quote !== 0) {
        if (c === quote) quote = 0;
      } else if (c === QUOTE || c === APOSTROPHE) quote = c;
      else if (c === EQUALS) {
        count += 1;
        if (count > MAX_ATTRIBUTES) return at;
      } else if (c === GREATER || c === LESS) break;
    }
    at = xml.indexOf('<', p);
  }
  return -1;
}

/** Where `marker`, searched from `from`, ends; the document's end when it is missing (the parser says so). */
function endOf(xml: string, marker: string, from: number): number {
  const found = xml.indexOf(marker, from);
  return found === -1 ? xml.length : found + marker.length;
}
