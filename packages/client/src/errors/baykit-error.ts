/** Brand shared by every copy of baykit in a process or realm (see `isBaykitError`). */
const BRAND = Symbol.for('baykit.error');

/**
 * Base class of everything baykit throws.
 *
 * Subclasses set `name`; `instanceof` works within one copy of the library and
 * `isBaykitError()` works across copies and realms (iframes, vm contexts).
 */
export class BaykitError extends Error {
  override name = 'BaykitError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    Object.defineProperty(this, BRAND, { value: true, enumerable: false });
  }
}

/** True for any error thrown by any copy of baykit (cross-realm safe). */
export function isBaykitError(value: unknown): value is BaykitError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}
