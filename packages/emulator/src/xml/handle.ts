import { parseXmlResponse, TRADING_CALLS, XML_SERVICES, type XmlServiceName } from 'baykit';
import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import { authenticateClassic, authenticateIaf, checkKeyHeaders, fetchToken, getSessionId } from '../oauth/index.js';
import { verifyEbaySignature } from '../keys/index.js';
import { eblResponse, soaResponse, type XmlFailure } from './envelope.js';

const KNOWN_TRADING = new Set<string>(TRADING_CALLS);

/** Paths of the XML services on the emulator (the production paths). */
export const XML_PATHS: Readonly<Record<string, XmlServiceName>> = {
  '/ws/api.dll': 'trading',
  '/shopping': 'shopping',
  '/services/search/FindingService/v1': 'finding',
  '/MerchandisingService': 'merchandising',
  '/ws/ecasvc/ClientAlerts': 'clientAlerts',
};

async function requestFields(req: EmulatorRequest, call: string): Promise<Record<string, unknown> | undefined> {
  const text = await req.text();
  if (text.trim() === '') return {};
  try {
    // parseXmlResponse takes whatever root it finds, here `<Call>Request`.
    return parseXmlResponse(text, call).body;
  } catch {
    return undefined;
  }
}

async function trading(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  const now = ctx.clock.now();
  const call = req.headers.get('x-ebay-api-call-name') ?? '';
  const fail = (f: XmlFailure): Response => eblResponse(call || 'Unknown', now, {}, [f]);
  if (!KNOWN_TRADING.has(call)) {
    return fail({ code: '2', shortMessage: 'Unsupported API call.', longMessage: `The API call "${call}" is invalid or not supported in this release.` });
  }
  if (!req.headers.get('x-ebay-api-compatibility-level')) {
    return fail({ code: '10012', shortMessage: 'Invalid value for header "X-EBAY-API-COMPATIBILITY-LEVEL".', parameters: ['X-EBAY-API-COMPATIBILITY-LEVEL', '(null)'] });
  }
  const fields = await requestFields(req, call);
  if (!fields) return fail({ code: '5', shortMessage: 'XML Parse error.' });

  if (call === 'GetSessionID' || call === 'FetchToken') {
    const keys = checkKeyHeaders(ctx, req.headers);
    if (!keys.ok) return fail(keys.failure);
    const result =
      call === 'GetSessionID'
        ? getSessionId(ctx, { appId: keys.appId, ruName: String(fields.RuName ?? '') })
        : fetchToken(ctx, { appId: keys.appId, sessionId: String(fields.SessionID ?? '') });
    return result.ok ? eblResponse(call, now, result.fields) : fail(result);
  }

  const credentials = fields.RequesterCredentials as { eBayAuthToken?: unknown } | undefined;
  const iaf = req.headers.get('x-ebay-api-iaf-token');
  if (typeof credentials?.eBayAuthToken === 'string') {
    const classic = authenticateClassic(credentials.eBayAuthToken, ctx);
    if (!classic.ok) return fail(classic.failure);
  } else if (iaf) {
    const checked = authenticateIaf(iaf, ctx, { grant: 'user' });
    if (!checked.ok) return fail(checked.failure);
  } else {
    return fail({ code: '930', shortMessage: 'Token not available in request.' });
  }
  if (call === 'GetAccount') {
    const rejected = await verifyEbaySignature(
      { method: req.method, url: req.url.toString(), headers: req.headers, body: await req.bytes() },
      { masterKeys: [ctx.masterKey], nowSeconds: Math.floor(now / 1000) },
    );
    // Unsigned GetAccount calls stay allowed (only EU/UK sellers must sign); a signature that is present must verify.
    if (rejected && req.headers.has('signature')) return fail({ code: '215120', shortMessage: 'Signature validation failed' });
  }
  if (call === 'GeteBayOfficialTime') return eblResponse(call, now, {});
  return eblResponse(call, now, {});
}

/** Answers an XML service request (Trading, Shopping, Finding, Merchandising, Client Alerts). */
export async function handleXml(service: XmlServiceName, req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  const now = ctx.clock.now();
  switch (service) {
    case 'trading':
      return trading(req, ctx);
    case 'shopping': {
      const call = req.headers.get('x-ebay-api-call-name') ?? 'Unknown';
      const iaf = req.headers.get('x-ebay-api-iaf-token');
      if (!iaf) return eblResponse(call, now, {}, [{ code: '1.33', shortMessage: 'Token not available in request.' }]);
      const checked = authenticateIaf(iaf, ctx, { grant: 'auto' });
      if (!checked.ok) return eblResponse(call, now, {}, [{ code: '1.32', shortMessage: 'Invalid token. Please specify a valid token as HTTP header.' }]);
      return eblResponse(call, now, {});
    }
    case 'finding':
    case 'merchandising': {
      const operation = req.headers.get('x-ebay-soa-operation-name') ?? 'unknown';
      const appId = req.headers.get(service === 'finding' ? 'x-ebay-soa-security-appname' : 'ebay-soa-consumer-id');
      const namespace = XML_SERVICES[service].namespace ?? '';
      if (!appId || !ctx.apps.has(appId)) {
        return soaResponse(operation, namespace, now, {}, { code: '11002', shortMessage: 'Authentication failed : Invalid Application' });
      }
      return soaResponse(operation, namespace, now, service === 'finding' ? { searchResult: { '@_count': '0' }, paginationOutput: { pageNumber: '1', entriesPerPage: '100', totalPages: '0', totalEntries: '0' } } : {});
    }
    case 'clientAlerts': {
      const appId = req.url.searchParams.get('appid');
      if (!appId || !ctx.apps.has(appId)) return Response.json({ Ack: 'Failure', Errors: [{ ShortMessage: 'Invalid application id.', ErrorCode: '1.21', SeverityCode: 'Error' }] });
      return Response.json({ Timestamp: new Date(now).toISOString(), Ack: 'Success', ClientAlertEvent: [] });
    }
  }
}
