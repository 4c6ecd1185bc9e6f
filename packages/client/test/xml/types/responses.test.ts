import { describe, expect, it } from 'vitest';
import { buildXmlRequest, type XmlFields } from '../../../src/xml/builder.js';
import { xmlArrayPaths } from '../../../src/xml/array-paths.js';
import { parseXml, parseXmlResponse } from '../../../src/xml/parser.js';
import {
  type AddFixedPriceItemRequest,
  type GetItemResponse,
  type GetMyeBaySellingResponse,
  type GetOrdersRequest,
  type GetOrdersResponse,
  type ItemType,
  type OrderType,
  type TradingRequests,
  type TransactionArrayType,
  type TypedTradingCall,
} from '../../../src/xml/types/index.js';
import {
  GET_ITEM,
  GET_MY_EBAY_SELLING,
  GET_MY_EBAY_SELLING_NOTHING_ACTIVE,
  GET_ORDERS,
  GET_ORDERS_EMPTY,
} from './samples.js';

function parse(text: string, call: TypedTradingCall): Record<string, unknown> {
  return parseXmlResponse(text, call, { arrayPaths: xmlArrayPaths('trading', call) }).body;
}

describe('GetOrders response', () => {
  const body = parse(GET_ORDERS, 'GetOrders');
  const typed: GetOrdersResponse = body as GetOrdersResponse;

  it('returns the one order, its one line item and their one-entry lists as arrays', () => {
    expect(typeof typed.OrderArray).toBe('object');
    const orders = typeof typed.OrderArray === 'object' ? (typed.OrderArray.Order ?? []) : [];
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order.PaymentMethods).toEqual(['CreditCard']);
    expect(order.ShippingDetails?.ShippingServiceOptions).toHaveLength(1);
    expect(order.ShippingDetails?.ShipmentTrackingDetails).toEqual([
      { ShippingCarrierUsed: 'USPS', ShipmentTrackingNumber: '9400100000000000000000' },
    ]);
    expect(order.ShippingServiceSelected?.ShippingPackageInfo).toHaveLength(1);
    expect(order.MonetaryDetails?.Payments?.Payment).toHaveLength(1);

    const lines = typeof order.TransactionArray === 'object' ? (order.TransactionArray.Transaction ?? []) : [];
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.Variation?.VariationSpecifics?.NameValueList?.[0]?.Value).toEqual(['Blue']);
    expect(line.Taxes?.TaxDetails).toHaveLength(1);
    expect(line.ShippingServiceSelected?.ShippingPackageInfo?.[0]?.EstimatedDeliveryTimeMax).toBe(
      '2024-05-08T07:00:00.000Z',
    );
  });

  it('keeps every value a string: ids with leading zeros, numbers, booleans, amounts', () => {
    expect(typed.HasMoreOrders).toBe('false');
    expect(typed.PaginationResult).toEqual({ TotalNumberOfPages: '1', TotalNumberOfEntries: '1' });
    const order = (typed.OrderArray as { Order: OrderType[] }).Order[0]!;
    expect(order.Total).toEqual({ '#value': '27.49', '@_currencyID': 'USD' });
    expect(order.ShippingDetails?.SellingManagerSalesRecordNumber).toBe('0012');
    expect(order.ShippingAddress?.Street2).toBe('');
    expect(order.MonetaryDetails?.Payments?.Payment?.[0]?.Payer).toEqual({
      '#value': 'pat_example',
      '@_type': 'eBayUser',
    });
    const line = (order.TransactionArray as TransactionArrayType).Transaction![0]!;
    expect(line.QuantityPurchased).toBe('1');
    expect(line.OrderLineItemID).toBe('110012345678-2000000000001');
    expect(line.TransactionPrice).toEqual({ '#value': '22.99', '@_currencyID': 'USD' });
  });

  it('reads as GetOrdersResponse', () => {
    expect(typed.Ack).toBe('Success');
    expect(typed.Errors).toBeUndefined();
    if (typeof typed.OrderArray !== 'object') throw new Error('expected orders');
    const order = typed.OrderArray.Order?.[0];
    const amountPaid: string | undefined = order?.AmountPaid?.['#value'];
    const currency: string | undefined = order?.Total?.['@_currencyID'];
    const title: string | undefined =
      typeof order?.TransactionArray === 'object' ? order.TransactionArray.Transaction?.[0]?.Item?.Title : undefined;
    expect([amountPaid, currency, title]).toEqual(['27.49', 'USD', '1e5 Ceramic Mug']);
  });

  it('gives the empty OrderArray eBay sends for no orders as an object with an empty Order list', () => {
    const empty = parse(GET_ORDERS_EMPTY, 'GetOrders') as GetOrdersResponse;
    // Every list GetOrders lists under OrderArray: the orders and the per-order errors.
    expect(empty.OrderArray).toStrictEqual({ Errors: [], Order: [] });
    // With the types, the list reads without a check for ''.
    const orders: OrderType[] | undefined = empty.OrderArray?.Order;
    expect(orders).toEqual([]);
  });

  it('would return single entries as plain objects without the array paths', () => {
    const { body: plain } = parseXmlResponse(GET_ORDERS, 'GetOrders');
    expect(Array.isArray((plain['OrderArray'] as Record<string, unknown>)['Order'])).toBe(false);
  });
});

describe('GetItem response', () => {
  const typed: GetItemResponse = parse(GET_ITEM, 'GetItem') as GetItemResponse;
  const item: ItemType = typed.Item!;

  it('returns one-entry lists as arrays', () => {
    expect(item.PictureDetails?.PictureURL).toEqual(['https://i.ebayimg.com/images/g/AAA/s-l1600.jpg']);
    expect(item.ItemSpecifics?.NameValueList).toEqual([{ Name: 'Brand', Value: ['Unbranded'] }]);
    expect(item.ShippingDetails?.ShippingServiceOptions).toHaveLength(1);
    expect(item.ShippingDetails?.ExcludeShipToLocation).toEqual(['PO Box']);
    expect(item.PaymentMethods).toEqual(['CreditCard']);
    expect(item.ShipToLocations).toEqual(['US']);
    expect(item.Variations?.Variation).toHaveLength(1);
    expect(item.Variations?.Variation?.[0]?.VariationSpecifics?.NameValueList?.[0]?.Value).toEqual(['Blue']);
    expect(item.Variations?.Pictures?.[0]?.VariationSpecificPictureSet?.[0]?.PictureURL).toHaveLength(1);
    expect(item.Variations?.VariationSpecificsSet?.NameValueList?.[0]?.Value).toEqual(['Blue']);
  });

  it('keeps the warning entry and its parameter as arrays', () => {
    expect(typed.Ack).toBe('Warning');
    expect(typed.Errors).toHaveLength(1);
    expect(typed.Errors?.[0]?.ErrorParameters).toEqual([{ '@_ParamID': '0', Value: 'Item.Example' }]);
    expect(typed.Errors?.[0]?.SeverityCode).toBe('Warning');
  });

  it('keeps values as text', () => {
    expect(item.ItemID).toBe('110012345678');
    expect(item.Title).toBe('1e5 Ceramic Mug');
    expect(item.WatchCount).toBe('0007');
    expect(item.AutoPay).toBe('true');
    expect(item.PrimaryCategory).toEqual({ CategoryID: '020654', CategoryName: 'Home & Garden:Kitchen:Mugs' });
    expect(item.StartPrice).toEqual({ '#value': '22.99', '@_currencyID': 'USD' });
    expect(item.SellingStatus?.QuantitySold).toBe('3');
    expect(item.SellingStatus?.ListingStatus).toBe('Active');
    expect(item.ListingDetails?.EndTime).toBe('2024-05-01T12:00:00.000Z');
    expect(item.Description).toBe('<p>A <b>blue</b> mug &amp; saucer.</p>');
    expect(item.Seller?.SellerInfo?.TopRatedSeller).toBe('true');
    expect(item.SellerProfiles?.SellerShippingProfile?.ShippingProfileID).toBe('200000000001');
  });
});

describe('GetMyeBaySelling response', () => {
  const typed = parse(GET_MY_EBAY_SELLING, 'GetMyeBaySelling') as GetMyeBaySellingResponse;

  it('returns the one active listing and the one sale as arrays', () => {
    const active = typed.ActiveList?.ItemArray;
    if (typeof active !== 'object') throw new Error('expected active listings');
    expect(active.Item).toHaveLength(1);
    expect(active.Item?.[0]?.ShippingDetails?.ShippingServiceOptions?.[0]?.ShippingServiceCost).toEqual({
      '#value': '4.50',
      '@_currencyID': 'USD',
    });
    expect(typed.ActiveList?.PaginationResult?.TotalNumberOfEntries).toBe('1');

    const sold = typed.SoldList?.OrderTransactionArray;
    if (typeof sold !== 'object') throw new Error('expected sales');
    expect(sold.OrderTransaction).toHaveLength(1);
    const transaction = sold.OrderTransaction?.[0]?.Transaction;
    expect(transaction?.ShippingDetails?.ShippingServiceOptions).toHaveLength(1);
    expect(transaction?.TotalPrice?.['#value']).toBe('22.99');
    expect(transaction?.Buyer?.UserID).toBe('pat_example');
  });

  it('gives an empty list as an object with an empty array and keeps elements the types leave out', () => {
    expect(typed.UnsoldList?.ItemArray).toStrictEqual({ Item: [] });
    const active = typed.ActiveList?.ItemArray as { Item: Record<string, unknown>[] };
    expect(active.Item[0]?.['ClassifiedAdPayPerLeadFee']).toEqual({ '#value': '0.0', '@_currencyID': 'USD' });
  });
});

describe('GetMyeBaySelling response with nothing active', () => {
  // The paths the runtime passes for this call.
  const { body } = parseXmlResponse(GET_MY_EBAY_SELLING_NOTHING_ACTIVE, 'GetMyeBaySelling', {
    arrayPaths: xmlArrayPaths('trading', 'GetMyeBaySelling'),
  });
  const typed = body as GetMyeBaySellingResponse;

  it('gives <ItemArray/> and <ItemArray></ItemArray> as { Item: [] }, never as the empty string', () => {
    expect(typed.ActiveList?.ItemArray).toStrictEqual({ Item: [] });
    expect(typed.UnsoldList?.ItemArray).toStrictEqual({ Item: [] });
    const active: ItemType[] = typed.ActiveList?.ItemArray?.Item ?? [];
    expect(active.map((item) => item.ItemID)).toEqual([]);
  });

  it('treats a list container holding only whitespace as empty too', () => {
    expect(typed.SoldList?.OrderTransactionArray).toStrictEqual({ OrderTransaction: [] });
  });

  it('leaves the rest of the body as before', () => {
    expect(typed.Ack).toBe('Success');
    expect(typed.ActiveList?.PaginationResult).toEqual({ TotalNumberOfPages: '0', TotalNumberOfEntries: '0' });
    expect(typed.Errors).toBeUndefined();
  });
});

describe('request types', () => {
  it('accept scalars, dates, one-or-many lists and amounts, and build the expected XML', () => {
    const request: AddFixedPriceItemRequest = {
      Item: {
        Title: 'Ceramic Mug',
        Description: '<p>Blue</p>',
        PrimaryCategory: { CategoryID: '20654' },
        StartPrice: { '#value': 22.99, '@_currencyID': 'USD' },
        Quantity: 10,
        ConditionID: 1000,
        PictureDetails: { PictureURL: ['https://example.test/a.jpg', 'https://example.test/b.jpg'] },
        ItemSpecifics: { NameValueList: [{ Name: 'Brand', Value: 'Unbranded' }] },
        ShippingDetails: {
          ShippingServiceOptions: { ShippingService: 'USPSGroundAdvantage', ShippingServiceCost: 4.5 },
        },
        // Fields the types do not list still pass through.
        VATDetails: { VATPercent: 19 },
      },
    };
    const fields: XmlFields = request;
    const xml = buildXmlRequest('AddFixedPriceItemRequest', fields);
    expect(xml).toContain(
      '<PictureURL>https://example.test/a.jpg</PictureURL><PictureURL>https://example.test/b.jpg</PictureURL>',
    );
    expect(xml).toContain('<StartPrice currencyID="USD">22.99</StartPrice>');
    const parsed = parseXml(xml) as { AddFixedPriceItemRequest: { Item: { VATDetails: unknown } } };
    expect(parsed.AddFixedPriceItemRequest.Item.VATDetails).toEqual({ VATPercent: '19' });

    const orders: GetOrdersRequest = {
      CreateTimeFrom: new Date('2024-05-01T00:00:00Z'),
      OrderRole: 'Seller',
      Pagination: { EntriesPerPage: 100, PageNumber: 1 },
      DetailLevel: 'ReturnAll',
    };
    expect(buildXmlRequest('GetOrdersRequest', orders)).toContain(
      '<CreateTimeFrom>2024-05-01T00:00:00.000Z</CreateTimeFrom>',
    );
  });

  it('are all plain XML fields and keep required fields required', () => {
    const anyRequest = {} as TradingRequests[TypedTradingCall];
    const asFields: XmlFields = anyRequest;
    expect(asFields).toEqual({});
    // @ts-expect-error -- AddFixedPriceItem needs its Item
    const missing: AddFixedPriceItemRequest = {};
    expect(missing).toEqual({});
  });
});
