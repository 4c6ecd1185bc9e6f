import type { ResolvedConfig } from '../config.js';
import { lowerCaseKeys } from '../internal/headers.js';

/** Per-call options that set REST headers (docs/architecture.md#client-api-contract method options). */
export interface HeaderOptions {
  headers?: Readonly<Record<string, string>> | undefined;
  marketplaceId?: string | undefined;
  acceptLanguage?: string | undefined;
  contentLanguage?: string | undefined;
  endUserCtx?: string | undefined;
}

/**
 * REST headers (part of the `serialize` step), lower-case, in rising precedence: client defaults, per-call header options,
 * what the operation sets itself (e.g. a multipart content type), the body's content type unless the
 * operation set one, and last the caller's explicit `headers`.
 */
export function restHeaders(
  config: ResolvedConfig,
  operationHeaders: Readonly<Record<string, string>> | undefined,
  bodyContentType: string | undefined,
  hasBody: boolean,
  options: HeaderOptions = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-ebay-c-marketplace-id': options.marketplaceId ?? config.marketplaceId,
    'accept-language': options.acceptLanguage ?? config.acceptLanguage,
  };
  // Content-Language describes a request body (required on inventory writes); without one it means nothing.
  if (hasBody) headers['content-language'] = options.contentLanguage ?? config.contentLanguage;
  const endUserCtx = options.endUserCtx ?? config.endUserCtx;
  if (endUserCtx) headers['x-ebay-c-enduserctx'] = endUserCtx;
  Object.assign(headers, lowerCaseKeys(operationHeaders));
  if (bodyContentType && headers['content-type'] === undefined) headers['content-type'] = bodyContentType;
  Object.assign(headers, lowerCaseKeys(options.headers));
  return headers;
}
