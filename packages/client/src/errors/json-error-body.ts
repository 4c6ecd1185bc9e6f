// The error entries of a JSON error body, normalised across REST, post-order and OAuth. Only the error factory reads
// them, so they are a module of their own: beside the XML reader's `normalizeCode` (normalize.ts) a build would put
// them in the chunk every program loads at start (packages/client/README.md#bundle-sizes).
import type { EbayErrorDetail } from './ebay-api-error.js';
import { normalizeCode } from './normalize.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function parameters(value: unknown): EbayErrorDetail['parameters'] {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isObject).map((p) => ({ name: str(p.name), value: str(p.value) }));
}

/** One REST / post-order error object (`errorId`, `domain`, `parameters` or post-order's singular `parameter`). */
function fromJsonError(e: Json): EbayErrorDetail {
  return {
    code: normalizeCode(e.errorId),
    domain: str(e.domain),
    subdomain: str(e.subdomain),
    category: str(e.category),
    severity: str(e.severity),
    message: str(e.message),
    longMessage: str(e.longMessage),
    parameters: parameters(e.parameters ?? e.parameter),
  };
}

/**
 * The error entries of a JSON error body, whichever of eBay's shapes it has:
 * REST `{errors:[…]}`, live post-order `{error:[…]}`, documented post-order `{errorMessage:{error:[…]}}`,
 * or OAuth `{error:'invalid_grant', error_description}`.
 */
export function detailsFromJson(body: unknown): EbayErrorDetail[] {
  if (!isObject(body)) return [];
  const list = Array.isArray(body.errors)
    ? body.errors
    : Array.isArray(body.error)
      ? body.error
      : isObject(body.errorMessage) && Array.isArray(body.errorMessage.error)
        ? body.errorMessage.error
        : undefined;
  if (list) return list.filter(isObject).map(fromJsonError);
  if (typeof body.error === 'string') {
    return [{ code: body.error, message: body.error, longMessage: str(body.error_description), domain: 'OAuth' }];
  }
  return [];
}

/** REST warnings (`{warnings:[…]}`), same shape as errors. */
export function warningsFromJson(body: unknown): EbayErrorDetail[] {
  return isObject(body) && Array.isArray(body.warnings) ? body.warnings.filter(isObject).map(fromJsonError) : [];
}

/** A top-level `message` some APIs send beside (or instead of) an errors list. */
export function topLevelMessage(body: unknown): string | undefined {
  return isObject(body) ? str(body.message) : undefined;
}

/** OAuth's `error_description`. */
export function oauthDescription(body: unknown): string | undefined {
  return isObject(body) && typeof body.error === 'string' ? str(body.error_description) : undefined;
}
