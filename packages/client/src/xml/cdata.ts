import { ValidationError } from '../errors/validation-error.js';

/**
 * A text value the XML builder must emit as a CDATA section instead of escaping it.
 *
 * Create it with {@link cdata}. The class is exported for `instanceof` checks and typings only.
 */
export class XmlCData {
  /** The raw text; the builder splits any `]]>` inside it so it can never close the section early. */
  readonly text: string;

  constructor(text: string) {
    if (typeof text !== 'string') {
      throw new ValidationError('cdata() expects a string', { parameter: 'text' });
    }
    this.text = text;
  }
}

/**
 * Marks a text value to be written as `<![CDATA[…]]>` by `buildXmlRequest`, e.g. HTML that should stay readable
 * on the wire: `{ Notes: cdata('<b>bold</b>') }`. Elements named `Description` get CDATA without this marker.
 */
export function cdata(text: string): XmlCData {
  return new XmlCData(text);
}
