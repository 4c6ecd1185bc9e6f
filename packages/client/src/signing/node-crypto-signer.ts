import { nodeBuiltin } from '../internal/node-modules.js';
import type * as NodeCryptoModule from 'node:crypto';
import { ValidationError } from '../errors/validation-error.js';
import { KeyCache } from './key-cache.js';
import { PRIVATE_KEY, PUBLIC_KEY, type KeyRole } from './key-text.js';
import { parsePrivateKey, parsePublicKey, type SignatureAlgorithm } from './keys.js';
import type { Signer } from './signer.js';

type NodeCrypto = typeof NodeCryptoModule;

interface ImportedKey {
  readonly algorithm: SignatureAlgorithm;
  readonly key: NodeCryptoModule.KeyObject;
}

/** Options for `createNodeCryptoSigner`. */
export interface NodeCryptoSignerOptions {
  /** How many imported keys the signer keeps (default 16). */
  readonly cacheSize?: number;
}

/** A signer on `node:crypto`. The module is imported on first use so browser bundles never load it. */
export function createNodeCryptoSigner(options: NodeCryptoSignerOptions = {}): Signer {
  return { engine: 'node-crypto', sign: nodeCryptoSign(options), verify: nodeCryptoVerify(options) };
}

/**
 * @internal The `sign` half of a node:crypto signer: a client's sign step never verifies, so a program that only
 * signs does not carry the public-key half.
 */
export function nodeCryptoSign(options: NodeCryptoSignerOptions = {}): Signer['sign'] {
  const privateKeys = new KeyCache<ImportedKey>(options.cacheSize);
  return async (privateKey, data) => {
    const crypto = nodeCrypto();
    const { algorithm, key } = await privateKeys.get(privateKey, () => {
      const material = parsePrivateKey(privateKey);
      const imported = importOrThrow(PRIVATE_KEY, () =>
        crypto.createPrivateKey({ key: toBuffer(material.pkcs8), format: 'der', type: 'pkcs8' }),
      );
      return { algorithm: material.algorithm, key: imported };
    });
    return new Uint8Array(
      algorithm === 'ed25519'
        ? crypto.sign(null, data, key)
        : crypto.sign('sha256', data, { key, padding: crypto.constants.RSA_PKCS1_PADDING }),
    );
  };
}

function nodeCryptoVerify(options: NodeCryptoSignerOptions): Signer['verify'] {
  const publicKeys = new KeyCache<ImportedKey>(options.cacheSize);
  return async (publicKey, data, signature) => {
    const crypto = nodeCrypto();
    const { algorithm, key } = await publicKeys.get(publicKey, () => {
      const material = parsePublicKey(publicKey);
      const imported = importOrThrow(PUBLIC_KEY, () =>
        crypto.createPublicKey({ key: toBuffer(material.spki), format: 'der', type: 'spki' }),
      );
      return { algorithm: material.algorithm, key: imported };
    });
    try {
      return algorithm === 'ed25519'
        ? crypto.verify(null, data, key, signature)
        : crypto.verify('sha256', data, { key, padding: crypto.constants.RSA_PKCS1_PADDING }, signature);
    } catch {
      // OpenSSL throws on some malformed signatures instead of returning false; both mean "not valid".
      return false;
    }
  };
}

/** node:crypto, read when a key is first used (never in a browser, which has no `process`). */
const nodeCrypto = (): NodeCrypto => nodeBuiltin('node:crypto');

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function importOrThrow(role: KeyRole, create: () => NodeCryptoModule.KeyObject): NodeCryptoModule.KeyObject {
  try {
    return create();
  } catch {
    // OpenSSL's message is dropped on purpose: it adds nothing the caller can act on.
    const { parameter } = role;
    throw new ValidationError(`${parameter} could not be imported by node:crypto: ${role.expected}.`, { parameter });
  }
}
