import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, operationArguments, type OperationSpec } from '../../src/index.js';
import { restCatalog, REST_OPERATION_COUNT } from '../../src/generated/catalog.gen.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** A path value that must stay inside one segment. */
const PATH_VALUE = 'a/b|c d';
const USER_TOKEN = 'v^1.1#user-token-wire';
const APP_TOKEN = 'v^1.1#app-token-wire';

const operations: [string, OperationSpec][] = Object.entries(restCatalog).flatMap(([api, ops]) =>
  Object.values(ops).map((spec) => [`${api}.${spec.id}`, spec] as [string, OperationSpec]),
);

/** Arguments for one operation: a value for every path parameter, a body, every query parameter, required headers. */
function argumentsFor(spec: OperationSpec): { args: unknown[]; query: Record<string, string>; body: unknown } {
  let body: unknown;
  if (spec.body) {
    if (spec.body.contentType === 'multipart/form-data') {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4 probe'], { type: 'application/pdf' }), 'evidence.pdf');
      body = form;
    } else if (/json/.test(spec.body.contentType)) body = { probe: spec.id, note: 'x y' };
    else body = new Uint8Array([0, 1, 2, 255]);
  }
  const query: Record<string, string> = {};
  for (const q of spec.query ?? [])
    query[q.name] = q.name === 'filter' ? 'price:[10..50],conditions:{NEW|USED}' : `v ${q.name}`;
  const headers: Record<string, string> = {};
  for (const h of spec.headers ?? []) headers[h.name] = h.name.toLowerCase() === 'range' ? 'bytes=0-99' : 'probe';
  const pathParams = Object.fromEntries(spec.pathParams.map((name) => [name, `${PATH_VALUE}-${name}`]));
  return { args: operationArguments(spec, { pathParams, body, query, options: { headers } }), query, body };
}

function expectedPath(spec: OperationSpec): string {
  return spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(`${PATH_VALUE}-${name}`));
}

function invoke(ebay: EbayClient, spec: OperationSpec, args: unknown[]): Promise<unknown> {
  const [area, key] = spec.api.split('.') as [string, string];
  const namespace = (
    ebay as unknown as Record<string, Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>>
  )[area]![key]!;
  return namespace[spec.id]!(...args);
}

let server: TestServer;
let ebay: EbayClient;

beforeAll(async () => {
  server = await startTestServer((req) => {
    if (req.path === '/identity/v1/oauth2/token') {
      return {
        status: 200,
        body: { access_token: APP_TOKEN, expires_in: 7200, token_type: 'Application Access Token' },
      };
    }
    const binary = /download|fetch_evidence_content|\/buy\/feed\/|ad_report\//.test(req.path);
    return binary
      ? { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([1, 2, 3]) }
      : { status: 200, body: { ok: true } };
  });
  // Decommissioned operations are refused unless allowRetired (test/lifecycle.test.ts); here every one is sent.
  ebay = new EbayClient({
    appId: 'app',
    certId: 'cert-secret-wire',
    origin: server.origin,
    marketplaceId: 'EBAY_DE',
    allowRetired: true,
  });
  await ebay.oauth2.setCredentials(USER_TOKEN);
});
afterAll(async () => {
  await ebay.close();
  await server.close();
});

it(`the catalog holds all ${REST_OPERATION_COUNT} operations of both contract sets, and the aliases of renamed and moved ones`, () => {
  // 422 operations of the 2026 contracts (Stores included) plus 38 that only the seed-era contracts have (kept, with their lifecycle).
  expect(REST_OPERATION_COUNT).toBe(460);
  const aliases = operations.filter(([, spec]) => ['renamed', 'moved'].includes(spec.lifecycle?.status ?? ''));
  expect(aliases).toHaveLength(17);
  expect(operations).toHaveLength(460 + 17);
});

describe.each(operations)('%s', (_name, spec) => {
  it('sends the right method, path, query, body, auth and marketplace header', async () => {
    const { args, query, body } = argumentsFor(spec);
    const before = server.requests.length;
    const result = await invoke(ebay, spec, args);
    const calls = server.requests.slice(before).filter((r) => r.path !== '/identity/v1/oauth2/token');
    expect(calls).toHaveLength(1);
    const req = calls[0]!;
    expect(req.method).toBe(spec.method);
    expect(req.path).toBe(expectedPath(spec));
    for (const name of spec.pathParams) expect(req.path).toContain(encodeURIComponent(`${PATH_VALUE}-${name}`));
    expect(Object.fromEntries(req.query.entries())).toEqual(query);
    if (spec.body && /json/.test(spec.body.contentType)) {
      expect(JSON.parse(req.text)).toEqual(body);
      expect(req.headers['content-type']).toBe(spec.body.contentType);
      expect(req.headers['content-language']).toBe('en-US');
    } else if (spec.body?.contentType === 'multipart/form-data') {
      expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(req.text).toContain('filename="evidence.pdf"');
    } else if (spec.body) {
      expect([...req.body]).toEqual([0, 1, 2, 255]);
    } else {
      expect(req.body.length).toBe(0);
    }
    const scheme = spec.path.startsWith('/post-order/') ? 'IAF' : 'Bearer';
    const token = spec.grant === 'application' ? APP_TOKEN : USER_TOKEN;
    expect(req.headers.authorization).toBe(`${scheme} ${token}`);
    expect(req.headers['x-ebay-c-marketplace-id']).toBe('EBAY_DE');
    for (const h of spec.headers ?? []) expect(req.headers[h.name.toLowerCase()]).toBeDefined();
    if (spec.response === 'bytes') expect(result).toBeInstanceOf(Uint8Array);
  });
});

describe('production and sandbox URLs', () => {
  it.each([
    [false, ''],
    [true, 'sandbox.'],
  ])('sandbox=%s: every operation goes to its host', async (sandbox, infix) => {
    const urls: string[] = [];
    const client = new EbayClient({
      appId: 'app',
      certId: 'cert-secret-wire',
      sandbox,
      allowRetired: true,
      fetch: async (input) => {
        const url = String(input);
        urls.push(url);
        return url.endsWith('/identity/v1/oauth2/token')
          ? Response.json({ access_token: APP_TOKEN, expires_in: 7200 })
          : Response.json({});
      },
    });
    await client.oauth2.setCredentials(USER_TOKEN);
    for (const [, spec] of operations) {
      const before = urls.length;
      await invoke(client, spec, argumentsFor(spec).args);
      const url = new URL(urls.slice(before).find((u) => !u.endsWith('/oauth2/token'))!);
      expect(url.host).toBe(`${spec.host}.${infix}ebay.com`);
      expect(url.protocol).toBe('https:');
      expect(url.pathname).toBe(expectedPath(spec));
    }
    await client.close();
  });

  it('puts the special hosts where eBay serves them', () => {
    const host = (api: string, id: string): string | undefined => restCatalog[api]?.[id]?.host;
    expect(host('sell.fulfillment', 'getPaymentDispute')).toBe('apiz');
    expect(host('sell.fulfillment', 'getOrders')).toBe('api');
    expect(host('buy.order', 'getGuestPurchaseOrder')).toBe('api');
    expect(host('buy.order', 'getPurchaseOrder')).toBe('api');
    expect(host('buy.order', 'initiateGuestCheckoutSession')).toBe('apix');
    expect(host('commerce.media', 'createVideo')).toBe('apim');
    expect(host('commerce.identity', 'getUser')).toBe('apiz');
    expect(host('sell.finances', 'getPayouts')).toBe('apiz');
    expect(host('developer.keyManagement', 'getSigningKeys')).toBe('apiz');
  });
});
