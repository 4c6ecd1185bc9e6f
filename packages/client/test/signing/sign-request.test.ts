import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/validation-error.js';
import { createSigner, signRequest, verifySignature, type SignerEngine } from '../../src/signing/index.js';
import {
  bareBase64,
  ED25519_PRIVATE_KEY,
  ED25519_PUBLIC_KEY,
  VALID_VECTORS,
  VECTOR_A,
  VECTOR_C,
  VECTOR_F,
  type SigningVector,
} from './vectors.js';

const ENGINES: readonly SignerEngine[] = ['node-crypto', 'web-crypto'];

function sign(vector: SigningVector, engine: SignerEngine, privateKey = vector.privateKey) {
  const request = {
    method: vector.method,
    url: vector.url,
    ...(vector.body === undefined ? {} : { body: vector.body }),
  };
  return signRequest(
    request,
    { privateKey, jwe: vector.jwe, created: vector.created },
    { signer: createSigner({ engine }) },
  );
}

describe.each(ENGINES)('signRequest with the %s signer', (engine) => {
  it.each(VALID_VECTORS.map((v) => [v.name, v] as const))('reproduces vector %s exactly', async (_name, vector) => {
    const headers = await sign(vector, engine);
    expect(headers['x-ebay-signature-key']).toBe(vector.jwe);
    expect(headers['signature-input']).toBe(vector.signatureInput);
    expect(headers.signature).toBe(vector.signature);
  });

  it('returns exactly the four lower-case headers of vector A', async () => {
    expect(await sign(VECTOR_A, engine)).toEqual({
      'x-ebay-signature-key': VECTOR_A.jwe,
      'content-digest': 'sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:',
      'signature-input': VECTOR_A.signatureInput,
      signature: VECTOR_A.signature,
    });
  });

  it('sends no content-digest for the GET of vector F', async () => {
    const headers = await sign(VECTOR_F, engine);
    expect(Object.keys(headers).sort()).toEqual(['signature', 'signature-input', 'x-ebay-signature-key']);
  });

  it('signs RSA as PKCS#1 v1.5 even though the test key carries the RSASSA-PSS OID', async () => {
    // PSS is randomized, so two PSS signatures would differ; PKCS#1 v1.5 is deterministic and equals eBay's vector.
    const first = await sign(VECTOR_C, engine);
    const second = await sign(VECTOR_C, engine);
    expect(first.signature).toBe(VECTOR_C.signature);
    expect(second.signature).toBe(first.signature);
  });

  it('accepts private keys as bare base64 DER without PEM armour', async () => {
    expect((await sign(VECTOR_A, engine, bareBase64(VECTOR_A.privateKey))).signature).toBe(VECTOR_A.signature);
    expect((await sign(VECTOR_C, engine, bareBase64(VECTOR_C.privateKey))).signature).toBe(VECTOR_C.signature);
  });

  it('accepts PEM whose line breaks arrived as literal \\n (from a .env file)', async () => {
    const escaped = VECTOR_A.privateKey.replace(/\n/g, '\\n');
    expect((await sign(VECTOR_A, engine, escaped)).signature).toBe(VECTOR_A.signature);
  });
});

describe('signRequest', () => {
  const key = { privateKey: ED25519_PRIVATE_KEY, jwe: VECTOR_F.jwe };

  it('leaves the query string out of @path', async () => {
    const signer = createSigner();
    const withQuery = await signRequest(
      { method: 'GET', url: `${VECTOR_F.url}?filter=payoutStatus:%7BSUCCEEDED%7D&limit=20` },
      { ...key, created: VECTOR_F.created },
      { signer },
    );
    expect(withQuery.signature).toBe(VECTOR_F.signature);
  });

  it('reads the clock once, in milliseconds, and writes created in unix seconds', async () => {
    let calls = 0;
    const clock = () => {
      calls += 1;
      return 1658440308_999;
    };
    const headers = await signRequest({ method: 'GET', url: VECTOR_F.url }, { ...key, clock });
    expect(calls).toBe(1);
    expect(headers['signature-input']).toBe(VECTOR_F.signatureInput);
    expect(headers.signature).toBe(VECTOR_F.signature);
  });

  it('prefers a fixed created over the clock', async () => {
    const headers = await signRequest(
      { method: 'GET', url: VECTOR_F.url },
      { ...key, created: VECTOR_F.created, clock: () => 0 },
    );
    expect(headers['signature-input']).toBe(VECTOR_F.signatureInput);
  });

  it('signs a Uint8Array body like the same string, and sha-512 on request', async () => {
    const bytes = new TextEncoder().encode('{"hello": "world"}');
    const fromBytes = await signRequest(
      { method: 'POST', url: VECTOR_A.url, body: bytes },
      { ...VECTOR_A, created: VECTOR_A.created },
    );
    expect(fromBytes.signature).toBe(VECTOR_A.signature);
    const sha512 = await signRequest(
      { method: 'POST', url: VECTOR_A.url, body: bytes },
      { privateKey: VECTOR_A.privateKey, jwe: VECTOR_A.jwe, created: VECTOR_A.created, digestAlgorithm: 'sha-512' },
    );
    expect(sha512['content-digest']).toMatch(/^sha-512=:WZDPaVn/);
    const verified = await verifySignature(
      { method: 'POST', url: VECTOR_A.url, headers: { ...sha512 }, body: bytes },
      { publicKey: ED25519_PUBLIC_KEY, now: VECTOR_A.created },
    );
    expect(verified).toEqual({ ok: true });
  });

  it('treats an empty body as no body', async () => {
    const headers = await signRequest(
      { method: 'GET', url: VECTOR_F.url, body: '' },
      { ...key, created: VECTOR_F.created },
    );
    expect(headers['content-digest']).toBeUndefined();
    expect(headers.signature).toBe(VECTOR_F.signature);
  });

  it('rejects created in milliseconds, a relative URL and a malformed JWE with ValidationError', async () => {
    const request = { method: 'GET', url: VECTOR_F.url };
    await expect(signRequest(request, { ...key, created: 1658440308000 })).rejects.toMatchObject({
      name: 'ValidationError',
      parameter: 'created',
    });
    await expect(signRequest({ method: 'GET', url: '/sell/finances/v1/payout' }, key)).rejects.toMatchObject({
      parameter: 'url',
    });
    await expect(signRequest(request, { ...key, jwe: 'abc\r\nx-evil: 1' })).rejects.toBeInstanceOf(ValidationError);
  });
});
