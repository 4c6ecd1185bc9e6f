import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayApiError, EbayClient } from 'baykit';
import { createEmulator, DEFAULT_APP, type Emulator } from '../../src/index.js';

// eBay names every answer with a request id (X-EBAY-C-REQUEST-ID, `ri=…,rci=…`), which support asks for; baykit
// shows it as `requestId`. The emulator sends one on every answer, so code that logs it has one to log here too.
const REQUEST_ID = /^ri=[0-9A-Za-z]{12},rci=[0-9A-Za-z]{16}$/;

let emulator: Emulator;
let url: string;
let ebay: EbayClient;

beforeAll(async () => {
  emulator = createEmulator();
  url = (await emulator.listen(0)).url;
  ebay = new EbayClient({ appId: DEFAULT_APP.appId, certId: DEFAULT_APP.certId, origin: url });
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

describe('the request id', () => {
  it('comes with every REST answer, different each time', async () => {
    const first = await ebay.withResponse(ebay.buy.browse.search({ q: 'shoes', limit: '1' }));
    const second = await ebay.withResponse(ebay.buy.browse.search({ q: 'shoes', limit: '1' }));
    expect(first.requestId).toMatch(REQUEST_ID);
    expect(second.requestId).toMatch(REQUEST_ID);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('comes with eBay errors, OAuth errors, XML answers and the routing 404', async () => {
    const notFound = await ebay.buy.browse.getItem('v1|999999999999|0').catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(EbayApiError);
    expect((notFound as EbayApiError).requestId).toMatch(REQUEST_ID);

    const wrongCert = new EbayClient({ appId: DEFAULT_APP.appId, certId: 'not-the-cert', origin: url });
    try {
      const refused = await wrongCert.oauth2.mintApplicationAccessToken().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(EbayApiError);
      expect((refused as EbayApiError).requestId).toMatch(REQUEST_ID);
    } finally {
      await wrongCert.close();
    }

    const xml = await fetch(`${url}/ws/api.dll`, {
      method: 'POST',
      headers: { 'x-ebay-api-call-name': 'GeteBayOfficialTime', 'x-ebay-api-siteid': '0' },
      body: '<?xml version="1.0"?><GeteBayOfficialTimeRequest xmlns="urn:ebay:apis:eBLBaseComponents"/>',
    });
    await xml.text();
    expect(xml.headers.get('x-ebay-c-request-id')).toMatch(REQUEST_ID);

    const routing = await fetch(`${url}/sell/nothing/v1/here`);
    await routing.text();
    expect(routing.status).toBe(404);
    expect(routing.headers.get('x-ebay-c-request-id')).toMatch(REQUEST_ID);
  });

  it('comes with answers in process too', async () => {
    const answer = await emulator.fetch(`${url}/oauth2/authorize`);
    await answer.text();
    expect(answer.headers.get('x-ebay-c-request-id')).toMatch(REQUEST_ID);
  });
});
