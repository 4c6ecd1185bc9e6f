import { EbayApiError } from '../errors/ebay-api-error.js';
import { isUsable, type AccessToken } from './token.js';

/** OAuth answers after which renewing the same token again cannot succeed until something changes. */
const DEFINITIVE = /* @__PURE__ */ new Set<unknown>([
  'invalid_grant',
  'invalid_client',
  'invalid_scope',
  'unauthorized_client',
]);

function isDefinitive(error: unknown): boolean {
  return error instanceof EbayApiError && DEFINITIVE.has(error.code);
}

interface Renewal {
  /** The access token this renewal replaces (undefined: there was none). */
  from: string | undefined;
  promise: Promise<AccessToken>;
  /** The new token once it arrived. */
  token?: AccessToken;
}

/**
 * Single flight for token renewals, keyed by the token being replaced: however many callers hold the same
 * stale token, at most one renewal runs for it. The last renewal is kept, so a caller whose (possibly slow,
 * shared) token store still returned the stale token after the renewal finished gets its result instead of
 * starting another. A definitive refusal (`invalid_grant`, …) is kept too and raised again without a request;
 * anything else (network trouble, 429, 5xx) is forgotten so the next call tries again.
 */
export class Renewals {
  readonly #last = new Map<string, Renewal>();

  /** Renews `from`, the token at store key `key`, once for everyone holding it. */
  run(key: string, from: string | undefined, now: number, renew: () => Promise<AccessToken>): Promise<AccessToken> {
    const last = this.#last.get(key);
    if (last && last.from === from && (!last.token || isUsable(last.token, now))) return last.promise;
    const entry: Renewal = { from, promise: renew() };
    this.#last.set(key, entry);
    entry.promise.then(
      (token) => {
        entry.token = token;
      },
      (error: unknown) => {
        if (!isDefinitive(error) && this.#last.get(key) === entry) this.#last.delete(key);
      },
    );
    return entry.promise;
  }

  /** Drops what is remembered for `key` (new credentials or scopes make a fresh attempt worthwhile). */
  forget(key: string): void {
    this.#last.delete(key);
  }
}
