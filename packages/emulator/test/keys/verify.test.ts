import { randomBytes } from 'node:crypto';
import { createSigner, signRequest } from 'baykit';
import { describe, expect, it } from 'vitest';
import { EmulatorClock } from '../../src/clock.js';
import {
  encryptJwe,
  SigningKeyStore,
  verifyEbaySignature,
  type CreatedSigningKey,
  type SignedRequest,
} from '../../src/keys/index.js';
import {
  DSV_RSA_JWE,
  ED25519_PRIVATE_KEY,
  RSA_PRIVATE_KEY,
  VALID_VECTORS,
  VECTOR_E_INVALID,
  type SignatureVector,
} from './vectors.js';

const NOW = 1_700_000_000;
const URL_REFUND = 'https://api.ebay.com/sell/fulfillment/v1/order/12-34/issue_refund';
const BODY = '{"reasonForRefund":"BUYER_CANCEL","comment":"ok"}';

interface EbayError {
  errorId: number;
  domain: string;
  category: string;
  message: string;
  longMessage: string;
  parameters: { name: string; value: string }[];
}

const encoder = new TextEncoder();

function vectorRequest(vector: SignatureVector): SignedRequest {
  const headers = new Headers({ 'x-ebay-signature-key': vector.jwe, signature: vector.signature });
  const components = vector.body === undefined ? '' : '"content-digest" ';
  const covered = `${components}"x-ebay-signature-key" "@method" "@path" "@authority"`;
  headers.set('signature-input', `sig1=(${covered});created=${vector.created}`);
  if (vector.contentDigest !== undefined) headers.set('content-digest', vector.contentDigest);
  const body = vector.body === undefined ? {} : { body: encoder.encode(vector.body) };
  return { method: vector.method, url: vector.url, headers, ...body };
}

async function signed(
  key: Pick<CreatedSigningKey, 'privateKey' | 'jwe'>,
  options: { body?: string; created?: number; method?: string; url?: string } = {},
): Promise<SignedRequest> {
  const method = options.method ?? 'POST';
  const url = options.url ?? URL_REFUND;
  const body = options.body ?? (method === 'GET' ? undefined : BODY);
  const headers = await signRequest(
    { method, url, ...(body === undefined ? {} : { body }) },
    { privateKey: key.privateKey, jwe: key.jwe, created: options.created ?? NOW },
  );
  return {
    method,
    url,
    headers: new Headers({ ...headers, 'content-type': 'application/json' }),
    ...(body === undefined ? {} : { body: encoder.encode(body) }),
  };
}

async function errorOf(response: Response | undefined): Promise<{ status: number; error: EbayError }> {
  expect(response).toBeInstanceOf(Response);
  const body = (await response!.json()) as { errors: EbayError[] };
  expect(body.errors).toHaveLength(1);
  return { status: response!.status, error: body.errors[0]! };
}

/** Verifies with one master key at `NOW` and reads the eBay error the request must be refused with. */
async function refusal(request: SignedRequest, masterKey: Uint8Array): Promise<{ status: number; error: EbayError }> {
  return errorOf(await verifyEbaySignature(request, { masterKeys: [masterKey], nowSeconds: NOW }));
}

function reasonOf(error: EbayError): string | undefined {
  return error.parameters.find((parameter) => parameter.name === 'reason')?.value;
}

function componentOf(error: EbayError): string | undefined {
  return error.parameters.find((parameter) => parameter.name === 'component')?.value;
}

/**
 * A request signed over a base written by hand, the way a client with a bug builds it: `signedPath` and
 * `signedAuthority` are what it signed, `url` where it sends the request. GET, no body.
 */
async function signedByHand(
  key: Pick<CreatedSigningKey, 'privateKey' | 'jwe'>,
  url: string,
  signed: { path: string; authority: string },
): Promise<SignedRequest> {
  const params = `("x-ebay-signature-key" "@method" "@path" "@authority");created=${NOW}`;
  const base = [
    `"x-ebay-signature-key": ${key.jwe}`,
    '"@method": GET',
    `"@path": ${signed.path}`,
    `"@authority": ${signed.authority}`,
    `"@signature-params": ${params}`,
  ].join('\n');
  const signature = await createSigner().sign(key.privateKey, encoder.encode(base));
  const headers = new Headers({
    'x-ebay-signature-key': key.jwe,
    'signature-input': `sig1=${params}`,
    signature: `sig1=:${Buffer.from(signature).toString('base64')}:`,
  });
  return { method: 'GET', url, headers };
}

async function emulator(): Promise<{ masterKey: Uint8Array; ed: CreatedSigningKey; rsa: CreatedSigningKey }> {
  const masterKey = randomBytes(32);
  const store = new SigningKeyStore({ masterKey, clock: new EmulatorClock(() => NOW * 1000), appId: 'app' });
  return { masterKey, ed: await store.create('ED25519'), rsa: await store.create('RSA') };
}

describe("eBay's official vectors verify through the test master key", () => {
  it.each(VALID_VECTORS.map((vector) => [vector.name, vector] as const))('vector %s is accepted', async (_, vector) => {
    const ctx = { masterKeys: [], nowSeconds: vector.created };
    expect(await verifyEbaySignature(vectorRequest(vector), ctx)).toBeUndefined();
  });

  it("DSJ's invalid-signature vector is refused with 215120", async () => {
    const response = await verifyEbaySignature(vectorRequest(VECTOR_E_INVALID), {
      masterKeys: [randomBytes(32)],
      nowSeconds: VECTOR_E_INVALID.created,
    });
    const { error } = await errorOf(response);
    expect(error.errorId).toBe(215120);
    expect(reasonOf(error)).toMatch(/^Signature invalid: the signature does not verify with the public key/);
    expect(componentOf(error)).toBe('x-ebay-signature-key');
  });

  it("eBay's test keys sign new requests that verify (RSA key with the PSS OID included)", async () => {
    const masterKeys = [randomBytes(32)];
    const ed = await signed({ privateKey: ED25519_PRIVATE_KEY, jwe: VALID_VECTORS[3]!.jwe });
    const rsa = await signed({ privateKey: RSA_PRIVATE_KEY, jwe: DSV_RSA_JWE });
    expect(await verifyEbaySignature(ed, { masterKeys, nowSeconds: NOW })).toBeUndefined();
    expect(await verifyEbaySignature(rsa, { masterKeys, nowSeconds: NOW })).toBeUndefined();
  });
});

describe('keys issued by the emulator', () => {
  it('Ed25519 and RSA keys sign requests that verify, with and without a body', async () => {
    const { masterKey, ed, rsa } = await emulator();
    const ctx = { masterKeys: [masterKey], nowSeconds: NOW, signer: createSigner() };
    for (const key of [ed, rsa]) {
      expect(await verifyEbaySignature(await signed(key), ctx)).toBeUndefined();
      const get = await signed(key, { method: 'GET', url: 'https://apiz.ebay.com/sell/finances/v1/payout?limit=5' });
      expect(await verifyEbaySignature(get, ctx)).toBeUndefined();
    }
  });

  it('accept a created within ±5 minutes', async () => {
    const { masterKey, ed } = await emulator();
    for (const created of [NOW - 300, NOW + 300]) {
      const request = await signed(ed, { created });
      expect(await verifyEbaySignature(request, { masterKeys: [masterKey], nowSeconds: NOW })).toBeUndefined();
    }
  });
});

describe('refusals', () => {
  it('a tampered body: 215120 (400, ACCESS, REQUEST) with the Content-Digest reason', async () => {
    const { masterKey, ed } = await emulator();
    const request = { ...(await signed(ed)), body: encoder.encode(BODY.replace('ok', 'OK')) };
    const { status, error } = await refusal(request, masterKey);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      errorId: 215120,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Signature validation failed',
      longMessage: 'Signature validation failed to fulfill the request.',
    });
    expect(reasonOf(error)).toMatch(/^Content-Digest value is invalid\. Expected body digest is: [A-Za-z0-9+/]+=*$/);
    expect(componentOf(error)).toBe('content-digest');
  });

  it('a body and digest swapped together: 215120, the signature no longer verifies', async () => {
    const { masterKey, rsa } = await emulator();
    const original = await signed(rsa);
    const other = await signed(rsa, { body: '{"comment":"other"}' });
    original.headers.set('content-digest', other.headers.get('content-digest')!);
    const request = { ...original, body: other.body! };
    const { error } = await refusal(request, masterKey);
    expect(error.errorId).toBe(215120);
    // Undetectable from the request alone: it reads as a signature by another key.
    expect(reasonOf(error)).toMatch(/^Signature invalid/);
  });

  it.each([
    ['x-ebay-signature-key', 'x-ebay-signature-key header missing', 'x-ebay-signature-key'],
    ['signature', 'Signature header missing', undefined],
    ['signature-input', 'Signature-Input header missing', undefined],
    ['content-digest', 'Content-Digest header missing', 'content-digest'],
  ])('a missing %s header: 215120 (%s)', async (name, reason, component) => {
    const { masterKey, ed } = await emulator();
    const request = await signed(ed);
    request.headers.delete(name);
    const { error } = await refusal(request, masterKey);
    expect([error.errorId, reasonOf(error), componentOf(error)]).toEqual([215120, reason, component]);
  });

  it('a signature by another key under a valid JWE: 215120 naming x-ebay-signature-key', async () => {
    const { masterKey, ed, rsa } = await emulator();
    const request = await signed({ privateKey: rsa.privateKey, jwe: ed.jwe });
    const { error } = await refusal(request, masterKey);
    expect([error.errorId, componentOf(error)]).toEqual([215120, 'x-ebay-signature-key']);
    expect(reasonOf(error)).toMatch(/^Signature invalid: .*Sign with the private key created together with that JWE/);
  });

  it('a host rewritten after signing: 215120 naming @authority, with the signed and the received host', async () => {
    const { masterKey, ed } = await emulator();
    const request = { ...(await signed(ed)), url: URL_REFUND.replace('https://api.ebay.com', 'http://127.0.0.1:4010') };
    const { error } = await refusal(request, masterKey);
    expect([error.errorId, componentOf(error)]).toEqual([215120, '@authority']);
    expect(reasonOf(error)).toContain('The signature covers "api.ebay.com"; the request has "127.0.0.1:4010".');
    // A proxy that says where the request was meant to go: its X-Forwarded-Host is tried too.
    const proxied = { ...(await signed(ed, { url: 'https://api.ebay.test/x' })), url: 'http://127.0.0.1:4010/x' };
    proxied.headers.set('x-forwarded-host', 'api.ebay.test');
    expect(componentOf((await refusal(proxied, masterKey)).error)).toBe('@authority');
  });

  it('a path signed with its query, or changed after signing: 215120 naming @path', async () => {
    const { masterKey, ed } = await emulator();
    const url = 'https://apiz.ebay.com/sell/finances/v1/payout?limit=5';
    const withQuery = await signedByHand(ed, url, {
      path: '/sell/finances/v1/payout?limit=5',
      authority: 'apiz.ebay.com',
    });
    const { error } = await refusal(withQuery, masterKey);
    expect([error.errorId, componentOf(error)]).toEqual([215120, '@path']);
    expect(reasonOf(error)).toContain(
      'covers "/sell/finances/v1/payout?limit=5"; the request has "/sell/finances/v1/payout"',
    );
    const slash = { ...(await signed(ed, { method: 'GET', url })), url: url.replace('payout?', 'payout/?') };
    expect(componentOf((await refusal(slash, masterKey)).error)).toBe('@path');
    // An id signed as written (`v1|1|0`) and sent percent-encoded.
    const decoded = await signedByHand(ed, 'https://api.ebay.com/buy/x/v1%7C1%7C0', {
      path: '/buy/x/v1|1|0',
      authority: 'api.ebay.com',
    });
    expect(componentOf((await refusal(decoded, masterKey)).error)).toBe('@path');
  });

  it('a method changed after signing: 215120 naming @method', async () => {
    const { masterKey, rsa } = await emulator();
    const request = { ...(await signed(rsa)), method: 'PUT' };
    const { error } = await refusal(request, masterKey);
    expect([error.errorId, componentOf(error)]).toEqual([215120, '@method']);
    expect(reasonOf(error)).toContain('The signature covers "POST"; the request has "PUT".');
  });

  it('a body not covered by content-digest, or a covered header the request lacks: 215120 naming it', async () => {
    const { masterKey, ed } = await emulator();
    const request = await signed(ed);
    const input = request.headers.get('signature-input')!;
    request.headers.set('signature-input', input.replace('"content-digest" ', ''));
    expect(componentOf((await refusal(request, masterKey)).error)).toBe('content-digest');
    const extra = await signed(ed);
    extra.headers.set('signature-input', extra.headers.get('signature-input')!.replace('("', '("x-custom" "'));
    const { error } = await refusal(extra, masterKey);
    expect([reasonOf(error), componentOf(error)]).toEqual(['Header x-custom not included in message', 'x-custom']);
  });

  it('a JWE from another master key: 215122', async () => {
    const ours = await emulator();
    const theirs = await emulator();
    const request = await signed(theirs.ed);
    const { status, error } = await refusal(request, ours.masterKey);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      errorId: 215122,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Signature validation failed',
      longMessage: 'Signature validation failed to fulfill the request.',
    });
    expect(reasonOf(error)).toMatch(/^x-ebay-signature-key header invalid/);
    expect(componentOf(error)).toBe('x-ebay-signature-key');
    // Any of several master keys opens it (an emulator that rotated its key).
    const both = { masterKeys: [ours.masterKey, theirs.masterKey], nowSeconds: NOW };
    expect(await verifyEbaySignature(request, both)).toBeUndefined();
  });

  it('a JWE that decrypts but holds no usable key: 215120', async () => {
    const { masterKey, ed } = await emulator();
    for (const claims of [{ pkey: 'bm90IGEga2V5' }, { cipher: 'Ed25519' }]) {
      const request = await signed({ privateKey: ed.privateKey, jwe: encryptJwe(claims, masterKey) });
      const { error } = await refusal(request, masterKey);
      expect(error.errorId).toBe(215120);
      expect(reasonOf(error)).toMatch(/^x-ebay-signature-key header invalid/);
    }
  });

  it('created 10 minutes old: 215114 with the distance in the reason', async () => {
    const { masterKey, ed } = await emulator();
    const request = await signed(ed, { created: NOW - 600 });
    const { status, error } = await refusal(request, masterKey);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      errorId: 215114,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'The create time of signature parameters is not in right range',
      longMessage: 'The create time of signature parameters is not in right range to fulfill the request.',
    });
    const reason = `created=${NOW - 600} is 600 seconds before the server time ${NOW}; at most 300 allowed`;
    expect(reasonOf(error)).toBe(reason);
  });

  it('created 10 minutes ahead, or in milliseconds: 215114', async () => {
    const { masterKey, ed } = await emulator();
    const ahead = await signed(ed, { created: NOW + 600 });
    const ctx = { masterKeys: [masterKey], nowSeconds: NOW };
    expect(reasonOf((await errorOf(await verifyEbaySignature(ahead, ctx))).error)).toContain('600 seconds after');

    // signRequest refuses milliseconds, so write the header by hand the way a broken client would.
    const millis = await signed(ed);
    const input = millis.headers.get('signature-input')!;
    millis.headers.set('signature-input', input.replace(`created=${NOW}`, `created=${NOW * 1000}`));
    const { error } = await errorOf(await verifyEbaySignature(millis, ctx));
    expect(error.errorId).toBe(215114);
    expect(reasonOf(error)).toContain('looks like milliseconds');
  });

  it('a stale request with a foreign JWE is 215114: time is checked before the key', async () => {
    const { masterKey } = await emulator();
    const theirs = await emulator();
    const request = await signed(theirs.ed, { created: NOW - 600 });
    const { error } = await refusal(request, masterKey);
    expect(error.errorId).toBe(215114);
  });
});
