import { BaykitError } from './baykit-error.js';

/**
 * Why a push could not be verified: no signature, one that is not eBay's shape, an unknown key, a bad signature,
 * eBay's key not fetchable now, or (platform notifications) a Timestamp too far from now.
 */
export type NotificationSignatureProblem =
  'missing' | 'malformed' | 'unknown-key' | 'mismatch' | 'key-unavailable' | 'expired';

/**
 * A notification whose `X-EBAY-SIGNATURE` does not verify (`baykit/notifications`). Its `problem` says why; the
 * handler answers 412 for it, so eBay does not count the push as delivered.
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
