import type { GrantNeed } from '../auth/oauth2.js';
import type { MarketplaceId } from '../enums/marketplace-id.js';
import { ValidationError } from '../errors/validation-error.js';
import { baseUrl } from '../hosts.js';
import { checkCallOptions } from '../internal/call-options.js';
import { expandPath } from '../internal/path.js';
import { authSchemeOf, isRestCredentialRejected, restAuthorizer, type AuthScheme } from './auth.js';
import type { ResponseType } from '../pipeline/deserialize.js';
import { restHeaders } from './headers.js';
import { execute, type CallResult, type PipelineRequest, type SignStep } from '../pipeline/pipeline.js';
import type { EbayApiError } from '../errors/ebay-api-error.js';
import { encodeBody, serializeQuery } from './serialize.js';
import type { OAuth2 } from '../auth/oauth2.js';
import type { ClientContext } from '../internal/context.js';

/** Hosts REST operations live on (docs/ebay-facts.md#rest-hosts). */
export type RestHost = 'api' | 'apiz' | 'apix' | 'apim' | 'tppz';

/** Options every REST method takes last (docs/architecture.md#client-api-contract). */
export interface CallOptions {
  signal?: AbortSignal;
  /** Per-attempt timeout for this call. */
  timeoutMs?: number;
  /** Extra headers; they win over everything else. */
  headers?: Record<string, string>;
  /** Sign (true) or do not sign (false) this call; default: sign when eBay requires it and a key is set. */
  sign?: boolean;
  /** `X-EBAY-C-MARKETPLACE-ID` for this call. */
  marketplaceId?: MarketplaceId;
  /** `Accept-Language` for this call. */
  acceptLanguage?: string;
  /** `Content-Language` of this call's body. */
  contentLanguage?: string;
  /** `X-EBAY-C-ENDUSERCTX` for this call. */
  endUserCtx?: string;
  /** Send this access token instead of the client's (e.g. one client serving many sellers). */
  token?: string;
  /** Largest answer read into memory for this call, in bytes (default: the client's `maxResponseBytes`). */
  maxResponseBytes?: number;
  /** Send this call even if eBay decommissioned it (default: the client's `allowRetired`). */
  allowRetired?: boolean;
}

/** One REST operation call, as generated methods (and advanced callers) describe it. */
export interface RestCall {
  /** operationId, for errors and logs. Default `METHOD path`. */
  operation?: string;
  method: string;
  /** Default `api`. */
  host?: RestHost;
  /** Full path template including the API's base path, e.g. `/buy/browse/v1/item/{item_id}`. */
  path: string;
  pathParams?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  /** Media type of the body; default JSON for objects. */
  contentType?: string;
  /** Which token the operation needs (`auto`: the user token when set, else an application token). Default `auto`. */
  grant?: GrantNeed | 'none';
  /**
   * The word before the token in `Authorization` (catalog operations say; post-order takes `IAF`). Default: `IAF`
   * for a path under `/post-order/`, else `Bearer`.
   */
  authScheme?: AuthScheme;
  /** Headers the operation sets itself (defaults never override them). */
  headers?: Readonly<Record<string, string>>;
  responseType?: ResponseType;
  /** Whether eBay requires this operation to be signed; default from the known list. */
  mustSign?: boolean;
  /** The scopes the operation takes, any one of them: an access-denied message names them when eBay's does not. */
  scopes?: readonly string[];
}

/** Per-client collaborators the REST runtime uses. */
export interface RestRuntime {
  ctx: ClientContext;
  oauth2: OAuth2;
  /** The client's signer, when a signature key is configured. */
  sign: SignStep | undefined;
  /** eBay's signing rules for calls without a catalog entry (the signing extension's), when signing is set up. */
  requiresSignature?: ((method: string, path: string) => boolean) | undefined;
  /** The authorizer of the client's own tokens for a grant and scheme (made once each: restAuthorizers). */
  authorizers?: ((grant: GrantNeed, scheme: AuthScheme) => NonNullable<PipelineRequest['authorize']>) | undefined;
}

/** `RestRuntime.authorizers` for `oauth2`: each grant and scheme's authorizer, made on first use and kept. */
export function restAuthorizers(
  oauth2: OAuth2,
): (grant: GrantNeed, scheme: AuthScheme) => NonNullable<PipelineRequest['authorize']> {
  type Authorize = NonNullable<PipelineRequest['authorize']>;
  // By scheme, then grant: no key string to build on every call.
  const made = new Map<AuthScheme, Map<GrantNeed, Authorize>>();
  return (grant, scheme) => {
    let byGrant = made.get(scheme);
    if (!byGrant) made.set(scheme, (byGrant = new Map()));
    let authorize = byGrant.get(grant);
    if (!authorize) byGrant.set(grant, (authorize = restAuthorizer(oauth2, { grant }, scheme) as Authorize));
    return authorize;
  };
}

const METHODS = /* @__PURE__ */ new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);

/** The `serialize` step for REST (URL, body and headers, once per call), then the attempt loop (`execute`). */
export function restCall<T>(runtime: RestRuntime, call: RestCall, options: CallOptions = {}): Promise<CallResult<T>> {
  const { ctx, oauth2 } = runtime;
  const method = call.method.toUpperCase();
  if (!METHODS.has(method)) throw new ValidationError(`Unknown HTTP method "${call.method}".`, { parameter: 'method' });
  if (!call.path.startsWith('/'))
    throw new ValidationError(`REST path must start with "/": ${call.path}`, { parameter: 'path' });
  checkCallOptions(call.operation ?? `${method} ${call.path}`, options);
  const path = expandPath(call.path, call.pathParams ?? {});
  const query = serializeQuery(call.query);
  const url = `${baseUrl(call.host ?? 'api', ctx.config)}${path}${query ? `?${query}` : ''}`;
  const encoded = encodeBody(call.body, call.contentType);
  const headers = restHeaders(ctx.config, call.headers, encoded.contentType, encoded.body !== undefined, options);
  // Which calls eBay wants signed is the signing extension's knowledge: without it nothing can be signed anyway.
  const mustSign = call.mustSign ?? runtime.requiresSignature?.(method, path) ?? false;
  const sign = options.sign ?? mustSign;
  if (options.sign === true && !runtime.sign) {
    throw new ValidationError('sign: true needs the signature option ({ jwe, privateKey }) on the client.', {
      parameter: 'sign',
    });
  }
  const operation = call.operation ?? `${method} ${call.path}`;
  const scheme = authSchemeOf(call);
  const grant = call.grant ?? 'auto';
  const pipelineRequest: PipelineRequest = {
    operation,
    method,
    url,
    headers,
    body: encoded.body,
    responseType: call.responseType,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    // The client's own token: one authorizer per grant and scheme, made once; a per-call token gets its own.
    authorize:
      grant !== 'none' && options.token === undefined && runtime.authorizers
        ? runtime.authorizers(grant, scheme)
        : restAuthorizer(oauth2, grant === 'none' ? { grant } : { grant, token: options.token }, scheme),
    isCredentialRejected: scheme === 'IAF' ? isIafCredentialRejected : isBearerCredentialRejected,
    sign: sign ? runtime.sign : undefined,
    scopes: call.scopes,
  };
  return execute<T>(ctx, pipelineRequest);
}

const isIafCredentialRejected = (error: EbayApiError, request: PipelineRequest): boolean =>
  isRestCredentialRejected(error, request, 'IAF');
const isBearerCredentialRejected = (error: EbayApiError, request: PipelineRequest): boolean =>
  isRestCredentialRejected(error, request, 'Bearer');
