import { ValidationError } from '../errors/validation-error.js';
import { fromBase64 } from '../internal/bytes.js';

/** What kind of key a caller meant to pass; words the error messages. */
export type KeyRole = 'private' | 'public';

/**
 * Turns key text (PEM, or bare base64 DER as eBay's Key Management API returns it) into DER bytes.
 * Every error names the parameter and the fix, and never echoes the text: it may be a private key.
 */
export function decodeKeyText(text: unknown, role: KeyRole, parameter: string): Uint8Array {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new ValidationError(`${parameter} is empty: ${expected(role)}.`, { parameter });
  }
  // Keys kept in .env files or JSON often arrive with literal "\n" instead of line breaks.
  const normalized = text.replace(/\\r|\\n/g, '\n').trim();
  const armour = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(normalized);
  if (normalized.includes('-----BEGIN') && !armour) {
    const problem = 'has a broken PEM armour (BEGIN/END lines missing or mismatched)';
    throw new ValidationError(`${parameter} ${problem}: ${expected(role)}.`, { parameter });
  }
  const label = armour?.[1];
  const body = armour?.[2] ?? normalized;
  if (label === 'ENCRYPTED PRIVATE KEY' || /Proc-Type:\s*4,ENCRYPTED/.test(body)) {
    const fix = 'decrypt it first (e.g. openssl pkcs8 -topk8 -nocrypt), then';
    throw new ValidationError(`${parameter} is encrypted: ${fix} ${expected(role)}.`, { parameter });
  }
  if (label === 'CERTIFICATE') {
    throw new ValidationError(`${parameter} is a certificate: ${expected(role)}.`, { parameter });
  }
  const der = fromBase64(body);
  if (!der) {
    throw new ValidationError(`${parameter} is neither PEM nor base64: ${expected(role)}.`, { parameter });
  }
  return der;
}

/** The fix every key error ends with. */
export function expected(role: KeyRole): string {
  return role === 'private'
    ? "pass the Ed25519 or RSA private key from eBay's Key Management API, " +
        'as PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----") or as the bare base64 DER it returns'
    : 'pass the Ed25519 or RSA public key as SubjectPublicKeyInfo, ' +
        'PEM ("-----BEGIN PUBLIC KEY-----") or bare base64 DER (the "pkey" of the JWE)';
}
