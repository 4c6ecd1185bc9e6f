import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/validation-error.js';
import { XML_NAMESPACES, buildXmlRequest, cdata } from '../../src/xml/index.js';

const EBL = 'urn:ebay:apis:eBLBaseComponents';
const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/** Body of the root element, without declaration and root tags, to keep assertions short. */
function inner(fields: object): string {
  const xml = buildXmlRequest('R', fields, { declaration: false });
  return xml.slice('<R>'.length, -'</R>'.length);
}

function validationErrorOf(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('buildXmlRequest envelopes (docs/ebay-facts.md#authnauth, #envelope-and-ack)', () => {
  it('writes the exact GetSessionID envelope', () => {
    expect(buildXmlRequest('GetSessionIDRequest', { RuName: 'My_Company-MyApp-PRD-abc' }, { xmlns: EBL })).toBe(
      `${DECLARATION}<GetSessionIDRequest xmlns="urn:ebay:apis:eBLBaseComponents">` +
        '<RuName>My_Company-MyApp-PRD-abc</RuName></GetSessionIDRequest>',
    );
  });

  it('writes the exact FetchToken envelope', () => {
    expect(buildXmlRequest('FetchTokenRequest', { SessionID: 'abc=+/' }, { xmlns: XML_NAMESPACES.trading })).toBe(
      `${DECLARATION}<FetchTokenRequest xmlns="urn:ebay:apis:eBLBaseComponents"><SessionID>abc=+/</SessionID></FetchTokenRequest>`,
    );
  });

  it('writes the credentials-first Trading envelope HENDT expects, without declaration on request', () => {
    expect(
      buildXmlRequest(
        'GetAccountRequest',
        { RequesterCredentials: { eBayAuthToken: 'T' } },
        { xmlns: EBL, declaration: false },
      ),
    ).toBe(
      '<GetAccountRequest xmlns="urn:ebay:apis:eBLBaseComponents"><RequesterCredentials><eBayAuthToken>T</eBayAuthToken></RequesterCredentials></GetAccountRequest>',
    );
  });

  it('keeps key order, so RequesterCredentials passed first stays first', () => {
    const xml = buildXmlRequest(
      'GetItemRequest',
      { RequesterCredentials: { eBayAuthToken: 'T' }, ItemID: '1', DetailLevel: 'ReturnAll' },
      { xmlns: EBL, declaration: false },
    );
    expect(xml).toBe(
      '<GetItemRequest xmlns="urn:ebay:apis:eBLBaseComponents"><RequesterCredentials><eBayAuthToken>T</eBayAuthToken>' +
        '</RequesterCredentials><ItemID>1</ItemID><DetailLevel>ReturnAll</DetailLevel></GetItemRequest>',
    );
  });

  it('writes an empty root when there are no fields and no namespace', () => {
    expect(buildXmlRequest('GeteBayOfficialTimeRequest', {})).toBe(
      `${DECLARATION}<GeteBayOfficialTimeRequest></GeteBayOfficialTimeRequest>`,
    );
  });
});

describe('buildXmlRequest value conventions', () => {
  it('turns arrays into repeated elements and skips null items', () => {
    expect(inner({ Item: { PictureURL: ['https://a/1.jpg', null, 'https://a/2.jpg'] } })).toBe(
      '<Item><PictureURL>https://a/1.jpg</PictureURL><PictureURL>https://a/2.jpg</PictureURL></Item>',
    );
  });

  it('repeats objects in arrays as whole elements', () => {
    expect(
      inner({
        NameValueList: [
          { Name: 'Brand', Value: ['A', 'B'] },
          { Name: 'Size', Value: 'M' },
        ],
      }),
    ).toBe(
      '<NameValueList><Name>Brand</Name><Value>A</Value><Value>B</Value></NameValueList>' +
        '<NameValueList><Name>Size</Name><Value>M</Value></NameValueList>',
    );
  });

  it('writes numbers, bigints and booleans as text and Dates as ISO-8601', () => {
    expect(
      inner({
        Quantity: 3,
        Price: 10.5,
        Big: 12345678901234567890n,
        BestOfferEnabled: false,
        StartTimeFrom: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)),
      }),
    ).toBe(
      '<Quantity>3</Quantity><Price>10.5</Price><Big>12345678901234567890</Big>' +
        '<BestOfferEnabled>false</BestOfferEnabled><StartTimeFrom>2024-01-02T03:04:05.006Z</StartTimeFrom>',
    );
  });

  it('omits null and undefined fields but keeps empty strings as empty elements', () => {
    expect(inner({ A: null, B: undefined, C: '', D: { E: undefined } })).toBe('<C></C><D></D>');
  });

  it('writes @_ keys as attributes and #value as the text of the same element', () => {
    expect(inner({ StartPrice: { '@_currencyID': 'USD', '#value': '10.00' } })).toBe(
      '<StartPrice currencyID="USD">10.00</StartPrice>',
    );
  });

  it('writes an element with attributes and children, attributes first whatever the key order', () => {
    expect(inner({ Shipping: { Cost: 1, '@_type': 'Flat', '@_n': 2 } })).toBe(
      '<Shipping type="Flat" n="2"><Cost>1</Cost></Shipping>',
    );
  });

  it('accepts attributes on the root through fields', () => {
    expect(buildXmlRequest('R', { '@_version': '1', A: 'x' }, { declaration: false })).toBe(
      '<R version="1"><A>x</A></R>',
    );
  });

  it('accepts names with digits, dots, hyphens, underscores and non-ASCII letters', () => {
    expect(inner({ 'a-b.c_1': 'x', Größe: 'y', _x: 'z' })).toBe('<a-b.c_1>x</a-b.c_1><Größe>y</Größe><_x>z</_x>');
  });

  it('accepts a simple namespace prefix on names', () => {
    expect(inner({ 'ebl:Item': { '@_xsi:type': 'ebl:ItemType', Title: 'x' } })).toBe(
      '<ebl:Item xsi:type="ebl:ItemType"><Title>x</Title></ebl:Item>',
    );
  });
});

describe('buildXmlRequest escaping', () => {
  it('escapes markup in text so a title cannot inject elements', () => {
    expect(inner({ Title: '</Title><Evil/>' })).toBe('<Title>&lt;/Title&gt;&lt;Evil/&gt;</Title>');
  });

  it('escapes ampersands, quotes and ]]> in text', () => {
    expect(inner({ Title: `AT&T "quoted" 'single' ]]> &amp;` })).toBe(
      `<Title>AT&amp;T "quoted" 'single' ]]&gt; &amp;amp;</Title>`,
    );
  });

  it('escapes quotes, markup and whitespace in attribute values', () => {
    expect(inner({ A: { '@_x': `"><Evil a='1'/>&\t\n\r`, '#value': 'v' } })).toBe(
      '<A x="&quot;&gt;&lt;Evil a=&apos;1&apos;/&gt;&amp;&#9;&#10;&#13;">v</A>',
    );
  });

  it('escapes the namespace value', () => {
    expect(buildXmlRequest('R', {}, { xmlns: 'urn:"x"<', declaration: false })).toBe(
      '<R xmlns="urn:&quot;x&quot;&lt;"></R>',
    );
  });

  it('keeps a carriage return as a character reference so parsers do not normalise it away', () => {
    expect(inner({ Notes: 'a\r\nb' })).toBe('<Notes>a&#13;\nb</Notes>');
  });

  it('keeps non-ASCII text as is', () => {
    expect(inner({ Title: 'Größe – 日本 😀' })).toBe('<Title>Größe – 日本 😀</Title>');
  });
});

describe('buildXmlRequest CDATA', () => {
  it('forces CDATA with the cdata() marker', () => {
    expect(inner({ Notes: cdata('<b>bold</b> & more') })).toBe('<Notes><![CDATA[<b>bold</b> & more]]></Notes>');
  });

  it('writes Description as CDATA automatically', () => {
    expect(inner({ Item: { Description: '<p>Nice & shiny</p>' } })).toBe(
      '<Item><Description><![CDATA[<p>Nice & shiny</p>]]></Description></Item>',
    );
  });

  it('splits ]]> inside CDATA into two sections', () => {
    expect(inner({ Description: 'a]]><Evil/>b' })).toBe(
      '<Description><![CDATA[a]]]]><![CDATA[><Evil/>b]]></Description>',
    );
    expect(inner({ Notes: cdata(']]>]]>') })).toBe('<Notes><![CDATA[]]]]><![CDATA[>]]]]><![CDATA[>]]></Notes>');
  });

  it('uses CDATA for the #value of a Description that has attributes', () => {
    expect(inner({ Description: { '@_lang': 'en', '#value': '<i>x</i>' } })).toBe(
      '<Description lang="en"><![CDATA[<i>x</i>]]></Description>',
    );
  });

  it('escapes a cdata() value used as an attribute (attributes cannot hold CDATA)', () => {
    expect(inner({ A: { '@_x': cdata('<y>') } })).toBe('<A x="&lt;y&gt;"></A>');
  });
});

describe('buildXmlRequest validation', () => {
  it.each([
    ['Bad Name', 'Bad Name'],
    ['1abc', '1abc'],
    ['</Title><Evil/>', '</Title><Evil/>'],
    ['a:b:c', 'a:b:c'],
    [':x', ':x'],
    ['x:', 'x:'],
    ['#text', '#text'],
    ['', ''],
  ])('refuses the element name %j and names it in parameter', (name, parameter) => {
    const error = validationErrorOf(() => buildXmlRequest('R', { [name]: 'v' }));
    expect(error.parameter).toBe(parameter);
    expect(error.message).toContain(JSON.stringify(name));
  });

  it.each(['toString', 'valueOf', 'constructor', 'hasOwnProperty', 'ns:toString'])(
    'refuses %j, a name the XML reader never takes (an Object.prototype member), before anything is sent',
    (name) => {
      const element = validationErrorOf(() => buildXmlRequest('R', { Item: { [name]: 'v' } }));
      expect(element.parameter).toBe(`Item.${name}`);
      expect(element.message).toMatch(/not one eBay uses/);
      const attribute = validationErrorOf(() => buildXmlRequest('R', { Item: { [`@_${name}`]: 'v' } }));
      expect(attribute.parameter).toBe(`Item.@_${name}`);
    },
  );

  it('names the full path of a bad nested key', () => {
    const error = validationErrorOf(() => buildXmlRequest('R', { Item: { 'Evil"/>': 'v' } }));
    expect(error.parameter).toBe('Item.Evil"/>');
  });

  it('refuses bad attribute names', () => {
    const error = validationErrorOf(() => buildXmlRequest('R', { A: { '@_x y': '1' } }));
    expect(error.parameter).toBe('A.@_x y');
    expect(() => buildXmlRequest('R', { A: { '@_': '1' } })).toThrow(ValidationError);
  });

  it('refuses a bad root name', () => {
    expect(validationErrorOf(() => buildXmlRequest('Get Item', {})).parameter).toBe('rootName');
  });

  it('refuses values XML cannot carry', () => {
    expect(validationErrorOf(() => buildXmlRequest('R', { A: 'x\u0000y' })).parameter).toBe('A');
    expect(validationErrorOf(() => buildXmlRequest('R', { A: cdata('\u0001') })).parameter).toBe('A');
    expect(validationErrorOf(() => buildXmlRequest('R', { A: { '@_x': '\uD800' } })).parameter).toBe('A.@_x');
    expect(validationErrorOf(() => buildXmlRequest('R', { A: Number.NaN })).parameter).toBe('A');
    expect(validationErrorOf(() => buildXmlRequest('R', { A: new Date('nope') })).parameter).toBe('A');
    expect(validationErrorOf(() => buildXmlRequest('R', { A: () => 1 })).parameter).toBe('A');
    expect(validationErrorOf(() => buildXmlRequest('R', { A: new Map() })).parameter).toBe('A');
    expect(validationErrorOf(() => buildXmlRequest('R', { A: { '@_x': ['1'] } })).parameter).toBe('A.@_x');
    expect(validationErrorOf(() => buildXmlRequest('R', { A: { '#value': { B: 1 } } })).parameter).toBe('A.#value');
  });

  it('refuses nested arrays and circular references instead of overflowing the stack', () => {
    expect(validationErrorOf(() => buildXmlRequest('R', { A: [['x']] })).parameter).toBe('A[0]');
    const loop: Record<string, unknown> = { B: 'x' };
    loop['Self'] = loop;
    expect(validationErrorOf(() => buildXmlRequest('R', { A: loop })).parameter).toBe('A.Self');
  });

  it('refuses xmlns given twice', () => {
    expect(() => buildXmlRequest('R', { '@_xmlns': 'a' }, { xmlns: 'b' })).toThrow(ValidationError);
  });

  it('allows the same object twice when it is not its own ancestor', () => {
    const shared = { Value: 'x' };
    expect(inner({ A: shared, B: shared })).toBe('<A><Value>x</Value></A><B><Value>x</Value></B>');
  });
});
