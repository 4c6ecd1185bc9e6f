// `verifyCassette` against a fresh emulator over HTTP on 127.0.0.1, on hand-made cassettes: the replay's clock is
// the recording's (a "last 3 days" request asks about the days eBay answered it for), Trading's `Errors.ErrorCode`
// are compared like REST error ids, and a 5xx eBay answered is a status difference, never left out.
import type { Cassette, CassetteExchange } from 'baykit/cassette';
import { describe, expect, it } from 'vitest';
import { verifyCassette, type VerifyDifference } from '../../src/verify-entry.js';

const TRADING_URL = 'https://api.ebay.com/ws/api.dll';
const XML = 'text/xml;charset=utf-8';

/** A hand-written cassette recorded at `recordedAt`. */
function cassette(recordedAt: string, exchanges: CassetteExchange[]): Cassette {
  return {
    header: { cassette: 1, recordedAt, recorder: 'hand-written', redacted: true, personalDataMasked: true },
    exchanges,
  };
}

/** A Trading call and its recorded answer (both without the XML declaration and the namespace, which replay adds). */
function trading(seq: number, call: string, input: string, output: string): CassetteExchange {
  const ns = 'xmlns="urn:ebay:apis:eBLBaseComponents"';
  return {
    seq,
    operation: call,
    request: {
      method: 'POST',
      url: TRADING_URL,
      headers: {
        'content-type': 'text/xml',
        'x-ebay-api-call-name': call,
        'x-ebay-api-siteid': '0',
        'x-ebay-api-compatibility-level': '1423',
        'x-ebay-api-iaf-token': '[redacted]',
      },
      body: { text: `<?xml version="1.0" encoding="utf-8"?><${call}Request ${ns}>${input}</${call}Request>` },
    },
    response: {
      status: 200,
      headers: { 'content-type': XML },
      body: { text: `<?xml version="1.0" encoding="UTF-8"?><${call}Response ${ns}>${output}</${call}Response>` },
    },
  };
}

/** Trading's failure answer with one error code. */
const failure = (code: string): string =>
  `<Ack>Failure</Ack><Errors><ShortMessage>x</ShortMessage><ErrorCode>${code}</ErrorCode>` +
  '<SeverityCode>Error</SeverityCode></Errors>';

const ofKind = (differences: VerifyDifference[], kind: VerifyDifference['kind']): VerifyDifference[] =>
  differences.filter((d) => d.kind === kind);

describe('verify replays at the recording time', () => {
  // The emulator's seeded orders are dated from 2026-01-01, 36 hours apart.
  const lastThreeDays = trading(
    1,
    'GetOrders',
    '<NumberOfDays>3</NumberOfDays><OrderRole>Seller</OrderRole>',
    '<Ack>Success</Ack><OrderArray><Order><OrderID>1-2</OrderID><OrderStatus>Completed</OrderStatus></Order></OrderArray>',
  );
  const missingOrders = (differences: VerifyDifference[]): VerifyDifference[] =>
    ofKind(differences, 'missing-field').filter((d) => d.path?.startsWith('GetOrdersResponse.OrderArray'));

  it("finds the orders of the 3 days before the cassette's recordedAt", async () => {
    const report = await verifyCassette(cassette('2026-01-05T00:00:00.000Z', [lastThreeDays]));
    expect(report.exchanges[0]?.status).toEqual({ recorded: 200, emulator: 200 });
    expect(missingOrders(report.differences)).toEqual([]);
  });

  it('finds none when the caller sets a clock past every seeded order', async () => {
    const now = (): number => Date.parse('2026-12-02T00:00:00.000Z');
    const report = await verifyCassette(cassette('2026-01-05T00:00:00.000Z', [lastThreeDays]), { emulator: { now } });
    expect(missingOrders(report.differences)).not.toEqual([]);
  });
});

describe("verify compares Trading's error codes", () => {
  const unknownItem = (code: string): Cassette =>
    cassette('2026-12-02T00:00:00.000Z', [trading(1, 'GetItem', '<ItemID>100000000001</ItemID>', failure(code))]);

  it('reports an error code eBay sent and the emulator did not, and scores it', async () => {
    const report = await verifyCassette(unknownItem('21916'));
    const [difference] = ofKind(report.differences, 'error-ids');
    expect(difference?.recorded).toEqual(['21916']);
    expect(difference?.emulator).not.toContain('21916');
    expect((difference?.emulator as string[]).length).toBeGreaterThan(0);
    expect(report.exchanges[0]?.scores.errorIds).toBe(0);
  });

  it("scores the part 1 when the codes are the emulator's", async () => {
    const first = await verifyCassette(unknownItem('21916'));
    const codes = ofKind(first.differences, 'error-ids')[0]?.emulator as string[];
    const report = await verifyCassette(unknownItem(codes.join('</ErrorCode><ErrorCode>')));
    expect(ofKind(report.differences, 'error-ids')).toEqual([]);
    expect(report.exchanges[0]?.scores.errorIds).toBe(1);
  });
});

describe('verify and a 5xx eBay answered', () => {
  it('reports a recorded 500 the emulator answered 200 as a status difference, in the score', async () => {
    const recorded: CassetteExchange = {
      seq: 1,
      operation: 'sell.fulfillment.getOrders',
      request: {
        method: 'GET',
        url: 'https://api.ebay.com/sell/fulfillment/v1/order?limit=1',
        headers: { authorization: 'Bearer [redacted]', accept: 'application/json' },
      },
      response: {
        status: 500,
        headers: { 'content-type': 'application/json' },
        body: { text: '{"errors":[{"errorId":32000,"domain":"API_FULFILLMENT","category":"APPLICATION"}]}' },
      },
    };
    const report = await verifyCassette(cassette('2026-12-02T00:00:00.000Z', [recorded]));
    expect(ofKind(report.differences, 'status')).toMatchObject([{ seq: 1, recorded: 500, emulator: 200 }]);
    expect(ofKind(report.differences, 'error-ids')).toMatchObject([{ recorded: ['32000'], emulator: [] }]);
    expect(report.needsAccountData).toEqual([]);
    expect(report.score).toBeLessThanOrEqual(0.6);
  });
});
