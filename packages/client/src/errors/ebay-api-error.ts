import { BaykitError } from './baykit-error.js';

/** One error or warning entry as eBay reported it, normalised across REST, post-order, OAuth and XML bodies. */
export interface EbayErrorDetail {
  /** REST `errorId` and integer XML `ErrorCode`s as numbers; OAuth `error` and decimal codes (Shopping `1.32`) as strings. */
  code: number | string | undefined;
  domain?: string | undefined;
  subdomain?: string | undefined;
  category?: string | undefined;
  severity?: string | undefined;
  message?: string | undefined;
  longMessage?: string | undefined;
  /** Parameters eBay names in the error (REST `parameters`, post-order `parameter`, XML `ErrorParameters`). */
  parameters?: readonly { name?: string | undefined; value?: string | undefined }[] | undefined;
}

/** The request that failed, with credentials masked. */
export interface FailedRequest {
  method: string;
  url: string;
  headers: Readonly<Record<string, string>>;
}

/** The error response as received (body parsed when it was JSON or XML), with secrets masked. */
export interface FailedResponse {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: unknown;
}

/** Everything `EbayApiError` carries; built by the error factory. */
export interface EbayApiErrorInit {
  message: string;
  description?: string | undefined;
  status?: number | undefined;
  code?: number | string | undefined;
  domain?: string | undefined;
  category?: string | undefined;
  errors?: readonly EbayErrorDetail[] | undefined;
  warnings?: readonly EbayErrorDetail[] | undefined;
  operation?: string | undefined;
  requestId?: string | undefined;
  request?: FailedRequest | undefined;
  response?: FailedResponse | undefined;
  retryAfterMs?: number | undefined;
}

/**
 * An error answer from eBay (REST, post-order, OAuth or an XML `Ack` of Failure).
 * `code`, `domain` and `category` come from the first error; `errors` holds all of them.
 */
export class EbayApiError extends BaykitError {
  override name = 'EbayApiError';
  /** HTTP status (200 for XML failures, which eBay sends with 200). */
  readonly status: number | undefined;
  readonly code: number | string | undefined;
  readonly domain: string | undefined;
  readonly category: string | undefined;
  /** eBay's longer text: OAuth `error_description`, REST `longMessage`, else the status text. */
  readonly description: string | undefined;
  readonly errors: readonly EbayErrorDetail[];
  readonly warnings: readonly EbayErrorDetail[];
  /** The operation (operationId or XML call name) when known. */
  readonly operation: string | undefined;
  readonly requestId: string | undefined;
  readonly request: FailedRequest | undefined;
  readonly response: FailedResponse | undefined;

  constructor(init: EbayApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.domain = init.domain;
    this.category = init.category;
    this.description = init.description;
    this.errors = init.errors ?? [];
    this.warnings = init.warnings ?? [];
    this.operation = init.operation;
    this.requestId = init.requestId;
    this.request = init.request;
    this.response = init.response;
  }

  /** A plain, already-redacted view for logs and `JSON.stringify`. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      description: this.description,
      status: this.status,
      code: this.code,
      domain: this.domain,
      category: this.category,
      errors: this.errors,
      warnings: this.warnings,
      operation: this.operation,
      requestId: this.requestId,
      request: this.request,
      response: this.response,
    };
  }
}
