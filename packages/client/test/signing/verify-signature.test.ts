import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/validation-error.js';
import {
  CREATED_OUT_OF_RANGE,
  createSigner,
  signRequest,
  verifySignature,
  type SignerEngine,
  type VerifiableRequest,
  type VerifySignatureOptions,
} from '../../src/signing/index.js';
import {
  bareBase64,
  BODY_WORLD,
  ED25519_PUBLIC_KEY,
  RSA_PUBLIC_KEY,
  VALID_VECTORS,
  VECTOR_B,
  VECTOR_C,
  VECTOR_E,
  VECTOR_E_NEGATIVE,
  VECTOR_F,
  type SigningVector,
} from './vectors.js';

const ENGINES: readonly SignerEngine[] = ['node-crypto', 'web-crypto'];

/** The request eBay's SDKs sent for a vector, with the headers they produced. */
async function receivedRequest(vector: SigningVector): Promise<{
  method: string;
  url: string;
  body?: string;
  headers: Record<string, string>;
}> {
  const headers: Record<string, string> = {
    'x-ebay-signature-key': vector.jwe,
    'signature-input': vector.signatureInput,
    signature: vector.signature,
  };
  if (vector.body !== undefined) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(vector.body));
    headers['content-digest'] = `sha-256=:${Buffer.from(digest).toString('base64')}:`;
  }
  return {
    method: vector.method,
    url: vector.url,
    headers,
    ...(vector.body === undefined ? {} : { body: vector.body }),
  };
}

describe.each(ENGINES)('verifySignature with the %s signer', (engine) => {
  const options = (vector: SigningVector): VerifySignatureOptions => ({
    publicKey: vector.publicKey,
    now: vector.created,
    signer: createSigner({ engine }),
  });

  it.each(VALID_VECTORS.map((v) => [v.name, v] as const))('accepts vector %s', async (_name, vector) => {
    expect(await verifySignature(await receivedRequest(vector), options(vector))).toEqual({ ok: true });
  });

  it('verifies RSA vector C with the public key given as bare base64 SPKI', async () => {
    const result = await verifySignature(await receivedRequest(VECTOR_C), {
      ...options(VECTOR_C),
      publicKey: bareBase64(RSA_PUBLIC_KEY),
    });
    expect(result).toEqual({ ok: true });
  });

  it("rejects the negative vector of eBay's Java SDK", async () => {
    const result = await verifySignature(await receivedRequest(VECTOR_E_NEGATIVE), options(VECTOR_E_NEGATIVE));
    expect(result).toEqual({ ok: false, reason: 'Signature invalid' });
  });

  it('rejects an Ed25519 signature checked against the RSA key', async () => {
    const result = await verifySignature(await receivedRequest(VECTOR_B), {
      ...options(VECTOR_B),
      publicKey: RSA_PUBLIC_KEY,
    });
    expect(result).toEqual({ ok: false, reason: 'Signature invalid' });
  });
});

describe('verifySignature reasons', () => {
  type Received = Awaited<ReturnType<typeof receivedRequest>>;
  const setHeader = (name: string, value: string) => (request: Received) => ({
    ...request,
    headers: { ...request.headers, [name]: value },
  });
  const withoutHeader = (name: string) => (request: Received) => ({
    ...request,
    headers: Object.fromEntries(Object.entries(request.headers).filter(([key]) => key !== name)),
  });
  const verifyB = (change: (request: Received) => VerifiableRequest = (request) => request, extra = {}) =>
    receivedRequest(VECTOR_B).then((request) =>
      verifySignature(change(request), { publicKey: ED25519_PUBLIC_KEY, now: VECTOR_B.created, ...extra }),
    );

  it('names the expected digest when the body was tampered with', async () => {
    const result = await verifyB((r) => ({ ...r, body: '{"hello": "world1"}' }));
    expect(result).toEqual({
      ok: false,
      reason: 'Content-Digest value is invalid. Expected body digest is: R5Y7wFpTlnya0Tlfejy6BoU8XpHQv3VZyt/IQyVr+J4=',
    });
  });

  it('fails the signature when body and digest are both swapped', async () => {
    const result = await verifyB((r) => ({
      ...r,
      body: VECTOR_E.body,
      headers: { ...r.headers, 'content-digest': 'sha-256=:R5Y7wFpTlnya0Tlfejy6BoU8XpHQv3VZyt/IQyVr+J4=:' },
    }));
    expect(result).toEqual({ ok: false, reason: 'Signature invalid' });
  });

  it.each([
    ['x-ebay-signature-key', 'x-ebay-signature-key header missing'],
    ['content-digest', 'Content-Digest header missing'],
    ['signature-input', 'Signature-Input header missing'],
    ['signature', 'Signature header missing'],
  ])('reports a missing %s header', async (name, reason) => {
    const result = await verifyB(withoutHeader(name));
    expect(result).toEqual({ ok: false, reason });
  });

  it('reports malformed Signature, Signature-Input and Content-Digest values', async () => {
    expect(await verifyB(setHeader('signature', 'sig1=abc'))).toEqual({
      ok: false,
      reason: 'Signature header invalid',
    });
    expect(await verifyB(setHeader('signature-input', 'sig1=garbage'))).toEqual({
      ok: false,
      reason: 'Signature-Input header invalid',
    });
    expect(await verifyB(setHeader('content-digest', 'sha-256=abc'))).toEqual({
      ok: false,
      reason: 'Content-digest header invalid',
    });
    expect(await verifyB(setHeader('content-digest', 'md5=:AAAA:'))).toEqual({
      ok: false,
      reason: 'Invalid cipher md5',
    });
  });

  it('reports a created time outside the allowed skew, in either direction', async () => {
    expect(await verifyB(undefined, { now: VECTOR_B.created + 301 })).toEqual({
      ok: false,
      reason: CREATED_OUT_OF_RANGE,
    });
    expect(await verifyB(undefined, { now: VECTOR_B.created - 301 })).toEqual({
      ok: false,
      reason: CREATED_OUT_OF_RANGE,
    });
    expect(await verifyB(undefined, { now: VECTOR_B.created + 3600, maxSkewSeconds: 3600 })).toEqual({ ok: true });
  });

  it('reports unknown pseudo headers and listed headers absent from the message', async () => {
    const input = (components: string) => `sig1=(${components});created=${VECTOR_B.created}`;
    expect(await verifyB(setHeader('signature-input', input('"content-digest" "@status"')))).toEqual({
      ok: false,
      reason: 'Unknown pseudo header @status',
    });
    expect(await verifyB(setHeader('signature-input', input('"content-digest" "x-ebay-foo"')))).toEqual({
      ok: false,
      reason: 'Header x-ebay-foo not included in message',
    });
  });

  it('refuses a body whose digest the signature does not cover', async () => {
    const result = await verifyB(setHeader('signature-input', `sig1=("@method");created=${VECTOR_B.created}`));
    expect(result).toEqual({ ok: false, reason: 'Header content-digest not included in signature' });
  });

  it('reads Headers objects and mixed-case record keys', async () => {
    const request = await receivedRequest(VECTOR_B);
    const upper = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toUpperCase(), v]));
    const options = { publicKey: ED25519_PUBLIC_KEY, now: VECTOR_B.created };
    expect(await verifySignature({ ...request, headers: new Headers(request.headers) }, options)).toEqual({ ok: true });
    expect(await verifySignature({ ...request, headers: upper }, options)).toEqual({ ok: true });
  });

  it('looks the public key up from the JWE, and fails when the JWE is unknown', async () => {
    const request = await receivedRequest(VECTOR_C);
    const seen: string[] = [];
    const resolvePublicKey = async (jwe: string) => {
      seen.push(jwe);
      return jwe === VECTOR_C.jwe ? RSA_PUBLIC_KEY : undefined;
    };
    expect(await verifySignature(request, { resolvePublicKey, now: VECTOR_C.created })).toEqual({ ok: true });
    expect(seen).toEqual([VECTOR_C.jwe]);
    const unknown = await verifySignature(
      { ...request, headers: { ...request.headers, 'x-ebay-signature-key': VECTOR_F.jwe } },
      { resolvePublicKey, now: VECTOR_C.created },
    );
    expect(unknown).toEqual({ ok: false, reason: 'x-ebay-signature-key header invalid: unknown signing key' });
  });

  it('round-trips a request signed by signRequest on a URL with a query string', async () => {
    const url = 'https://api.ebay.com/sell/fulfillment/v1/order/12-34/issue_refund?x=1';
    const headers = await signRequest(
      { method: 'post', url, body: BODY_WORLD },
      { privateKey: VECTOR_B.privateKey, jwe: VECTOR_B.jwe, created: 1700000000 },
    );
    const options = { publicKey: ED25519_PUBLIC_KEY, now: 1700000010 };
    expect(await verifySignature({ method: 'POST', url, headers: { ...headers }, body: BODY_WORLD }, options)).toEqual({
      ok: true,
    });
    const otherPath = url.replace('12-34', '12-35');
    expect(
      await verifySignature({ method: 'POST', url: otherPath, headers: { ...headers }, body: BODY_WORLD }, options),
    ).toEqual({
      ok: false,
      reason: 'Signature invalid',
    });
  });

  it('throws ValidationError when it has no way to get a public key', async () => {
    await expect(verifySignature(await receivedRequest(VECTOR_B), {})).rejects.toBeInstanceOf(ValidationError);
  });
});
