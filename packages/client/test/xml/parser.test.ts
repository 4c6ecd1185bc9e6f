import { describe, expect, it } from 'vitest';
import { BaykitError } from '../../src/errors/baykit-error.js';
import { ValidationError } from '../../src/errors/validation-error.js';
import { parseXml, parseXmlResponse } from '../../src/xml/index.js';
import { GET_ITEM_WARNING, UNSUPPORTED_CALL } from './samples.js';

function rejectionOf(run: () => unknown): BaykitError {
  try {
    run();
  } catch (error) {
    if (error instanceof BaykitError) return error;
    throw error;
  }
  throw new Error('expected the document to be rejected');
}

describe('parseXml values', () => {
  it('keeps text as strings: no number or boolean coercion of 1e5, 0012, true', () => {
    const { body } = parseXmlResponse(GET_ITEM_WARNING, 'GetItem');
    expect(body['Item']).toEqual({ ItemID: '0012', Title: '1e5', AutoPay: 'true' });
  });

  it('keeps attribute values as strings too', () => {
    expect(parseXml('<R><A id="0012" on="true" n="1e5">7</A></R>')).toEqual({
      R: { A: { '@_id': '0012', '@_on': 'true', '@_n': '1e5', '#value': '7' } },
    });
  });

  it('trims surrounding whitespace of text and gives empty elements as empty strings', () => {
    expect(parseXml('<R>\n  <A>  spaced out \n</A><B/><C></C>\n</R>')).toEqual({
      R: { A: 'spaced out', B: '', C: '' },
    });
  });

  it('puts attributes under @_ and the text of such an element under #value', () => {
    expect(parseXml('<R><StartPrice currencyID="USD">10.00</StartPrice></R>')).toEqual({
      R: { StartPrice: { '@_currencyID': 'USD', '#value': '10.00' } },
    });
  });

  it('drops namespace declarations and removes prefixes from element and attribute names', () => {
    const xml =
      '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
      '<soapenv:Body><GetItemResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack>' +
      '<ebl:Item xmlns:ebl="urn:ebay:apis:eBLBaseComponents" xsi:type="ItemType"><ebl:ItemID>1</ebl:ItemID></ebl:Item>' +
      '</GetItemResponse></soapenv:Body></soapenv:Envelope>';
    expect(parseXml(xml)).toEqual({
      Envelope: { Body: { GetItemResponse: { Ack: 'Success', Item: { '@_type': 'ItemType', ItemID: '1' } } } },
    });
  });

  it('decodes the predefined entities and numeric references, once', () => {
    expect(
      parseXml('<R a="&quot;&#65;&amp;lt;"><T>&lt;b&gt; &amp; &quot;&apos; &#65;&#x42;&#x1F600; &amp;lt;</T></R>'),
    ).toEqual({
      R: { '@_a': '"A&lt;', T: `<b> & "' AB😀 &lt;` },
    });
  });

  it('leaves unknown entities and forbidden character references as written instead of expanding them', () => {
    expect(parseXml('<R><T>&nbsp;&custom;&#0;&#xFFFF;</T></R>')).toEqual({ R: { T: '&nbsp;&custom;&#0;&#xFFFF;' } });
  });

  it('keeps CDATA content verbatim', () => {
    expect(parseXml('<R><Description><![CDATA[<p>&amp; ]] </p>]]></Description></R>')).toEqual({
      R: { Description: '<p>&amp; ]] </p>' },
    });
  });

  it('ignores the declaration, processing instructions and comments and accepts a BOM', () => {
    expect(
      parseXml('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- c --><?pi x?><R><A>1</A><!-- c --></R>'),
    ).toEqual({
      R: { A: '1' },
    });
  });
});

describe('parseXml arrays', () => {
  it('makes repeated elements arrays and single ones plain values by default', () => {
    expect(parseXml('<R><A>1</A><A>2</A><B>3</B></R>')).toEqual({ R: { A: ['1', '2'], B: '3' } });
  });

  it('forces arrays at listed paths, even with one element', () => {
    const xml = '<GetOrdersResponse><OrderArray><Order><OrderID>1</OrderID></Order></OrderArray></GetOrdersResponse>';
    const expected = { GetOrdersResponse: { OrderArray: { Order: [{ OrderID: '1' }] } } };
    expect(parseXml(xml, { arrayPaths: ['GetOrdersResponse.OrderArray.Order'] })).toEqual(expected);
    expect(parseXml(xml, { arrayPaths: ['OrderArray.Order'] })).toEqual(expected);
    expect(parseXml(xml, { arrayPaths: ['rderArray.Order'] })).toEqual({
      GetOrdersResponse: { OrderArray: { Order: { OrderID: '1' } } },
    });
  });

  it('asks isArray with the full dotted path of each element below the root', () => {
    const seen: string[] = [];
    const parsed = parseXml('<ns:R xmlns:ns="u"><ns:A><B>x</B></ns:A></ns:R>', {
      isArray: (path) => {
        seen.push(path);
        return path === 'R.A.B';
      },
    });
    expect(parsed).toEqual({ R: { A: { B: ['x'] } } });
    expect(seen).toContain('R.A.B');
    expect(seen).toContain('R.A');
    expect(seen).not.toContain('R');
  });

  it('always makes Errors, ErrorParameters and errorMessage.error arrays', () => {
    const trading = parseXml(
      '<R><Errors><ErrorCode>1</ErrorCode><ErrorParameters ParamID="0"><Value>v</Value></ErrorParameters></Errors></R>',
    );
    expect(trading).toEqual({
      R: { Errors: [{ ErrorCode: '1', ErrorParameters: [{ '@_ParamID': '0', Value: 'v' }] }] },
    });
    const finding = parseXml(
      '<R><errorMessage><error><errorId>2</errorId><parameter name="a">b</parameter></error></errorMessage></R>',
    );
    expect(finding).toEqual({
      R: { errorMessage: { error: [{ errorId: '2', parameter: [{ '@_name': 'a', '#value': 'b' }] }] } },
    });
  });
});

describe('parseXml rejections', () => {
  it('rejects billion laughs quickly and expands nothing', () => {
    const entities = ['<!ENTITY lol0 "lol">'];
    for (let level = 1; level <= 9; level += 1) {
      entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
    }
    const xml = `<?xml version="1.0"?><!DOCTYPE lolz [${entities.join('')}]><lolz>&lol9;</lolz>`;
    const started = performance.now();
    const error = rejectionOf(() => parseXml(xml));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.message).toMatch(/^XML response rejected: .*DOCTYPE/);
    expect(error).not.toBeInstanceOf(ValidationError);
  });

  it('rejects a single internal entity and external entities (XXE)', () => {
    expect(rejectionOf(() => parseXml('<!DOCTYPE r [<!ENTITY e "x">]><r>&e;</r>')).message).toMatch(
      /^XML response rejected:/,
    );
    expect(
      rejectionOf(() => parseXml('<!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/passwd">]><r>&e;</r>')).message,
    ).toMatch(/^XML response rejected:/);
  });

  it('rejects any DOCTYPE, even one without entities', () => {
    expect(rejectionOf(() => parseXml('<!DOCTYPE r><r>x</r>')).message).toMatch(/DOCTYPE/);
  });

  it.each([
    ['mismatched tags', '<a><b></a>'],
    ['an unclosed root', '<GetItemResponse><Ack>Success</Ack>'],
    ['a truncated body', '<GetItemResponse><Ack>Succ'],
    ['plain text', 'Service Unavailable'],
    ['JSON', '{"errors":[]}'],
    ['an HTML error page', '<html><body><br></body></html>'],
    ['two roots', '<a></a><b></b>'],
    ['an empty body', ''],
    ['only whitespace', ' \n '],
    ['a repeated attribute', '<a x="1" x="2"/>'],
  ])('rejects %s with a clear error', (_label, xml) => {
    const error = rejectionOf(() => parseXml(xml));
    expect(error.message).toMatch(/^XML response rejected: /);
  });

  it('reports where malformed XML breaks', () => {
    expect(rejectionOf(() => parseXml('<a>\n<b></a>')).message).toMatch(/line 2/);
  });

  it('rejects prototype-polluting names instead of writing them', () => {
    expect(rejectionOf(() => parseXml('<R><__proto__><polluted>1</polluted></__proto__></R>')).message).toMatch(
      /^XML response rejected: /,
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('rejects absurdly deep nesting without overflowing the stack', () => {
    const depth = 20_000;
    const xml = '<a>'.repeat(depth) + '</a>'.repeat(depth);
    expect(rejectionOf(() => parseXml(xml)).message).toMatch(/^XML response rejected: /);
  });

  it('rejects input that is not a string', () => {
    expect(rejectionOf(() => parseXml(42 as unknown as string)).message).toMatch(/^XML response rejected: /);
  });
});

describe('parseXmlResponse', () => {
  it('unwraps {callName}Response', () => {
    const response = parseXmlResponse(
      '<GetSessionIDResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack><SessionID>abc</SessionID></GetSessionIDResponse>',
      'GetSessionID',
    );
    expect(response).toEqual({ root: 'GetSessionIDResponse', body: { Ack: 'Success', SessionID: 'abc' } });
  });

  it('returns a differently named root under its own name', () => {
    const response = parseXmlResponse(UNSUPPORTED_CALL, 'GeteBayOfficialTime');
    expect(response.root).toBe('GeteBayOfficialTimesResponse');
    expect(response.body['Ack']).toBe('Failure');
  });

  it('applies array paths that start at the root', () => {
    const { body } = parseXmlResponse(
      '<GetOrdersResponse><OrderArray><Order><OrderID>1</OrderID></Order></OrderArray></GetOrdersResponse>',
      'GetOrders',
      { arrayPaths: ['GetOrdersResponse.OrderArray.Order'] },
    );
    expect(body).toEqual({ OrderArray: { Order: [{ OrderID: '1' }] } });
  });

  it('gives an empty body for an empty root and #value for a text-only root', () => {
    expect(parseXmlResponse('<PingResponse/>', 'Ping')).toEqual({ root: 'PingResponse', body: {} });
    expect(parseXmlResponse('<PingResponse>pong</PingResponse>', 'Ping')).toEqual({
      root: 'PingResponse',
      body: { '#value': 'pong' },
    });
  });

  it('passes parse rejections through', () => {
    expect(() => parseXmlResponse('<GetItemResponse>', 'GetItem')).toThrow(/^XML response rejected: /);
  });
});
