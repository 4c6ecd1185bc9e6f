import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlatformNotificationHandler,
  NotificationSignatureError,
  platformNotificationSignature,
  toNodeListener,
  verifyPlatformNotification,
  type PlatformNotification,
} from '../../src/notifications/index.js';
import { ConfigError, ValidationError } from '../../src/index.js';

const KEYS = { devId: 'dev-123', appId: 'app-456', certId: 'cert-789' };
const TIMESTAMP = '2026-11-24T18:35:50.478Z';
const NOW = Date.parse(TIMESTAMP) + 60_000;

/** A Trading platform notification as eBay sends it: the signature in the SOAP header, the call's response in the body. */
function soap(signature: string, timestamp = TIMESTAMP, event = 'ItemSold'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <soapenv:Header>
    <ebl:RequesterCredentials soapenv:mustUnderstand="0" xmlns:ebl="urn:ebay:apis:eBLBaseComponents">
      <ebl:NotificationSignature xmlns:ebl="urn:ebay:apis:eBLBaseComponents">${signature}</ebl:NotificationSignature>
    </ebl:RequesterCredentials>
  </soapenv:Header>
  <soapenv:Body>
    <GetItemTransactionsResponse xmlns="urn:ebay:apis:eBLBaseComponents">
      <Timestamp>${timestamp}</Timestamp>
      <Ack>Success</Ack>
      <Version>1173</Version>
      <NotificationEventName>${event}</NotificationEventName>
      <RecipientUserID>testuser_baykit</RecipientUserID>
      <Item><ItemID>110000000000</ItemID><Title>Brass compass &amp; case</Title></Item>
    </GetItemTransactionsResponse>
  </soapenv:Body>
</soapenv:Envelope>`;
}

/** The signature computed independently of baykit: base64 of the binary MD5 of Timestamp + DevID + AppID + CertID. */
const signed = (timestamp = TIMESTAMP): string =>
  createHash('md5').update(`${timestamp}dev-123app-456cert-789`).digest('base64');

describe('verifyPlatformNotification', () => {
  it('checks the MD5 signature over Timestamp + DevID + AppID + CertID and returns the event', () => {
    expect(platformNotificationSignature(TIMESTAMP, KEYS)).toBe(signed());
    const push = verifyPlatformNotification(soap(signed()), KEYS, { now: NOW });
    expect(push).toMatchObject({
      eventName: 'ItemSold',
      recipientUserId: 'testuser_baykit',
      timestamp: TIMESTAMP,
      callName: 'GetItemTransactions',
    });
    expect(push.body.Item).toEqual({ ItemID: '110000000000', Title: 'Brass compass & case' });
    // eBay's signature covers the Timestamp and the keys only: the result says so.
    expect(push.bodyAuthenticated).toBe(false);
  });

  it('checks signature and Timestamp before parsing: a forged body that is not even well-formed is a 412', () => {
    const forged = soap('boVG+scoxB694oFeCgUHGw==').replace('</soapenv:Envelope>', `<a>${'<b x="1">'.repeat(1000)}`);
    expect(() => verifyPlatformNotification(forged, KEYS, { now: NOW })).toThrow(
      expect.objectContaining({ problem: 'mismatch' }),
    );
    const old = soap(signed('2020-01-01T00:00:00.000Z'), '2020-01-01T00:00:00.000Z').replace(
      '</soapenv:Envelope>',
      '<a>',
    );
    expect(() => verifyPlatformNotification(old, KEYS, { now: NOW })).toThrow(
      expect.objectContaining({ problem: 'expired' }),
    );
  });

  it('refuses an element with more than 64 attributes before parsing, counting only attributes', () => {
    const attributes = Array.from({ length: 65 }, (_, i) => `a${i}="${i}"`).join(' ');
    const crowded = soap(signed()).replace('<Item>', `<Item ${attributes}>`);
    expect(() => verifyPlatformNotification(crowded, KEYS, { now: NOW })).toThrow(/more than 64 attributes/);
    // '=' in text, in quoted values (with '>'), in comments and CDATA is no attribute.
    const busy = soap(signed()).replace(
      '<Item>',
      `<!-- ${'x="1" '.repeat(100)} --><Item currencyID="a=b>c" note='d="e"'><![CDATA[${'y="2" '.repeat(100)}]]>${'z=3 '.repeat(100)}`,
    );
    expect(verifyPlatformNotification(busy, KEYS, { now: NOW }).body.Item).toMatchObject({ '@_currencyID': 'a=b>c' });
  });

  it('refuses a signature and Timestamp copied into a comment ahead of the real ones', () => {
    const captured = '2026-11-24T18:30:00.000Z';
    const xml = soap('AAAAAAAAAAAAAAAAAAAAAA==').replace(
      '<soapenv:Header>',
      `<!-- <NotificationSignature>${signed(captured)}</NotificationSignature><Timestamp>${captured}</Timestamp> --><soapenv:Header>`,
    );
    expect(() => verifyPlatformNotification(xml, KEYS, { now: NOW })).toThrow(
      expect.objectContaining({ problem: 'malformed' }),
    );
  });

  it('refuses a wrong signature, another keyset, a missing one and one older than the window', () => {
    const problem = (xml: string, keys = KEYS, now = NOW): string => {
      try {
        verifyPlatformNotification(xml, keys, { now });
        return 'verified';
      } catch (error) {
        expect(error).toBeInstanceOf(NotificationSignatureError);
        return (error as NotificationSignatureError).problem;
      }
    };
    expect(problem(soap('boVG+scoxB694oFeCgUHGw=='))).toBe('mismatch');
    expect(problem(soap(signed()), { ...KEYS, certId: 'another-cert' })).toBe('mismatch');
    expect(problem(soap(''))).toBe('missing');
    expect(problem(soap(signed()), KEYS, Date.parse(TIMESTAMP) + 11 * 60_000)).toBe('expired');
    expect(problem(soap(signed()), KEYS, Date.parse(TIMESTAMP) - 11 * 60_000)).toBe('expired');
    expect(problem(soap(signed('not a time'), 'not a time'))).toBe('malformed');
  });

  it('says what is wrong with a body that is not a SOAP notification, or with the keys', () => {
    expect(() => verifyPlatformNotification('<a><b></a>', KEYS)).toThrow(ValidationError);
    // The structure is checked once the signature and Timestamp are: a signed envelope without a …Response.
    const noResponse = `<Envelope><Header><NotificationSignature>${signed()}</NotificationSignature></Header><Body><Timestamp>${TIMESTAMP}</Timestamp></Body></Envelope>`;
    expect(() => verifyPlatformNotification(noResponse, KEYS, { now: NOW })).toThrow(/Response in its Body/);
    expect(() => verifyPlatformNotification(soap(signed()), { ...KEYS, devId: '' })).toThrow(ConfigError);
  });
});

describe('createPlatformNotificationHandler and copies of a push', () => {
  it('runs onNotification once for copies of one push (however laid out), and once per different event', async () => {
    const events: string[] = [];
    const handler = createPlatformNotificationHandler({
      ...KEYS,
      toleranceMs: 365 * 86_400_000 * 100,
      onNotification: (push) => void events.push(push.eventName),
    });
    const post = (xml: string) =>
      handler(new Request('https://example.com/ebay/platform', { method: 'POST', body: xml }));
    expect((await post(soap(signed()))).status).toBe(200);
    expect((await post(soap(signed()))).status).toBe(200);
    expect((await post(soap(signed()).replace(/>\s+</g, '><'))).status).toBe(200);
    expect((await post(soap(signed(), TIMESTAMP, 'FixedPriceTransaction'))).status).toBe(200);
    expect(events).toEqual(['ItemSold', 'FixedPriceTransaction']);
  });
});

describe('createPlatformNotificationHandler over node:http', () => {
  const received: PlatformNotification[] = [];
  let fail = false;
  let server: Server;
  let url = '';

  beforeAll(async () => {
    const handler = createPlatformNotificationHandler({
      ...KEYS,
      toleranceMs: 365 * 86_400_000 * 100,
      maxBodyBytes: 4096,
      onNotification: (push) => {
        if (fail) throw new Error('database down');
        received.push(push);
      },
    });
    server = createServer(toNodeListener(handler));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ebay/platform`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml', soapaction: '"http://developer.ebay.com/notification/ItemSold"' },
      body,
    });

  it('answers 200 to a verified push and hands it over; 412, 400, 413 and 500 otherwise', async () => {
    expect((await post(soap(signed()))).status).toBe(200);
    expect(received.map((r) => r.eventName)).toEqual(['ItemSold']);
    expect((await post(soap('boVG+scoxB694oFeCgUHGw=='))).status).toBe(412);
    expect((await post('not xml at all')).status).toBe(400);
    expect((await post(`${soap(signed())}<!--${'x'.repeat(5000)}-->`)).status).toBe(413);
    fail = true;
    expect((await post(soap(signed(), TIMESTAMP, 'ItemRevised'))).status).toBe(500);
    fail = false;
    expect((await fetch(url)).status).toBe(405);
    expect(received).toHaveLength(1);
  });
});
