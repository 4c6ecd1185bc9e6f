// Character data for the XML reader (./xml-reader.ts): text between tags, attribute values and CDATA, checked and
// turned into the strings of the result the way fast-xml-parser did with baykit's options (trimmed, line ends
// normalised, then references decoded).
import { decodeReferences, referenceEnd } from './entity-decoder.js';
import { malformed } from './rejection.js';

/** XML end-of-line handling: CRLF and a lone CR become LF (before references are decoded, so `&#13;` stays). */
function lineEnds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** The character data of one document, read front to back. */
export class XmlText {
  readonly #xml: string;

  // Text since the last tag. Pieces around comments are joined: fast-xml-parser trimmed and decoded them as one. Line
  // ends are normalised piece by piece: a CR before a comment and an LF after it are two line ends.
  #pending: string | undefined;
  #pendingHasReference = false;

  constructor(xml: string) {
    this.#xml = xml;
  }

  /** Adds the text between `start` and `end` (inside the root, between two pieces of markup) to the pending text. */
  add(start: number, end: number): void {
    const raw = this.#xml.slice(start, end);
    const hasReference = this.#checkReferences(raw, start);
    const piece = lineEnds(raw);
    if (this.#pending === undefined) {
      this.#pending = piece;
      this.#pendingHasReference = hasReference;
    } else {
      this.#pending += piece;
      this.#pendingHasReference ||= hasReference;
    }
  }

  /** Takes the pending text, trimmed and decoded; `''` when there is none or it is all whitespace. */
  take(): string {
    // Trimming after the line ends are normalised gives what trimming first did: CR and LF are both whitespace.
    const text = this.#pending?.trim() ?? '';
    this.#pending = undefined;
    return this.#pendingHasReference && text !== '' ? decodeReferences(text) : text;
  }

  /** The attribute value between `start` and `end` (inside its quotes), trimmed and decoded. */
  attributeValue(start: number, end: number): string {
    const raw = this.#xml.slice(start, end);
    const hasReference = this.#checkReferences(raw, start);
    const value = lineEnds(raw.trim());
    return hasReference ? decodeReferences(value) : value;
  }

  /** The content of a CDATA section between `start` and `end`, verbatim but for line ends. */
  cdata(start: number, end: number): string {
    return lineEnds(this.#xml.slice(start, end));
  }

  /** Checks that every `&` of `text`, cut from the document at `start`, starts a reference; true when there is one. */
  #checkReferences(text: string, start: number): boolean {
    let amp = text.indexOf('&');
    const found = amp !== -1;
    while (amp !== -1) {
      const after = referenceEnd(text, amp);
      if (after === -1)
        throw malformed(this.#xml, start + amp, "'&' does not start a character or entity reference (write &amp;)");
      amp = text.indexOf('&', after);
    }
    return found;
  }
}
