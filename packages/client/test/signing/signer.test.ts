import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { KeyCache } from '../../src/signing/key-cache.js';
import { createSigner, createWebCryptoSigner } from '../../src/signing/index.js';
import { ED25519_PRIVATE_KEY, ED25519_PUBLIC_KEY, RSA_PSS_OID_PRIVATE_KEY, RSA_PUBLIC_KEY } from './vectors.js';

const data = new TextEncoder().encode('signature base');

/** A SubtleCrypto that counts key imports and otherwise forwards to the real one. */
function countingSubtle() {
  const real = globalThis.crypto.subtle;
  const counts = { importKey: 0 };
  const subtle = new Proxy(real, {
    get(target, property, receiver) {
      if (property === 'importKey') counts.importKey += 1;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { subtle, counts };
}

describe('createSigner', () => {
  it('picks node:crypto in Node and Web Crypto when forced', () => {
    expect(createSigner().engine).toBe('node-crypto');
    expect(createSigner({ engine: 'web-crypto' }).engine).toBe('web-crypto');
    expect(createSigner({ engine: 'node-crypto' }).engine).toBe('node-crypto');
  });

  it('gives the same Ed25519 signature from both engines, and each verifies the other', async () => {
    const node = createSigner({ engine: 'node-crypto' });
    const web = createSigner({ engine: 'web-crypto' });
    const fromNode = await node.sign(ED25519_PRIVATE_KEY, data);
    expect(await web.sign(ED25519_PRIVATE_KEY, data)).toEqual(fromNode);
    expect(await web.verify(ED25519_PUBLIC_KEY, data, fromNode)).toBe(true);
    expect(await node.verify(ED25519_PUBLIC_KEY, data, fromNode.slice(1))).toBe(false);
    expect(await web.verify(ED25519_PUBLIC_KEY, data, fromNode.slice(1))).toBe(false);
  });

  it('gives the same RSA PKCS#1 v1.5 signature from both engines, and each verifies it', async () => {
    const node = createSigner({ engine: 'node-crypto' });
    const web = createSigner({ engine: 'web-crypto' });
    const fromNode = await node.sign(RSA_PSS_OID_PRIVATE_KEY, data);
    expect(await web.sign(RSA_PSS_OID_PRIVATE_KEY, data)).toEqual(fromNode);
    expect(await web.verify(RSA_PUBLIC_KEY, data, fromNode)).toBe(true);
    expect(await node.verify(RSA_PUBLIC_KEY, data, fromNode)).toBe(true);
    expect(await web.verify(RSA_PUBLIC_KEY, data.subarray(1), fromNode)).toBe(false);
  });

  it('imports a key once per signer, even for concurrent first calls', async () => {
    const { subtle, counts } = countingSubtle();
    const signer = createWebCryptoSigner({ subtle });
    await Promise.all([signer.sign(ED25519_PRIVATE_KEY, data), signer.sign(ED25519_PRIVATE_KEY, data)]);
    await signer.sign(ED25519_PRIVATE_KEY, data);
    await signer.sign(RSA_PSS_OID_PRIVATE_KEY, data);
    expect(counts.importKey).toBe(2);
    await createWebCryptoSigner({ subtle }).sign(ED25519_PRIVATE_KEY, data);
    expect(counts.importKey).toBe(3);
  });

  it('loads node:crypto only through a dynamic import, so browser bundles can leave it out', async () => {
    const folder = new URL('../../src/signing/', import.meta.url);
    for (const file of await readdir(folder)) {
      const source = await readFile(new URL(file, folder), 'utf8');
      expect(source, file).not.toMatch(/^import (?!type\b)[^;]*from 'node:/m);
    }
  });
});

describe('KeyCache', () => {
  it('forgets a failed import so the next call retries', async () => {
    const cache = new KeyCache<number>();
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', () => 7)).toBe(7);
    expect(await cache.get('k', () => 8)).toBe(7);
  });

  it('evicts the least recently used key beyond its limit', async () => {
    const cache = new KeyCache<string>(2);
    await cache.get('a', () => 'a1');
    await cache.get('b', () => 'b1');
    await cache.get('a', () => 'a2');
    await cache.get('c', () => 'c1');
    expect(await cache.get('a', () => 'a3')).toBe('a1');
    expect(await cache.get('b', () => 'b2')).toBe('b2');
  });
});
