// Reading a platform notification's NotificationSignature and Timestamp from the raw SOAP text, before it is
// parsed: parsing costs time linear in the body, and the signature is checked first, so an unauthenticated
// caller costs two bounded searches and an MD5. The values found are checked again against the parsed document.

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
