import { describe, expect, it } from 'vitest';
import { XML_NAMESPACES, buildXmlRequest, cdata, parseXml, parseXmlResponse } from '../../src/xml/index.js';

describe('build → parse round trip', () => {
  it('gives back the request fields, as strings', () => {
    const fields = {
      RequesterCredentials: { eBayAuthToken: 'AgAAAA**AQAAAA**aAAAAA**' },
      Item: {
        Title: '</Title><Evil/> & "quotes" \'apos\' ]]>',
        Description: '<p>HTML & ]]> tricks</p>',
        Notes: cdata('<b>kept</b>'),
        StartPrice: { '@_currencyID': 'USD', '#value': '10.00' },
        Quantity: 3,
        AutoPay: true,
        ScheduleTime: new Date(Date.UTC(2024, 5, 1, 12, 0, 0, 0)),
        PictureDetails: { PictureURL: ['https://i.ebayimg.com/1.jpg', 'https://i.ebayimg.com/2.jpg'] },
        ItemSpecifics: {
          NameValueList: [{ Name: 'Brand', Value: ['Größe', '日本'] }],
        },
        Empty: '',
        Attributes: { '@_a': 'x\ty\nz\r', '@_b': '<&>' },
      },
    };
    const xml = buildXmlRequest('AddItemRequest', fields, { xmlns: XML_NAMESPACES.trading });
    const { root, body } = parseXmlResponse(xml, 'AddItem', {
      arrayPaths: ['ItemSpecifics.NameValueList', 'NameValueList.Value'],
    });
    expect(root).toBe('AddItemRequest');
    expect(body).toStrictEqual({
      RequesterCredentials: { eBayAuthToken: 'AgAAAA**AQAAAA**aAAAAA**' },
      Item: {
        Title: '</Title><Evil/> & "quotes" \'apos\' ]]>',
        Description: '<p>HTML & ]]> tricks</p>',
        Notes: '<b>kept</b>',
        StartPrice: { '@_currencyID': 'USD', '#value': '10.00' },
        Quantity: '3',
        AutoPay: 'true',
        ScheduleTime: '2024-06-01T12:00:00.000Z',
        PictureDetails: { PictureURL: ['https://i.ebayimg.com/1.jpg', 'https://i.ebayimg.com/2.jpg'] },
        ItemSpecifics: { NameValueList: [{ Name: 'Brand', Value: ['Größe', '日本'] }] },
        Empty: '',
        Attributes: { '@_a': 'x\ty\nz\r', '@_b': '<&>' },
      },
    });
  });

  it('keeps inner whitespace and a carriage return in text', () => {
    const xml = buildXmlRequest('R', { Notes: 'line 1\r\nline 2   end' });
    expect(parseXml(xml)).toEqual({ R: { Notes: 'line 1\r\nline 2   end' } });
  });
});
