import { hasNodeApis } from '../internal/runtime.js';
import { createNodeCryptoSigner } from './node-crypto-signer.js';
import type { CreateSignerOptions, Signer } from './signer.js';
import { createWebCryptoSigner } from './web-crypto-signer.js';

/** Creates a signer on node:crypto or Web Crypto; the default picks by runtime. */
export function createSigner(options: CreateSignerOptions = {}): Signer {
  const engine = options.engine ?? 'auto';
  const useNode = engine === 'node-crypto' || (engine === 'auto' && hasNodeApis());
  const cache = options.cacheSize === undefined ? {} : { cacheSize: options.cacheSize };
  return useNode ? createNodeCryptoSigner(cache) : createWebCryptoSigner(cache);
}
