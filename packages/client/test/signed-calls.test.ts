import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BaseEbayClient, ConfigError, EbayClient, ValidationError, signing } from '../src/index.js';
import { verifySignature } from '../src/signing/index.js';
import { startTestServer, type RecordedRequest, type TestServer } from './helpers/test-server.js';
import { ED25519_PRIVATE_KEY, ED25519_PUBLIC_KEY, bareBase64 } from './signing/vectors.js';

const JWE =
  'eyJhbGciOiJBMjU2R0NNS1ciLCJlbmMiOiJBMjU2R0NNIiwiemlwIjoiREVGIiwiaXYiOiJvSzFwdXJNVHQtci14VUwzIiwidGFnIjoiTjB4WjI4ZklZckFmYkd5UWFrTnpjZyJ9.AYdKU7ObIc7Z764OrlKpwUViK8Rphxl0xMP9v2_o9mI.1DbZiSQNRK6pLeIw.Yzp3IDV8RM_h_lMAnwGpMA4DXbaDdmqAh-65kO9xyDgzHD6s0kY3p-yO6oPR9kEcAbjGXIULeQKWVYzbfHKwXTY09Npj_mNuO5yxgZtWnL55uIgP2HL1So2dKkZRK0eyPa6DEXJT71lPtwZtpIGyq9R5h6s3kGMbqA.m4t_MX4VnlXJGx1X_zZ-KQ';

let server: TestServer;
let ebay: EbayClient;

function verify(origin: string, req: RecordedRequest): ReturnType<typeof verifySignature> {
  return verifySignature(
    {
      method: req.method,
      url: `${origin}${req.url}`,
      headers: req.headers,
      body: req.body.length ? new Uint8Array(req.body) : undefined,
    },
    { publicKey: ED25519_PUBLIC_KEY },
  );
}

beforeEach(async () => {
  server = await startTestServer(() => ({ status: 200, body: {} }));
  ebay = new EbayClient({
    origin: server.origin,
    signature: { jwe: JWE, privateKey: bareBase64(ED25519_PRIVATE_KEY) },
  });
  await ebay.oauth2.setCredentials('v^1.1#user-token-signing-tests');
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

describe('signing in the pipeline', () => {
  it('signs an operation eBay requires to be signed (issueRefund), verifiable on the server', async () => {
    await ebay.request({
      method: 'POST',
      path: '/sell/fulfillment/v1/order/{orderId}/issue_refund',
      pathParams: { orderId: '12-34' },
      body: { reasonForRefund: 'BUYER_CANCEL' },
    });
    const req = server.requests[0]!;
    expect(req.headers['x-ebay-signature-key']).toBe(JWE);
    expect(req.headers['content-digest']).toMatch(/^sha-256=:.+=:$/);
    expect(req.headers['signature-input']).toMatch(
      /^sig1=\("content-digest" "x-ebay-signature-key" "@method" "@path" "@authority"\);created=\d+$/,
    );
    expect(await verify(server.origin, req)).toEqual({ ok: true });
  });

  it('signs GETs of Finances without a digest, and leaves unsigned operations alone', async () => {
    await ebay.request({ method: 'GET', path: '/sell/finances/v1/payout', host: 'apiz', query: { limit: 5 } });
    await ebay.request({ method: 'GET', path: '/sell/account/v1/privilege' });
    const [finances, account] = server.requests;
    expect(finances!.headers['signature-input']).toMatch(
      /^sig1=\("x-ebay-signature-key" "@method" "@path" "@authority"\)/,
    );
    expect(finances!.headers['content-digest']).toBeUndefined();
    expect(await verify(server.origin, finances!)).toEqual({ ok: true });
    expect(account!.headers.signature).toBeUndefined();
  });

  it('sign: true / false override the default per call', async () => {
    await ebay.request({ method: 'GET', path: '/sell/account/v1/privilege' }, { sign: true });
    await ebay.request({ method: 'GET', path: '/sell/finances/v1/payout' }, { sign: false });
    expect(server.requests[0]!.headers.signature).toMatch(/^sig1=:/);
    expect(server.requests[1]!.headers.signature).toBeUndefined();
  });

  it('signs each attempt afresh (one created per request)', async () => {
    let n = 0;
    server.handler = () => (++n === 1 ? { status: 503 } : { status: 200, body: {} });
    const retrying = new EbayClient({
      origin: server.origin,
      signature: { jwe: JWE, privateKey: ED25519_PRIVATE_KEY },
      clock: { now: () => 1_700_000_000_000 + n * 5000, sleep: async () => undefined },
    });
    await retrying.oauth2.setCredentials('v^1.1#user-token-signing-tests');
    await retrying.request({ method: 'GET', path: '/sell/finances/v1/transaction' });
    const created = server.requests.map((r) => /created=(\d+)/.exec(r.headers['signature-input']!)![1]);
    expect(created).toEqual(['1700000000', '1700000005']);
    await retrying.close();
  });

  it('sign: true without a key is a ValidationError', async () => {
    const plain = new EbayClient({ origin: server.origin });
    await plain.oauth2.setCredentials('v^1.1#t');
    await expect(plain.request({ method: 'GET', path: '/x' }, { sign: true })).rejects.toThrow(ValidationError);
    await plain.close();
  });
});

describe('signing in a BaseEbayClient (an extension, so browser bundles leave it out)', () => {
  const key = { jwe: JWE, privateKey: bareBase64(ED25519_PRIVATE_KEY) };

  it('refuses the signature option without the signing extension, saying how to add it', () => {
    expect(() => new BaseEbayClient({ origin: server.origin, signature: key })).toThrow(ConfigError);
    expect(() => new BaseEbayClient({ origin: server.origin, signature: key })).toThrow(
      /new BaseEbayClient\(options, \{ signing \}\)/,
    );
  });

  it('checks the key with the extension: a key without privateKey is refused at construction', () => {
    const bad = { jwe: JWE } as unknown as typeof key;
    expect(() => new BaseEbayClient({ origin: server.origin, signature: bad }, { signing })).toThrow(
      'Option "signature" needs both "jwe" and "privateKey" strings (from the Key Management API).',
    );
    // Without the extension, what to add comes first: the key is checked by the code that would use it.
    expect(() => new BaseEbayClient({ origin: server.origin, signature: bad })).toThrow(/\{ signing \}/);
  });

  it('refuses a signature of null, empty or false too: without the extension as a missing extension, with it as a bad key', () => {
    for (const value of [null, '', 0, false]) {
      const signature = value as unknown as typeof key;
      expect(() => new BaseEbayClient({ origin: server.origin, signature })).toThrow(/\{ signing \}/);
      expect(() => new BaseEbayClient({ origin: server.origin, signature }, { signing })).toThrow(
        'Option "signature" needs both "jwe" and "privateKey" strings (from the Key Management API).',
      );
    }
  });

  it('gives a signing extension without checkKey a frozen copy of the key: changing the object later changes nothing', async () => {
    const given = { ...key };
    const seen: unknown[] = [];
    const own: typeof signing = {
      ...signing,
      checkKey: undefined,
      createSignStep: (k, clock) => {
        seen.push(k);
        return signing.createSignStep(k, clock);
      },
    };
    const base = new BaseEbayClient({ origin: server.origin, signature: given }, { signing: own });
    given.privateKey = 'changed-later';
    expect(seen).toEqual([key]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(seen[0]).not.toBe(given);
    await base.close();
  });

  it('signs with the extension, verifiable on the server', async () => {
    const base = new BaseEbayClient({ origin: server.origin, signature: key }, { signing });
    await base.oauth2.setCredentials('v^1.1#user-token-signing-tests');
    await base.request({
      method: 'POST',
      path: '/sell/fulfillment/v1/order/{orderId}/issue_refund',
      pathParams: { orderId: '1' },
      body: { reasonForRefund: 'BUYER_CANCEL' },
    });
    await base.close();
    const req = server.requests[0]!;
    expect(req.headers['x-ebay-signature-key']).toBe(JWE);
    expect((await verify(server.origin, req)).ok).toBe(true);
  });
});
