/** Which crypto implementation a signer uses. */
export type SignerEngine = 'node-crypto' | 'web-crypto';

/**
 * Signs and verifies signature bases with eBay's algorithms: Ed25519, or RSASSA-PKCS1-v1_5 with SHA-256
 * (never PSS), chosen from the key itself. Each instance caches its imported keys, so keep one per client.
 */
export interface Signer {
  readonly engine: SignerEngine;
  /** Signs `data` with a private key given as PEM or bare base64 DER; rejects with `ValidationError` on a bad key. */
  sign(privateKey: string, data: Uint8Array): Promise<Uint8Array>;
  /** True when `signature` over `data` verifies with the public key (PEM or base64 SPKI). */
  verify(publicKey: string, data: Uint8Array, signature: Uint8Array): Promise<boolean>;
}

/** Options for `createSigner`. */
export interface CreateSignerOptions {
  /** `auto` (default): node:crypto in Node (or a runtime that says it is Node-compatible), else Web Crypto. */
  readonly engine?: SignerEngine | 'auto';
  /** How many imported keys the signer keeps (default 16). */
  readonly cacheSize?: number;
}
