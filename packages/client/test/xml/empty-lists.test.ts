import { describe, expect, it } from 'vitest';
import { parseXml, parseXmlResponse } from '../../src/xml/parser.js';

describe('an empty element that holds a listed list', () => {
  it('becomes an object with an empty array, whether written <X/>, <X></X> or with only whitespace and comments', () => {
    for (const empty of [
      '<ItemArray/>',
      '<ItemArray></ItemArray>',
      '<ItemArray>\n  </ItemArray>',
      '<ItemArray><!-- none --></ItemArray>',
    ]) {
      expect(parseXml(`<R>${empty}</R>`, { arrayPaths: ['ItemArray.Item'] })).toStrictEqual({
        R: { ItemArray: { Item: [] } },
      });
    }
  });

  it('matches the listed path as arrays do: from the root, or any suffix on a dot boundary', () => {
    const xml = '<R><List><ItemArray/></List></R>';
    const expected = { R: { List: { ItemArray: { Item: [] } } } };
    expect(parseXml(xml, { arrayPaths: ['R.List.ItemArray.Item'] })).toStrictEqual(expected);
    expect(parseXml(xml, { arrayPaths: ['List.ItemArray.Item'] })).toStrictEqual(expected);
    expect(parseXml(xml, { arrayPaths: ['ItemArray.Item'] })).toStrictEqual(expected);
    expect(parseXml(xml, { arrayPaths: ['Other.ItemArray.Item'] })).toStrictEqual({ R: { List: { ItemArray: '' } } });
    expect(parseXml(xml, { arrayPaths: ['temArray.Item'] })).toStrictEqual({ R: { List: { ItemArray: '' } } });
  });

  it('gets every list listed under it, and the empty element itself stays an array when it is listed', () => {
    expect(parseXml('<R><A/></R>', { arrayPaths: ['A', 'A.B', 'A.C', 'R.A.B', 'A.B.D'] })).toStrictEqual({
      R: { A: [{ B: [], C: [] }] },
    });
  });

  it('holds the built-in eBay lists too (errorMessage.error)', () => {
    expect(parseXml('<R><errorMessage/></R>')).toStrictEqual({ R: { errorMessage: { error: [] } } });
  });

  it('stays as it was when it has text or attributes, and other empty elements stay the empty string', () => {
    const paths = { arrayPaths: ['ItemArray.Item'] };
    expect(parseXml('<R><ItemArray>x</ItemArray><Other/></R>', paths)).toStrictEqual({
      R: { ItemArray: 'x', Other: '' },
    });
    expect(parseXml('<R><ItemArray n="0"/></R>', paths)).toStrictEqual({ R: { ItemArray: { '@_n': '0' } } });
    // Namespace declarations are dropped, so they do not count as attributes.
    expect(parseXml('<R><ItemArray xmlns="urn:x"/></R>', paths)).toStrictEqual({ R: { ItemArray: { Item: [] } } });
  });

  it('is a single-step path: an element listed alone holds nothing, so its empty parent stays the empty string', () => {
    expect(parseXml('<R><Errors/><A/></R>')).toStrictEqual({ R: { Errors: [''], A: '' } });
  });

  it('applies to the root too, so parseXmlResponse gives its lists', () => {
    expect(
      parseXmlResponse('<GetOrdersResponse/>', 'GetOrders', { arrayPaths: ['GetOrdersResponse.OrderArray'] }),
    ).toStrictEqual({
      root: 'GetOrdersResponse',
      body: { OrderArray: [] },
    });
  });

  it('does not consult isArray, which can only answer for elements that exist', () => {
    expect(parseXml('<R><ItemArray/></R>', { isArray: (path) => path === 'R.ItemArray.Item' })).toStrictEqual({
      R: { ItemArray: '' },
    });
  });
});
