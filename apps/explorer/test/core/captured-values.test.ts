import { describe, expect, it } from 'vitest';
import type { CallInput, CallOutcome, RestCallInput } from '../../shared/api.js';
import { fillJsonText, fillRestForm, fillXmlForm, capturedFields, putInJson } from '../../src/core/captured-fill.js';
import {
  CAPTURE_KIND_LIMIT,
  CAPTURE_LIMIT,
  addCallCapture,
  addCaptured,
  captureFromCall,
  captureFromSimulate,
  captureKind,
  capturedFor,
  capturedMatch,
  formatAge,
  type CapturedValue,
} from '../../src/core/captured-values.js';
import { parseCaptured } from '../../src/core/flow-storage.js';
import { idsInLocation } from '../../src/core/location-ids.js';
import { initialRestForm } from '../../src/core/call-form.js';
import { detailOf, fullCatalog } from './fixtures.js';

const PATHS = fullCatalog().rest.map((operation) => operation.path);

function rest(api: string, operationId: string, path: Record<string, string> = {}): RestCallInput {
  return { kind: 'rest', env: 'local', api, operationId, path, query: {}, headers: {} };
}

function outcome(status: number, data: unknown, headers: Record<string, string> = {}): CallOutcome {
  return {
    ok: status >= 200 && status < 300,
    status,
    durationMs: 5,
    ...(data === undefined ? {} : { data }),
    exchanges: [
      {
        purpose: 'token',
        startedAt: '',
        durationMs: 1,
        request: { method: 'POST', url: 'http://127.0.0.1/identity/v1/oauth2/token', headers: {} },
        response: {
          status: 200,
          statusText: 'OK',
          headers: { location: 'http://x/sell/inventory/v1/offer/1' },
          body: '',
          bodyEncoding: 'text',
        },
      },
      {
        purpose: 'call',
        startedAt: '',
        durationMs: 1,
        request: { method: 'POST', url: 'http://127.0.0.1/x', headers: {} },
        response: { status, statusText: '', headers, body: '', bodyEncoding: 'text' },
      },
    ],
  };
}

const pairs = (values: readonly CapturedValue[]) => values.map((value) => [value.name, value.value]);

describe('capturing ids from answers', () => {
  it('takes the offerId createOffer answered, with where and when it came from', () => {
    const values = captureFromCall(
      rest('sell.inventory', 'createOffer'),
      outcome(201, { offerId: '39623204' }),
      PATHS,
      1000,
    );
    expect(values.named).toEqual([]);
    expect(values.answered).toEqual([
      { name: 'offerId', kind: 'offerId', value: '39623204', from: 'createOffer', at: 1000 },
    ]);
  });

  it('takes ids and the next link from a list in document order, and nothing personal', () => {
    const data = {
      href: 'http://127.0.0.1/sell/fulfillment/v1/order?limit=50&offset=0',
      next: 'http://127.0.0.1/sell/fulfillment/v1/order?limit=50&offset=50',
      orders: [
        {
          orderId: '15-1-1',
          buyer: { username: 'jsmith_42', taxAddress: { postalCode: '95125' } },
          lineItems: [{ lineItemId: '105', legacyItemId: '330044455110', title: 'shoes' }],
        },
        { orderId: '15-1-2', lineItems: [{ lineItemId: '106' }] },
      ],
    };
    const values = captureFromCall(rest('sell.fulfillment', 'getOrders'), outcome(200, data), PATHS, 1).answered;
    expect(pairs(values)).toEqual([
      ['next', 'http://127.0.0.1/sell/fulfillment/v1/order?limit=50&offset=50'],
      ['orderId', '15-1-1'],
      ['lineItemId', '105'],
      ['legacyItemId', '330044455110'],
      ['orderId', '15-1-2'],
      ['lineItemId', '106'],
    ]);
    expect(JSON.stringify(values)).not.toMatch(/jsmith|95125|shoes/);
  });

  it("takes Trading's ItemID as the listing id a publish answers, and the SKU", () => {
    const input: CallInput = {
      kind: 'xml',
      env: 'local',
      service: 'trading',
      callName: 'AddFixedPriceItem',
      fields: {},
    };
    const values = captureFromCall(
      input,
      outcome(200, { Ack: 'Success', ItemID: '330044455111', SKU: 'a-1', Fees: {} }),
      PATHS,
      1,
    ).answered;
    expect(values.map((value) => [value.name, value.kind, value.value])).toEqual([
      ['ItemID', 'listingId', '330044455111'],
      ['SKU', 'sku', 'a-1'],
    ]);
    expect(values[0]?.from).toBe('AddFixedPriceItem');
  });

  it('reads the ids a Location header names against the catalog paths, and the path values of the call', () => {
    const location =
      'http://127.0.0.1:4010/sell/fulfillment/v1/order/15-1-1/shipping_fulfillment/9400100000000000000001';
    const values = captureFromCall(
      rest('sell.fulfillment', 'createShippingFulfillment', { orderId: '15-1-1' }),
      outcome(201, {}, { location }),
      PATHS,
      1,
    );
    expect(pairs(values.answered)).toEqual([
      ['orderId', '15-1-1'],
      ['fulfillmentId', '9400100000000000000001'],
    ]);
    expect(pairs(values.named)).toEqual([['orderId', '15-1-1']]);
    expect(idsInLocation('not a url at all %%', PATHS)).toEqual([]);
    expect(idsInLocation('http://x/nothing/like/this', PATHS)).toEqual([]);
  });

  it('takes the key of a location made with a 204 from its path, and nothing from a failed call', () => {
    const made = captureFromCall(
      rest('sell.inventory', 'createInventoryLocation', { merchantLocationKey: 'warehouse-1' }),
      outcome(204, undefined),
      PATHS,
      1,
    );
    expect(pairs(addCallCapture([], made))).toEqual([['merchantLocationKey', 'warehouse-1']]);
    const failed = captureFromCall(
      rest('sell.inventory', 'publishOffer', { offerId: 'x' }),
      outcome(404, { offerId: 'x' }),
      PATHS,
      1,
    );
    expect(failed).toEqual({ answered: [], named: [] });
  });

  it('keeps saying an id came from the answer that gave it when a later call only names it', () => {
    const offer = captureFromCall(rest('sell.inventory', 'createOffer'), outcome(201, { offerId: '7' }), PATHS, 1);
    const publish = rest('sell.inventory', 'publishOffer', { offerId: '7' });
    const published = captureFromCall(publish, outcome(200, { listingId: '9' }), PATHS, 2);
    const list = addCallCapture(addCallCapture([], offer), published);
    expect(list.map((value) => [value.name, value.value, value.from])).toEqual([
      ['listingId', '9', 'publishOffer'],
      ['offerId', '7', 'createOffer'],
    ]);
  });

  it('never keeps a token, a value with control characters, a huge value or a link that is not http', () => {
    const data = {
      access_token: 'v^1.1#secret',
      offerId: 'bad\u0007id',
      cancelId: 'abc\u202edef',
      orderId: 'x'.repeat(129),
      sku: ' padded ',
      next: 'javascript:alert(1)',
      returnId: 5460908406,
      caseId: { nested: true },
    };
    const values = captureFromCall(rest('postOrder.return', 'search'), outcome(200, data), PATHS, 1).answered;
    expect(pairs(values)).toEqual([['returnId', '5460908406']]);
  });

  it('takes what a simulated event made, named after the event', () => {
    const values = captureFromSimulate(
      'purchase',
      { orderId: '15-1-3', lineItemIds: ['107', '108'], events: ['evt_1'] },
      9,
    );
    expect(pairs(values)).toEqual([
      ['orderId', '15-1-3'],
      ['lineItemIds', '107'],
      ['lineItemIds', '108'],
    ]);
    expect(values[1]).toMatchObject({ kind: 'lineItemId', from: 'simulate purchase', at: 9 });
  });

  it('gives every spelling of a name its kind, and Browse item ids a kind apart from legacy ones', () => {
    expect(captureKind('offer_id')).toBe('offerId');
    expect(captureKind('legacy_item_id')).toBe('listingId');
    expect(captureKind('ItemID')).toBe('listingId');
    expect(captureKind('item_id')).toBe('itemId');
    expect(captureKind('title')).toBeUndefined();
    expect(captureKind('__proto__')).toBeUndefined();
  });
});

describe('the captured list', () => {
  const value = (kind: string, text: string, at = 1): CapturedValue => ({
    name: kind,
    kind,
    value: text,
    from: 'op',
    at,
  });

  it('puts the newest first, keeps each value once per kind, and is bounded per kind and in all', () => {
    const first = addCaptured([], [value('offerId', '1'), value('offerId', '2')]);
    const second = addCaptured(first, [value('offerId', '2', 5)]);
    expect(pairs(second)).toEqual([
      ['offerId', '2'],
      ['offerId', '1'],
    ]);
    expect(second[0]?.at).toBe(5);
    const many = addCaptured(
      [],
      Array.from({ length: 20 }, (_, i) => value('sku', `s${i}`)),
    );
    expect(many).toHaveLength(CAPTURE_KIND_LIMIT);
    expect(many[0]?.value).toBe('s0');
    const kinds = ['offerId', 'orderId', 'sku', 'returnId', 'caseId', 'cancelId', 'payoutId'];
    const all = addCaptured(
      [],
      kinds.flatMap((kind) => Array.from({ length: 8 }, (_, i) => value(kind, `${i}`))),
    );
    expect(all).toHaveLength(CAPTURE_LIMIT);
  });

  it('finds the values for a field by its name, whatever its spelling, and the one a field holds', () => {
    const list = addCaptured([], [value('offerId', '7'), value('orderId', '9')]);
    expect(capturedFor(list, 'offer_id').map((v) => v.value)).toEqual(['7']);
    expect(capturedMatch(list, 'offerId', '7')?.value).toBe('7');
    expect(capturedMatch(list, 'offerId', '8')).toBeUndefined();
    expect(capturedFor(list, 'limit')).toEqual([]);
  });

  it('reads back from storage only well-formed values of known kinds, per environment', () => {
    const stored = JSON.stringify({
      version: 1,
      envs: {
        local: [value('offerId', '1'), { name: 'token', kind: 'token', value: 'x', from: 'a', at: 1 }, 'junk'],
        elsewhere: [value('offerId', '2')],
      },
    });
    expect(parseCaptured(stored)).toEqual({ version: 1, envs: { local: [value('offerId', '1')] } });
    expect(parseCaptured('{"version":2}')).toEqual({ version: 1, envs: {} });
    expect(parseCaptured('not json')).toEqual({ version: 1, envs: {} });
  });

  it('says how long ago in words', () => {
    expect(formatAge(1000, 3000)).toBe('2 s ago');
    expect(formatAge(0, 5 * 60_000)).toBe('5 min ago');
    expect(formatAge(0, 3 * 3_600_000)).toBe('3 h ago');
    expect(formatAge(0, 2 * 86_400_000)).toBe('2 d ago');
  });
});

describe('filling forms from captured values', () => {
  const captured = addCaptured(
    [],
    [
      { name: 'offerId', kind: 'offerId', value: '39623204', from: 'createOffer', at: 1 },
      { name: 'merchantLocationKey', kind: 'merchantLocationKey', value: 'warehouse-1', from: 'x', at: 1 },
      { name: 'ItemID', kind: 'listingId', value: '330044455111', from: 'AddFixedPriceItem', at: 1 },
    ],
  );

  it("fills publishOffer's offerId sample with the offerId createOffer answered", () => {
    const detail = detailOf('sell.inventory', 'publishOffer');
    const form = initialRestForm({
      ...detail,
      parameters: detail.parameters.map((p) => ({ ...p, example: 'baykit-sample-offerId' })),
    });
    expect(fillRestForm(detail, form, captured).path.offerId).toBe('39623204');
  });

  it('keeps a value the user typed or a seeded id, and never fills the key of the record a create makes', () => {
    const detail = detailOf('sell.inventory', 'publishOffer');
    const typed = { ...initialRestForm(detail), path: { offerId: '5' } };
    expect(fillRestForm(detail, typed, captured).path.offerId).toBe('5');
    const create = detailOf('sell.inventory', 'createInventoryLocation');
    const form = { ...initialRestForm(create), path: { merchantLocationKey: 'baykit-sample-location' } };
    expect(fillRestForm(create, form, captured).path.merchantLocationKey).toBe('baykit-sample-location');
  });

  it('fills stand-in body fields at any depth and leaves other text as it was', () => {
    const body = JSON.stringify({ sku: 's', merchantLocationKey: 'baykit-sample-location', nested: [{ offerId: '' }] });
    expect(JSON.parse(fillJsonText(body, captured))).toEqual({
      sku: 's',
      merchantLocationKey: 'warehouse-1',
      nested: [{ offerId: '39623204' }],
    });
    expect(fillJsonText('{ "sku": "s" }', captured)).toBe('{ "sku": "s" }');
    expect(fillJsonText('not json', captured)).toBe('not json');
  });

  it("leaves a Trading call's seeded ItemID, offers the captured one, and uses it on request", () => {
    const fields = '{\n  "ItemID": "110000000000"\n}';
    expect(fillXmlForm({ fieldsText: fields }, captured).fieldsText).toBe(fields);
    const [hint] = capturedFields(fields, captured);
    expect(hint).toMatchObject({ name: 'ItemID', current: '110000000000' });
    expect(hint?.holds).toBeUndefined();
    expect(hint?.others.map((value) => value.value)).toEqual(['330044455111']);
    expect(JSON.parse(putInJson(fields, 'ItemID', '330044455111'))).toEqual({ ItemID: '330044455111' });
  });
});
