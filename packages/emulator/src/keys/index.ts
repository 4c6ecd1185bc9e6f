/**
 * eBay digital signatures in the emulator (docs/ebay-facts.md#digital-signatures): the Key Management API's state, the JWEs
 * that carry public keys (`x-ebay-signature-key`), and the signature check with eBay's error ids.
 */
export {
  decryptJwe,
  EBAY_TEST_MASTER_KEY_BASE64,
  ebayTestMasterKey,
  encryptJwe,
  type JweClaims,
  type RandomBytes,
} from './jwe.js';
export {
  invalidSigningKeyCipher,
  invalidSigningKeyRequest,
  isSigningKeyCipher,
  parseCreateSigningKeyRequest,
  signingKeyNotFound,
} from './key-errors.js';
export { signatureCreatedOutOfRange, signatureKeyInvalid, signatureValidationFailed } from './signature-errors.js';
export {
  SIGNING_KEY_LIFETIME_SECONDS,
  SigningKeyStore,
  type CreatedSigningKey,
  type SigningKey,
  type SigningKeyCipher,
  type SigningKeyClaims,
  type SigningKeyStoreOptions,
} from './signing-keys.js';
export {
  checkEbaySignature,
  verifyEbaySignature,
  type SignatureCheckContext,
  type SignatureFailure,
  type SignedRequest,
} from './verify.js';
