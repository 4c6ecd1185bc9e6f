// The one way the XML parser refuses a document: a BaykitError whose message starts `XML response rejected:` and,
// for a document that is not well-formed, says where it breaks.
import { BaykitError } from '../errors/baykit-error.js';

/** `XML response rejected: {reason}`. */
export function refused(reason: string, cause?: unknown): BaykitError {
  return new BaykitError(`XML response rejected: ${reason}`, cause === undefined ? undefined : { cause });
}

/** `XML response rejected: malformed XML at line L, column C: {reason}`, for the position `at` of `xml`. */
export function malformed(xml: string, at: number, reason: string): BaykitError {
  return refused(`malformed XML at ${lineOf(xml, at)}: ${reason}`);
}

/** `line L, column C` of a position (lines end at LF, CRLF or CR; columns count UTF-16 units from 1). */
export function lineOf(xml: string, at: number): string {
  let line = 1;
  let lineStart = 0;
  for (let p = 0; p < at && p < xml.length; p += 1) {
    const c = xml.charCodeAt(p);
    if (c === 0x0a || (c === 0x0d && xml.charCodeAt(p + 1) !== 0x0a)) {
      line += 1;
      lineStart = p + 1;
    }
  }
  return `line ${line}, column ${at - lineStart + 1}`;
}
