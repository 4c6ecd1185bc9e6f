/**
 * HTTP message signatures for eBay (RFC 9421 + RFC 9530 Content-Digest), as eBay requires for some calls
 * made for EU/UK sellers (docs/ebay-facts.md#digital-signatures). Platform crypto only: node:crypto in Node, Web Crypto elsewhere.
 */
export {
  computeContentDigest,
  digestBody,
  isDigestAlgorithm,
  parseContentDigest,
  type ContentDigestEntry,
  type DigestAlgorithm,
} from './content-digest.js';
export {
  parsePrivateKey,
  parsePublicKey,
  type PrivateKeyMaterial,
  type PublicKeyMaterial,
  type SignatureAlgorithm,
} from './keys.js';
export { createNodeCryptoSigner, type NodeCryptoSignerOptions } from './node-crypto-signer.js';
export {
  buildSignatureBase,
  COMPONENTS_WITH_BODY,
  COMPONENTS_WITHOUT_BODY,
  derivedComponent,
  formatSignature,
  formatSignatureInput,
  serializeSignatureParams,
  SIGNATURE_LABEL,
  type SignatureBaseResult,
  type SignatureMessage,
} from './signature-base.js';
export { parseSignature, parseSignatureInput, type ParsedSignatureInput } from './signature-fields.js';
export {
  signRequest,
  type SignableRequest,
  type SignatureHeaders,
  type SigningKey,
  type SignRequestOptions,
} from './sign-request.js';
export { createSigner } from './create-signer.js';
export type { CreateSignerOptions, Signer, SignerEngine } from './signer.js';
export {
  CREATED_OUT_OF_RANGE,
  DEFAULT_MAX_SKEW_SECONDS,
  verifySignature,
  type VerifiableRequest,
  type VerifySignatureOptions,
  type VerifySignatureResult,
} from './verify-signature.js';
export { createWebCryptoSigner, type WebCryptoSignerOptions } from './web-crypto-signer.js';
