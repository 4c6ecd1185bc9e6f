import { nodeBuiltin } from '../internal/node-modules.js';
import type * as NodeCryptoModule from 'node:crypto';
import { ValidationError } from '../errors/validation-error.js';
import { KeyCache } from './key-cache.js';
import { expected } from './key-text.js';
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
  let loaded: Promise<NodeCrypto> | undefined;
  const load = (): Promise<NodeCrypto> => (loaded ??= Promise.resolve(nodeBuiltin('node:crypto')));
  const privateKeys = new KeyCache<ImportedKey>(options.cacheSize);
  const publicKeys = new KeyCache<ImportedKey>(options.cacheSize);

  return {
    engine: 'node-crypto',
    async sign(privateKey, data) {
      const crypto = await load();
      const { algorithm, key } = await privateKeys.get(privateKey, () => {
        const material = parsePrivateKey(privateKey);
        const imported = importOrThrow('private', () =>
          crypto.createPrivateKey({ key: toBuffer(material.pkcs8), format: 'der', type: 'pkcs8' }),
        );
        return { algorithm: material.algorithm, key: imported };
      });
      return new Uint8Array(
        algorithm === 'ed25519'
          ? crypto.sign(null, data, key)
          : crypto.sign('sha256', data, { key, padding: crypto.constants.RSA_PKCS1_PADDING }),
      );
    },
    async verify(publicKey, data, signature) {
      const crypto = await load();
      const { algorithm, key } = await publicKeys.get(publicKey, () => {
        const material = parsePublicKey(publicKey);
        const imported = importOrThrow('public', () =>
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
    },
  };
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function importOrThrow(
  role: 'private' | 'public',
  create: () => NodeCryptoModule.KeyObject,
): NodeCryptoModule.KeyObject {
  try {
    return create();
  } catch {
    // OpenSSL's message is dropped on purpose: it adds nothing the caller can act on.
    const parameter = role === 'private' ? 'privateKey' : 'publicKey';
    throw new ValidationError(`${parameter} could not be imported by node:crypto: ${expected(role)}.`, { parameter });
  }
}
