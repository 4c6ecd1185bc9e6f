import { ConfigError } from '../errors/config-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { toArrayBufferView } from '../internal/bytes.js';
import { KeyCache } from './key-cache.js';
import { PRIVATE_KEY, PUBLIC_KEY, type KeyRole } from './key-text.js';
import { parsePrivateKey, parsePublicKey, type SignatureAlgorithm } from './keys.js';
import type { Signer } from './signer.js';

/** Options for `createWebCryptoSigner`. */
export interface WebCryptoSignerOptions {
  /** The SubtleCrypto to use; defaults to `globalThis.crypto.subtle`. */
  readonly subtle?: SubtleCrypto;
  /** How many imported keys the signer keeps (default 16). */
  readonly cacheSize?: number;
}

// Web Crypto names for eBay's two algorithms; RSA is PKCS#1 v1.5 with SHA-256, never RSA-PSS. The same parameters
// serve import, sign and verify: sign and verify read only `name` (Web Crypto normalises the rest away).
const ALGORITHMS: Readonly<Record<SignatureAlgorithm, AlgorithmIdentifier | RsaHashedImportParams>> = {
  ed25519: { name: 'Ed25519' },
  'rsa-v1_5-sha256': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
};

interface ImportedKey {
  readonly algorithm: SignatureAlgorithm;
  readonly key: CryptoKey;
}

/** A signer on Web Crypto (`crypto.subtle`), for browsers, workers and edge runtimes. */
export function createWebCryptoSigner(options: WebCryptoSignerOptions = {}): Signer {
  return { engine: 'web-crypto', sign: webCryptoSign(options), verify: webCryptoVerify(options) };
}

/**
 * @internal The `sign` half of a Web Crypto signer: a client's sign step never verifies, so a program that only
 * signs does not carry the public-key half.
 */
export function webCryptoSign(options: WebCryptoSignerOptions = {}): Signer['sign'] {
  const privateKeys = new KeyCache<ImportedKey>(options.cacheSize);
  const subtle = subtleOf(options);
  return async (privateKey, data) => {
    const { algorithm, key } = await privateKeys.get(privateKey, () => {
      const material = parsePrivateKey(privateKey);
      const pkcs8 = toArrayBufferView(material.pkcs8);
      const params = ALGORITHMS[material.algorithm];
      const load = () => subtle().importKey('pkcs8', pkcs8, params, false, ['sign']);
      return importOrThrow(PRIVATE_KEY, material.algorithm, load);
    });
    return new Uint8Array(await subtle().sign(ALGORITHMS[algorithm], key, toArrayBufferView(data)));
  };
}

function webCryptoVerify(options: WebCryptoSignerOptions): Signer['verify'] {
  const publicKeys = new KeyCache<ImportedKey>(options.cacheSize);
  const subtle = subtleOf(options);
  return async (publicKey, data, signature) => {
    const { algorithm, key } = await publicKeys.get(publicKey, () => {
      const material = parsePublicKey(publicKey);
      const spki = toArrayBufferView(material.spki);
      const params = ALGORITHMS[material.algorithm];
      const load = () => subtle().importKey('spki', spki, params, false, ['verify']);
      return importOrThrow(PUBLIC_KEY, material.algorithm, load);
    });
    try {
      const signatureBytes = toArrayBufferView(signature);
      return await subtle().verify(ALGORITHMS[algorithm], key, signatureBytes, toArrayBufferView(data));
    } catch {
      // Some engines throw on a malformed signature instead of returning false; both mean "not valid".
      return false;
    }
  };
}

function subtleOf(options: WebCryptoSignerOptions): () => SubtleCrypto {
  return () => {
    const found = options.subtle ?? globalThis.crypto?.subtle;
    if (!found) {
      const why = 'browsers only offer it on https or localhost pages';
      throw new ConfigError(`Web Crypto (crypto.subtle) is not available: ${why}; pass \`subtle\` or use Node >= 20.`);
    }
    return found;
  };
}

async function importOrThrow(
  role: KeyRole,
  algorithm: SignatureAlgorithm,
  create: () => Promise<CryptoKey>,
): Promise<ImportedKey> {
  try {
    return { algorithm, key: await create() };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    if (algorithm === 'ed25519' && error instanceof Error && error.name === 'NotSupportedError') {
      // Older browsers shipped Web Crypto without Ed25519; the key is fine, the runtime is not.
      const fix = 'use an RSA signing key or a newer runtime';
      throw new ConfigError(`This runtime's Web Crypto does not support Ed25519: ${fix}.`);
    }
    // The platform's message is dropped on purpose: it may describe the key's bytes.
    const { parameter } = role;
    throw new ValidationError(`${parameter} could not be imported by Web Crypto: ${role.expected}.`, { parameter });
  }
}
