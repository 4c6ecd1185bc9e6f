import { XML_NAMESPACES, XML_SERVICE_TABLE } from '@baykit/spec';
import { buildXmlRequest } from 'baykit';
import { jsonResponse } from '../json-response.js';
import { findingJson, merchandisingJson, shoppingJson } from './json-answers.js';

/** An error entry of an XML answer. */
export interface XmlFailure {
  code: string;
  shortMessage: string;
  longMessage?: string;
  severity?: 'Error' | 'Warning';
  parameters?: string[];
}

const EBL = XML_NAMESPACES.trading;

function xmlResponse(xml: string): Response {
  return new Response(xml, { status: 200, headers: { 'content-type': 'text/xml;charset=utf-8' } });
}

/** Failures as Trading's `Errors` (ErrorType): of an answer, or of one container of a bulk answer (AddItems, EndItems). */
export function eblErrors(failures: readonly XmlFailure[]): Record<string, unknown>[] {
  return failures.map((f) => ({
    ShortMessage: f.shortMessage,
    LongMessage: f.longMessage ?? f.shortMessage,
    ErrorCode: f.code,
    SeverityCode: f.severity ?? 'Error',
    ...(f.parameters?.length
      ? { ErrorParameters: f.parameters.map((value, i) => ({ '@_ParamID': String(i), Value: value })) }
      : {}),
    ErrorClassification: 'RequestError',
  }));
}

/**
 * A Trading/Shopping answer: Timestamp, Ack, call data, Version, Build — with HTTP 200, as eBay sends even failures.
 * `json`: Shopping's JSON answer (`responseencoding=JSON`) of the same fields.
 */
export function eblResponse(
  call: string,
  now: number,
  fields: Record<string, unknown>,
  failures: XmlFailure[] = [],
  format: 'xml' | 'json' = 'xml',
): Response {
  const errors = eblErrors(failures);
  const failed = failures.some((f) => (f.severity ?? 'Error') === 'Error');
  const ack = failed ? 'Failure' : failures.length > 0 ? 'Warning' : 'Success';
  const answer = {
    Timestamp: new Date(now).toISOString(),
    Ack: ack,
    ...(errors.length ? { Errors: errors } : {}),
    ...fields,
    Version: '1349',
    Build: 'E1349_BAYKIT_EMULATOR',
  };
  if (format === 'json') return jsonResponse(shoppingJson(answer));
  return xmlResponse(buildXmlRequest(`${call}Response`, answer, { xmlns: EBL }));
}

/**
 * A Finding/Merchandising answer (lower-case envelope, `errorMessage` on failure). `json`: that service's JSON
 * answer (`RESPONSE-DATA-FORMAT=JSON`) of the same fields.
 */
export function soaResponse(
  operation: string,
  namespace: string,
  now: number,
  fields: Record<string, unknown>,
  failure?: XmlFailure,
  json?: 'finding' | 'merchandising',
): Response {
  const envelope: Record<string, unknown> = { ack: failure ? 'Failure' : 'Success' };
  if (failure) {
    envelope.errorMessage = {
      error: {
        errorId: failure.code,
        domain: 'Marketplace',
        severity: 'Error',
        category: 'Request',
        message: failure.shortMessage,
        subdomain: 'Search',
      },
    };
  }
  // Finding's service version (`1.13.0`): what the emulator's Finding and Merchandising answers carry.
  const answer = {
    ...envelope,
    version: XML_SERVICE_TABLE.finding.version,
    timestamp: new Date(now).toISOString(),
    ...fields,
  };
  if (json === 'finding') return jsonResponse(findingJson(`${operation}Response`, answer));
  if (json === 'merchandising') return jsonResponse(merchandisingJson(`${operation}Response`, answer));
  return xmlResponse(buildXmlRequest(`${operation}Response`, answer, { xmlns: namespace }));
}
