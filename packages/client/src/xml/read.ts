import type { EbayApiError, EbayErrorDetail, FailedRequest } from '../errors/ebay-api-error.js';
import { loadErrorFactory } from '../errors/load-factory.js';
import { normalizeCode } from '../errors/normalize.js';
import type { ClientContext } from '../internal/context.js';
import { loadPart } from '../internal/load-part.js';
import type { TransportResponse } from '../pipeline/transport.js';
import type { XmlCodec } from './codec.js';
import type { XmlError } from './outcome.js';

/** Added to Auth'n'Auth errors 931 (invalid) and 932 (hard expired or revoked): what the caller must do. */
const CLASSIC_TOKEN_HINT =
  "the Auth'n'Auth token must be renewed: run ebay.authNAuth.getSessionIdAndAuthUrl() and fetchToken(), or set a new one with ebay.authNAuth.setAuthToken().";

/**
 * XML error codes that mean "no such thing", a `NotFoundError` like a REST 404 (docs/ebay-facts.md#xml-error-codes):
 * 17, an item id that is invalid, not activated or no longer in eBay's database (GetItem, ReviseItem, EndItem, …).
 */
const NOT_FOUND_CODES: ReadonlySet<string | number> = /* @__PURE__ */ new Set([17]);

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
export async function xmlError(
  response: TransportResponse,
  body: Record<string, unknown>,
  callName: string,
  failed: FailedRequest,
  ctx: ClientContext,
  codec: XmlCodec,
): Promise<EbayApiError> {
  const { createApiError } = await loadPart(loadErrorFactory());
  const safeBody = ctx.redactor.value(body);
  const outcome = codec.readXmlOutcome(safeBody);
  const errors = outcome.errors.map(toErrorDetail);
  const code = errors[0]?.code;
  return createApiError({
    status: response.status,
    statusText: response.statusText,
    headers: ctx.redactor.value(response.headers),
    body: safeBody,
    errors,
    warnings: outcome.warnings.map(toErrorDetail),
    hint: code === 931 || code === 932 ? CLASSIC_TOKEN_HINT : undefined,
    notFound: outcome.ack === 'Failure' && code !== undefined && NOT_FOUND_CODES.has(code),
    request: failed,
    operation: callName,
  });
}

/** Reads an HTTP error answer of an XML service: its XML `Errors` when the body is XML, else the status. */
export async function readXmlFailure(
  response: TransportResponse,
  callName: string,
  failed: FailedRequest,
  ctx: ClientContext,
  codec: XmlCodec,
): Promise<EbayApiError> {
  const text = await response.body.text().catch(() => '');
  try {
    return await xmlError(response, codec.parseXmlResponse(text, callName).body, callName, failed, ctx, codec);
  } catch {
    // Not XML (a proxy's HTML page, an empty body): report the status with the text as it came.
    const { createApiError } = await loadPart(loadErrorFactory());
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
