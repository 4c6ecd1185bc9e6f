import { BaykitError } from './baykit-error.js';

/**
 * Why a push could not be verified: no signature, one that is not eBay's shape, an unknown key, a bad signature,
 * eBay's key not fetchable now (or not looked up, past the budget of new key ids), or a date too far from now
 * (a platform notification's Timestamp; a push's publishDate, when `toleranceMs` is set).
 */
export type NotificationSignatureProblem =
  'missing' | 'malformed' | 'unknown-key' | 'mismatch' | 'key-unavailable' | 'expired';

/**
 * A notification whose signature does not verify (`baykit/notifications`). Its `problem` says why; the handlers
 * answer 412 for it (500 for `key-unavailable`, so eBay delivers again), so eBay does not count the push as
 * delivered. A copy of a processed push is not a signature problem: the handlers answer it as a success.
 */
export class NotificationSignatureError extends BaykitError {
  override name = 'NotificationSignatureError';
  readonly problem: NotificationSignatureProblem;
  /** The key id the header named, when it could be read. */
  readonly kid: string | undefined;

  constructor(message: string, options: { problem: NotificationSignatureProblem; kid?: string; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.problem = options.problem;
    this.kid = options.kid;
  }
}
