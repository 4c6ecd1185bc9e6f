import { describe, expect, it } from 'vitest';
import { parseXmlResponse, readXmlOutcome } from '../../src/xml/index.js';
import {
  COMPATIBILITY_LEVEL_FAILURE,
  FINDING_FAILURE,
  GET_ITEM_WARNING,
  GET_SELLER_LIST_FAILURE,
  SHOPPING_INVALID_TOKEN,
} from './samples.js';

describe('readXmlOutcome on Trading/Shopping envelopes', () => {
  it('reads the GetSellerList Failure capture of docs/ebay-facts.md#envelope-and-ack', () => {
    const { body } = parseXmlResponse(GET_SELLER_LIST_FAILURE, 'GetSellerList');
    expect(readXmlOutcome(body)).toStrictEqual({
      ack: 'Failure',
      errors: [
        {
          code: '37',
          shortMessage: 'Input data is invalid.',
          longMessage: 'Input data for tag <StartTimeFrom> is invalid or missing. Please check API documentation.',
          severity: 'Error',
          classification: 'RequestError',
          parameters: ['StartTimeFrom'],
        },
      ],
      warnings: [],
    });
  });

  it('puts SeverityCode Warning entries under warnings, not errors', () => {
    const outcome = readXmlOutcome(parseXmlResponse(GET_ITEM_WARNING, 'GetItem').body);
    expect(outcome.ack).toBe('Warning');
    expect(outcome.errors).toEqual([]);
    expect(outcome.warnings).toEqual([
      {
        code: '21926200',
        shortMessage: 'Item level data is deprecated.',
        longMessage: 'The field is deprecated and will be ignored.',
        severity: 'Warning',
        classification: 'RequestError',
        parameters: [],
      },
    ]);
  });

  it('keeps ErrorParameters in ParamID order', () => {
    const outcome = readXmlOutcome(parseXmlResponse(COMPATIBILITY_LEVEL_FAILURE, 'GeteBayOfficialTime').body);
    expect(outcome.errors[0]?.code).toBe('10012');
    expect(outcome.errors[0]?.parameters).toEqual(['X-EBAY-API-COMPATIBILITY-LEVEL', '(null)']);
  });

  it("keeps Shopping's decimal error codes as strings", () => {
    const outcome = readXmlOutcome(parseXmlResponse(SHOPPING_INVALID_TOKEN, 'GetSingleItem').body);
    expect(outcome.errors.map((error) => error.code)).toEqual(['1.32']);
  });

  it('splits a PartialFailure with an error and a warning', () => {
    const xml =
      '<CompleteSaleResponse><Ack>PartialFailure</Ack>' +
      '<Errors><ErrorCode>1</ErrorCode><SeverityCode>Warning</SeverityCode></Errors>' +
      '<Errors><ErrorCode>2</ErrorCode><SeverityCode>Error</SeverityCode></Errors></CompleteSaleResponse>';
    const outcome = readXmlOutcome(parseXmlResponse(xml, 'CompleteSale').body);
    expect(outcome.ack).toBe('PartialFailure');
    expect(outcome.errors.map((error) => error.code)).toEqual(['2']);
    expect(outcome.warnings.map((error) => error.code)).toEqual(['1']);
  });

  it('gives an ack and no entries for a Success', () => {
    const { body } = parseXmlResponse('<GetAccountResponse><Ack>Success</Ack></GetAccountResponse>', 'GetAccount');
    expect(readXmlOutcome(body)).toStrictEqual({ ack: 'Success', errors: [], warnings: [] });
  });
});

describe('readXmlOutcome on Finding/Merchandising envelopes', () => {
  it('reads lower-case ack and errorMessage/error (docs/ebay-facts.md#finding)', () => {
    const { root, body } = parseXmlResponse(FINDING_FAILURE, 'findItemsByKeywords');
    expect(root).toBe('findItemsByKeywordsResponse');
    expect(readXmlOutcome(body)).toStrictEqual({
      ack: 'Failure',
      errors: [
        {
          code: '2',
          shortMessage: 'Keywords value required.',
          severity: 'Error',
          domain: 'Marketplace',
          category: 'Request',
          parameters: [],
        },
      ],
      warnings: [],
    });
  });

  it('reads parameters and warnings of Merchandising errors', () => {
    const xml =
      '<getMostWatchedItemsResponse xmlns="http://www.ebay.com/marketplace/services"><ack>Warning</ack>' +
      '<errorMessage><error><errorId>7</errorId><domain>SOA</domain><severity>Warning</severity>' +
      '<category>Request</category><message>Bad value.</message><parameter name="p">maxResults</parameter>' +
      '</error></errorMessage></getMostWatchedItemsResponse>';
    const outcome = readXmlOutcome(parseXmlResponse(xml, 'getMostWatchedItems').body);
    expect(outcome.ack).toBe('Warning');
    expect(outcome.errors).toEqual([]);
    expect(outcome.warnings).toEqual([
      {
        code: '7',
        shortMessage: 'Bad value.',
        severity: 'Warning',
        domain: 'SOA',
        category: 'Request',
        parameters: ['maxResults'],
      },
    ]);
  });
});

describe('readXmlOutcome robustness', () => {
  it('accepts a single Errors object that was not parsed as an array', () => {
    const outcome = readXmlOutcome({
      Ack: 'Failure',
      Errors: { ErrorCode: '931', ShortMessage: 'Auth token is invalid.' },
    });
    expect(outcome.errors).toEqual([{ code: '931', shortMessage: 'Auth token is invalid.', parameters: [] }]);
  });

  it('never throws on odd bodies', () => {
    expect(readXmlOutcome({})).toStrictEqual({ ack: undefined, errors: [], warnings: [] });
    expect(
      readXmlOutcome({ Ack: { '@_x': '1', '#value': 'Success' }, Errors: ['junk', null], errorMessage: 'x' }),
    ).toEqual({
      ack: 'Success',
      errors: [
        { code: '', parameters: [] },
        { code: '', parameters: [] },
      ],
      warnings: [],
    });
  });
});
