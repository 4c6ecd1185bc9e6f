import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DeprecatedApiError,
  EbayClient,
  NotFoundError,
  RateLimitError,
  ServerError,
  ValidationError,
} from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let clients: EbayClient[];
const TOKEN = 'v^1.1#i^1#user-token-for-runtime-tests';

async function client(extra: ConstructorParameters<typeof EbayClient>[0] = {}): Promise<EbayClient> {
  const c = new EbayClient({ origin: server.origin, ...extra });
  await c.oauth2.setCredentials(TOKEN);
  clients.push(c);
  return c;
}

beforeEach(async () => {
  server = await startTestServer(() => ({ status: 200, body: { ok: true } }));
  clients = [];
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

describe('serialize and headers', () => {
  it('sends eBay headers, encodes path values in their segment and the filter syntax as written', async () => {
    const ebay = await client({ endUserCtx: 'contextualLocation=country%3DUS%2Czip%3D19406' });
    await ebay.request({
      method: 'GET',
      path: '/buy/browse/v1/item/{item_id}',
      pathParams: { item_id: 'v1|254188828753|0' },
      query: {
        filter: 'price:[10..50],conditions:{NEW|USED}',
        q: 'red shoes',
        fieldgroups: ['PRODUCT', 'ADDITIONAL_SELLER_DETAILS'],
        skip: undefined,
      },
    });
    const req = server.requests[0]!;
    expect(req.path).toBe('/buy/browse/v1/item/v1%7C254188828753%7C0');
    expect(req.url).toBe(
      '/buy/browse/v1/item/v1%7C254188828753%7C0?filter=price%3A%5B10..50%5D%2Cconditions%3A%7BNEW%7CUSED%7D&q=red%20shoes&fieldgroups=PRODUCT%2CADDITIONAL_SELLER_DETAILS',
    );
    expect(req.query.get('filter')).toBe('price:[10..50],conditions:{NEW|USED}');
    expect(req.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/json',
      'x-ebay-c-marketplace-id': 'EBAY_US',
      'accept-language': 'en-US',
      'x-ebay-c-enduserctx': 'contextualLocation=country%3DUS%2Czip%3D19406',
    });
    expect(req.headers['content-language']).toBeUndefined();
  });

  it('a slash inside an id stays inside its segment', async () => {
    const ebay = await client();
    await ebay.request({
      method: 'PUT',
      path: '/sell/inventory/v1/inventory_item/{sku}',
      pathParams: { sku: 'A/B 1' },
      body: { a: 1 },
    });
    expect(server.requests[0]!.path).toBe('/sell/inventory/v1/inventory_item/A%2FB%201');
  });

  it('JSON bodies carry Content-Type and Content-Language; per-call options win over defaults', async () => {
    const ebay = await client({ marketplaceId: 'EBAY_DE', contentLanguage: 'de-DE' });
    await ebay.request(
      { method: 'POST', path: '/sell/inventory/v1/offer', body: { sku: 'S1', price: 1.5 } },
      { marketplaceId: 'EBAY_GB', acceptLanguage: 'en-GB', headers: { 'X-Custom': 'yes' } },
    );
    const req = server.requests[0]!;
    expect(req.text).toBe('{"sku":"S1","price":1.5}');
    expect(req.headers).toMatchObject({
      'content-type': 'application/json',
      'content-language': 'de-DE',
      'x-ebay-c-marketplace-id': 'EBAY_GB',
      'accept-language': 'en-GB',
      'x-custom': 'yes',
    });
  });

  it("defaults never override a content type the operation sets (multipart keeps the platform's boundary)", async () => {
    const ebay = await client();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    await ebay.request({
      method: 'POST',
      path: '/sell/feed/v1/task/{task_id}/upload_file',
      pathParams: { task_id: 't1' },
      body: form,
    });
    const req = server.requests[0]!;
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.text).toContain('filename="a.png"');
  });

  it('fills every placeholder of a path, keeps the text between and after them, and leaves a lone brace as it is', async () => {
    const ebay = await client();
    await ebay.request({
      method: 'GET',
      path: '/sell/fulfillment/v1/order/{orderId}/shipping_fulfillment/{fulfillmentId}/x',
      pathParams: { orderId: '12-3/4', fulfillmentId: 7 },
    });
    await ebay.request({ method: 'GET', path: '/sell/x/{id}/{open', pathParams: { id: "a'b" } });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/sell/fulfillment/v1/order/12-3%2F4/shipping_fulfillment/7/x',
      '/sell/x/a%27b/%7Bopen',
    ]);
  });

  it('an empty placeholder in a path is a missing parameter, not literal text', async () => {
    const ebay = await client();
    await expect(ebay.request({ method: 'GET', path: '/sell/x/{}', pathParams: {} })).rejects.toThrow(
      /Missing path parameter ""/,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('missing path parameters raise ValidationError before any request', async () => {
    const ebay = await client();
    await expect(ebay.request({ method: 'GET', path: '/buy/browse/v1/item/{item_id}' })).rejects.toThrow(
      ValidationError,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('a per-call token is sent instead of the client token', async () => {
    const ebay = await client();
    await ebay.request({ method: 'GET', path: '/sell/account/v1/privilege' }, { token: 'v^1.1#seller-two' });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer v^1.1#seller-two');
  });
});

describe('deserialize', () => {
  it('204 resolves to undefined; withResponse gives status, headers, request id and attempts', async () => {
    server.handler = () => ({ status: 204, headers: { 'x-ebay-c-request-id': 'req-42' } });
    const ebay = await client();
    const call = ebay.request({
      method: 'DELETE',
      path: '/sell/inventory/v1/inventory_item/{sku}',
      pathParams: { sku: 'S' },
    });
    const full = await ebay.withResponse(call);
    expect(await call).toBeUndefined();
    expect(full).toMatchObject({ data: undefined, status: 204, requestId: 'req-42', attempts: 1, retryDelayMs: 0 });
  });

  it('binary responses come back as bytes, never text-decoded', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0xfe, 0x00, 0x80]);
    server.handler = () => ({ status: 200, headers: { 'content-type': 'application/pdf' }, body: bytes });
    const ebay = await client();
    const data = await ebay.request<Uint8Array>({
      method: 'GET',
      path: '/sell/logistics/v1_beta/shipment/1/download_label_file',
    });
    expect(data).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(data).equals(bytes)).toBe(true);
  });

  it("asks for a binary answer's own media type (shipping labels as PDF)", async () => {
    server.handler = () => ({ status: 200, headers: { 'content-type': 'application/pdf' }, body: Buffer.from('%PDF') });
    const ebay = await client();
    await ebay.sell.logistics.downloadLabelFile('S-1');
    expect(server.requests[0]!.headers.accept).toBe('application/pdf');
  });

  it('does not resend a streamed body that was already consumed (no retry, no renewal)', async () => {
    server.handler = () => ({
      status: 429,
      body: { errors: [{ errorId: 2001, domain: 'ACCESS', message: 'Too many requests.' }] },
    });
    const ebay = await client({ clock: { now: () => Date.now(), sleep: async () => undefined } });
    const stream = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new Uint8Array([1, 2])), c.close()) });
    await expect(ebay.commerce.media.uploadVideo('V1', stream)).rejects.toBeInstanceOf(RateLimitError);
    expect(server.requests).toHaveLength(1);
  });

  it('a stream response type gives a ReadableStream', async () => {
    server.handler = () => ({
      status: 200,
      headers: { 'content-type': 'text/tab-separated-values' },
      body: 'a\tb\n1\t2\n',
    });
    const ebay = await client();
    const stream = await ebay.request<ReadableStream<Uint8Array>>({
      method: 'GET',
      path: '/buy/feed/v1_beta/item',
      responseType: 'stream',
    });
    expect(await new Response(stream).text()).toBe('a\tb\n1\t2\n');
  });
});

describe('errors', () => {
  it('maps a REST error body to a typed error with all fields', async () => {
    server.handler = () => ({
      status: 404,
      headers: { 'x-ebay-c-request-id': 'rid-1' },
      body: {
        errors: [
          {
            errorId: 11001,
            domain: 'API_BROWSE',
            category: 'REQUEST',
            message: 'The specified item ID was not found.',
            longMessage: 'Not found long',
          },
        ],
      },
    });
    const ebay = await client();
    const error = await ebay
      .request({ method: 'GET', path: '/buy/browse/v1/item/{id}', pathParams: { id: 'x' }, operation: 'getItem' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({
      status: 404,
      code: 11001,
      domain: 'API_BROWSE',
      category: 'REQUEST',
      message: 'The specified item ID was not found: Not found long',
      description: 'Not found long',
      operation: 'getItem',
      requestId: 'rid-1',
      request: { method: 'GET', headers: { authorization: 'Bearer [redacted]' } },
    });
  });

  it('post-order error shapes are read too', async () => {
    server.handler = () => ({
      status: 400,
      body: {
        error: [
          {
            errorId: 1616,
            domain: 'returnErrorDomain',
            severity: 'ERROR',
            category: 'REQUEST',
            message: 'Invalid Input.',
            parameter: [{ value: 'returnId', name: 'parameter' }],
          },
        ],
      },
    });
    const ebay = await client();
    const error = await ebay.request({ method: 'GET', path: '/post-order/v2/return/1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'EbayApiError',
      code: 1616,
      domain: 'returnErrorDomain',
      // The parameter eBay names is in the message: what to fix, without reading .errors.
      message: 'Invalid Input: returnId',
    });
    expect((error as { errors: { parameters: unknown }[] }).errors[0]!.parameters).toEqual([
      { name: 'parameter', value: 'returnId' },
    ]);
  });

  it("an HTML page from a proxy becomes a typed error with eBay's default message", async () => {
    server.handler = () => ({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<html>Bad gateway</html>',
    });
    const ebay = await client({ maxRetries: 0 });
    const error = await ebay.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({
      message: 'eBay API request error',
      status: 502,
      response: { body: '<html>Bad gateway</html>' },
    });
  });

  it('the retired business policies API raises DeprecatedApiError pointing to the account area', async () => {
    const ebay = await client();
    expect(() => ebay.sell.businessPolicyManagement).toThrow(DeprecatedApiError);
    expect(() => ebay.sell.businessPolicyManagement).toThrow(/fulfillment, payment and return policy/);
  });
});

describe('transport', () => {
  it('a custom fetch receives every call', async () => {
    const seen: string[] = [];
    const ebay = await client({
      fetch: (input, init) => {
        seen.push(String(input));
        return fetch(input, init);
      },
    });
    await ebay.request({ method: 'GET', path: '/a' });
    expect(seen).toEqual([`${server.origin}/a`]);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});
