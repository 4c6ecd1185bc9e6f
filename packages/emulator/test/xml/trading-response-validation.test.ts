import { beforeAll, describe, expect, it } from 'vitest';
import { parseXmlResponse } from 'baykit';
import { tradingSchema, validateTradingResponse, type TradingSchema } from '../../src/xml/trading-validate.js';

let schema: TradingSchema;
beforeAll(async () => {
  schema = await tradingSchema();
});

const ENVELOPE = { Timestamp: '2026-01-02T03:04:05.000Z', Ack: 'Success', Version: '1349', Build: 'E1349' };

/** A GetItem answer as eBay writes it, with `item` merged into its Item. */
function getItem(item: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...ENVELOPE,
    Item: {
      ItemID: '110000000001',
      Title: 'Lamp',
      Quantity: '2',
      ListingType: 'FixedPriceItem',
      StartPrice: { '@_currencyID': 'USD', '#value': '19.99' },
      PaymentMethods: ['CreditCard', 'CustomCode'],
      SellingStatus: { QuantitySold: '0', ListingStatus: 'Active' },
      ...item,
    },
  };
}

describe('validateTradingResponse', () => {
  it('passes a valid answer, envelope and errors included, read from the wire or built by a handler', () => {
    expect(validateTradingResponse(schema, 'GetItem', getItem())).toEqual([]);
    const xml =
      '<?xml version="1.0" encoding="utf-8"?><EndItemResponse xmlns="urn:ebay:apis:eBLBaseComponents">' +
      '<Timestamp>2026-01-02T03:04:05.000Z</Timestamp><Ack>Warning</Ack><Errors><ShortMessage>s</ShortMessage>' +
      '<ErrorCode>21927</ErrorCode><SeverityCode>Warning</SeverityCode>' +
      '<ErrorParameters ParamID="0"><Value>Item.X</Value></ErrorParameters></Errors>' +
      '<EndTime>2026-01-02T03:04:05.000Z</EndTime><Version>1349</Version></EndItemResponse>';
    expect(validateTradingResponse(schema, 'EndItem', parseXmlResponse(xml, 'EndItem').body)).toEqual([]);
    // Numbers and booleans are text as the XML builder writes them; null and undefined are left out.
    expect(
      validateTradingResponse(schema, 'GetItem', getItem({ Quantity: 2, AutoPay: false, Subtitle: undefined })),
    ).toEqual([]);
  });

  it('finds an element the type does not declare, at its path', () => {
    expect(validateTradingResponse(schema, 'GetItem', getItem({ Colour: 'red' }))).toEqual([
      { path: 'Item.Colour', problem: 'ItemType has no element Colour' },
    ]);
    expect(validateTradingResponse(schema, 'EndItem', { ...ENVELOPE, ItemID: '1' })).toEqual([
      { path: 'ItemID', problem: 'EndItemResponseType has no element ItemID' },
    ]);
  });

  it('finds a value not of its primitive type', () => {
    expect(
      validateTradingResponse(schema, 'GetItem', getItem({ Quantity: 'two', AutoPay: 'True' })).map((p) => p.path),
    ).toEqual(['Item.Quantity', 'Item.AutoPay']);
    expect(validateTradingResponse(schema, 'EndItem', { ...ENVELOPE, EndTime: 'tomorrow' })).toEqual([
      { path: 'EndTime', problem: '"tomorrow" is not an xs:dateTime' },
    ]);
    expect(
      validateTradingResponse(schema, 'GetItem', getItem({ StartPrice: { '@_currencyID': 'USD', '#value': '' } })),
    ).toEqual([{ path: 'Item.StartPrice', problem: '"" is not an xs:double' }]);
  });

  it('finds a value outside its enumeration, CustomCode being one of its values', () => {
    expect(validateTradingResponse(schema, 'GetItem', getItem({ ListingType: 'BuyItNow' }))).toEqual([
      { path: 'Item.ListingType', problem: '"BuyItNow" is not a value of ListingTypeCodeType' },
    ]);
    expect(validateTradingResponse(schema, 'GetItem', { ...getItem(), Ack: 'OK' })).toEqual([
      { path: 'Ack', problem: '"OK" is not a value of AckCodeType' },
    ]);
    expect(validateTradingResponse(schema, 'GetItem', getItem({ PaymentMethods: ['Cash'] }))).toEqual([
      { path: 'Item.PaymentMethods[0]', problem: '"Cash" is not a value of BuyerPaymentMethodCodeType' },
    ]);
  });

  it('finds an element repeated that the schema declares once', () => {
    expect(validateTradingResponse(schema, 'GetItem', getItem({ Title: ['A', 'B'] }))).toEqual([
      { path: 'Item.Title', problem: 'repeated 2 times; ItemType allows one' },
    ]);
  });

  it('finds elements where text is expected, and text where elements are', () => {
    expect(validateTradingResponse(schema, 'GetItem', getItem({ Title: { Text: 'Lamp' } }))).toEqual([
      { path: 'Item.Title', problem: 'elements where text (string) is expected' },
    ]);
    expect(validateTradingResponse(schema, 'GetItem', getItem({ SellingStatus: 'Active' }))).toEqual([
      { path: 'Item.SellingStatus', problem: 'text "Active" where SellingStatusType holds elements' },
    ]);
    // An empty element is an empty container.
    expect(validateTradingResponse(schema, 'GetItem', getItem({ SellingStatus: '' }))).toEqual([]);
  });

  it('checks attributes: undeclared, of a wrong value, and required but left out', () => {
    expect(
      validateTradingResponse(schema, 'GetItem', getItem({ StartPrice: { '@_currency': 'USD', '#value': '1.00' } })),
    ).toEqual([
      { path: 'Item.StartPrice@currency', problem: 'AmountType has no attribute currency' },
      { path: 'Item.StartPrice', problem: 'required attribute currencyID is missing' },
    ]);
    expect(
      validateTradingResponse(schema, 'GetItem', getItem({ StartPrice: { '@_currencyID': 'XYZ', '#value': '1.00' } })),
    ).toEqual([{ path: 'Item.StartPrice@currencyID', problem: '"XYZ" is not a value of CurrencyCodeType' }]);
    expect(validateTradingResponse(schema, 'GetItem', getItem({ StartPrice: '1.00' }))).toEqual([
      { path: 'Item.StartPrice', problem: 'required attribute currencyID is missing' },
    ]);
  });

  it('names a call the schema does not have, and stops on an answer nested too deep', () => {
    expect(validateTradingResponse(schema, 'GetNothing', {})).toEqual([
      { path: '', problem: 'GetNothing is not a Trading call' },
    ]);
    // Store categories nest in themselves; an answer deeper than the limit is reported once, not walked further.
    let category: Record<string, unknown> = { CategoryID: 'x' };
    for (let i = 0; i < 60; i++) category = { CategoryID: String(i), ChildCategory: category };
    const deep = { ...ENVELOPE, Store: { CustomCategories: { CustomCategory: category } } };
    expect(validateTradingResponse(schema, 'GetStore', deep)).toEqual([
      {
        path: `Store.CustomCategories.CustomCategory${'.ChildCategory'.repeat(37)}.CategoryID`,
        problem: 'answer too large or too deep to check further',
      },
    ]);
  });
});
