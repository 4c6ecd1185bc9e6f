import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildXmlRequest } from '../../src/xml/builder.js';
import { cdata } from '../../src/xml/cdata.js';
import { isXmlText } from '../../src/xml/escape.js';
import { parseXml } from '../../src/xml/parser.js';

/** Characters XML 1.0 can carry (no other control characters, no lone surrogates). */
const xmlChar = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '<',
        '>',
        '&',
        '"',
        "'",
        ']]>',
        ']]',
        '<![CDATA[',
        '&amp;',
        '&#x41;',
        ' ',
        '\t',
        '\n',
        '\r',
        '\r\n',
      ),
    },
    { weight: 5, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
  )
  .filter(isXmlText);
const xmlString = fc.array(xmlChar, { maxLength: 12 }).map((parts) => parts.join(''));

describe('build → parse round trip (property)', () => {
  it('any text value, attribute value and CDATA value comes back unchanged', () => {
    fc.assert(
      fc.property(xmlString, xmlString, xmlString, (text, attribute, html) => {
        const xml = buildXmlRequest('R', {
          Title: text,
          Price: { '@_currencyID': attribute, '#value': text },
          Description: html,
          Note: cdata(text),
        });
        const parsed = parseXml(xml) as { R: Record<string, unknown> };
        // An element with attributes and no text has no '#value'.
        expect(parsed.R.Title).toBe(text);
        expect(parsed.R.Note).toBe(text);
        expect(parsed.R.Description).toBe(html);
        expect((parsed.R.Price as Record<string, unknown>)['@_currencyID']).toBe(attribute);
        if (text !== '') expect((parsed.R.Price as Record<string, unknown>)['#value']).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
