import { buildXmlRequest } from 'baykit';

/** An error entry of an XML answer. */
export interface XmlFailure {
  code: string;
  shortMessage: string;
  longMessage?: string;
  severity?: 'Error' | 'Warning';
  parameters?: string[];
}

const EBL = 'urn:ebay:apis:eBLBaseComponents';

function xmlResponse(xml: string): Response {
  return new Response(xml, { status: 200, headers: { 'content-type': 'text/xml;charset=utf-8' } });
}

/** A Trading/Shopping answer: Timestamp, Ack, call data, Version, Build — with HTTP 200, as eBay sends even failures. */
export function eblResponse(
  call: string,
  now: number,
  fields: Record<string, unknown>,
  failures: XmlFailure[] = [],
): Response {
  const errors = failures.map((f) => ({
    ShortMessage: f.shortMessage,
    LongMessage: f.longMessage ?? f.shortMessage,
    ErrorCode: f.code,
    SeverityCode: f.severity ?? 'Error',
    ...(f.parameters?.length
      ? { ErrorParameters: f.parameters.map((value, i) => ({ '@_ParamID': String(i), Value: value })) }
      : {}),
    ErrorClassification: 'RequestError',
  }));
  const failed = failures.some((f) => (f.severity ?? 'Error') === 'Error');
  const ack = failed ? 'Failure' : failures.length > 0 ? 'Warning' : 'Success';
  return xmlResponse(
    buildXmlRequest(
      `${call}Response`,
      {
        Timestamp: new Date(now).toISOString(),
        Ack: ack,
        ...(errors.length ? { Errors: errors } : {}),
        ...fields,
        Version: '1349',
        Build: 'E1349_BAYKIT_EMULATOR',
      },
      { xmlns: EBL },
    ),
  );
}

/** A Finding/Merchandising answer (lower-case envelope, `errorMessage` on failure). */
export function soaResponse(
  operation: string,
  namespace: string,
  now: number,
  fields: Record<string, unknown>,
  failure?: XmlFailure,
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
  return xmlResponse(
    buildXmlRequest(
      `${operation}Response`,
      { ...envelope, version: '1.13.0', timestamp: new Date(now).toISOString(), ...fields },
      { xmlns: namespace },
    ),
  );
}
