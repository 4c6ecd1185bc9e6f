import { ConfigError } from '../errors/config-error.js';
import type { EbayApiError, EbayErrorDetail, FailedRequest } from '../errors/ebay-api-error.js';
import { createApiError } from '../errors/factory.js';
import { normalizeCode } from '../errors/normalize.js';
import { ENDPOINT_PATHS, baseUrl } from '../hosts.js';
import type { ClientContext } from '../internal/context.js';
import { execute } from '../pipeline/pipeline.js';
import type { TransportResponse } from '../pipeline/transport.js';
import { buildXmlRequest } from './builder.js';
import { readXmlOutcome, type XmlError } from './outcome.js';
import { XML_NAMESPACES } from './namespaces.js';
import { parseXmlResponse } from './parser.js';

/** Trading's default schema version (ebay-wire.md §3.2). */
export const TRADING_COMPATIBILITY_LEVEL = '967';

/** Namespace of Trading and Shopping envelopes. */
export const EBL_NAMESPACE = XML_NAMESPACES.trading;

/** Options of one Trading call. */
export interface TradingCallOptions {
  /** App/Dev/Cert key headers, for token calls (GetSessionID, FetchToken…). */
  keyHeaders?: { appId: string; devId: string; certId: string };
  siteId?: number;
  compatibilityLevel?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** An XML error entry in the shape errors carry everywhere. */
export function toErrorDetail(error: XmlError): EbayErrorDetail {
  return {
    code: normalizeCode(error.code),
    domain: error.domain,
    category: error.category ?? error.classification,
    severity: error.severity,
    message: error.shortMessage,
    longMessage: error.longMessage,
    parameters: error.parameters.map((value) => ({ value })),
  };
}

/** The typed error of an XML error answer, read from the redacted body (eBay's messages may quote what was sent). */
function xmlError(response: TransportResponse, body: Record<string, unknown>, callName: string, failed: FailedRequest, ctx: ClientContext): EbayApiError {
  const safeBody = ctx.redactor.value(body);
  const outcome = readXmlOutcome(safeBody);
  return createApiError({
    status: response.status,
    statusText: response.statusText,
    headers: ctx.redactor.value(response.headers),
    body: safeBody,
    errors: outcome.errors.map(toErrorDetail),
    warnings: outcome.warnings.map(toErrorDetail),
    request: failed,
    operation: callName,
  });
}

/**
 * Reads an XML response: unwraps `<Call>Response`, raises `EbayApiError` (via the factory) on `Ack`
 * Failure/PartialFailure, and returns the body otherwise — warnings stay in the data, they do not raise.
 */
export async function readXmlBody(
  response: TransportResponse,
  callName: string,
  failed: FailedRequest,
  ctx: ClientContext,
): Promise<Record<string, unknown>> {
  const { body } = parseXmlResponse(await response.body.text(), callName);
  const { ack } = readXmlOutcome(body);
  if (ack === 'Failure' || ack === 'PartialFailure') throw xmlError(response, body, callName, failed, ctx);
  return body;
}

/** Reads an HTTP error answer of an XML service: its XML `Errors` when the body is XML, else the status. */
export async function readXmlFailure(
  response: TransportResponse,
  callName: string,
  failed: FailedRequest,
  ctx: ClientContext,
): Promise<EbayApiError> {
  const text = await response.body.text().catch(() => '');
  try {
    return xmlError(response, parseXmlResponse(text, callName).body, callName, failed, ctx);
  } catch {
    // Not XML (a proxy's HTML page, an empty body): report the status with the text as it came.
    return createApiError({
      status: response.status,
      statusText: response.statusText,
      headers: ctx.redactor.value(response.headers),
      body: ctx.redactor.text(text),
      request: failed,
      operation: callName,
    });
  }
}

/** Sends one Trading call (POST `/ws/api.dll`) with its headers and envelope, and returns the parsed response body. */
export async function tradingCall(
  ctx: ClientContext,
  callName: string,
  fields: Record<string, unknown>,
  options: TradingCallOptions = {},
): Promise<Record<string, unknown>> {
  const siteId = options.siteId ?? ctx.config.siteId;
  if (!Number.isInteger(siteId)) {
    throw new ConfigError(`Trading calls need a numeric siteId (e.g. 0 for US, 3 for UK, 77 for Germany). Got ${JSON.stringify(siteId)}.`);
  }
  const headers: Record<string, string> = {
    'content-type': 'text/xml',
    'x-ebay-api-call-name': callName,
    'x-ebay-api-siteid': String(siteId),
    'x-ebay-api-compatibility-level': options.compatibilityLevel ?? TRADING_COMPATIBILITY_LEVEL,
  };
  if (options.keyHeaders) {
    headers['x-ebay-api-app-name'] = options.keyHeaders.appId;
    headers['x-ebay-api-dev-name'] = options.keyHeaders.devId;
    headers['x-ebay-api-cert-name'] = options.keyHeaders.certId;
  }
  Object.assign(headers, options.headers);
  const result = await execute<Record<string, unknown>>(ctx, {
    operation: callName,
    method: 'POST',
    url: `${baseUrl('trading', ctx.config)}${ENDPOINT_PATHS.trading}`,
    headers,
    body: buildXmlRequest(`${callName}Request`, fields, { xmlns: EBL_NAMESPACE }),
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    readBody: (response, failed) => readXmlBody(response, callName, failed, ctx),
    readError: (response, failed) => readXmlFailure(response, callName, failed, ctx),
  });
  return result.data;
}
