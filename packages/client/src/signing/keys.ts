import { ValidationError } from '../errors/validation-error.js';
import {
  TAG_BIT_STRING,
  DerError,
  TAG_INTEGER,
  TAG_OCTET_STRING,
  TAG_OID,
  TAG_SEQUENCE,
  decodeOid,
  encodeElement,
  encodeSequence,
  readChildren,
  readSingle,
  type DerElement,
} from './der.js';
import { decodeKeyText, PRIVATE_KEY, PUBLIC_KEY, type KeyRole } from './key-text.js';

/** The two algorithms eBay accepts, named as in RFC 9421's algorithm registry. */
export type SignatureAlgorithm = 'ed25519' | 'rsa-v1_5-sha256';

/** A private key ready for import: PKCS#8 DER whose algorithm identifier matches how we sign with it. */
export interface PrivateKeyMaterial {
  readonly algorithm: SignatureAlgorithm;
  readonly pkcs8: Uint8Array;
}

/** A public key ready for import: SubjectPublicKeyInfo DER whose algorithm identifier matches how we verify. */
export interface PublicKeyMaterial {
  readonly algorithm: SignatureAlgorithm;
  readonly spki: Uint8Array;
}

const OID_RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
const OID_RSASSA_PSS = '1.2.840.113549.1.1.10';
const OID_ED25519 = '1.3.101.112';

// AlgorithmIdentifier { rsaEncryption, NULL }: what node:crypto and Web Crypto need to sign PKCS#1 v1.5.
const RSA_ENCRYPTION_ALGORITHM = /* @__PURE__ */ Uint8Array.from([
  0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
]);
// INTEGER 0 (TAG_INTEGER, length 1, value 0), written out so bundlers can drop it unused.
const VERSION_0 = /* @__PURE__ */ Uint8Array.from([0x02, 0x01, 0x00]);

/**
 * Reads a private key (PKCS#8 or PKCS#1, PEM or bare base64 DER), detects Ed25519 or RSA, and returns
 * PKCS#8 that signs the way eBay verifies. Throws `ValidationError` (without the key text) otherwise.
 */
export function parsePrivateKey(text: unknown, parameter = 'privateKey'): PrivateKeyMaterial {
  const der = decodeKeyText(text, PRIVATE_KEY, parameter);
  return withDerErrors(PRIVATE_KEY, parameter, () => {
    const children = sequenceChildren(readSingle(der));
    const [first, second, third] = children;
    if (first?.tag === TAG_SEQUENCE && second?.tag === TAG_BIT_STRING) {
      throw invalid(parameter, 'is a public key; signing needs the private key', PRIVATE_KEY);
    }
    if (first?.tag === TAG_INTEGER && second?.tag === TAG_INTEGER && children.length >= 9) {
      return { algorithm: 'rsa-v1_5-sha256', pkcs8: wrapRsaPrivateKey(der) };
    }
    if (first?.tag !== TAG_INTEGER || second?.tag !== TAG_SEQUENCE || third?.tag !== TAG_OCTET_STRING) {
      throw invalid(parameter, 'is not a PKCS#8 or PKCS#1 private key', PRIVATE_KEY);
    }
    const oid = algorithmOid(second);
    if (oid === OID_ED25519) {
      const seed = readSingle(third.content);
      if (seed.tag !== TAG_OCTET_STRING || seed.content.length !== 32) {
        throw invalid(parameter, 'is not a valid Ed25519 private key', PRIVATE_KEY);
      }
      return { algorithm: 'ed25519', pkcs8: der };
    }
    if (oid === OID_RSA_ENCRYPTION) return { algorithm: 'rsa-v1_5-sha256', pkcs8: der };
    if (oid === OID_RSASSA_PSS) {
      // The RFC 9421 test key (and eBay's sample key) carries the RSASSA-PSS OID. Imported as is,
      // node:crypto signs PSS and eBay rejects it (error 215120); eBay verifies PKCS#1 v1.5 with SHA-256,
      // so keep only the inner PKCS#1 RSAPrivateKey under a plain rsaEncryption identifier.
      return { algorithm: 'rsa-v1_5-sha256', pkcs8: wrapRsaPrivateKey(third.content) };
    }
    throw unsupported(parameter, oid, PRIVATE_KEY);
  });
}

/**
 * Reads a public key (SubjectPublicKeyInfo or PKCS#1 RSAPublicKey, PEM or bare base64 DER), detects
 * Ed25519 or RSA, and returns SPKI that verifies PKCS#1 v1.5 for RSA. Throws `ValidationError` otherwise.
 */
export function parsePublicKey(text: unknown, parameter = 'publicKey'): PublicKeyMaterial {
  const der = decodeKeyText(text, PUBLIC_KEY, parameter);
  return withDerErrors(PUBLIC_KEY, parameter, () => {
    const children = sequenceChildren(readSingle(der));
    const [first, second] = children;
    if (first?.tag === TAG_INTEGER && second?.tag === TAG_INTEGER && children.length === 2) {
      const bitString = encodeElement(TAG_BIT_STRING, prefixZero(der));
      return { algorithm: 'rsa-v1_5-sha256', spki: encodeSequence(RSA_ENCRYPTION_ALGORITHM, bitString) };
    }
    if (first?.tag === TAG_INTEGER) {
      throw invalid(parameter, 'is a private key; verification needs the public key', PUBLIC_KEY);
    }
    if (first?.tag !== TAG_SEQUENCE || second?.tag !== TAG_BIT_STRING || children.length !== 2) {
      throw invalid(parameter, 'is not a SubjectPublicKeyInfo public key', PUBLIC_KEY);
    }
    const oid = algorithmOid(first);
    if (oid === OID_ED25519) {
      if (second.content.length !== 33) throw invalid(parameter, 'is not a valid Ed25519 public key', PUBLIC_KEY);
      return { algorithm: 'ed25519', spki: der };
    }
    if (oid === OID_RSA_ENCRYPTION) return { algorithm: 'rsa-v1_5-sha256', spki: der };
    if (oid === OID_RSASSA_PSS) {
      // Same pitfall as for private keys: a PSS-tagged key would verify PSS, eBay signs PKCS#1 v1.5.
      return { algorithm: 'rsa-v1_5-sha256', spki: encodeSequence(RSA_ENCRYPTION_ALGORITHM, second.encoded) };
    }
    throw unsupported(parameter, oid, PUBLIC_KEY);
  });
}

function wrapRsaPrivateKey(rsaPrivateKey: Uint8Array): Uint8Array {
  const [version, modulus] = sequenceChildren(readSingle(rsaPrivateKey));
  if (version?.tag !== TAG_INTEGER || modulus?.tag !== TAG_INTEGER) {
    throw new DerError();
  }
  return encodeSequence(VERSION_0, RSA_ENCRYPTION_ALGORITHM, encodeElement(TAG_OCTET_STRING, rsaPrivateKey));
}

function sequenceChildren(element: DerElement): DerElement[] {
  if (element.tag !== TAG_SEQUENCE) throw new DerError();
  return readChildren(element);
}

function algorithmOid(algorithmIdentifier: DerElement): string {
  const [oid] = readChildren(algorithmIdentifier);
  if (oid?.tag !== TAG_OID) throw new DerError();
  return decodeOid(oid.content);
}

function prefixZero(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes, 1);
  return out;
}

function withDerErrors<T>(role: KeyRole, parameter: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DerError) throw invalid(parameter, 'is not valid DER', role);
    throw error;
  }
}

function invalid(parameter: string, problem: string, role: KeyRole): ValidationError {
  return new ValidationError(`${parameter} ${problem}: ${role.expected}.`, { parameter });
}

function unsupported(parameter: string, oid: string, role: KeyRole): ValidationError {
  return invalid(parameter, `uses an algorithm eBay does not accept (OID ${oid})`, role);
}
