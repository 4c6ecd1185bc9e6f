import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EmulatorClock } from '../../src/clock.js';
import {
  decryptJwe,
  invalidSigningKeyCipher,
  invalidSigningKeyRequest,
  isSigningKeyCipher,
  parseCreateSigningKeyRequest,
  SIGNING_KEY_LIFETIME_SECONDS,
  signingKeyNotFound,
  SigningKeyStore,
} from '../../src/keys/index.js';

const NOW_MS = 1_700_000_000_500;
const NOW = 1_700_000_000;

function newStore(masterKey: Uint8Array = randomBytes(32)): { store: SigningKeyStore; clock: EmulatorClock } {
  const clock = new EmulatorClock(() => NOW_MS);
  return { store: new SigningKeyStore({ masterKey, clock, appId: 'Emulator-App-PRD' }), clock };
}

describe('SigningKeyStore.create', () => {
  it.each([
    ['ED25519', 'ed25519', 'Ed25519'],
    ['RSA', 'rsa', 'RSA'],
  ] as const)('%s: a real key pair as bare base64 DER, and a JWE of eBay claims', async (cipher, type, claim) => {
    const masterKey = randomBytes(32);
    const { store } = newStore(masterKey);
    const key = await store.create(cipher);

    expect(key).toEqual({
      signingKeyId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      signingKeyCipher: cipher,
      publicKey: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      privateKey: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      jwe: expect.any(String),
      creationTime: NOW,
      expirationTime: NOW + SIGNING_KEY_LIFETIME_SECONDS,
    });
    const publicKey = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
    const privateKey = createPrivateKey({ key: Buffer.from(key.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
    expect(publicKey.asymmetricKeyType).toBe(type);
    expect(privateKey.asymmetricKeyType).toBe(type);
    // The pair belongs together: the public key derived from the private one is the one returned.
    expect(createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64')).toBe(key.publicKey);
    if (cipher === 'RSA') expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);

    expect(decryptJwe(key.jwe, masterKey)).toEqual({
      pkey: key.publicKey,
      cipher: claim,
      appid: 'Emulator-App-PRD',
      iat: NOW,
      nbf: NOW,
      exp: NOW + SIGNING_KEY_LIFETIME_SECONDS,
      jti: key.signingKeyId,
    });
  });

  it('counts three years as eBay-issued JWEs do (3 × 365.25 days)', () => {
    expect(SIGNING_KEY_LIFETIME_SECONDS).toBe(3 * 365.25 * 86_400);
  });

  it('takes its times from the emulator clock', async () => {
    const { store, clock } = newStore();
    clock.advance(3600);
    expect((await store.create('ED25519')).creationTime).toBe(NOW + 3600);
  });

  it('gives every key its own id and key pair', async () => {
    const { store } = newStore();
    const [a, b] = [await store.create('ED25519'), await store.create('ED25519')];
    expect(a.signingKeyId).not.toBe(b.signingKeyId);
    expect(a.publicKey).not.toBe(b.publicKey);
  });
});

describe('SigningKeyStore.get and list', () => {
  it('never return the private key', async () => {
    const { store } = newStore();
    const ed = await store.create('ED25519');
    const rsa = await store.create('RSA');
    const { privateKey: _edPrivate, ...edStored } = ed;
    const { privateKey: _rsaPrivate, ...rsaStored } = rsa;

    expect(store.list()).toEqual([edStored, rsaStored]);
    for (const key of store.list()) expect(key).not.toHaveProperty('privateKey');
    expect(store.get(ed.signingKeyId)).toEqual(edStored);
    expect(store.get(ed.signingKeyId)).not.toHaveProperty('privateKey');
    expect(JSON.stringify(store.list())).not.toContain(ed.privateKey);
  });

  it('return copies, so a caller cannot change the stored key', async () => {
    const { store } = newStore();
    const key = await store.create('ED25519');
    store.get(key.signingKeyId)!.publicKey = 'changed';
    store.list()[0]!.jwe = 'changed';
    expect(store.get(key.signingKeyId)).toMatchObject({ publicKey: key.publicKey, jwe: key.jwe });
  });

  it('get answers undefined for an unknown id, list is empty at first', () => {
    const { store } = newStore();
    expect(store.get('no-such-key')).toBeUndefined();
    expect(store.list()).toEqual([]);
  });
});

describe('Key Management errors', () => {
  it('210001 (400) for a bad cipher', async () => {
    const response = invalidSigningKeyCipher();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          errorId: 210001,
          domain: 'API_KEYS',
          category: 'REQUEST',
          message: 'You must supply a valid signing key cipher. Allowed values are ED25519 and RSA.',
          longMessage: 'You must supply a valid signing key cipher. Allowed values are ED25519 and RSA.',
        },
      ],
    });
  });

  it('210002 (404) names the unknown id', async () => {
    const response = signingKeyNotFound('abc-123');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      errors: [{ errorId: 210002, domain: 'API_KEYS', message: 'The signing key with id abc-123 was not found.' }],
    });
  });

  it('parseCreateSigningKeyRequest: the cipher, 210001 for a bad one, 210006 for a non-object body', async () => {
    expect(parseCreateSigningKeyRequest({ signingKeyCipher: 'ED25519' })).toBe('ED25519');
    expect(parseCreateSigningKeyRequest({ signingKeyCipher: 'RSA' })).toBe('RSA');
    for (const body of [{ signingKeyCipher: 'ed25519' }, { signingKeyCipher: 'ECDSA' }, {}]) {
      const answer = parseCreateSigningKeyRequest(body);
      expect(answer).toBeInstanceOf(Response);
      expect(await (answer as Response).json()).toMatchObject({ errors: [{ errorId: 210001 }] });
    }
    for (const body of [null, 'RSA', [], 42]) {
      const answer = parseCreateSigningKeyRequest(body);
      expect(answer).toBeInstanceOf(Response);
      expect(await (answer as Response).json()).toMatchObject({ errors: [{ errorId: 210006 }] });
    }
    expect(invalidSigningKeyRequest().status).toBe(400);
    expect([isSigningKeyCipher('RSA'), isSigningKeyCipher('Ed25519')]).toEqual([true, false]);
  });
});
