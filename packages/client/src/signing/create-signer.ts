import { hasNodeApis } from '../internal/runtime.js';
import { createNodeCryptoSigner, nodeCryptoSign } from './node-crypto-signer.js';
import type { CreateSignerOptions, Signer } from './signer.js';
import { createWebCryptoSigner, webCryptoSign } from './web-crypto-signer.js';

/** Creates a signer on node:crypto or Web Crypto; the default picks by runtime. */
export function createSigner(options: CreateSignerOptions = {}): Signer {
  return onNodeCrypto(options) ? createNodeCryptoSigner(cacheOf(options)) : createWebCryptoSigner(cacheOf(options));
}

/** @internal The `sign` half of `createSigner(options)`: what a client's sign step uses (it never verifies). */
export function createSign(options: CreateSignerOptions = {}): Signer['sign'] {
  return onNodeCrypto(options) ? nodeCryptoSign(cacheOf(options)) : webCryptoSign(cacheOf(options));
}

function onNodeCrypto(options: CreateSignerOptions): boolean {
  const engine = options.engine ?? 'auto';
  return engine === 'node-crypto' || (engine === 'auto' && hasNodeApis());
}

function cacheOf(options: CreateSignerOptions): { cacheSize?: number } {
  return options.cacheSize === undefined ? {} : { cacheSize: options.cacheSize };
}
