import { ValidationError } from '../errors/validation-error.js';
import { fromBase64, toBytes } from '../internal/bytes.js';
import { digestBody, isDigestAlgorithm, parseContentDigest } from './content-digest.js';
import { buildSignatureBase, SIGNATURE_LABEL } from './signature-base.js';
import { parseSignature, parseSignatureInput } from './signature-fields.js';
import { createSigner } from './create-signer.js';
import type { Signer } from './signer.js';

/** A received request to check: headers as a `Headers` or a plain record (Node's `IncomingHttpHeaders` fits). */
export interface VerifiableRequest {
  readonly method: string;
  /** Absolute URL the request was sent to (its authority is the signed `@authority`). */
  readonly url: string | URL;
  readonly headers: Headers | Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body?: Uint8Array | string;
}

/** Where the public key comes from and how strict the time check is. */
export interface VerifySignatureOptions {
  /** Public key (SPKI PEM or bare base64 DER); wins over `resolvePublicKey`. */
  readonly publicKey?: string;
  /** Finds the public key for an `x-ebay-signature-key` JWE (the emulator decrypts it); `undefined`: unknown. */
  readonly resolvePublicKey?: (jwe: string) => Promise<string | undefined> | string | undefined;
  /** Current time in unix seconds; default the system clock. */
  readonly now?: number;
  /** Allowed distance between `created` and `now`, in seconds; default `DEFAULT_MAX_SKEW_SECONDS`. */
  readonly maxSkewSeconds?: number;
  /** Signer to verify with; pass a long-lived one so public keys are imported once. */
  readonly signer?: Signer;
}

/** Outcome of `verifySignature`; `reason` is worded like eBay's verifier. */
export type VerifySignatureResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** Default allowed skew for `created`. eBay does not document its own window (docs/ebay-facts.md#signature-error-ids). */
export const DEFAULT_MAX_SKEW_SECONDS = 300;

/** eBay's message for error 215114. */
export const CREATED_OUT_OF_RANGE = 'The create time of signature parameters is not in right range';

/**
 * Verifies an eBay-style signed request: Content-Digest against the body (when there is one), then the
 * RFC 9421 signature with Ed25519 or RSA PKCS#1 v1.5 SHA-256. Never throws for a bad request, only
 * (`ValidationError`) when neither `publicKey` nor `resolvePublicKey` is given or the key cannot be read.
 */
export async function verifySignature(
  request: VerifiableRequest,
  options: VerifySignatureOptions,
): Promise<VerifySignatureResult> {
  if (options.publicKey === undefined && options.resolvePublicKey === undefined) {
    throw new ValidationError('verifySignature needs publicKey or resolvePublicKey.', { parameter: 'publicKey' });
  }
  const header = headerReader(request.headers);
  const fail = (reason: string): VerifySignatureResult => ({ ok: false, reason });

  const jwe = header('x-ebay-signature-key');
  if (jwe === undefined) return fail('x-ebay-signature-key header missing');

  const body = request.body === undefined ? undefined : toBytes(request.body);
  const hasBody = body !== undefined && body.length > 0;
  if (hasBody) {
    const problem = await checkContentDigest(header('content-digest'), body);
    if (problem) return fail(problem);
  }

  const inputHeader = header('signature-input');
  if (inputHeader === undefined) return fail('Signature-Input header missing');
  const inputs = parseSignatureInput(inputHeader);
  const input = inputs?.find((entry) => entry.label === SIGNATURE_LABEL) ?? inputs?.[0];
  if (!input || input.created === undefined) return fail('Signature-Input header invalid');

  const signatureHeader = header('signature');
  if (signatureHeader === undefined) return fail('Signature header missing');
  const signature = parseSignature(signatureHeader)?.get(input.label);
  if (!signature) return fail('Signature header invalid');

  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - input.created) > (options.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS)) {
    return fail(CREATED_OUT_OF_RANGE);
  }
  // Without this, a body could be swapped together with its Content-Digest under a valid signature.
  if (hasBody && !input.components.some((name) => name.toLowerCase() === 'content-digest')) {
    return fail('Header content-digest not included in signature');
  }

  const url = toUrl(request.url);
  const base = buildSignatureBase({ method: request.method, url, header }, input.components, input.signatureParams);
  if (!base.ok) return fail(base.reason);

  const publicKey = options.publicKey ?? (await options.resolvePublicKey?.(jwe));
  if (publicKey === undefined) return fail('x-ebay-signature-key header invalid: unknown signing key');
  const signer = options.signer ?? createSigner();
  const valid = await signer.verify(publicKey, new TextEncoder().encode(base.base), signature);
  return valid ? { ok: true } : fail('Signature invalid');
}

async function checkContentDigest(value: string | undefined, body: Uint8Array): Promise<string | undefined> {
  if (value === undefined) return 'Content-Digest header missing';
  const entries = parseContentDigest(value);
  if (!entries) return 'Content-digest header invalid';
  let checked = 0;
  for (const { algorithm, digest } of entries) {
    if (!isDigestAlgorithm(algorithm)) continue;
    checked += 1;
    const expected = await digestBody(body, algorithm);
    // Compare bytes, not text, so an unpadded but correct base64 digest still matches.
    if (!sameBytes(fromBase64(digest), fromBase64(expected))) {
      return `Content-Digest value is invalid. Expected body digest is: ${expected}`;
    }
  }
  if (checked === 0) return `Invalid cipher ${entries[0]?.algorithm ?? ''}`;
  return undefined;
}

function headerReader(headers: VerifiableRequest['headers']): (name: string) => string | undefined {
  // Duck-typed rather than `instanceof Headers`: undici, polyfills and other realms bring their own class.
  if (isHeaders(headers)) return (name) => headers.get(name) ?? undefined;
  const byName = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const joined = typeof value === 'string' ? value : value.join(', ');
    const key = name.toLowerCase();
    const previous = byName.get(key);
    byName.set(key, previous === undefined ? joined : `${previous}, ${joined}`);
  }
  return (name) => byName.get(name);
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return a.every((byte, i) => byte === b[i]);
}

function isHeaders(headers: VerifiableRequest['headers']): headers is Headers {
  return typeof (headers as { get?: unknown }).get === 'function';
}

function toUrl(url: string | URL): URL {
  if (typeof url !== 'string') return url;
  if (URL.canParse(url)) return new URL(url);
  throw new ValidationError('url must be the absolute URL the request was sent to.', { parameter: 'url' });
}
