import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptJwe, EBAY_TEST_MASTER_KEY_BASE64, ebayTestMasterKey, encryptJwe } from '../../src/keys/index.js';
import {
  DSV_RSA_JWE,
  ED25519_PUBLIC_KEY,
  RSA_PUBLIC_KEY,
  VECTOR_A,
  VECTOR_B,
  VECTOR_C,
  VECTOR_D,
  VECTOR_E,
  VECTOR_E_INVALID,
} from './vectors.js';

const testKey = ebayTestMasterKey();

function header(jwe: string): unknown {
  return JSON.parse(Buffer.from(jwe.split('.')[0]!, 'base64url').toString('utf8'));
}

describe("eBay's test JWEs (docs/ebay-facts.md#test-keys-and-vectors) decrypt with the official test master key", () => {
  it('Vector A gives exactly the claims listed in docs/ebay-facts.md', () => {
    expect(decryptJwe(VECTOR_A.jwe, testKey)).toEqual({
      appid: 'app1',
      pkey: ED25519_PUBLIC_KEY,
      iat: 1663459378,
      nbf: 1663459378,
      exp: 1758132178,
    });
  });

  it('Vector B carries the Ed25519 test public key, issued when the vector was signed', () => {
    const claims = decryptJwe(VECTOR_B.jwe, testKey);
    expect(claims).toMatchObject({ appid: 'app1', pkey: ED25519_PUBLIC_KEY, iat: 1663544232 });
  });

  it('Vector C gives exactly the claims listed in docs/ebay-facts.md (RSA public key)', () => {
    expect(decryptJwe(VECTOR_C.jwe, testKey)).toEqual({
      nbf: 1664063649,
      appid: 'app1',
      pkey: RSA_PUBLIC_KEY,
      exp: 1979423649,
      iat: 1664063649,
      jti: 'b0592094-4ce1-481b-a851-de6855bc09ce',
    });
  });

  it('Vector D gives exactly the claims listed in docs/ebay-facts.md, and its RSA sibling names cipher RSA', () => {
    expect(decryptJwe(VECTOR_D.jwe, testKey)).toEqual({
      cipher: 'Ed25519',
      nbf: 1661655323,
      appid: 'app1',
      pkey: ED25519_PUBLIC_KEY,
      exp: 1977015323,
      iat: 1661655323,
      jti: '2b1eddbd-eba2-4293-ba00-d6b981ecb52f',
    });
    expect(decryptJwe(DSV_RSA_JWE, testKey)).toMatchObject({ cipher: 'RSA', pkey: RSA_PUBLIC_KEY, iat: 1661655462 });
  });

  it('Vector E and its negative twin carry the Ed25519 test public key', () => {
    expect(decryptJwe(VECTOR_E.jwe, testKey)).toMatchObject({ cipher: 'Ed25519', pkey: ED25519_PUBLIC_KEY });
    expect(decryptJwe(VECTOR_E_INVALID.jwe, testKey)).toMatchObject({ cipher: 'Ed25519', pkey: ED25519_PUBLIC_KEY });
  });

  it('the exported test key is the published base64 value, and callers cannot change it', () => {
    expect(Buffer.from(ebayTestMasterKey()).toString('base64')).toBe(EBAY_TEST_MASTER_KEY_BASE64);
    ebayTestMasterKey().fill(0);
    expect(decryptJwe(VECTOR_A.jwe, ebayTestMasterKey())).toBeDefined();
  });
});

describe('encryptJwe', () => {
  const masterKey = randomBytes(32);
  const claims = { pkey: 'MCow…', cipher: 'Ed25519', appid: 'app-1', iat: 1, nbf: 1, exp: 2, jti: 'id-1' };

  it('round-trips through decryptJwe', () => {
    expect(decryptJwe(encryptJwe(claims, masterKey), masterKey)).toEqual(claims);
  });

  it("writes eBay's shape: five base64url parts, protected header with the key wrap's iv and tag", () => {
    const jwe = encryptJwe(claims, masterKey);
    const parts = jwe.split('.');
    expect(parts).toHaveLength(5);
    expect(parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))).toBe(true);
    expect(header(jwe)).toEqual({
      alg: 'A256GCMKW',
      enc: 'A256GCM',
      zip: 'DEF',
      iv: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      tag: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    // 32-byte wrapped content key, 12-byte content IV, 16-byte content tag, like eBay's JWEs.
    expect([parts[1], parts[2], parts[4]].map((part) => Buffer.from(part!, 'base64url').length)).toEqual([32, 12, 16]);
  });

  it('is deterministic with a fixed random source, and fresh IVs give different tokens otherwise', () => {
    const fixed = (size: number): Uint8Array => new Uint8Array(size).fill(7);
    expect(encryptJwe(claims, masterKey, fixed)).toBe(encryptJwe(claims, masterKey, fixed));
    expect(encryptJwe(claims, masterKey)).not.toBe(encryptJwe(claims, masterKey));
  });

  it('rejects a master key that is not AES-256', () => {
    expect(() => encryptJwe(claims, randomBytes(16))).toThrow(RangeError);
  });
});

describe('decryptJwe gives undefined, never throws, on', () => {
  const masterKey = randomBytes(32);
  const jwe = encryptJwe({ pkey: 'x' }, masterKey);
  const parts = jwe.split('.');
  const flip = (part: string): string => {
    const bytes = Buffer.from(part, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    return bytes.toString('base64url');
  };
  const withPart = (index: number, value: string): string => parts.map((p, i) => (i === index ? value : p)).join('.');

  it('another master key (official test key included)', () => {
    expect(decryptJwe(jwe, randomBytes(32))).toBeUndefined();
    expect(decryptJwe(jwe, ebayTestMasterKey())).toBeUndefined();
    expect(decryptJwe(VECTOR_A.jwe, masterKey)).toBeUndefined();
  });

  it('a tampered wrapped key, IV, ciphertext or tag', () => {
    for (const index of [1, 2, 3, 4]) {
      expect(decryptJwe(withPart(index, flip(parts[index]!)), masterKey)).toBeUndefined();
    }
  });

  it('a tampered protected header (it is authenticated data)', () => {
    const changed = { ...(header(jwe) as object), kid: 'x' };
    const headerPart = Buffer.from(JSON.stringify(changed)).toString('base64url');
    expect(decryptJwe(withPart(0, headerPart), masterKey)).toBeUndefined();
  });

  it('malformed input', () => {
    for (const bad of ['', 'abc', 'a.b.c.d', `${jwe}.x`, jwe.replace('.', '.!'), 'e30.e30.e30.e30.e30']) {
      expect(decryptJwe(bad, masterKey)).toBeUndefined();
    }
    expect(decryptJwe(jwe, randomBytes(7))).toBeUndefined();
  });

  it('other algorithms in the header', () => {
    const other = { ...(header(jwe) as object), alg: 'dir' };
    const headerPart = Buffer.from(JSON.stringify(other)).toString('base64url');
    expect(decryptJwe(withPart(0, headerPart), masterKey)).toBeUndefined();
  });

  it('a payload that is not a JSON object', () => {
    expect(decryptJwe(encryptJwe([1, 2], masterKey), masterKey)).toBeUndefined();
  });
});
