import type { OAuth2 } from '../auth/oauth2.js';
import { IafTokenExpiredError } from '../errors/iaf-token-expired-error.js';
import { IafTokenInvalidError } from '../errors/iaf-token-invalid-error.js';
import { NoCallError } from '../errors/no-call-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { ENDPOINT_PATHS, baseUrl } from '../hosts.js';
import type { ClientContext } from '../internal/context.js';
import { idHeaderProblem } from '../enums/unknown-id.js';
import { checkCallOptions } from '../internal/call-options.js';
import { checkLifecycle, type Lifecycle } from '../internal/lifecycle.js';
import { XML_LIFECYCLE } from '../generated/xml-lifecycle.gen.js';
import { lowerCaseKeys } from '../internal/headers.js';
import { isPlainObject } from '../internal/objects.js';
import {
  execute,
  type Authorization,
  type CallResult,
  type PipelineRequest,
  type SignStep,
} from '../pipeline/pipeline.js';
import type { RequestBody } from '../pipeline/transport.js';
import { buildXmlRequest } from './builder.js';
import { clientAlertsQuery } from './client-alerts-query.js';
import { xmlMultipart, type XmlAttachment } from './multipart.js';
import { readXmlOutcome } from './outcome.js';
import { parseXmlResponse } from './parser.js';
import { readXmlFailure, xmlError } from './read.js';
import { keyHeaders, serviceHeaders, serviceRow } from './headers.js';
import {
  KEY_AUTHENTICATED_CALLS,
  KEY_HEADER_CALLS,
  SIGNED_TRADING_CALLS,
  XML_SERVICES,
  type XmlServiceName,
} from './services.js';

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
  /** Array paths of the calls baykit types, by service and call. */
  arrayPaths: (service: XmlServiceName, call: string) => readonly string[];
  /** Runs a call so that `ebay.withResponse` can give its full result (attempts, retry delay). */
  track: <T>(start: () => Promise<CallResult<T>>) => Promise<T>;
}

function randomBoundary(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `baykit-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** What an XML call name may be: eBay's call names are letters and digits (it becomes an element name and a header). */
const CALL_NAME = /^[A-Za-z][A-Za-z0-9]{0,99}$/;

let lifecycleByLowerCase: Map<string, Lifecycle> | undefined;

/** The lifecycle entry of `service.Call`, whatever the call name's case (`getCategories` is GetCategories at eBay). */
function lifecycleOf(key: string): Lifecycle | undefined {
  lifecycleByLowerCase ??= new Map(Object.entries(XML_LIFECYCLE).map(([name, entry]) => [name.toLowerCase(), entry]));
  return lifecycleByLowerCase.get(key.toLowerCase());
}

/**
 * Runs XML service calls (docs/architecture.md#request-pipeline for the XML services): headers and envelope per service, credentials
 * (Auth'n'Auth token in `RequesterCredentials`, else the OAuth token in `X-EBAY-API-IAF-TOKEN`), signing,
 * retries, parsing, and a refresh-and-retry-once when eBay says the IAF token expired or is invalid.
 */
export class XmlRuntime {
  readonly #parts: XmlRuntimeParts;

  constructor(parts: XmlRuntimeParts) {
    this.#parts = parts;
  }

  /** Calls `callName` of `service` with `fields`; resolves to the content of `<CallName>Response`. */
  call(
    service: XmlServiceName,
    callName: unknown,
    fields: unknown = {},
    options: XmlCallOptions = {},
  ): Promise<unknown> {
    return this.#parts.track(async () => {
      if (typeof callName !== 'string' || callName.trim() === '') throw new NoCallError();
      if (!CALL_NAME.test(callName)) {
        throw new ValidationError(
          `${JSON.stringify(callName.slice(0, 80))} is not an XML call name: use the call's name, e.g. GetItem (letters and digits).`,
          { parameter: 'callName' },
        );
      }
      if (fields !== undefined && fields !== null && !isPlainObject(fields)) {
        throw new ValidationError(`${callName}: fields must be an object of request fields.`, { parameter: 'fields' });
      }
      checkCallOptions(callName, options, idHeaderProblem);
      this.#checkLifecycle(service, callName, options);
      const request = await this.#request(service, callName, (fields ?? {}) as Record<string, unknown>, options);
      return execute(this.#parts.ctx, request);
    });
  }

  /** A decommissioned service or call is refused (unless `allowRetired`); any other retired one warns once. */
  #checkLifecycle(service: XmlServiceName, callName: string, options: XmlCallOptions): void {
    const entry = lifecycleOf(`${service}.${callName}`) ?? XML_LIFECYCLE[service];
    if (!entry) return;
    const { ctx } = this.#parts;
    checkLifecycle(entry, options.allowRetired ?? ctx.config.allowRetired, ctx.warned, ctx.log);
  }

  async #request(
    service: XmlServiceName,
    callName: string,
    fields: Record<string, unknown>,
    options: XmlCallOptions,
  ): Promise<PipelineRequest> {
    const { ctx } = this.#parts;
    const definition = XML_SERVICES[service];
    const version = options.version ?? definition.version;
    const url = `${baseUrl(definition.host, ctx.config)}${ENDPOINT_PATHS[service]}`;
    if (service === 'clientAlerts') return this.#clientAlertsRequest(callName, fields, options, url, version);
    const row = serviceRow(service);
    const headers = serviceHeaders(service, callName, version, ctx.config, options.siteId);
    // The keyset call lists are those of the service that has keyset headers (Trading).
    if (row.keyHeaders && KEY_HEADER_CALLS.has(callName)) Object.assign(headers, keyHeaders(row, ctx.config, callName));
    let authorize: PipelineRequest['authorize'];
    let envelopeFields = fields;
    // The sign-in calls carry the keyset alone; a user's Auth'n'Auth token goes in the envelope, else the OAuth token
    // the service takes goes as the IAF token.
    if (row.iafToken && !(row.keyHeaders && KEY_AUTHENTICATED_CALLS.has(callName))) {
      const authToken = row.iafToken === 'user' ? this.#parts.authToken() : undefined;
      if (authToken && !options.useIaf)
        envelopeFields = { RequesterCredentials: { eBayAuthToken: authToken }, ...fields };
      else authorize = this.#iaf(row.iafToken);
    }
    const xml = buildXmlRequest(`${callName}Request`, envelopeFields, { xmlns: definition.namespace });
    let body: RequestBody = xml;
    headers['content-type'] = 'text/xml';
    if (options.attachment) {
      const multipart = await xmlMultipart(xml, options.attachment, randomBoundary());
      body = multipart.body;
      headers['content-type'] = multipart.contentType;
    }
    Object.assign(headers, lowerCaseKeys(options.headers));
    const shouldSign = options.sign ?? (service === 'trading' && SIGNED_TRADING_CALLS.has(callName));
    if (options.sign === true && !this.#parts.sign) {
      throw new ValidationError('sign: true needs the signature option ({ jwe, privateKey }) on the client.', {
        parameter: 'sign',
      });
    }
    return {
      operation: callName,
      method: 'POST',
      url,
      headers,
      body,
      signal: options.signal,
      timeoutMs: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
      authorize,
      isCredentialRejected: (error) => error instanceof IafTokenExpiredError || error instanceof IafTokenInvalidError,
      sign: shouldSign ? this.#parts.sign : undefined,
      readBody: (response, failed) => this.#read(response, callName, failed, options, service),
      readError: (response, failed) => readXmlFailure(response, callName, failed, ctx),
    };
  }

  #clientAlertsRequest(
    callName: string,
    fields: Record<string, unknown>,
    options: XmlCallOptions,
    url: string,
    version: string,
  ): PipelineRequest {
    const { ctx } = this.#parts;
    const params: [string, string][] = [
      ...Object.entries(serviceHeaders('clientAlerts', callName, version, ctx.config, options.siteId)),
      ...clientAlertsQuery(fields),
    ];
    // encodeURIComponent keeps `(` and `)` as written, which eBay's Name(i).Field parameters need.
    const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
    return {
      operation: callName,
      method: 'GET',
      url: `${url}?${query}`,
      headers: { accept: 'application/json', ...lowerCaseKeys(options.headers) },
      signal: options.signal,
      timeoutMs: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
      readBody: (response, failed) => this.#read(response, callName, failed, options, 'clientAlerts'),
      readError: (response, failed) => readXmlFailure(response, callName, failed, ctx),
    };
  }

  async #read(
    response: Parameters<NonNullable<PipelineRequest['readBody']>>[0],
    callName: string,
    failed: Parameters<NonNullable<PipelineRequest['readBody']>>[1],
    options: XmlCallOptions,
    service: XmlServiceName,
  ): Promise<unknown> {
    const text = await response.body.text();
    const type = response.headers['content-type'] ?? '';
    let body: Record<string, unknown>;
    if (/json/i.test(type) || (service === 'clientAlerts' && text.trimStart().startsWith('{'))) {
      body = JSON.parse(text) as Record<string, unknown>;
    } else {
      const known = this.#parts.arrayPaths(service, callName);
      const arrayPaths = options.arrayPaths?.length ? [...known, ...options.arrayPaths] : known;
      body = parseXmlResponse(text, callName, { arrayPaths }).body;
    }
    const { ack } = readXmlOutcome(body);
    if (ack === 'Failure' || ack === 'PartialFailure')
      throw await xmlError(response, body, callName, failed, this.#parts.ctx);
    return options.raw ? text : body;
  }

  /** The OAuth token as `X-EBAY-API-IAF-TOKEN` (no `Bearer`), renewable once when eBay rejects it. */
  #iaf(need: 'user' | 'application'): () => Promise<Authorization> {
    const { oauth2 } = this.#parts;
    return async () => {
      const token = await oauth2.token(need);
      return {
        headers: { 'x-ebay-api-iaf-token': token.accessToken },
        renew: () => oauth2.renewAfterRejection(token.kind, token.accessToken),
      };
    };
  }
}
