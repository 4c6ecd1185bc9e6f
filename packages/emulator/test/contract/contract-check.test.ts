import { describe, expect, it } from 'vitest';
import { ContractChecker, formatDrift, type ExchangeToCheck } from '../../src/contract/index.js';

const checker = new ContractChecker();

const json = (value: unknown) => ({ text: JSON.stringify(value) });

/** A getOffer exchange answering `body` with `status`. */
function getOffer(status: number, body: unknown, query = ''): ExchangeToCheck {
  return {
    request: { method: 'GET', url: `/sell/inventory/v1/offer/42${query}`, headers: {} },
    response: { status, headers: { 'content-type': 'application/json' }, body: json(body) },
  };
}

const OFFER = { offerId: '42', sku: 'LAMP-1', marketplaceId: 'EBAY_US', format: 'FIXED_PRICE', availableQuantity: 2 };

describe('ContractChecker on REST exchanges', () => {
  it('finds nothing in an exchange that keeps to the contract, and names the operation', async () => {
    expect(await checker.check(getOffer(200, OFFER))).toEqual({ operation: 'sell.inventory.getOffer', drift: [] });
  });

  it('reports a field the contract lacks and a value of the wrong type, at their JSON paths', async () => {
    const { drift } = await checker.check(getOffer(200, { ...OFFER, sparkle: true, availableQuantity: 'two' }));
    expect(drift.map((d) => [d.side, d.kind, d.path])).toEqual([
      ['response', 'unknown-field', 'body.sparkle'],
      ['response', 'wrong-type', 'body.availableQuantity'],
    ]);
    expect(formatDrift(drift[0]!)).toBe(
      'sell.inventory.getOffer  response  unknown-field  body.sparkle  The contract has no field sparkle.',
    );
  });

  it('reports a status and an error id the contract does not list, but not the errors common to every API', async () => {
    const teapot = await checker.check(getOffer(418, {}));
    expect(teapot.drift.map((d) => d.kind)).toEqual(['unlisted-status']);
    expect(teapot.drift[0]?.detail).toMatch(/lists 200, 400, 404, not 418/);
    const unlisted = await checker.check(getOffer(400, { errors: [{ errorId: 25713 }, { errorId: 99999 }] }));
    expect(unlisted.drift.map((d) => [d.kind, d.path])).toEqual([['unlisted-error-id', 'body.errors[1].errorId']]);
    // getInventoryItem lists 404 without ids: any id of the Inventory API's contracts fits, and no other.
    const missing = (errorId: number): ExchangeToCheck => ({
      request: { method: 'GET', url: '/sell/inventory/v1/inventory_item/NOPE', headers: {} },
      response: { status: 404, headers: {}, body: json({ errors: [{ errorId }] }) },
    });
    expect((await checker.check(missing(25710))).drift).toEqual([]);
    expect((await checker.check(missing(99999))).drift.map((d) => d.kind)).toEqual(['unlisted-error-id']);
    const common = await checker.check(getOffer(401, { errors: [{ errorId: 1001 }] }));
    expect(common.drift).toEqual([]);
  });

  it('reports request drift: an unknown query parameter, a missing required one, a body field the contract lacks', async () => {
    const { drift } = await checker.check(getOffer(200, OFFER, '?fields=x'));
    expect(drift.map((d) => [d.side, d.kind, d.path])).toEqual([['request', 'unknown-field', 'query.fields']]);
    const search = await checker.check({
      request: { method: 'GET', url: '/buy/browse/v1/item_summary/search', headers: {} },
      response: { status: 200, headers: {}, body: json({ total: 0 }) },
    });
    expect(search.drift).toEqual([]);
    const create = await checker.check({
      request: {
        method: 'POST',
        url: '/sell/inventory/v1/offer',
        headers: { 'content-type': 'application/json' },
        body: json({ sku: 'A', marketplaceId: 'EBAY_US', format: 'FIXED_PRICE', colour: 'red' }),
      },
      response: { status: 201, headers: {}, body: json({ offerId: '1' }) },
    });
    expect(create.drift.map((d) => [d.side, d.kind, d.path])).toEqual([['request', 'unknown-field', 'body.colour']]);
  });

  it('names a request no contract knows by its method and path', async () => {
    const { operation, drift } = await checker.check({
      request: { method: 'GET', url: 'https://api.ebay.com/sell/nothing/v1/here', headers: {} },
      response: { status: 404, headers: {} },
    });
    expect(operation).toBeUndefined();
    expect(drift).toEqual([
      {
        operation: 'GET /sell/nothing/v1/here',
        side: 'request',
        kind: 'unknown-operation',
        path: '',
        detail: 'No operation of the contracts has this method and path.',
      },
    ]);
  });
});

const TRADING_HEADERS = { 'x-ebay-api-call-name': 'GetItem', 'content-type': 'text/xml' };
const xml = (root: string, inner: string) => ({
  text: `<?xml version="1.0" encoding="utf-8"?><${root} xmlns="urn:ebay:apis:eBLBaseComponents">${inner}</${root}>`,
});

describe('ContractChecker on Trading exchanges', () => {
  it('checks requests and answers against Trading schema: unknown elements, enumerations, types, required fields', async () => {
    const { operation, drift } = await checker.check({
      request: {
        method: 'POST',
        url: '/ws/api.dll',
        headers: TRADING_HEADERS,
        body: xml('GetItemRequest', '<ItemId>1</ItemId>'),
      },
      response: {
        status: 200,
        headers: { 'content-type': 'text/xml' },
        body: xml(
          'GetItemResponse',
          '<Ack>Sucess</Ack><Item><ItemID>1</ItemID><Quantity>two</Quantity><Colour>red</Colour></Item>',
        ),
      },
    });
    expect(operation).toBe('trading.GetItem');
    expect(drift.map((d) => [d.side, d.kind, d.path])).toEqual([
      ['request', 'missing-field', 'body.ItemID'],
      ['request', 'unknown-field', 'body.ItemId'],
      ['response', 'unknown-value', 'body.Ack'],
      ['response', 'wrong-type', 'body.Item.Quantity'],
      ['response', 'unknown-field', 'body.Item.Colour'],
    ]);
  });

  it('finds nothing in a Trading exchange that keeps to the schema', async () => {
    const { drift } = await checker.check({
      request: {
        method: 'POST',
        url: '/ws/api.dll',
        headers: TRADING_HEADERS,
        body: xml('GetItemRequest', '<ItemID>1</ItemID>'),
      },
      response: {
        status: 200,
        headers: {},
        body: xml('GetItemResponse', '<Ack>Success</Ack><Item><ItemID>1</ItemID></Item>'),
      },
    });
    expect(drift).toEqual([]);
  });
});
