import type { OAuth2 } from '../auth/oauth2.js';
import type { ClientContext } from '../internal/context.js';
import type { CallResult, SignStep } from '../pipeline/pipeline.js';
import type { XmlAttachment } from './multipart.js';

/** Options of an XML call (docs/architecture.md#client-api-contract). */
export interface XmlCallOptions {
  /** Sign (true) or do not sign (false); default: sign GetAccount when a key is configured. */
  sign?: boolean;
  /** Resolve to the response XML text instead of the parsed body (an `Ack` Failure still raises). */
  raw?: boolean;
  /** Extra headers; they win over the service's. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Per-attempt timeout for this call. */
  timeoutMs?: number;
  /** Largest answer read into memory for this call, in bytes (default: the client's `maxResponseBytes`). */
  maxResponseBytes?: number;
  /** Send this call even if eBay decommissioned it or its service (default: the client's `allowRetired`). */
  allowRetired?: boolean;
  /** Site of this call (Trading, Shopping, Client Alerts; the global id of Finding and Merchandising). */
  siteId?: number;
  /** Trading: send the OAuth user token (`X-EBAY-API-IAF-TOKEN`) even when an Auth'n'Auth token is set. */
  useIaf?: boolean;
  /** Compatibility level / service version instead of the default (Trading 967, Shopping 863, …). */
  version?: string;
  /** A file sent with the call as a multipart request (UploadSiteHostedPictures). */
  attachment?: XmlAttachment;
  /** Elements of this call's response that must always be arrays (dotted paths, e.g. `OrderArray.Order`). */
  arrayPaths?: readonly string[];
}

/** What the XML runtime needs from its client. */
export interface XmlRuntimeParts {
  ctx: ClientContext;
  oauth2: OAuth2;
  /** The Auth'n'Auth token in use, if any. */
  authToken: () => string | undefined;
  sign: SignStep | undefined;
  /** Runs a call so that `ebay.withResponse` can give its full result (attempts, retry delay). */
  track: <T>(start: () => Promise<CallResult<T>>) => Promise<T>;
}
