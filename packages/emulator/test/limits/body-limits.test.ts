import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../src/index.js';
import { signInClassic, testClient } from '../xml/helpers.js';
import { endlessBody, userToken } from './helpers.js';

// Small caps so the tests send kilobytes, not megabytes; the defaults are checked at the end.
const MAX_BODY = 64 * 1024;
const MAX_UPLOAD = 256 * 1024;

let emulator: Emulator;
let url: string;
let token: string;

beforeAll(async () => {
  emulator = createEmulator({ seed: 2, maxBodyBytes: MAX_BODY, maxUploadBytes: MAX_UPLOAD, serveRetired: true });
  url = (await emulator.listen(0)).url;
  token = await userToken(emulator, url, ['sell.inventory']);
});
afterAll(() => emulator.close());

const TRADING_HEADERS = { 'x-ebay-api-compatibility-level': '1349', 'x-ebay-api-siteid': '0' };
const TRADING = { ...TRADING_HEADERS, 'x-ebay-api-call-name': 'AddFixedPriceItem', 'content-type': 'text/xml' };
const chunk = new TextEncoder().encode(`"${'x'.repeat(16 * 1024 - 2)}"`);

describe('request body caps', () => {
  it('answers a REST body past maxBodyBytes with 413 (errorId 2004) without waiting for its end, and closes the connection', async () => {
    const answer = await endlessBody(
      url,
      'PUT',
      '/sell/inventory/v1/inventory_item/BIG-1',
      { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-language': 'en-US' },
      chunk,
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    const { errors } = JSON.parse(answer.body) as {
      errors: { errorId: number; domain: string; category: string; message: string; parameters: unknown[] }[];
    };
    expect(errors).toEqual([
      expect.objectContaining({
        errorId: 2004,
        domain: 'ACCESS',
        category: 'REQUEST',
        message: 'Request entity too large',
        parameters: [{ name: 'maxBytes', value: String(MAX_BODY) }],
      }),
    ]);
    await answer.closed;
    // Nothing was stored, and the emulator goes on answering.
    const read = await fetch(`${url}/sell/inventory/v1/inventory_item/BIG-1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(404);
  });

  it('refuses a declared Content-Length past the cap before reading the body', async () => {
    const response = await fetch(`${url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: '/sell/', fault: '500', pad: 'x'.repeat(MAX_BODY) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining(`larger than ${MAX_BODY} bytes`) });
    // The fault in that body was never queued.
    expect(
      (await fetch(`${url}/sell/inventory/v1/inventory_item/NONE`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(404);
  });

  it('answers an XML body past the cap with 413 and a Trading Ack Failure envelope (ErrorCode 413)', async () => {
    const answer = await endlessBody(
      url,
      'POST',
      '/ws/api.dll',
      TRADING,
      new TextEncoder().encode(`<AddFixedPriceItemRequest>${'<Item><Title>lamp</Title></Item>'.repeat(400)}`),
    );
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^text\/xml/);
    expect(answer.body).toContain('<AddFixedPriceItemResponse xmlns="urn:ebay:apis:eBLBaseComponents">');
    expect(answer.body).toContain('<Ack>Failure</Ack>');
    expect(answer.body).toMatch(
      /<Errors><ShortMessage>Request entity too large\.<\/ShortMessage>.*<ErrorCode>413<\/ErrorCode><SeverityCode>Error<\/SeverityCode>/s,
    );
  });

  it('answers Finding in its own shape: errorMessage with errorId 413', async () => {
    const headers = {
      'x-ebay-soa-operation-name': 'findItemsByKeywords',
      'x-ebay-soa-security-appname': emulator.app.appId,
      'content-type': 'text/xml',
    };
    const response = await fetch(`${url}/services/search/FindingService/v1`, {
      method: 'POST',
      headers,
      body: `<findItemsByKeywordsRequest><keywords>${'x'.repeat(MAX_BODY)}</keywords></findItemsByKeywordsRequest>`,
    });
    expect(response.status).toBe(413);
    const xml = await response.text();
    expect(xml).toContain('<findItemsByKeywordsResponse');
    expect(xml).toMatch(/<ack>Failure<\/ack><errorMessage><error><errorId>413<\/errorId>/);
  });

  it('takes an upload (uploadVideo, octet-stream) past maxBodyBytes up to maxUploadBytes, and 413 beyond', async () => {
    // A video to upload to: created first, as eBay has it (an unknown video id is a 404).
    const created = await fetch(`${url}/commerce/media/v1_beta/video`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Lamp', size: MAX_BODY * 2, classification: ['ITEM'] }),
    });
    const videoId = created.headers.get('location')?.split('/').at(-1) ?? '';
    const upload = (bytes: number): Promise<Response> =>
      fetch(`${url}/commerce/media/v1_beta/video/${videoId}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      });
    expect((await upload(MAX_BODY * 2)).status).toBeLessThan(300);
    const refused = await upload(MAX_UPLOAD + 1);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { errors: { parameters: unknown[] }[] }).errors[0]!.parameters).toEqual([
      { name: 'maxBytes', value: String(MAX_UPLOAD) },
    ]);
  });

  it('takes a multipart UploadSiteHostedPictures with a picture past maxBodyBytes, but not an XML part past it', async () => {
    const ebay = testClient(url);
    const eBayAuthToken = await signInClassic(ebay);
    await ebay.close();
    const upload = (xmlPadding: number, pictureBytes: number): Promise<Response> => {
      const form = new FormData();
      const xml = `<?xml version="1.0" encoding="utf-8"?><UploadSiteHostedPicturesRequest xmlns="urn:ebay:apis:eBLBaseComponents"><RequesterCredentials><eBayAuthToken>${eBayAuthToken}</eBayAuthToken></RequesterCredentials><PictureName>lamp</PictureName><!--${'x'.repeat(xmlPadding)}--></UploadSiteHostedPicturesRequest>`;
      form.append('XML Payload', xml);
      form.append('image', new Blob([new Uint8Array(pictureBytes).fill(0xff)], { type: 'image/jpeg' }), 'lamp.jpg');
      return fetch(`${url}/ws/api.dll`, {
        method: 'POST',
        headers: { ...TRADING_HEADERS, 'x-ebay-api-call-name': 'UploadSiteHostedPictures' },
        body: form,
      });
    };
    const big = await upload(0, MAX_BODY * 2);
    expect(big.status).toBe(200);
    expect(await big.text()).toContain('<Ack>Success</Ack>');
    const hugeXml = await upload(MAX_BODY, 10);
    expect(hugeXml.status).toBe(413);
    expect(await hugeXml.text()).toContain('<ErrorCode>413</ErrorCode>');
  });

  it('keeps the defaults of 4 MiB and 150 MiB, and refuses caps that are not positive whole numbers', async () => {
    const defaults = createEmulator();
    const response = await defaults.fetch(
      new Request('http://127.0.0.1/__emulator/reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(4 * 1024 * 1024 + 1) },
      }),
    );
    expect(await response.json()).toEqual({ error: expect.stringContaining('larger than 4194304 bytes') });
    expect(() => createEmulator({ maxBodyBytes: 0 })).toThrow(RangeError);
    expect(() => createEmulator({ maxUploadBytes: 1.5 })).toThrow(RangeError);
    await defaults.close();
  });
});
