import { XML_SERVICES, type XmlServiceName } from 'baykit';
import { restError } from '../errors.js';
import { eblResponse, soaResponse } from '../xml/envelope.js';
import type { BodyTooLargeError } from './limits.js';
import { jsonResponse } from '../json-response.js';

/** Where an oversized body was sent: the XML service of its path (if any), its call name, the emulator's time. */
export interface TooLargeTarget {
  /** The XML service of the path; absent for REST, OAuth and the admin API. */
  service?: XmlServiceName | undefined;
  /** The call or operation name header of an XML request. */
  callName?: string | null | undefined;
  /** Whether the path is the admin API (`/__emulator/…`), which answers `{ error }`. */
  admin?: boolean;
  now: number;
}

/**
 * The 413 answer to a body over its cap, in the shape the target service writes errors (eBay documents no error
 * for this, so the ids are the emulator's): REST `{ errors: [...] }` with errorId 2004 (eBay's "Invalid request",
 * as for a malformed body); Trading and Shopping an `Ack Failure` envelope with ErrorCode 413; Finding and
 * Merchandising an `errorMessage` with errorId 413; the admin API `{ error }`.
 */
export function payloadTooLarge(error: BodyTooLargeError, target: TooLargeTarget): Response {
  const detail = `The request body is larger than ${error.limit} bytes, the most this emulator accepts for this request.`;
  const headers = { connection: 'close' };
  if (target.admin) return jsonResponse({ error: detail }, { status: 413, headers });
  const failure = {
    code: '413',
    shortMessage: 'Request entity too large.',
    longMessage: detail,
    parameters: [String(error.limit)],
  };
  let xml: Response | undefined;
  if (target.service === 'trading' || target.service === 'shopping')
    xml = eblResponse(target.callName || 'Unknown', target.now, {}, [failure]);
  else if (target.service === 'finding' || target.service === 'merchandising') {
    xml = soaResponse(
      target.callName || 'unknown',
      XML_SERVICES[target.service].namespace ?? '',
      target.now,
      {},
      failure,
    );
  }
  if (xml)
    return new Response(xml.body, {
      status: 413,
      headers: { 'content-type': xml.headers.get('content-type') ?? 'text/xml', ...headers },
    });
  const response = restError(413, {
    errorId: 2004,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Request entity too large',
    longMessage: detail,
    parameters: [{ name: 'maxBytes', value: String(error.limit) }],
  });
  response.headers.set('connection', 'close');
  return response;
}
