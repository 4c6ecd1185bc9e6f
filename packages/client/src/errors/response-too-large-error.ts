import { BaykitError } from './baykit-error.js';
import type { FailedRequest } from './ebay-api-error.js';

/**
 * An answer larger than `maxResponseBytes` (client option or per call). Its body was cancelled, not read:
 * raise the limit for this call if the answer is expected to be that large, or page through it.
 */
export class ResponseTooLargeError extends BaykitError {
  override name = 'ResponseTooLargeError';
  /** The limit in bytes that the answer passed. */
  readonly limit: number;
  /** HTTP status of the answer. */
  readonly status: number;
  /** The operation (operationId or XML call name). */
  readonly operation: string | undefined;
  readonly requestId: string | undefined;
  /** The request, with credentials masked. */
  readonly request: FailedRequest | undefined;

  constructor(init: {
    limit: number;
    status: number;
    operation?: string;
    requestId?: string | undefined;
    request?: FailedRequest;
  }) {
    super(
      `${init.operation ?? 'The call'}: eBay's answer (${init.status}) is larger than maxResponseBytes (${init.limit} bytes); ` +
        'it was not read. Raise maxResponseBytes for this call or ask for smaller pages.',
    );
    this.limit = init.limit;
    this.status = init.status;
    this.operation = init.operation;
    this.requestId = init.requestId;
    this.request = init.request;
  }

  /** A plain, already-redacted view for logs and `JSON.stringify`. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      limit: this.limit,
      status: this.status,
      operation: this.operation,
      requestId: this.requestId,
      request: this.request,
    };
  }
}
