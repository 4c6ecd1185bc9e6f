import { ValidationError } from '../errors/validation-error.js';
import { toBytes } from '../internal/bytes.js';
import { computeContentDigest, isDigestAlgorithm, type DigestAlgorithm } from './content-digest.js';
import {
  buildSignatureBase,
  COMPONENTS_WITH_BODY,
  COMPONENTS_WITHOUT_BODY,
  formatSignature,
  formatSignatureInput,
  serializeSignatureParams,
} from './signature-base.js';
import { createSigner } from './create-signer.js';
import type { Signer } from './signer.js';

/** The request to sign: what is about to go on the wire. */
export interface SignableRequest {
  readonly method: string;
  /** Absolute URL; only its path and authority are signed (never the query string). */
  readonly url: string;
  /** Raw body bytes, or a string sent as UTF-8. An empty body counts as no body. */
  readonly body?: Uint8Array | string;
}

/** An eBay signing key (from the Key Management API) and how to sign with it. */
export interface SigningKey {
  /** Ed25519 or RSA private key: PKCS#8 PEM, or the bare base64 DER eBay returns. */
  readonly privateKey: string;
  /** The `jwe` eBay returned with the key; sent verbatim as `x-ebay-signature-key`. */
  readonly jwe: string;
  /** Content-Digest algorithm; `sha-256` (default) is the one eBay documents. */
  readonly digestAlgorithm?: DigestAlgorithm;
  /** Fixed `created` in unix seconds (tests, replays); wins over `clock`. */
  readonly created?: number;
  /** Clock in milliseconds, like `Date.now` (the default). */
  readonly clock?: () => number;
}

/** Headers `signRequest` adds, with lower-case names. */
export interface SignatureHeaders {
  'x-ebay-signature-key': string;
  'content-digest'?: string;
  'signature-input': string;
  signature: string;
}

/** Options for `signRequest`. */
export interface SignRequestOptions {
  /** The signer to use; pass one long-lived signer so each key is imported once. Default: a new `createSigner()`. */
  readonly signer?: Signer;
}

// Unix seconds of 5138-11-16: a bigger `created` is almost surely milliseconds, which eBay rejects (215114).
const MAX_CREATED_SECONDS = 1e11;

/**
 * Signs a request the way eBay verifies it (RFC 9421 + RFC 9530, docs/ebay-facts.md#signature-headers-and-base) and returns the
 * headers to add. Throws `ValidationError` for a bad URL, JWE, key or time, without echoing secrets.
 */
export async function signRequest(
  request: SignableRequest,
  key: SigningKey,
  options: SignRequestOptions = {},
): Promise<SignatureHeaders> {
  const signer = options.signer ?? createSigner();
  return signRequestWith(request, key, (privateKey, data) => signer.sign(privateKey, data));
}

/** @internal `signRequest` with the `sign` half of a signer: a client's sign step carries no verify code. */
export async function signRequestWith(
  request: SignableRequest,
  key: SigningKey,
  sign: Signer['sign'],
): Promise<SignatureHeaders> {
  const url = parseUrl(request.url);
  const method = parseMethod(request.method);
  const jwe = parseJwe(key.jwe);
  const digestAlgorithm = key.digestAlgorithm ?? 'sha-256';
  if (!isDigestAlgorithm(digestAlgorithm)) {
    throw new ValidationError('digestAlgorithm must be "sha-256" or "sha-512".', { parameter: 'digestAlgorithm' });
  }
  // Read the clock once: Signature-Input and the signed base must carry the same `created`.
  const created = createdSeconds(key);
  const body = request.body === undefined ? undefined : toBytes(request.body);
  const hasBody = body !== undefined && body.length > 0;

  const headers: SignatureHeaders = { 'x-ebay-signature-key': jwe, 'signature-input': '', signature: '' };
  if (hasBody) headers['content-digest'] = await computeContentDigest(body, digestAlgorithm);

  const components = hasBody ? COMPONENTS_WITH_BODY : COMPONENTS_WITHOUT_BODY;
  const signatureParams = serializeSignatureParams(components, created);
  const lookup: Record<string, string | undefined> = { ...headers };
  const base = buildSignatureBase({ method, url, header: (name) => lookup[name] }, components, signatureParams);
  if (!base.ok) throw new ValidationError(`Cannot sign this request: ${base.reason}.`, { parameter: 'request' });

  const signature = await sign(key.privateKey, new TextEncoder().encode(base.base));
  headers['signature-input'] = formatSignatureInput(signatureParams);
  headers.signature = formatSignature(signature);
  return headers;
}

function parseUrl(value: unknown): URL {
  if (typeof value === 'string' && URL.canParse(value)) return new URL(value);
  const example = 'https://api.ebay.com/sell/finances/v1/payout';
  throw new ValidationError(`url must be an absolute URL string such as "${example}".`, { parameter: 'url' });
}

function parseMethod(value: unknown): string {
  if (typeof value === 'string' && /^[A-Za-z]+$/.test(value)) return value.toUpperCase();
  throw new ValidationError('method must be an HTTP method such as "GET" or "POST".', { parameter: 'method' });
}

function parseJwe(value: unknown): string {
  const jwe = typeof value === 'string' ? value.trim() : '';
  // Compact JWE: five base64url parts. Checking the shape also keeps line breaks out of the header.
  if (/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*){4}$/.test(jwe)) return jwe;
  const what = 'the compact JWE ("eyJ…", five dot-separated parts)';
  throw new ValidationError(`jwe must be ${what} that eBay's Key Management API returned with the key.`, {
    parameter: 'jwe',
  });
}

function createdSeconds(key: SigningKey): number {
  const parameter = key.created === undefined ? 'clock' : 'created';
  const created = key.created ?? Math.floor((key.clock ?? Date.now)() / 1000);
  if (!Number.isSafeInteger(created) || created < 0) {
    const unit = parameter === 'clock' ? 'return milliseconds since the epoch' : 'be a whole number of unix seconds';
    throw new ValidationError(`${parameter} must ${unit}.`, { parameter });
  }
  if (created >= MAX_CREATED_SECONDS) {
    const fix = 'eBay expects unix seconds (Math.floor(Date.now() / 1000))';
    throw new ValidationError(`${parameter} gives milliseconds where ${fix}.`, { parameter });
  }
  return created;
}
