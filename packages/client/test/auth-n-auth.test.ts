import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, EbayApiError, EbayClient } from '../src/index.js';
import { startTestServer, type RecordedRequest, type TestServer } from './helpers/test-server.js';

const SESSION_ID = 'Q2RkAAAAAAAAAA**xYbhAAAAAAAAAA/+/=test==';
const CLASSIC = 'AgAAAA**AQAAAA**aAAAAA**wNOIZQ**nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6AFlYeoDpmEpQSdj6x9nY+seQ**secret';
const CERT_ID = 'SBX-cert-for-authnauth-99';

let server: TestServer;
let ebay: EbayClient;

function xml(call: string, inner: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><${call}Response xmlns="urn:ebay:apis:eBLBaseComponents"><Timestamp>2026-11-22T06:00:00.000Z</Timestamp><Ack>Success</Ack><Version>1349</Version><Build>E1349_CORE_API_1</Build>${inner}</${call}Response>`;
}

function trading(req: RecordedRequest) {
  const call = req.headers['x-ebay-api-call-name'];
  if (call === 'GetSessionID')
    return {
      status: 200,
      headers: { 'content-type': 'text/xml' },
      body: xml('GetSessionID', `<SessionID>${SESSION_ID}</SessionID>`),
    };
  if (call === 'FetchToken') {
    return {
      status: 200,
      headers: { 'content-type': 'text/xml' },
      body: xml(
        'FetchToken',
        `<eBayAuthToken>${CLASSIC}</eBayAuthToken><HardExpirationTime>2028-05-15T06:00:00.000Z</HardExpirationTime>`,
      ),
    };
  }
  if (call === 'ConfirmIdentity')
    return {
      status: 200,
      headers: { 'content-type': 'text/xml' },
      body: xml('ConfirmIdentity', '<UserID>seller_b</UserID>'),
    };
  return { status: 404 };
}

beforeEach(async () => {
  server = await startTestServer(trading);
  ebay = new EbayClient({
    appId: 'app-id',
    certId: CERT_ID,
    devId: 'dev-id',
    ruName: 'My_RuName-1',
    siteId: 77,
    origin: server.origin,
  });
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

describe("Auth'n'Auth", () => {
  it('GetSessionID: Trading envelope with the RuName and the three key headers; sign-in URL with runame and SessID', async () => {
    const { sessionId, url } = await ebay.authNAuth.getSessionIdAndAuthUrl();
    expect(sessionId).toBe(SESSION_ID);
    expect(url).toBe(
      `${server.origin}/ws/eBayISAPI.dll?SignIn&runame=My_RuName-1&SessID=${encodeURIComponent(SESSION_ID)}`,
    );
    const req = server.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/ws/api.dll');
    expect(req.text).toBe(
      '<?xml version="1.0" encoding="utf-8"?><GetSessionIDRequest xmlns="urn:ebay:apis:eBLBaseComponents"><RuName>My_RuName-1</RuName></GetSessionIDRequest>',
    );
    expect(req.headers).toMatchObject({
      'content-type': 'text/xml',
      'x-ebay-api-call-name': 'GetSessionID',
      'x-ebay-api-siteid': '77',
      'x-ebay-api-compatibility-level': '967',
      'x-ebay-api-app-name': 'app-id',
      'x-ebay-api-dev-name': 'dev-id',
      'x-ebay-api-cert-name': CERT_ID,
    });
    expect(req.headers.authorization).toBeUndefined();
  });

  it('uses the production and sandbox sign-in hosts without an origin', async () => {
    const prod = new EbayClient({
      appId: 'a',
      certId: CERT_ID,
      devId: 'd',
      ruName: 'R',
      fetch: (input, init) => fetch(`${server.origin}/ws/api.dll`, init),
    });
    const { url } = await prod.authNAuth.getSessionIdAndAuthUrl();
    expect(url).toMatch(/^https:\/\/signin\.ebay\.com\/ws\/eBayISAPI\.dll\?SignIn&runame=R&SessID=/);
    const sandbox = new EbayClient({
      appId: 'a',
      certId: CERT_ID,
      devId: 'd',
      ruName: 'R',
      sandbox: true,
      fetch: (input, init) => fetch(`${server.origin}/ws/api.dll`, init),
    });
    expect((await sandbox.authNAuth.getSessionIdAndAuthUrl()).url).toMatch(/^https:\/\/signin\.sandbox\.ebay\.com\//);
  });

  it('FetchToken returns and keeps the classic token', async () => {
    const token = await ebay.authNAuth.fetchToken(SESSION_ID);
    expect(token).toEqual({ eBayAuthToken: CLASSIC, hardExpirationTime: '2028-05-15T06:00:00.000Z' });
    expect(ebay.authNAuth.authToken).toBe(CLASSIC);
    expect(server.requests[0]!.text).toBe(
      `<?xml version="1.0" encoding="utf-8"?><FetchTokenRequest xmlns="urn:ebay:apis:eBLBaseComponents"><SessionID>${SESSION_ID}</SessionID></FetchTokenRequest>`,
    );
    expect(inspect(ebay.authNAuth)).not.toContain(CLASSIC);
  });

  it('ConfirmIdentity: the three key headers and the SessionID, never the token, as GetSessionID and FetchToken', async () => {
    await ebay.authNAuth.fetchToken(SESSION_ID);
    const answer = await ebay.trading.ConfirmIdentity({ SessionID: SESSION_ID });
    expect(answer.UserID).toBe('seller_b');
    const req = server.requests[1]!;
    expect(req.text).toBe(
      `<?xml version="1.0" encoding="utf-8"?><ConfirmIdentityRequest xmlns="urn:ebay:apis:eBLBaseComponents"><SessionID>${SESSION_ID}</SessionID></ConfirmIdentityRequest>`,
    );
    expect(req.headers).toMatchObject({
      'x-ebay-api-call-name': 'ConfirmIdentity',
      'x-ebay-api-app-name': 'app-id',
      'x-ebay-api-dev-name': 'dev-id',
      'x-ebay-api-cert-name': CERT_ID,
    });
    expect(req.headers['x-ebay-api-iaf-token']).toBeUndefined();
  });

  it('requires devId, ruName and keys, each with a ConfigError naming it', async () => {
    const noDev = new EbayClient({ appId: 'a', certId: 'c', ruName: 'R', origin: server.origin });
    await expect(noDev.authNAuth.getSessionIdAndAuthUrl()).rejects.toThrow(/devId/);
    const noRu = new EbayClient({ appId: 'a', certId: 'c', devId: 'd', origin: server.origin });
    await expect(noRu.authNAuth.getSessionIdAndAuthUrl()).rejects.toThrow(ConfigError);
    await expect(noRu.authNAuth.getSessionIdAndAuthUrl()).rejects.toThrow(/ruName/);
    const noCert = new EbayClient({ appId: 'a', devId: 'd', ruName: 'R', origin: server.origin });
    await expect(noCert.authNAuth.fetchToken('s')).rejects.toThrow(/certId/);
    expect(server.requests).toHaveLength(0);
  });

  it('an Ack Failure raises EbayApiError with the XML errors, without the cert id', async () => {
    server.handler = (req) => ({
      status: 200,
      body: `<?xml version="1.0"?><FetchTokenResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Failure</Ack><Errors><ShortMessage>Unable to fetch token.</ShortMessage><LongMessage>Session ${req.headers['x-ebay-api-cert-name']} not signed in.</LongMessage><ErrorCode>21916017</ErrorCode><SeverityCode>Error</SeverityCode><ErrorParameters ParamID="0"><Value>SessionID</Value></ErrorParameters><ErrorClassification>RequestError</ErrorClassification></Errors></FetchTokenResponse>`,
    });
    const error = await ebay.authNAuth.fetchToken(SESSION_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EbayApiError);
    expect(error).toMatchObject({
      code: 21916017,
      message: 'Unable to fetch token: Session [redacted] not signed in; SessionID',
      category: 'RequestError',
      operation: 'FetchToken',
      status: 200,
    });
    expect((error as EbayApiError).errors[0]!.parameters).toEqual([{ value: 'SessionID' }]);
    expect(JSON.stringify(error)).not.toContain(CERT_ID);
    expect((error as EbayApiError).request?.headers['x-ebay-api-cert-name']).toBe('[redacted]');
  });

  it('an HTTP error with an XML body keeps its XML errors', async () => {
    server.handler = () => ({
      status: 500,
      body: '<?xml version="1.0"?><GetSessionIDResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Failure</Ack><Errors><ShortMessage>Internal error to the application.</ShortMessage><ErrorCode>10007</ErrorCode><SeverityCode>Error</SeverityCode></Errors></GetSessionIDResponse>',
    });
    const noRetry = new EbayClient({
      appId: 'app-id',
      certId: CERT_ID,
      devId: 'dev-id',
      ruName: 'R',
      origin: server.origin,
      maxRetries: 0,
    });
    const error = await noRetry.authNAuth.getSessionIdAndAuthUrl().catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ServerError',
      status: 500,
      code: 10007,
      message: 'Internal error to the application.',
    });
    await noRetry.close();
  });

  it('a Warning does not raise', async () => {
    server.handler = () => ({
      status: 200,
      body: xml('GetSessionID', `<SessionID>${SESSION_ID}</SessionID>`).replace(
        '<Ack>Success</Ack>',
        '<Ack>Warning</Ack><Errors><ShortMessage>Deprecated.</ShortMessage><ErrorCode>21917103</ErrorCode><SeverityCode>Warning</SeverityCode></Errors>',
      ),
    });
    expect((await ebay.authNAuth.getSessionIdAndAuthUrl()).sessionId).toBe(SESSION_ID);
  });
});
