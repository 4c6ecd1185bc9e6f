import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  ConfigError,
  DeprecatedApiError,
  EbayApiError,
  EbayClient,
  IafTokenExpiredError,
  NoCallError,
  PaginationLoopError,
  TokenError,
  ValidationError,
  TokenRequiredError,
  type Logger,
  type TradingTypes,
} from '../src/index.js';
import { verifySignature } from '../src/signing/index.js';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from './helpers/test-server.js';
import { ED25519_PRIVATE_KEY, ED25519_PUBLIC_KEY } from './signing/vectors.js';

const CLASSIC = 'AgAAAA**AQAAAA**classic-token-for-xml-tests';
const DECL = '<?xml version="1.0" encoding="utf-8"?>';

let server: TestServer;
let clients: EbayClient[];
let tokenRequests: URLSearchParams[];
let accepted: Set<string>;

function xml(call: string, inner: string, ack = 'Success', ns = 'urn:ebay:apis:eBLBaseComponents'): Reply {
  return {
    status: 200,
    headers: { 'content-type': 'text/xml;charset=utf-8' },
    body: `<?xml version="1.0" encoding="UTF-8"?><${call}Response xmlns="${ns}"><Timestamp>2026-11-22T06:00:00.000Z</Timestamp><Ack>${ack}</Ack>${inner}<Version>1349</Version><Build>E1349_CORE_API_1</Build></${call}Response>`,
  };
}

function client(extra: ConstructorParameters<typeof EbayClient>[0] = {}): EbayClient {
  const c = new EbayClient({
    appId: 'app-id',
    certId: 'cert-secret-xml',
    devId: 'dev-id',
    ruName: 'R',
    origin: server.origin,
    // These tests pin the wire of every service, the decommissioned ones too (refusal: the test at the end).
    allowRetired: true,
    ...extra,
  });
  clients.push(c);
  return c;
}

function lastCall(): RecordedRequest {
  return server.requests.filter((r) => r.path !== '/identity/v1/oauth2/token').at(-1)!;
}

beforeEach(async () => {
  tokenRequests = [];
  accepted = new Set(['v^1.1#user-good']);
  let minted = 0;
  server = await startTestServer((req) => {
    if (req.path === '/identity/v1/oauth2/token') {
      const form = new URLSearchParams(req.text);
      tokenRequests.push(form);
      const token = `v^1.1#minted-${++minted}`;
      accepted.add(token);
      return { status: 200, body: { access_token: token, expires_in: 7200 } };
    }
    const iaf = req.headers['x-ebay-api-iaf-token'];
    if (iaf !== undefined && !accepted.has(iaf)) {
      return xml(
        req.headers['x-ebay-api-call-name'] ?? 'Unknown',
        '<Errors><ShortMessage>Expired IAF token.</ShortMessage><LongMessage>IAF token supplied is expired. </LongMessage><ErrorCode>21917053</ErrorCode><SeverityCode>Error</SeverityCode><ErrorClassification>RequestError</ErrorClassification></Errors>',
        'Failure',
      );
    }
    return xml(
      req.headers['x-ebay-api-call-name'] ?? 'GetItem',
      '<Item><ItemID>0012</ItemID><Title>1e5</Title><BuyItNowPrice currencyID="USD">10.00</BuyItNowPrice></Item>',
    );
  });
  clients = [];
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

describe('Trading', () => {
  it("sends the exact envelope and headers with an Auth'n'Auth token", async () => {
    const ebay = client({ authToken: CLASSIC, siteId: 3 });
    const body = await ebay.trading.GetItem({ ItemID: '123', DetailLevel: 'ReturnAll' });
    const req = lastCall();
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/ws/api.dll');
    expect(req.text).toBe(
      `${DECL}<GetItemRequest xmlns="urn:ebay:apis:eBLBaseComponents"><RequesterCredentials><eBayAuthToken>${CLASSIC}</eBayAuthToken></RequesterCredentials><ItemID>123</ItemID><DetailLevel>ReturnAll</DetailLevel></GetItemRequest>`,
    );
    expect(req.headers).toMatchObject({
      'content-type': 'text/xml',
      'x-ebay-api-call-name': 'GetItem',
      'x-ebay-api-siteid': '3',
      'x-ebay-api-compatibility-level': '967',
    });
    for (const h of ['x-ebay-api-iaf-token', 'x-ebay-api-cert-name', 'authorization'])
      expect(req.headers[h]).toBeUndefined();
    expect(body).toMatchObject({
      Ack: 'Success',
      Item: { ItemID: '0012', Title: '1e5', BuyItNowPrice: { '#value': '10.00', '@_currencyID': 'USD' } },
    });
  });

  it('without a classic token sends the OAuth user token as X-EBAY-API-IAF-TOKEN', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials('v^1.1#user-good');
    await ebay.trading.GeteBayOfficialTime();
    const req = lastCall();
    expect(req.headers['x-ebay-api-iaf-token']).toBe('v^1.1#user-good');
    expect(req.text).toBe(
      `${DECL}<GeteBayOfficialTimeRequest xmlns="urn:ebay:apis:eBLBaseComponents"></GeteBayOfficialTimeRequest>`,
    );
  });

  it('useIaf sends the OAuth token even when a classic token is set', async () => {
    const ebay = client({ authToken: CLASSIC });
    await ebay.oauth2.setCredentials('v^1.1#user-good');
    await ebay.trading.GetUser({}, { useIaf: true });
    expect(lastCall().headers['x-ebay-api-iaf-token']).toBe('v^1.1#user-good');
    expect(lastCall().text).not.toContain('eBayAuthToken');
  });

  it('IAF token expired (21917053): refreshes once, retries once, succeeds', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials({
      access_token: 'v^1.1#user-expired',
      refresh_token: 'v^1.1#refresh-ok',
      expires_in: 7200,
    });
    const body = (await ebay.trading.GetItem({ ItemID: '1' })) as { Ack: string };
    expect(body.Ack).toBe('Success');
    expect(tokenRequests.map((f) => f.get('grant_type'))).toEqual(['refresh_token']);
    const calls = server.requests.filter((r) => r.path === '/ws/api.dll');
    expect(calls.map((r) => r.headers['x-ebay-api-iaf-token'])).toEqual(['v^1.1#user-expired', 'v^1.1#minted-1']);
  });

  it('a token rejected again after the refresh raises IafTokenExpiredError (no loop)', async () => {
    const ebay = client();
    accepted.add = () => accepted; // nothing new is ever accepted
    await ebay.oauth2.setCredentials({
      access_token: 'v^1.1#user-expired',
      refresh_token: 'v^1.1#refresh-ok',
      expires_in: 7200,
    });
    await expect(ebay.trading.GetItem({ ItemID: '1' })).rejects.toBeInstanceOf(IafTokenExpiredError);
    expect(server.requests.filter((r) => r.path === '/ws/api.dll')).toHaveLength(2);
  });

  it('Warning returns the data with its warnings; Failure and PartialFailure raise with all errors', async () => {
    const ebay = client({ authToken: CLASSIC });
    const warning =
      '<Errors><ShortMessage>Deprecated field.</ShortMessage><ErrorCode>21917103</ErrorCode><SeverityCode>Warning</SeverityCode></Errors>';
    server.handler = () => xml('GetItem', `${warning}<Item><ItemID>9</ItemID></Item>`, 'Warning');
    const data = (await ebay.trading.GetItem({ ItemID: '9' })) as { Errors: { ErrorCode: string }[]; Item: unknown };
    expect(data.Errors[0]!.ErrorCode).toBe('21917103');
    const two =
      '<Errors><ShortMessage>Input data is invalid.</ShortMessage><ErrorCode>37</ErrorCode><SeverityCode>Error</SeverityCode><ErrorParameters ParamID="0"><Value>StartTimeFrom</Value></ErrorParameters></Errors>' +
      '<Errors><ShortMessage>Second.</ShortMessage><ErrorCode>38</ErrorCode><SeverityCode>Error</SeverityCode></Errors>' +
      warning;
    for (const ack of ['Failure', 'PartialFailure']) {
      server.handler = () => xml('GetSellerList', two, ack);
      const error = (await ebay.trading.GetSellerList({}).catch((e: unknown) => e)) as EbayApiError;
      expect(error).toBeInstanceOf(EbayApiError);
      expect(error).toMatchObject({
        code: 37,
        // The first error's parameter names the field; the second error is counted.
        message: 'Input data is invalid: StartTimeFrom (and 1 more error in .errors)',
        status: 200,
        operation: 'GetSellerList',
      });
      expect(error.errors.map((e) => e.code)).toEqual([37, 38]);
      expect(error.warnings.map((e) => e.code)).toEqual([21917103]);
      expect(error.errors[0]!.parameters).toEqual([{ value: 'StartTimeFrom' }]);
    }
  });

  it('930 raises TokenRequiredError; 931 and 932 say the classic token must be renewed', async () => {
    const ebay = client({ authToken: CLASSIC });
    const err = (code: string, text: string): Reply =>
      xml(
        'GetUser',
        `<Errors><ShortMessage>${text}</ShortMessage><ErrorCode>${code}</ErrorCode><SeverityCode>Error</SeverityCode></Errors>`,
        'Failure',
      );
    server.handler = () => err('930', 'Token required.');
    await expect(ebay.trading.GetUser()).rejects.toBeInstanceOf(TokenRequiredError);
    for (const [code, text] of [
      ['931', 'Auth token is invalid.'],
      ['932', 'Auth token is hard expired.'],
    ] as const) {
      server.handler = () => err(code, text);
      const error = (await ebay.trading.GetUser().catch((e: unknown) => e)) as EbayApiError;
      expect(error.code).toBe(Number(code));
      expect(error.message).toMatch(new RegExp(`^${text.replace('.', '')} — the Auth'n'Auth token must be renewed`));
    }
  });

  it('raw returns the XML text, and still raises on Failure', async () => {
    const ebay = client({ authToken: CLASSIC });
    const text = await ebay.trading.GetItem({ ItemID: '1' }, { raw: true });
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><GetItemResponse/);
    server.handler = () =>
      xml(
        'GetItem',
        '<Errors><ShortMessage>No.</ShortMessage><ErrorCode>17</ErrorCode><SeverityCode>Error</SeverityCode></Errors>',
        'Failure',
      );
    await expect(ebay.trading.GetItem({ ItemID: '1' }, { raw: true })).rejects.toMatchObject({ code: 17 });
  });

  it('calling without a call name raises NoCallError with the exact message', async () => {
    const ebay = client({ authToken: CLASSIC });
    await expect((ebay.trading.call as (n?: string) => Promise<unknown>)()).rejects.toThrow(new NoCallError());
    await expect(ebay.trading.call('')).rejects.toThrow('No eBay API call defined, please invoke one.');
    expect(server.requests).toHaveLength(0);
  });

  it('a call name not in the list still works through call()', async () => {
    const ebay = client({ authToken: CLASSIC });
    await ebay.trading.call('GetSomethingNew', { A: '1' });
    expect(lastCall().headers['x-ebay-api-call-name']).toBe('GetSomethingNew');
  });

  it('needs a numeric, known site id (Trading, Shopping, Client Alerts)', async () => {
    const ebay = client({ authToken: CLASSIC });
    await expect(ebay.trading.GetItem({}, { siteId: 1 })).rejects.toBeInstanceOf(ConfigError);
    await expect(ebay.shopping.GetSingleItem({}, { siteId: 1 })).rejects.toThrow(
      /shopping calls need a numeric siteId/,
    );
    await expect(ebay.clientAlerts.GetPublicAlerts({}, { siteId: 1 })).rejects.toBeInstanceOf(ConfigError);
    expect(server.requests).toHaveLength(0);
  });

  it('never sends the classic token to REST', async () => {
    const ebay = client({ authToken: CLASSIC });
    await expect(
      ebay.request({ method: 'GET', path: '/sell/account/v1/privilege', grant: 'user' }),
    ).rejects.toBeInstanceOf(TokenError);
    for (const r of server.requests) expect(JSON.stringify(r.headers)).not.toContain(CLASSIC);
  });

  it('signs GetAccount when a key is configured, verifiably', async () => {
    const jwe = 'eyJhbGciOiJBMjU2R0NNS1ciLCJlbmMiOiJBMjU2R0NNIn0.a2V5.aXY.Y2lwaGVy.dGFn';
    const ebay = client({ authToken: CLASSIC, signature: { jwe, privateKey: ED25519_PRIVATE_KEY } });
    await ebay.trading.GetAccount({ AccountHistorySelection: 'LastInvoice' });
    const req = lastCall();
    expect(req.headers['signature-input']).toMatch(
      /^sig1=\("content-digest" "x-ebay-signature-key" "@method" "@path" "@authority"\);created=\d+$/,
    );
    const verdict = await verifySignature(
      { method: 'POST', url: `${server.origin}${req.url}`, headers: req.headers, body: new Uint8Array(req.body) },
      { publicKey: ED25519_PUBLIC_KEY },
    );
    expect(verdict).toEqual({ ok: true });
    await ebay.trading.GetItem({ ItemID: '1' });
    expect(lastCall().headers.signature).toBeUndefined();
  });

  it('UploadSiteHostedPictures sends a multipart request: the XML part, then the binary part', async () => {
    const ebay = client({ authToken: CLASSIC });
    const picture = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x0d, 0x0a]);
    await ebay.trading.UploadSiteHostedPictures(
      { PictureName: 'front' },
      { attachment: { data: picture, filename: 'front.jpg' } },
    );
    const req = lastCall();
    const boundary = /^multipart\/form-data; boundary=(baykit-[0-9a-f]{24})$/.exec(req.headers['content-type']!)![1]!;
    const expected = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="XML Payload"\r\nContent-Type: text/xml;charset=utf-8\r\n\r\n` +
          `${DECL}<UploadSiteHostedPicturesRequest xmlns="urn:ebay:apis:eBLBaseComponents"><RequesterCredentials><eBayAuthToken>${CLASSIC}</eBayAuthToken></RequesterCredentials><PictureName>front</PictureName></UploadSiteHostedPicturesRequest>\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="front.jpg"; filename="front.jpg"\r\nContent-Transfer-Encoding: binary\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(picture),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(req.body.equals(expected)).toBe(true);
  });

  it.each([
    ['an ArrayBuffer', () => Uint8Array.from([1, 0xff, 0x0d, 0x0a]).buffer],
    ['a Blob', () => new Blob([Uint8Array.from([1, 0xff, 0x0d, 0x0a])])],
    ['a view on part of a buffer', () => Uint8Array.from([9, 1, 0xff, 0x0d, 0x0a, 9]).subarray(1, 5)],
  ])('UploadSiteHostedPictures sends the bytes of %s as the binary part, and no others', async (_, data) => {
    const ebay = client({ authToken: CLASSIC });
    await ebay.trading.UploadSiteHostedPictures({ PictureName: 'p' }, { attachment: { data: data() } });
    const body = lastCall().body;
    const head = Buffer.from('Content-Type: application/octet-stream\r\n\r\n');
    const start = body.indexOf(head) + head.length;
    expect(start).toBeGreaterThan(head.length);
    expect([...body.subarray(start, start + 6)]).toEqual([1, 0xff, 0x0d, 0x0a, 0x0d, 0x0a]);
    expect(body.subarray(start + 4).toString()).toMatch(/^\r\n--baykit-[0-9a-f]{24}--\r\n$/);
  });

  it('paginate walks Pagination.PageNumber until HasMoreItems is false', async () => {
    const ebay = client({ authToken: CLASSIC });
    server.handler = (req) => {
      const page = Number(/<PageNumber>(\d+)<\/PageNumber>/.exec(req.text)![1]);
      const orders =
        page === 1
          ? '<Order><OrderID>A</OrderID></Order><Order><OrderID>B</OrderID></Order>'
          : '<Order><OrderID>C</OrderID></Order>';
      return xml(
        'GetOrders',
        `<HasMoreItems>${page === 1 ? 'true' : 'false'}</HasMoreItems><OrderArray>${orders}</OrderArray>`,
      );
    };
    const ids: unknown[] = [];
    server.handler = (req) => {
      const page = Number(/<PageNumber>(\d+)<\/PageNumber>/.exec(req.text)![1]);
      const orders =
        page === 1
          ? '<Order><OrderID>A</OrderID></Order><Order><OrderID>B</OrderID></Order>'
          : '<Order><OrderID>C</OrderID></Order>';
      // GetOrders says HasMoreOrders (not HasMoreItems), as eBay sends it.
      return xml(
        'GetOrders',
        `<HasMoreOrders>${page === 1 ? 'true' : 'false'}</HasMoreOrders><OrderArray>${orders}</OrderArray>`,
      );
    };
    for await (const order of ebay.paginate(ebay.trading.GetOrders, {
      OrderRole: 'Seller',
      Pagination: { EntriesPerPage: 2 },
    })) {
      ids.push((order as { OrderID: string }).OrderID);
    }
    expect(ids).toEqual(['A', 'B', 'C']);
    expect(server.requests.map((r) => /<Pagination>.*<\/Pagination>/.exec(r.text)![0])).toEqual([
      '<Pagination><EntriesPerPage>2</EntriesPerPage><PageNumber>1</PageNumber></Pagination>',
      '<Pagination><EntriesPerPage>2</EntriesPerPage><PageNumber>2</PageNumber></Pagination>',
    ]);
  });
});

describe('a Trading call eBay removed from its schema', () => {
  it('is sent, typed, with one warning per client; a decommissioned one is refused', async () => {
    const lines: string[] = [];
    const ebay = client({ authToken: CLASSIC, allowRetired: false, logger: { warn: (m) => lines.push(m) } });
    server.handler = () => xml('GetAdFormatLeads', '<AdFormatLead><Name>Pat</Name></AdFormatLead>');
    const first = await ebay.trading.GetAdFormatLeads({ ItemID: '1' });
    await ebay.trading.GetAdFormatLeads({ ItemID: '1' });
    expectTypeOf(first.AdFormatLead).toEqualTypeOf<TradingTypes.AdFormatLeadType[] | undefined>();
    expect(first.AdFormatLead).toEqual([{ Name: 'Pat' }]);
    expect(server.requests).toHaveLength(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/removed the Trading API call GetAdFormatLeads/);
    await expect(ebay.trading.GetVeROReportStatus({})).rejects.toBeInstanceOf(DeprecatedApiError);
    expect(server.requests).toHaveLength(2);
  });
});

describe('call names given by the caller', () => {
  it('a call name in another case is the same call: a decommissioned one is refused, an active one goes out under its own name', async () => {
    const ebay = client({ authToken: CLASSIC, allowRetired: false });
    for (const name of ['getCategories', 'GETCATEGORIES', 'getcategories']) {
      await expect(ebay.trading.call(name, {})).rejects.toBeInstanceOf(DeprecatedApiError);
    }
    expect(server.requests).toHaveLength(0);
    server.handler = () => xml('GetItem', '<Item><ItemID>1</ItemID></Item>');
    await ebay.trading.call('getItem', { ItemID: '1' });
    expect(lastCall().headers['x-ebay-api-call-name']).toBe('GetItem');
    expect(lastCall().text).toContain('<GetItemRequest ');
  });

  it('refuses a call name that is not letters and digits before sending anything', async () => {
    const ebay = client({ authToken: CLASSIC });
    for (const name of ['Get Item', 'GetItem\r\nX-Other: 1', 'a><b', 'GetItem ', '1GetItem']) {
      await expect(ebay.trading.call(name, {})).rejects.toMatchObject({
        constructor: ValidationError,
        parameter: 'callName',
      });
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe('paginate over every paged Trading call of the schema, against a server answering pages', () => {
  // Each call pages by `Pagination`/`PaginationResult`; the items are the repeated element the schema names.
  const CASES = [
    { call: 'GetBestOffers', list: 'BestOfferArray', item: 'BestOffer', id: 'BestOfferID' },
    { call: 'GetFeedback', list: 'FeedbackDetailArray', item: 'FeedbackDetail', id: 'FeedbackID' },
    { call: 'GetMemberMessages', list: 'MemberMessage', item: 'MemberMessageExchange', id: 'Question' },
  ] as const;

  it.each(CASES)('$call yields its $item items from every page, a one-item page as a list', async (c) => {
    const ebay = client({ authToken: CLASSIC });
    server.handler = (req) => {
      const page = Number(/<PageNumber>(\d+)<\/PageNumber>/.exec(req.text)![1]);
      const ids = page === 1 ? ['1', '2'] : ['3'];
      const items = ids.map((id) => `<${c.item}><${c.id}>${id}</${c.id}></${c.item}>`).join('');
      return xml(
        c.call,
        `<${c.list}>${items}</${c.list}><PaginationResult><TotalNumberOfPages>2</TotalNumberOfPages><TotalNumberOfEntries>3</TotalNumberOfEntries></PaginationResult>`,
      );
    };
    const ids: unknown[] = [];
    // One of the three paged methods; GetFeedback's type stands for them in this loop.
    const method = ebay.trading[c.call] as unknown as typeof ebay.trading.GetFeedback;
    for await (const entry of ebay.paginate(method, { Pagination: { EntriesPerPage: 2 } }))
      ids.push((entry as Record<string, unknown>)[c.id]);
    expect(ids).toEqual(['1', '2', '3']);
    expect(server.requests).toHaveLength(2);
  });

  it('types the items of each paged call', () => {
    const ebay = client({ authToken: CLASSIC });
    expectTypeOf(ebay.paginate(ebay.trading.GetBestOffers, {})).toEqualTypeOf<
      AsyncGenerator<TradingTypes.BestOfferType, void, undefined>
    >();
    expectTypeOf(ebay.paginate(ebay.trading.GetFeedback, {})).toEqualTypeOf<
      AsyncGenerator<TradingTypes.FeedbackDetailType, void, undefined>
    >();
    expectTypeOf(ebay.paginate(ebay.trading.GetMemberMessages, {})).toEqualTypeOf<
      AsyncGenerator<TradingTypes.MemberMessageExchangeType, void, undefined>
    >();
    expect(typeof ebay.trading.GetBestOffers).toBe('function');
  });
});

describe('paginate over XML, against a server that ignores PageNumber', () => {
  it('stops when pages go round: A, B, A', async () => {
    const ebay = client({ authToken: CLASSIC });
    server.handler = (req) => {
      const page = Number(/<PageNumber>(\d+)<\/PageNumber>/.exec(req.text)![1]);
      const id = page % 2 === 1 ? 'A' : 'B';
      return xml(
        'GetOrders',
        `<HasMoreOrders>true</HasMoreOrders><OrderArray><Order><OrderID>${id}</OrderID></Order></OrderArray>`,
      );
    };
    const ids: unknown[] = [];
    const reading = (async () => {
      for await (const order of ebay.paginate(ebay.trading.GetOrders, { OrderRole: 'Seller' }))
        ids.push((order as { OrderID: string }).OrderID);
    })();
    await expect(reading).rejects.toMatchObject({ constructor: PaginationLoopError, pages: 2 });
    expect(ids).toEqual(['A', 'B']);
    expect(server.requests).toHaveLength(3);
  });

  it('stops with PaginationLoopError when a page repeats the one before it', async () => {
    const ebay = client({ authToken: CLASSIC });
    server.handler = () =>
      xml(
        'GetOrders',
        '<HasMoreOrders>true</HasMoreOrders><OrderArray><Order><OrderID>A</OrderID></Order></OrderArray>',
      );
    const ids: unknown[] = [];
    const reading = (async () => {
      for await (const order of ebay.paginate(ebay.trading.GetOrders, { OrderRole: 'Seller' }))
        ids.push((order as { OrderID: string }).OrderID);
    })();
    await expect(reading).rejects.toMatchObject({
      constructor: PaginationLoopError,
      operation: 'GetOrders',
      pages: 1,
    });
    expect(ids).toEqual(['A']);
    expect(server.requests).toHaveLength(2);
  });
});

describe('the decommissioned services', () => {
  it('Shopping: SITE-ID, version 863, XML encoding, the application token as IAF; 1.32 refreshes it once', async () => {
    const ebay = client({ siteId: 77 });
    let rejectFirst = true;
    server.handler = (req) => {
      if (req.path === '/identity/v1/oauth2/token')
        return {
          status: 200,
          body: { access_token: `v^1.1#app-${tokenRequests.push(new URLSearchParams(req.text))}`, expires_in: 7200 },
        };
      if (rejectFirst) {
        rejectFirst = false;
        return xml(
          'GetSingleItem',
          '<Errors><ShortMessage>Invalid token. Please specify a valid token as HTTP header.</ShortMessage><ErrorCode>1.32</ErrorCode><SeverityCode>Error</SeverityCode></Errors>',
          'Failure',
        );
      }
      return xml('GetSingleItem', '<Item><ItemID>1</ItemID></Item>');
    };
    await ebay.shopping.GetSingleItem({ ItemID: '1' });
    const shopping = server.requests.filter((r) => r.path === '/shopping');
    expect(shopping).toHaveLength(2);
    expect(shopping[1]!.headers).toMatchObject({
      'x-ebay-api-call-name': 'GetSingleItem',
      'x-ebay-api-site-id': '77',
      'x-ebay-api-version': '863',
      'x-ebay-api-request-encoding': 'xml',
      'x-ebay-api-iaf-token': 'v^1.1#app-2',
    });
    expect(shopping[0]!.headers['x-ebay-api-siteid']).toBeUndefined();
    expect(shopping[1]!.text).toBe(
      `${DECL}<GetSingleItemRequest xmlns="urn:ebay:apis:eBLBaseComponents"><ItemID>1</ItemID></GetSingleItemRequest>`,
    );
    expect(tokenRequests.map((f) => f.get('grant_type'))).toEqual(['client_credentials', 'client_credentials']);
  });

  it('Finding: SOA headers with the global id of the site, its namespace, and errorMessage failures', async () => {
    const ebay = client({ siteId: 77 });
    const ns = 'http://www.ebay.com/marketplace/search/v1/services';
    server.handler = () => ({
      status: 200,
      body: `<?xml version="1.0"?><findItemsByKeywordsResponse xmlns="${ns}"><ack>Failure</ack><errorMessage><error><errorId>2</errorId><domain>Marketplace</domain><severity>Error</severity><category>Request</category><message>Keywords value required.</message></error></errorMessage></findItemsByKeywordsResponse>`,
    });
    server.handler = () => ({
      status: 200,
      body: `<findItemsByKeywordsResponse xmlns="${ns}"><ack>Success</ack><searchResult count="1"><item><itemId>1</itemId></item></searchResult></findItemsByKeywordsResponse>`,
    });
    const one = (await ebay.finding.findItemsByKeywords({ keywords: 'a' })) as { searchResult: { item: unknown[] } };
    expect(one.searchResult.item).toEqual([{ itemId: '1' }]);
    server.handler = () => ({
      status: 200,
      body: `<?xml version="1.0"?><findItemsByKeywordsResponse xmlns="${ns}"><ack>Failure</ack><errorMessage><error><errorId>2</errorId><domain>Marketplace</domain><severity>Error</severity><category>Request</category><message>Keywords value required.</message></error></errorMessage></findItemsByKeywordsResponse>`,
    });
    const error = (await ebay.finding.findItemsByKeywords({ keywords: '' }).catch((e: unknown) => e)) as EbayApiError;
    expect(error).toMatchObject({ code: 2, domain: 'Marketplace', message: 'Keywords value required.' });
    const req = lastCall();
    expect(req.path).toBe('/services/search/FindingService/v1');
    expect(req.headers).toMatchObject({
      'x-ebay-soa-operation-name': 'findItemsByKeywords',
      'x-ebay-soa-security-appname': 'app-id',
      'x-ebay-soa-global-id': 'EBAY-DE',
      'x-ebay-soa-service-name': 'FindingService',
      'x-ebay-soa-request-data-format': 'XML',
    });
    expect(req.text).toBe(
      `${DECL}<findItemsByKeywordsRequest xmlns="${ns}"><keywords></keywords></findItemsByKeywordsRequest>`,
    );
  });

  it('Merchandising: the consumer id header without X-', async () => {
    const ebay = client();
    server.handler = () => ({
      status: 200,
      body: '<getMostWatchedItemsResponse xmlns="http://www.ebay.com/marketplace/services"><ack>Success</ack></getMostWatchedItemsResponse>',
    });
    await ebay.merchandising.getMostWatchedItems({ categoryId: '267' });
    expect(lastCall().headers).toMatchObject({
      'ebay-soa-consumer-id': 'app-id',
      'x-ebay-soa-service-name': 'MerchandisingService',
      'x-ebay-soa-global-id': 'EBAY-US',
    });
    expect(lastCall().text).toBe(
      `${DECL}<getMostWatchedItemsRequest xmlns="http://www.ebay.com/marketplace/services"><categoryId>267</categoryId></getMostWatchedItemsRequest>`,
    );
  });

  it('Client Alerts: a GET with Name(i).Field query encoding and a JSON answer', async () => {
    const ebay = client();
    server.handler = () => ({
      status: 200,
      body: { Timestamp: '2026-11-22T06:00:00.000Z', Ack: 'Success', ClientAlertEvent: [] },
    });
    const body = await ebay.clientAlerts.GetPublicAlerts({
      ChannelDescriptor: [{ ChannelType: 'Item', ChannelID: '174028462015', EventType: ['ItemEnded', 'PriceChange'] }],
    });
    expect(body).toMatchObject({ Ack: 'Success' });
    const req = lastCall();
    expect(req.method).toBe('GET');
    expect(req.url).toBe(
      '/ws/ecasvc/ClientAlerts?appid=app-id&callname=GetPublicAlerts&siteid=0&version=643' +
        '&ChannelDescriptor(0).ChannelType=Item&ChannelDescriptor(0).ChannelID=174028462015' +
        '&ChannelDescriptor(0).EventType(0)=ItemEnded&ChannelDescriptor(0).EventType(1)=PriceChange',
    );
  });

  it('refuses them before sending, naming the date and the replacement; allowRetired sends them with one warning', async () => {
    const lines: string[] = [];
    const logger: Logger = { warn: (m) => lines.push(m) };
    const sent: string[] = [];
    const options = {
      appId: 'app-id',
      certId: 'c',
      logger,
      fetch: async (input: string | URL | Request) => {
        sent.push(String(input));
        return new Response('<findItemsByKeywordsResponse><ack>Success</ack></findItemsByKeywordsResponse>', {
          headers: { 'content-type': 'text/xml' },
        });
      },
    };
    const ebay = new EbayClient(options);
    clients.push(ebay);
    const refused = await ebay.finding.findItemsByKeywords({ keywords: 'a' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DeprecatedApiError);
    expect(refused).toMatchObject({ status: 'decommissioned', date: '2025-02-05', replacement: 'buy.browse.search' });
    expect((refused as Error).message).toMatch(
      /decommissioned the Finding API on 2025-02-05.*Use buy\.browse\.search instead.*allowRetired/,
    );
    // A Trading call of its own: GetCategories, decommissioned 2026-04-15.
    await expect(ebay.trading.GetCategories({})).rejects.toThrow(
      /Trading API call GetCategories on 2026-04-15.*commerce\.taxonomy/,
    );
    expect(sent).toEqual([]);
    expect(lines).toEqual([]);

    // Per call, and for the whole client: sent, with one warning per call name.
    await ebay.finding.findItemsByKeywords({ keywords: 'a' }, { allowRetired: true });
    await ebay.finding.findItemsByKeywords({ keywords: 'b' }, { allowRetired: true });
    const allowing = new EbayClient({ ...options, allowRetired: true });
    clients.push(allowing);
    await allowing.finding.findItemsByKeywords({ keywords: 'c' });
    expect(sent).toHaveLength(3);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/decommissioned the Finding API on 2025-02-05/);
  });
});
