import { describe, expect, it } from 'vitest';
import { BaykitError } from '../../src/errors/baykit-error.js';
import { parseXml } from '../../src/xml/parser.js';

function rejectionOf(text: string): string {
  try {
    parseXml(text);
  } catch (error) {
    if (error instanceof BaykitError) return error.message;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
}

describe('parseXml rejects what is not well-formed XML', () => {
  it.each([
    ['an end tag that does not match', '<a><b></c></a>'],
    ['an end tag without a start tag', '</a>'],
    ['an end tag with attributes', '<a></a x="1">'],
    ['an unclosed element', '<a><b></b>'],
    ['an unclosed start tag', '<a x="1"'],
    ['a second root element', '<a/><b/>'],
    ['text before the root', 'x<a/>'],
    ['text after the root', '<a/>x'],
    ['CDATA outside the root', '<a/><![CDATA[x]]>'],
    ['an unclosed CDATA section', '<a><![CDATA[x</a>'],
    ['an unclosed comment', '<a><!-- x</a>'],
    ["'--' inside a comment", '<a><!-- x -- y --></a>'],
    ['an unclosed processing instruction', '<a><?pi x</a>'],
    ['a name starting with a digit', '<1a/>'],
    ['whitespace after <', '< a/>'],
    ['a name with two colons', '<a:b:c/>'],
    ['an empty prefix', '<:a/>'],
    ['an element in the xmlns namespace', '<xmlns:a/>'],
    ['an attribute without a value', '<a x/>'],
    ['an attribute with an unquoted value', '<a x=1/>'],
    ['an attribute with an unclosed value', '<a x="1/>'],
    ['attributes without whitespace between them', '<a x="1"y="2"/>'],
    ['a repeated attribute', '<a x="1" x="2"/>'],
    ["'<' in an attribute value", '<a x="1<2"/>'],
    ["a bare '&' in text", '<a>fish & chips</a>'],
    ["a bare '&' in an attribute value", '<a x="fish & chips"/>'],
    ['a reference without its semicolon', '<a>&amp</a>'],
    ['an empty character reference', '<a>&#;</a>'],
    ['an empty hexadecimal reference', '<a>&#x;</a>'],
    ['a character reference with a capital X', '<a>&#X41;</a>'],
    ['a declaration that is not first', '<a/><?xml version="1.0"?>'],
    ['a declaration inside the root', '<a><?xml version="1.0"?></a>'],
    ['a malformed declaration', '<?xml version=1.0?><a/>'],
    ['a declaration in capitals', '<?XML version="1.0"?><a/>'],
    ["'<!' that starts nothing XML knows", '<a><!ELEMENT a ANY></a>'],
    ["a '/' not followed by '>'", '<a/ >'],
  ])('rejects %s', (_label, xml) => {
    expect(rejectionOf(xml)).toMatch(/^XML response rejected: malformed XML at line \d+, column \d+: /);
  });

  it('rejects a DOCTYPE wherever it is, and says so', () => {
    expect(rejectionOf('<!DOCTYPE a><a/>')).toMatch(
      /^XML response rejected: it contains a DOCTYPE declaration at line 1, column 1/,
    );
    expect(rejectionOf('<?xml version="1.0"?>\n<!DOCTYPE a SYSTEM "http://x/a.dtd">\n<a/>')).toMatch(
      /DOCTYPE declaration at line 2/,
    );
    expect(rejectionOf('<a><!DOCTYPE a></a>')).toMatch(/DOCTYPE/);
  });

  it('reports the line and column where the document breaks', () => {
    expect(rejectionOf('<a>\n  <b>\n  </c>\n</a>')).toBe(
      'XML response rejected: malformed XML at line 3, column 3: expected </b> (opened at line 2, column 3) but found </c>',
    );
    expect(rejectionOf('<a>\r\n<b x="1" x="2"/></a>')).toMatch(/at line 2, column 10: the attribute x is repeated/);
    expect(rejectionOf('<a>\n<b>')).toMatch(
      /at line 2, column 4: the element <b> opened at line 2, column 1 is not closed/,
    );
  });

  it('accepts nesting 100 deep and rejects 101', () => {
    const nested = (depth: number): string => '<a>'.repeat(depth) + 'x' + '</a>'.repeat(depth);
    expect(() => parseXml(nested(100))).not.toThrow();
    expect(rejectionOf(nested(101))).toMatch(
      /^XML response rejected: elements nested more than 100 deep at line 1, column 301/,
    );
    expect(rejectionOf('<a>'.repeat(100) + '<b/>' + '</a>'.repeat(100))).toMatch(/nested more than 100 deep/);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'p:__proto__'])(
    'refuses the element name %s without writing it anywhere',
    (name) => {
      expect(rejectionOf(`<R><${name}><polluted>1</polluted></${name}></R>`)).toMatch(
        /^XML response rejected: the element name .* is not allowed/,
      );
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    },
  );

  it('keeps attributes named like Object.prototype members: their keys start with @_', () => {
    expect(parseXml('<R __proto__="1" constructor="2"/>')).toStrictEqual({
      R: { '@___proto__': '1', '@_constructor': '2' },
    });
  });

  it('never writes a listed path step named __proto__', () => {
    const parsed = parseXml('<R><A/></R>', { arrayPaths: ['A.__proto__', 'A.B'] });
    expect(parsed).toStrictEqual({ R: { A: { B: [] } } });
    expect(Object.getPrototypeOf((parsed['R'] as Record<string, unknown>)['A'])).toBe(Object.prototype);
  });
});

describe('parseXml accepts what XML allows', () => {
  it('reads both quote styles, whitespace around =, in tags and before the end of an end tag', () => {
    expect(parseXml('<a\n  x = \'1"\'\ty="2\'" ><b\n/></a\n>')).toStrictEqual({
      a: { b: '', '@_x': '1"', '@_y': "2'" },
    });
  });

  it('reads names with dots, dashes, digits and non-ASCII letters', () => {
    expect(parseXml('<a><x-y.z_1>1</x-y.z_1><größe>2</größe><日本>3</日本></a>')).toStrictEqual({
      a: { 'x-y.z_1': '1', größe: '2', 日本: '3' },
    });
  });

  it('keeps well-formed references to unknown entities and forbidden characters as written, in attributes too', () => {
    expect(parseXml('<a x="&nbsp;&#0;&custom-name;">&a.b;&#xFFFE;</a>')).toStrictEqual({
      a: { '#value': '&a.b;&#xFFFE;', '@_x': '&nbsp;&#0;&custom-name;' },
    });
  });

  it('treats CRLF and a lone CR as one line end, in text, CDATA and attribute values', () => {
    expect(parseXml('<a x="1\r\n2\r3"><b>1\r\n2\r3</b><c><![CDATA[1\r\n2\r3]]></c></a>')).toStrictEqual({
      a: { b: '1\n2\n3', c: '1\n2\n3', '@_x': '1\n2\n3' },
    });
  });

  it('accepts a full declaration, comments and instructions around the root', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<!-- c -->\n<?pi x?>\n<a>1</a>\n<!-- c -->\n<?pi?>\n';
    expect(parseXml(xml)).toStrictEqual({ a: '1' });
  });
});

describe('parseXml and elements with many attributes', () => {
  const many = (count: number): string => Array.from({ length: count }, (_, i) => `a${i}="${i}"`).join(' ');

  it('reads an element with 20 000 distinct attributes (repeats are found with a set, not a scan per attribute)', () => {
    const parsed = parseXml(`<r ${many(20_000)}/>`) as { r: Record<string, string> };
    expect(Object.keys(parsed.r)).toHaveLength(20_000);
    expect(parsed.r['@_a19999']).toBe('19999');
  });

  it('still refuses a repeated attribute after thousands of others, and on the next element starts afresh', () => {
    expect(rejectionOf(`<r ${many(5_000)} a0="again"/>`)).toMatch(/attribute a0 is repeated/);
    expect(() => parseXml(`<r><x ${many(3)}/><y ${many(3)}/></r>`)).not.toThrow();
  });
});
