import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/validation-error.js';
import {
  createSigner,
  parsePrivateKey,
  parsePublicKey,
  signRequest,
  verifySignature,
  type SignerEngine,
} from '../../src/signing/index.js';
import {
  bareBase64,
  ED25519_PRIVATE_KEY,
  ED25519_PUBLIC_KEY,
  RSA_PSS_OID_PRIVATE_KEY,
  RSA_PUBLIC_KEY,
  VECTOR_C,
} from './vectors.js';

const ENGINES: readonly SignerEngine[] = ['node-crypto', 'web-crypto'];
const RSA_ENCRYPTION_OID_DER = '06092a864886f70d010101';
const RSASSA_PSS_OID_DER = '06092a864886f70d01010a';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function thrown(action: () => unknown): ValidationError {
  try {
    action();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

function expectNoSecret(error: ValidationError, secret: string) {
  const fragment = bareBase64(secret).slice(8, 40);
  for (const text of [error.message, inspect(error), JSON.stringify(error)]) expect(text).not.toContain(fragment);
}

describe('parsePrivateKey', () => {
  it('detects Ed25519 from PEM and from bare base64 DER', () => {
    expect(parsePrivateKey(ED25519_PRIVATE_KEY).algorithm).toBe('ed25519');
    expect(parsePrivateKey(bareBase64(ED25519_PRIVATE_KEY)).algorithm).toBe('ed25519');
  });

  it('re-wraps the RSASSA-PSS OID key as plain rsaEncryption PKCS#8', () => {
    expect(hex(Buffer.from(bareBase64(RSA_PSS_OID_PRIVATE_KEY), 'base64'))).toContain(RSASSA_PSS_OID_DER);
    const { algorithm, pkcs8 } = parsePrivateKey(RSA_PSS_OID_PRIVATE_KEY);
    expect(algorithm).toBe('rsa-v1_5-sha256');
    expect(hex(pkcs8)).toContain(RSA_ENCRYPTION_OID_DER);
    expect(hex(pkcs8)).not.toContain(RSASSA_PSS_OID_DER);
    const key = createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(createPublicKey(key).export({ type: 'spki', format: 'pem' })).toBe(`${RSA_PUBLIC_KEY}\n`);
  });

  it('accepts a PKCS#1 "RSA PRIVATE KEY" and wraps it', () => {
    const pkcs8 = parsePrivateKey(RSA_PSS_OID_PRIVATE_KEY).pkcs8;
    const pkcs1 = createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' }).export({
      type: 'pkcs1',
      format: 'pem',
    });
    expect(String(pkcs1)).toContain('BEGIN RSA PRIVATE KEY');
    expect(hex(parsePrivateKey(String(pkcs1)).pkcs8)).toBe(hex(pkcs8));
  });

  it('explains what to fix for a public key, an EC key and an encrypted key', () => {
    expect(thrown(() => parsePrivateKey(ED25519_PUBLIC_KEY)).message).toMatch(/^privateKey is a public key/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(thrown(() => parsePrivateKey(String(ec))).message).toMatch(
      /algorithm eBay does not accept \(OID 1\.2\.840\.10045\.2\.1\)/,
    );
    const encrypted = generateKeyPairSync('ed25519').privateKey.export({
      type: 'pkcs8',
      format: 'pem',
      cipher: 'aes-256-cbc',
      passphrase: 'pw',
    });
    expect(thrown(() => parsePrivateKey(String(encrypted))).message).toMatch(/is encrypted: decrypt it first/);
  });

  it('raises ValidationError for garbage without echoing the key text', () => {
    const garbage = 'this is not a key: SECRET-9f8e7d6c5b4a39281706';
    const error = thrown(() => parsePrivateKey(garbage));
    expect(error.parameter).toBe('privateKey');
    expect(error.message).toMatch(/pass the Ed25519 or RSA private key/);
    expect(error.message).not.toContain('SECRET-9f8e7d6c5b4a39281706');
    expectNoSecret(error, garbage);
  });

  it('raises ValidationError for a truncated key without echoing any of it', () => {
    const truncated = RSA_PSS_OID_PRIVATE_KEY.split('\n').slice(0, 12).join('\n') + '\n-----END PRIVATE KEY-----';
    const error = thrown(() => parsePrivateKey(truncated));
    expect(error.message).toMatch(/^privateKey is not valid DER/);
    expectNoSecret(error, RSA_PSS_OID_PRIVATE_KEY);
  });

  it('raises ValidationError for empty input and mismatched armour', () => {
    expect(thrown(() => parsePrivateKey('  ')).message).toMatch(/^privateKey is empty/);
    expect(thrown(() => parsePrivateKey(ED25519_PRIVATE_KEY.replace('END PRIVATE', 'END PUBLIC'))).message).toMatch(
      /broken PEM armour/,
    );
  });
});

describe('parsePublicKey', () => {
  it('detects Ed25519 and RSA from PEM and bare base64 SPKI', () => {
    expect(parsePublicKey(ED25519_PUBLIC_KEY).algorithm).toBe('ed25519');
    expect(parsePublicKey(bareBase64(RSA_PUBLIC_KEY)).algorithm).toBe('rsa-v1_5-sha256');
  });

  it('re-wraps an RSASSA-PSS SPKI as rsaEncryption and accepts PKCS#1 "RSA PUBLIC KEY"', () => {
    const pssSpki = createPublicKey(RSA_PSS_OID_PRIVATE_KEY).export({ type: 'spki', format: 'der' });
    expect(hex(pssSpki)).toContain(RSASSA_PSS_OID_DER);
    const plain = hex(Buffer.from(bareBase64(RSA_PUBLIC_KEY), 'base64'));
    expect(hex(parsePublicKey(pssSpki.toString('base64')).spki)).toBe(plain);
    const pkcs1 = createPublicKey(RSA_PUBLIC_KEY).export({ type: 'pkcs1', format: 'pem' });
    expect(hex(parsePublicKey(String(pkcs1)).spki)).toBe(plain);
  });

  it('refuses a private key where a public key belongs', () => {
    expect(thrown(() => parsePublicKey(ED25519_PRIVATE_KEY)).message).toMatch(/^publicKey is a private key/);
  });
});

describe.each(ENGINES)('key errors through the %s signer', (engine) => {
  it('rejects signRequest with ValidationError naming privateKey, without the key text', async () => {
    const garbage = bareBase64(ED25519_PRIVATE_KEY).replace('MC4CAQAw', 'MC4CAQAx');
    const signing = signRequest(
      { method: 'GET', url: 'https://apiz.ebay.com/sell/finances/v1/payout' },
      { privateKey: garbage, jwe: VECTOR_C.jwe, created: 1 },
      { signer: createSigner({ engine }) },
    );
    const error = await signing.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe('privateKey');
    expectNoSecret(error as ValidationError, garbage);
  });

  it('turns a well-formed key that the platform refuses into ValidationError', async () => {
    // PKCS#8 { 0, rsaEncryption, RSAPrivateKey { 0, 0 } }: valid DER, not a usable RSA key.
    const broken = Buffer.from(
      '301c020100300d06092a864886f70d0101010500' + '0408' + '3006020100020100',
      'hex',
    ).toString('base64');
    expect(parsePrivateKey(broken).algorithm).toBe('rsa-v1_5-sha256');
    const error = await createSigner({ engine })
      .sign(broken, new Uint8Array([1]))
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toMatch(/^privateKey could not be imported/);
  });

  it('verifies vector C with a PKCS#1 "RSA PUBLIC KEY"', async () => {
    const pkcs1 = String(createPublicKey(RSA_PUBLIC_KEY).export({ type: 'pkcs1', format: 'pem' }));
    const digest = 'sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:';
    const headers = {
      'x-ebay-signature-key': VECTOR_C.jwe,
      'content-digest': digest,
      'signature-input': VECTOR_C.signatureInput,
      signature: VECTOR_C.signature,
    };
    const result = await verifySignature(
      { method: VECTOR_C.method, url: VECTOR_C.url, headers, body: VECTOR_C.body ?? '' },
      { publicKey: pkcs1, now: VECTOR_C.created, signer: createSigner({ engine }) },
    );
    expect(result).toEqual({ ok: true });
  });
});
