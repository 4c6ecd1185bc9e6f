import { createSigner, verifySignature, type Signer } from 'baykit';
import { decryptJwe, ebayTestMasterKey, type JweClaims } from './jwe.js';
import { componentOfReason, findMismatch } from './signature-diagnosis.js';
import type { SignedRequest } from './signed-request.js';
import {
  CREATED_OUT_OF_RANGE,
  signatureCreatedOutOfRange,
  signatureKeyInvalid,
  signatureValidationFailed,
} from './signature-errors.js';

// ±5 minutes. eBay does not document its window (docs/ebay-facts.md#signature-error-ids); baykit's verifier defaults to the same.
const DEFAULT_MAX_SKEW_SECONDS = 300;

export type { SignedRequest } from './signed-request.js';

/** What the check needs from the emulator. */
export interface SignatureCheckContext {
  /** Master keys of the keys this emulator issued (`SigningKeyStore`); eBay's test master key is always added. */
  readonly masterKeys: readonly Uint8Array[];
  /** The emulator clock in unix seconds, which `created` is compared with. */
  readonly nowSeconds: number;
  /** Allowed distance of `created` from `nowSeconds`; default 300 (±5 minutes; eBay's window is undocumented). */
  readonly maxSkewSeconds?: number;
  /** A long-lived signer, so public keys are imported once; default a new one per call. */
  readonly signer?: Signer;
}

/** Why a signed request is refused: eBay's error id, what is wrong, and the covered component it comes from. */
export interface SignatureFailure {
  readonly errorId: 215114 | 215120 | 215122;
  readonly reason: string;
  /** The covered component that differs or is missing (`@authority`, `content-digest`, …), when it is known. */
  readonly component?: string;
}

/**
 * Checks an eBay digital signature (RFC 9421 + Content-Digest, docs/ebay-facts.md#digital-signatures) the way eBay does for
 * EU/UK sellers. `undefined` when the request is correctly signed, else the eBay error to answer with:
 * 215114 (`created` out of range), 215122 (a JWE no known master key opens) or 215120 (everything else:
 * missing headers, digest mismatch, bad signature), each with a `reason` parameter, and a `component` parameter
 * naming the covered component that differs or is missing (`checkEbaySignature`).
 */
export async function verifyEbaySignature(
  request: SignedRequest,
  ctx: SignatureCheckContext,
): Promise<Response | undefined> {
  const failure = await checkEbaySignature(request, ctx);
  if (!failure) return undefined;
  if (failure.errorId === 215114) return signatureCreatedOutOfRange(failure.reason);
  if (failure.errorId === 215122) return signatureKeyInvalid(failure.reason, failure.component);
  return signatureValidationFailed(failure.reason, failure.component);
}

/**
 * The check behind `verifyEbaySignature`, as data. The public key is the `pkey` claim of the `x-ebay-signature-key`
 * JWE, decrypted with one of `ctx.masterKeys` or with eBay's published test master key, so keys from eBay's SDK
 * samples verify too. The JWE's `nbf`/`exp` are not enforced: what eBay does with an expired key is not
 * documented. A signature that does not verify is diagnosed (`findMismatch`) to name the component that differs.
 */
export async function checkEbaySignature(
  request: SignedRequest,
  ctx: SignatureCheckContext,
): Promise<SignatureFailure | undefined> {
  const masterKeys = [...ctx.masterKeys, ebayTestMasterKey()];
  let unopened = false;
  let publicKey: string | undefined;
  const resolvePublicKey = (jwe: string): string | undefined => {
    const claims = openJwe(jwe, masterKeys);
    unopened = claims === undefined;
    publicKey = typeof claims?.pkey === 'string' ? claims.pkey : undefined;
    return publicKey;
  };
  const maxSkewSeconds = ctx.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS;
  const signer = ctx.signer ?? createSigner();
  const options = { resolvePublicKey, now: ctx.nowSeconds, maxSkewSeconds, signer };
  const result = await verifySignature(request, options).catch((error: unknown) => {
    // Thrown when the `pkey` of a JWE that did decrypt is not a usable key: the signature key is bad, not the call.
    if (isPublicKeyError(error)) {
      return { ok: false, reason: 'x-ebay-signature-key header invalid: its public key cannot be read' } as const;
    }
    throw error;
  });
  if (result.ok) return undefined;
  // The baykit verifier checks `created` before it asks for the key, so a stale request is 215114 whatever its JWE.
  if (result.reason === CREATED_OUT_OF_RANGE) {
    return { errorId: 215114, reason: describeSkew(request.headers, ctx.nowSeconds, maxSkewSeconds) };
  }
  if (unopened) {
    return {
      errorId: 215122,
      reason:
        'x-ebay-signature-key header invalid: the JWE was not issued by this emulator (no master key decrypts it)',
      component: 'x-ebay-signature-key',
    };
  }
  if (result.reason === 'Signature invalid' && publicKey !== undefined) {
    const mismatch = await findMismatch(request, publicKey, signer);
    if (mismatch) return { errorId: 215120, ...mismatch };
  }
  const component = componentOfReason(result.reason);
  return { errorId: 215120, reason: result.reason, ...(component ? { component } : {}) };
}

// baykit's ValidationError, recognised by name rather than `instanceof`: under Vitest's module runner the class
// re-exported from the `baykit` root reads as undefined in this package, and another copy of baykit would not match.
function isPublicKeyError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'ValidationError' &&
    (error as { parameter?: unknown }).parameter === 'publicKey'
  );
}

function openJwe(jwe: string, masterKeys: readonly Uint8Array[]): JweClaims | undefined {
  for (const key of masterKeys) {
    const claims = decryptJwe(jwe, key);
    if (claims) return claims;
  }
  return undefined;
}

// eBay's 215114 text does not say what is wrong with `created`; the reason does, since the usual cause is
// milliseconds or a reused timestamp (docs/ebay-facts.md#signature-headers-and-base).
function describeSkew(headers: Headers, nowSeconds: number, maxSkewSeconds: number): string {
  // The verifier already parsed the header to get here; a plain match is enough to quote its `created`.
  const match = /;created=(\d+)/.exec(headers.get('signature-input') ?? '');
  if (!match) return CREATED_OUT_OF_RANGE;
  const created = Number(match[1]);
  const distance = Math.abs(created - nowSeconds);
  const side = created < nowSeconds ? 'before' : 'after';
  const hint = created >= 1e11 ? ' (created looks like milliseconds; send unix seconds)' : '';
  const limit = `at most ${maxSkewSeconds} allowed`;
  return `created=${created} is ${distance} seconds ${side} the server time ${nowSeconds}; ${limit}${hint}`;
}
