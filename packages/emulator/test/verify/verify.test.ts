// `verifyCassette` (@baykit/emulator/verify): a cassette recorded against the emulator itself (real HTTP on
// 127.0.0.1, through the client's onExchange) verifies with score 1 and no differences, and hand-altered answers are
// each reported at the exchange they were made in.
import { EbayClient, USER_SCOPES } from 'baykit';
import { cassetteRecorder, parseCassette, type Cassette, type CassetteExchange } from 'baykit/cassette';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorAdmin } from '../../src/admin-entry.js';
import { createEmulator } from '../../src/index.js';
import { exampleValues } from '../../src/examples.js';
import { verifyCassette } from '../../src/verify-entry.js';

const ITEM = {
  product: { title: 'Kayak paddle', aspects: { Brand: ['Wilson'] } },
  condition: 'NEW',
  availability: { shipToLocationAvailability: { quantity: 5 } },
};

/** Records a seller's session against a fresh emulator: sign-in, an item, its offer, reads, a 404, Trading, orders. */
async function recordSession(): Promise<string> {
  const emulator = createEmulator();
  const recorder = cassetteRecorder({ environment: 'emulator' });
  const { appId, certId, devId, ruName } = emulator.app;
  let ebay: EbayClient | undefined;
  try {
    const { url } = await emulator.listen(0, '127.0.0.1');
    ebay = new EbayClient({ appId, certId, devId, ruName, origin: url, onExchange: recorder.observe });
    const consent = ebay.oauth2.generateAuthUrl({ scope: [...USER_SCOPES] });
    const { redirect } = await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent);
    await ebay.oauth2.getToken(redirect);
    const { listingPolicies, legacyItemId } = exampleValues(emulator);
    await ebay.sell.inventory.createInventoryLocation('WH-1', {
      location: { address: { country: 'US', postalCode: '95125' } },
    });
    await ebay.sell.inventory.createOrReplaceInventoryItem('PADDLE-1', ITEM, { contentLanguage: 'en-US' });
    const { offerId = '' } = await ebay.sell.inventory.createOffer(
      {
        sku: 'PADDLE-1',
        marketplaceId: 'EBAY_US',
        format: 'FIXED_PRICE',
        categoryId: '310',
        merchantLocationKey: 'WH-1',
        listingPolicies,
        availableQuantity: 2,
        pricingSummary: { price: { value: '20.00', currency: 'USD' } },
      },
      { contentLanguage: 'en-US' },
    );
    await ebay.sell.inventory.getOffer(offerId);
    await ebay.sell.inventory.getInventoryItem('NO-SUCH-SKU').catch(() => undefined);
    await ebay.sell.fulfillment.getOrders({ limit: '2' });
    await ebay.trading.GetItem({ ItemID: legacyItemId });
    await ebay.buy.browse.getItem(exampleValues(emulator).browseItemId);
    return recorder.text();
  } finally {
    await ebay?.close();
    await emulator.close();
  }
}

let recorded: Cassette;
beforeAll(async () => {
  recorded = parseCassette(await recordSession());
});

/** A copy of the recorded cassette with exchange `seq` changed by `change`. */
function altered(changes: Record<number, (exchange: CassetteExchange) => void>): Cassette {
  const copy = structuredClone(recorded);
  for (const [seq, change] of Object.entries(changes)) {
    const exchange = copy.exchanges.find((e) => e.seq === Number(seq));
    if (!exchange) throw new Error(`no exchange ${seq}`);
    change(exchange);
  }
  return copy;
}

/** Changes the JSON answer of an exchange. */
function answer(edit: (body: Record<string, unknown>) => void): (exchange: CassetteExchange) => void {
  return (exchange) => {
    const body = exchange.response.body;
    if (!body || !('text' in body)) throw new Error('no JSON answer');
    const data = JSON.parse(body.text) as Record<string, unknown>;
    edit(data);
    exchange.response.body = { text: JSON.stringify(data) };
  };
}

const seqOf = (operation: string): number => recorded.exchanges.find((e) => e.operation === operation)?.seq ?? -1;

describe('verifyCassette', () => {
  it('scores a cassette recorded against the emulator 1, with no differences, per API too', async () => {
    const report = await verifyCassette(recorded);
    expect(report.differences).toEqual([]);
    expect(report.score).toBe(1);
    expect(report.cassette).toEqual({ recorder: recorded.header.recorder, environment: 'emulator', exchanges: 10 });
    expect(Object.keys(report.byApi).sort()).toEqual([
      'buy.browse',
      'identity.oauth2',
      'sell.fulfillment',
      'sell.inventory',
      'trading',
    ]);
    expect(report.exchanges.every((e) => e.valuesCompared >= 0 && e.score === 1)).toBe(true);
    // Values were compared, not skipped: the offer's price and the item's title came back as recorded.
    expect(report.exchanges.find((e) => e.operation === 'getOffer')?.valuesCompared).toBeGreaterThan(5);
  });

  it('maps an id the emulator assigned to the recorded one in later requests', async () => {
    const offer = seqOf('createOffer');
    const { offerId } = JSON.parse((recorded.exchanges[offer - 1]?.response.body as { text: string }).text) as {
      offerId: string;
    };
    // As if eBay had assigned 987654321: the recording then asks for that id, and the replay must ask for the emulator's.
    const text = JSON.stringify(recorded).split(offerId).join('987654321');
    const report = await verifyCassette(JSON.parse(text) as Cassette);
    expect(report.differences).toEqual([]);
  });

  it("replays a Trading call authenticated by an Auth'n'Auth token in its body with the emulator's IAF token", async () => {
    const getItem = seqOf('GetItem');
    const report = await verifyCassette(
      altered({
        [getItem]: (exchange) => {
          delete exchange.request.headers['x-ebay-api-iaf-token'];
          const body = exchange.request.body as { text: string };
          exchange.request.body = {
            text: body.text.replace(
              /(<GetItemRequest[^>]*>)/,
              '$1<RequesterCredentials><eBayAuthToken>[redacted]</eBayAuthToken></RequesterCredentials>',
            ),
          };
        },
      }),
    );
    expect(recorded.exchanges[getItem - 1]?.request.body).toEqual({ text: expect.stringContaining('<GetItemRequest') });
    expect(report.exchanges.find((e) => e.seq === getItem)).toMatchObject({ status: { emulator: 200 }, score: 1 });
    expect(report.differences).toEqual([]);
  });

  it('reports each hand-made departure at the exchange it was made in', async () => {
    const [getOffer, missing, orders, browse] = ['getOffer', 'getInventoryItem', 'getOrders', 'getItem'].map(seqOf) as [
      number,
      number,
      number,
      number,
    ];
    const report = await verifyCassette(
      altered({
        [getOffer]: answer((offer) => {
          delete offer.sku; // a field eBay did not send
          offer.availableQuantity = '2'; // a number eBay sent as text
          offer.listingDuration = 'GTC'; // a field the emulator does not send
        }),
        [missing]: answer((body) => {
          (body.errors as { errorId: number }[])[0]!.errorId = 25799;
        }),
        [orders]: (exchange) => {
          exchange.response.status = 206;
        },
        [browse]: answer((item) => {
          item.title = 'Another title';
        }),
      }),
    );
    const found = report.differences.map((d) => [d.seq, d.kind, d.path ?? '']);
    expect(found).toEqual(
      expect.arrayContaining([
        [getOffer, 'extra-field', 'sku'],
        [getOffer, 'field-type', 'availableQuantity'],
        [getOffer, 'missing-field', 'listingDuration'],
        [missing, 'error-ids', ''],
        [orders, 'status', ''],
        [browse, 'value', 'title'],
      ]),
    );
    expect(found).toHaveLength(6);
    const missingVerdict = report.exchanges.find((e) => e.seq === missing);
    const notFound = JSON.parse((recorded.exchanges[missing - 1]?.response.body as { text: string }).text) as {
      errors: { errorId: number }[];
    };
    expect(missingVerdict?.differences[0]).toMatchObject({
      recorded: ['25799'],
      emulator: [String(notFound.errors[0]?.errorId)],
    });
    expect(report.exchanges.find((e) => e.seq === orders)?.score).toBe(0.6);
    expect(report.score).toBeLessThan(1);
    expect(report.score).toBeGreaterThan(0.8);
  });
});
