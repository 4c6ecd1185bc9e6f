// Exchanges that need the recorded account's data: eBay accepted them, the emulator refused them naming an id only
// the recorded account has. Verify reports them apart and leaves them out of the score; a refusal that names no
// such id still counts.
import { describe, expect, it } from 'vitest';
import { verifyCassette } from '../../src/verify-entry.js';

const header = {
  cassette: 1,
  recordedAt: '2026-12-02T00:00:00.000Z',
  recorder: 'hand-written',
  redacted: true,
  personalDataMasked: false,
};
const bearer = { authorization: 'Bearer [redacted]', accept: 'application/json' };

function cassette(exchanges: object[]): string {
  return [header, ...exchanges.map((e, i) => ({ seq: i + 1, ...e }))].map((line) => JSON.stringify(line)).join('\n');
}

describe('verify and the recorded account', () => {
  it('counts a refusal that names no id only the recorded account has (an offer of an unknown SKU)', async () => {
    const offer = {
      sku: 'NO-SUCH-SKU',
      marketplaceId: 'EBAY_US',
      format: 'FIXED_PRICE',
      listingPolicies: { fulfillmentPolicyId: '6123456789' },
    };
    const report = await verifyCassette(
      cassette([
        {
          operation: 'sell.inventory.createOffer',
          request: {
            method: 'POST',
            url: 'https://api.ebay.com/sell/inventory/v1/offer',
            headers: { ...bearer, 'content-type': 'application/json', 'content-language': 'en-US' },
            body: { text: JSON.stringify(offer) },
          },
          response: { status: 201, headers: { 'content-type': 'application/json' }, body: { text: '{"offerId":"1"}' } },
        },
      ]),
    );
    const [verdict] = report.exchanges;
    // The emulator refuses an offer of an unknown SKU whatever its policies: that is the emulator's answer, counted.
    expect(verdict?.status.emulator).toBeGreaterThanOrEqual(400);
    expect(report.needsAccountData).toEqual([]);
    expect(report.score).toBeLessThan(1);
  });

  it('reports CompleteSale of an order only the recorded seller has apart, with the id, and scores the rest', async () => {
    const trading = (call: string, body: string, answer: string): object => ({
      operation: call,
      request: {
        method: 'POST',
        url: 'https://api.ebay.com/ws/api.dll',
        headers: {
          'content-type': 'text/xml',
          'x-ebay-api-call-name': call,
          'x-ebay-api-siteid': '0',
          'x-ebay-api-compatibility-level': '1423',
          'x-ebay-api-iaf-token': '[redacted]',
        },
        body: {
          text: `<?xml version="1.0" encoding="utf-8"?><${call}Request xmlns="urn:ebay:apis:eBLBaseComponents">${body}</${call}Request>`,
        },
      },
      response: {
        status: 200,
        headers: { 'content-type': 'text/xml' },
        body: {
          text: `<?xml version="1.0" encoding="UTF-8"?><${call}Response xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack>${answer}</${call}Response>`,
        },
      },
    });
    const report = await verifyCassette(
      cassette([
        trading('GeteBayOfficialTime', '', ''),
        trading('CompleteSale', '<OrderID>110000000001-2000000001</OrderID><Shipped>true</Shipped>', ''),
      ]),
    );
    expect(report.needsAccountData).toEqual([
      expect.objectContaining({ seq: 2, kind: 'needs-account-data', recorded: ['110000000001-2000000001'] }),
    ]);
    expect(report.exchanges[1]?.needsAccountData).toEqual(['110000000001-2000000001']);
    expect(report.differences.filter((d) => d.seq === 2)).toEqual([]);
    expect(report.score).toBe(report.exchanges[0]?.score);
  });
});
