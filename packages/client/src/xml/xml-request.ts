import { IafTokenExpiredError } from '../errors/iaf-token-expired-error.js';
import { IafTokenInvalidError } from '../errors/iaf-token-invalid-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { baseUrl } from '../hosts.js';
import { lowerCaseKeys } from '../internal/headers.js';
import type { Authorization, PipelineRequest } from '../pipeline/pipeline.js';
import type { RequestBody } from '../pipeline/transport.js';
import { clientAlertsQuery } from './client-alerts-query.js';
import type { XmlCodec } from './codec.js';
import { keyHeaders, serviceHeaders, serviceRow } from './headers.js';
import { xmlMultipart } from './multipart.js';
import { readXmlFailure, xmlError } from './read.js';
import type { XmlCallOptions, XmlRuntimeParts } from './runtime-parts.js';
import type { XmlServiceName } from './services.js';

/** What assembling a call needs: the client's parts and the XML code (codec.ts). */
export type XmlCallParts = XmlRuntimeParts & { readonly codec: XmlCodec };

type ReadBody = NonNullable<PipelineRequest['readBody']>;

function randomBoundary(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `baykit-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The pipeline request of an XML call (docs/architecture.md#request-pipeline for the XML services): headers and
 * envelope per service, credentials (Auth'n'Auth token in `RequesterCredentials`, else the OAuth token in
 * `X-EBAY-API-IAF-TOKEN`, renewed once when eBay says it expired or is invalid), signing, and how its answer is read.
 */
export async function xmlRequest(
  parts: XmlCallParts,
  service: XmlServiceName,
  callName: string,
  fields: Record<string, unknown>,
  options: XmlCallOptions,
): Promise<PipelineRequest> {
  const { ctx, codec } = parts;
  // The services table's row, not `XML_SERVICES` (built from it for the package root), which a call can do without.
  const definition: { readonly version: string; readonly namespace?: string } = codec.XML_SERVICE_TABLE[service];
  const version = options.version ?? definition.version;
  const url = `${baseUrl(service, ctx.config)}${codec.ENDPOINT_PATHS[service]}`;
  if (service === 'clientAlerts') return clientAlertsRequest(parts, callName, fields, options, url, version);
  const row = serviceRow(codec, service);
  const headers = serviceHeaders(codec, service, callName, version, ctx.config, options.siteId);
  // The keyset call lists are those of the service that has keyset headers (Trading).
  if (row.keyHeaders && codec.KEY_HEADER_CALLS.has(callName))
    Object.assign(headers, keyHeaders(row, ctx.config, callName));
  let authorize: PipelineRequest['authorize'];
  let envelopeFields = fields;
  // The sign-in calls carry the keyset alone; a user's Auth'n'Auth token goes in the envelope, else the OAuth token
  // the service takes goes as the IAF token.
  if (row.iafToken && !(row.keyHeaders && codec.KEY_AUTHENTICATED_CALLS.has(callName))) {
    const authToken = row.iafToken === 'user' ? parts.authToken() : undefined;
    if (authToken && !options.useIaf)
      envelopeFields = { RequesterCredentials: { eBayAuthToken: authToken }, ...fields };
    else authorize = iaf(parts, row.iafToken);
  }
  const xml = codec.buildXmlRequest(`${callName}Request`, envelopeFields, { xmlns: definition.namespace });
  let body: RequestBody = xml;
  headers['content-type'] = 'text/xml';
  if (options.attachment) {
    const multipart = await xmlMultipart(xml, options.attachment, randomBoundary());
    body = multipart.body;
    headers['content-type'] = multipart.contentType;
  }
  Object.assign(headers, lowerCaseKeys(options.headers));
  const shouldSign = options.sign ?? (service === 'trading' && codec.SIGNED_TRADING_CALLS.has(callName));
  if (options.sign === true && !parts.sign) {
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
    sign: shouldSign ? parts.sign : undefined,
    readBody: (response, failed) => readAnswer(parts, response, callName, failed, options, service),
    readError: (response, failed) => readXmlFailure(response, callName, failed, ctx, codec),
  };
}

function clientAlertsRequest(
  parts: XmlCallParts,
  callName: string,
  fields: Record<string, unknown>,
  options: XmlCallOptions,
  url: string,
  version: string,
): PipelineRequest {
  const { ctx, codec } = parts;
  const params: [string, string][] = [
    ...Object.entries(serviceHeaders(codec, 'clientAlerts', callName, version, ctx.config, options.siteId)),
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
    readBody: (response, failed) => readAnswer(parts, response, callName, failed, options, 'clientAlerts'),
    readError: (response, failed) => readXmlFailure(response, callName, failed, ctx, codec),
  };
}

async function readAnswer(
  parts: XmlCallParts,
  response: Parameters<ReadBody>[0],
  callName: string,
  failed: Parameters<ReadBody>[1],
  options: XmlCallOptions,
  service: XmlServiceName,
): Promise<unknown> {
  const { codec } = parts;
  const text = await response.body.text();
  const type = response.headers['content-type'] ?? '';
  let body: Record<string, unknown>;
  if (/json/i.test(type) || (service === 'clientAlerts' && text.trimStart().startsWith('{'))) {
    body = JSON.parse(text) as Record<string, unknown>;
  } else {
    const known = codec.xmlArrayPaths(service, callName);
    const arrayPaths = options.arrayPaths?.length ? [...known, ...options.arrayPaths] : known;
    body = codec.parseXmlResponse(text, callName, { arrayPaths }).body;
  }
  const { ack } = codec.readXmlOutcome(body);
  if (ack === 'Failure' || ack === 'PartialFailure')
    throw await xmlError(response, body, callName, failed, parts.ctx, codec);
  return options.raw ? text : body;
}

/** The OAuth token as `X-EBAY-API-IAF-TOKEN` (no `Bearer`), renewable once when eBay rejects it. */
function iaf(parts: XmlCallParts, need: 'user' | 'application'): () => Promise<Authorization> {
  const { oauth2 } = parts;
  return async () => {
    const token = await oauth2.token(need);
    return {
      headers: { 'x-ebay-api-iaf-token': token.accessToken },
      renew: () => oauth2.renewAfterRejection(token.kind, token.accessToken),
    };
  };
}
