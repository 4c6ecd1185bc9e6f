import { ValidationError } from '../errors/validation-error.js';
import { fromBase64 } from '../internal/bytes.js';

/**
 * What kind of key a caller meant to pass: the parameter it goes in and the fix every error about it ends with. One
 * constant per kind, so a program that only signs does not carry the public key's wording.
 */
export interface KeyRole {
  readonly parameter: 'privateKey' | 'publicKey';
  readonly expected: string;
}

/** A private key, to sign with. */
export const PRIVATE_KEY: KeyRole = {
  parameter: 'privateKey',
  expected:
    "pass the Ed25519 or RSA private key from eBay's Key Management API, " +
    'as PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----") or as the bare base64 DER it returns',
};

/** A public key, to verify with. */
export const PUBLIC_KEY: KeyRole = {
  parameter: 'publicKey',
  expected:
    'pass the Ed25519 or RSA public key as SubjectPublicKeyInfo, ' +
    'PEM ("-----BEGIN PUBLIC KEY-----") or bare base64 DER (the "pkey" of the JWE)',
};

/**
 * Turns key text (PEM, or bare base64 DER as eBay's Key Management API returns it) into DER bytes.
 * Every error names the parameter and the fix, and never echoes the text: it may be a private key.
 */
export function decodeKeyText(text: unknown, role: KeyRole, parameter: string): Uint8Array {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new ValidationError(`${parameter} is empty: ${role.expected}.`, { parameter });
  }
  // Keys kept in .env files or JSON often arrive with literal "\n" instead of line breaks.
  const normalized = text.replace(/\\r|\\n/g, '\n').trim();
  const armour = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(normalized);
  if (normalized.includes('-----BEGIN') && !armour) {
    const problem = 'has a broken PEM armour (BEGIN/END lines missing or mismatched)';
    throw new ValidationError(`${parameter} ${problem}: ${role.expected}.`, { parameter });
  }
  const label = armour?.[1];
  const body = armour?.[2] ?? normalized;
  if (label === 'ENCRYPTED PRIVATE KEY' || /Proc-Type:\s*4,ENCRYPTED/.test(body)) {
    const fix = 'decrypt it first (e.g. openssl pkcs8 -topk8 -nocrypt), then';
    throw new ValidationError(`${parameter} is encrypted: ${fix} ${role.expected}.`, { parameter });
  }
  if (label === 'CERTIFICATE') {
    throw new ValidationError(`${parameter} is a certificate: ${role.expected}.`, { parameter });
  }
  const der = fromBase64(body);
  if (!der) {
    throw new ValidationError(`${parameter} is neither PEM nor base64: ${role.expected}.`, { parameter });
  }
  return der;
}
