// Character data for the XML reader (./xml-reader.ts): text between tags, attribute values and CDATA, checked and
// turned into the strings of the result the way fast-xml-parser did with baykit's options (trimmed, then line ends
// normalised, then references decoded), without copying the document.
import { decodeReferences, referenceEnd } from './entity-decoder.js';
import { malformed } from './rejection.js';

/** XML end-of-line handling: CRLF and a lone CR become LF (before references are decoded, so `&#13;` stays). */
function lineEnds(text: string, hasReturn: boolean): string {
  return hasReturn ? text.replace(/\r\n?/g, '\n') : text;
}

/** The character data of one document, read front to back. */
export class XmlText {
  readonly #xml: string;

  // Raw text since the last tag. Pieces around comments are joined: fast-xml-parser trimmed and decoded them as one.
  #pendingStart = -1;
  #pendingEnd = -1;
  #pendingJoined: string | undefined;
  #pendingHasReference = false;
  #pendingHasReturn = false;

  // The next `&` and `\r` at or after the scan position, so each is searched for once per document, not per text.
  #ampAt = -1;
  #returnAt = -1;

  constructor(xml: string) {
    this.#xml = xml;
  }

  /** Adds the text between `start` and `end` (inside the root, between two pieces of markup) to the pending text. */
  add(start: number, end: number): void {
    const hasReference = this.#references(start, end);
    const hasReturn = this.#returns(start, end);
    if (this.#pendingStart === -1) {
      this.#pendingStart = start;
      this.#pendingEnd = end;
      this.#pendingHasReference = hasReference;
      this.#pendingHasReturn = hasReturn;
      return;
    }
    // Line ends are normalised piece by piece: a CR before a comment and an LF after it are two line ends.
    const xml = this.#xml;
    const joined =
      this.#pendingJoined ?? lineEnds(xml.slice(this.#pendingStart, this.#pendingEnd), this.#pendingHasReturn);
    this.#pendingJoined = joined + lineEnds(xml.slice(start, end), hasReturn);
    this.#pendingHasReference ||= hasReference;
    this.#pendingHasReturn = false;
  }

  /** Takes the pending text, trimmed and decoded; `''` when there is none or it is all whitespace. */
  take(): string {
    if (this.#pendingStart === -1) return '';
    let text: string;
    if (this.#pendingJoined === undefined) {
      text = this.#trimmed(this.#pendingStart, this.#pendingEnd);
    } else {
      text = this.#pendingJoined.trim();
      this.#pendingJoined = undefined;
    }
    this.#pendingStart = -1;
    if (text === '') return text;
    text = lineEnds(text, this.#pendingHasReturn);
    return this.#pendingHasReference ? decodeReferences(text) : text;
  }

  /** The attribute value between `start` and `end` (inside its quotes), trimmed and decoded. */
  attributeValue(start: number, end: number): string {
    const hasReference = this.#references(start, end);
    const value = lineEnds(this.#trimmed(start, end), this.#returns(start, end));
    return hasReference ? decodeReferences(value) : value;
  }

  /** The content of a CDATA section between `start` and `end`, verbatim but for line ends. */
  cdata(start: number, end: number): string {
    return lineEnds(this.#xml.slice(start, end), this.#returns(start, end));
  }

  /** The text between `start` and `end` without surrounding whitespace, as `String.prototype.trim` defines it. */
  #trimmed(start: number, end: number): string {
    return this.#xml.slice(start, end).trim();
  }

  /** Checks that every `&` between `start` and `end` starts a reference; true when there is one. */
  #references(start: number, end: number): boolean {
    const xml = this.#xml;
    let amp = this.#ampAt;
    if (amp < start) {
      amp = xml.indexOf('&', start);
      if (amp === -1) amp = xml.length;
    }
    const found = amp < end;
    while (amp < end) {
      const after = referenceEnd(xml, amp, end);
      if (after === -1) throw malformed(xml, amp, "'&' does not start a character or entity reference (write &amp;)");
      amp = xml.indexOf('&', after);
      if (amp === -1) amp = xml.length;
    }
    this.#ampAt = amp;
    return found;
  }

  /** True when there is a carriage return between `start` and `end`. */
  #returns(start: number, end: number): boolean {
    let at = this.#returnAt;
    if (at < start) {
      at = this.#xml.indexOf('\r', start);
      if (at === -1) at = this.#xml.length;
      this.#returnAt = at;
    }
    return at < end;
  }
}
