import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import {
  DEFAULT_TEST_USER,
  authenticateClassic,
  authenticateIaf,
  checkKeyHeaders,
  confirmIdentity,
  fetchToken,
  getSessionId,
  type XmlCallResult,
} from '../oauth/index.js';
import { checkEbaySignature } from '../keys/index.js';
import { CREATED_OUT_OF_RANGE } from '../keys/signature-errors.js';
import { EMULATION_HEADER } from '../resources/flow.js';
import { eblResponse, type XmlFailure } from './envelope.js';
import { readXmlRequest, type XmlRequestBody } from './request-body.js';
import type { TradingCall } from './trading-call.js';
import { tradingSchema, validateTradingRequest, type TradingValidation } from './trading-validate.js';

// The named steps of a Trading request (their order: handleTrading in trading-calls.ts). Each answers eBay's
// envelope when the request ends there, or what the next step needs.

/** One call of the sign-in flow, answered for the app its key headers name. */
export type SignInCall = (
  ctx: EmulatorContext,
  appId: string,
  fields: Record<string, unknown>,
) => XmlCallResult<Record<string, unknown>>;

/** The three calls of the sign-in flow, authenticated by the app's keys, not a token. */
export const SIGN_IN_CALLS: Readonly<Record<string, SignInCall>> = {
  GetSessionID: (ctx, appId, fields) => getSessionId(ctx, { appId, ruName: String(fields.RuName ?? '') }),
  FetchToken: (ctx, appId, fields) => fetchToken(ctx, { appId, sessionId: String(fields.SessionID ?? '') }),
  ConfirmIdentity: (ctx, appId, fields) => confirmIdentity(ctx, { appId, sessionId: String(fields.SessionID ?? '') }),
};

/** What the emulator knows of one Trading call, compiled once: whether it is retired, how it signs in, what answers it. */
export interface TradingRoute {
  readonly call: string;
  readonly retired: boolean;
  /** A sign-in call (key-authenticated); the others take a token. */
  readonly signIn: SignInCall | undefined;
  /** The call's handler; undefined for a known call the emulator does not model (an empty Success, marked). */
  readonly handler: TradingCall | undefined;
}

/** One Trading request as its steps see it. */
export interface TradingRequest {
  readonly req: EmulatorRequest;
  readonly ctx: EmulatorContext;
  /** The call name of `X-EBAY-API-CALL-NAME` (empty when absent). */
  readonly call: string;
  /** Emulator clock, ms since the epoch, once per request. */
  readonly now: number;
}

/** A request the call's checks passed: the fields read, and what validating them found (refused after the credentials). */
interface ReadTradingRequest extends TradingRequest {
  readonly body: XmlRequestBody;
  readonly checked: TradingValidation;
}

/** Who a token-authenticated call acts for. */
interface TradingCaller {
  readonly user: string;
  readonly token: string;
  readonly appId: string;
}

/** The call's envelope with `failures` (`Unknown` for a request that names no call). */
export function fail(t: TradingRequest, ...failures: XmlFailure[]): Response {
  return eblResponse(t.call || 'Unknown', t.now, {}, failures);
}

/** Error 10012 without `X-EBAY-API-COMPATIBILITY-LEVEL`. */
export function checkCompatibilityLevel(t: TradingRequest): Response | undefined {
  if (t.req.headers.get('x-ebay-api-compatibility-level')) return undefined;
  return fail(t, {
    code: '10012',
    shortMessage: 'Invalid value for header "X-EBAY-API-COMPATIBILITY-LEVEL".',
    parameters: ['X-EBAY-API-COMPATIBILITY-LEVEL', '(null)'],
  });
}

/** The request's fields and what eBay's schema and the call's required fields say of them; error 5 when unreadable. */
export async function readRequest(t: TradingRequest): Promise<ReadTradingRequest | Response> {
  const body = await readXmlRequest(t.req, t.call, t.ctx.xmlParser);
  if (!body) return fail(t, { code: '5', shortMessage: 'XML Parse error.' });
  return { ...t, body, checked: validateTradingRequest(await tradingSchema(), t.call, body.fields) };
}

/** A sign-in call: the app's key headers, then the fields, then the call for that app. */
export function signIn(t: ReadTradingRequest, call: SignInCall): Response {
  const { errors, warnings } = t.checked;
  const keys = checkKeyHeaders(t.ctx, t.req.headers);
  if (!keys.ok) return fail(t, keys.failure);
  if (errors.length) return fail(t, ...errors, ...warnings);
  const result = call(t.ctx, keys.appId, t.body.fields);
  return result.ok ? eblResponse(t.call, t.now, result.fields, warnings) : fail(t, result, ...warnings);
}

/**
 * The caller of a token-authenticated call: the classic token of `RequesterCredentials`, else the OAuth user token
 * of `X-EBAY-API-IAF-TOKEN`; error 930 with neither.
 */
export function authenticateCaller(t: ReadTradingRequest): TradingCaller | Response {
  const credentials = t.body.fields.RequesterCredentials as { eBayAuthToken?: unknown } | undefined;
  if (typeof credentials?.eBayAuthToken === 'string') {
    const classic = authenticateClassic(credentials.eBayAuthToken, t.ctx);
    if (!classic.ok) return fail(t, classic.failure);
    return { user: classic.token.user, token: classic.token.token, appId: classic.token.appId };
  }
  const iaf = t.req.headers.get('x-ebay-api-iaf-token');
  if (!iaf) return fail(t, { code: '930', shortMessage: 'Token not available in request.' });
  const checked = authenticateIaf(iaf, t.ctx, { grant: 'user' });
  if (!checked.ok) return fail(t, checked.failure);
  return { user: checked.token.user ?? DEFAULT_TEST_USER, token: checked.token.token, appId: checked.token.appId };
}

/** Unsigned GetAccount calls stay allowed (only EU/UK sellers must sign); a signature that is present must verify. */
export async function checkAccountSignature(t: TradingRequest): Promise<Response | undefined> {
  if (t.call !== 'GetAccount' || !t.req.headers.has('signature')) return undefined;
  const { req, ctx } = t;
  const rejected = await checkEbaySignature(
    { method: req.method, url: req.url.toString(), headers: req.headers, body: await req.bytes() },
    { masterKeys: [ctx.masterKey], nowSeconds: Math.floor(t.now / 1000) },
  );
  // What differs goes where the XML services put details: the long message and the error parameters.
  if (!rejected) return undefined;
  return fail(t, {
    code: String(rejected.errorId),
    shortMessage: rejected.errorId === 215114 ? CREATED_OUT_OF_RANGE : 'Signature validation failed',
    longMessage: rejected.reason,
    parameters: rejected.component ? [rejected.component] : [],
  });
}

/** The call itself, for its caller: its handler's answer, or an empty Success marked as not from state. */
export function dispatch(t: ReadTradingRequest, route: TradingRoute, caller: TradingCaller): Response {
  const { errors, warnings } = t.checked;
  if (errors.length) return fail(t, ...errors, ...warnings);
  if (!route.handler) {
    const empty = eblResponse(t.call, t.now, {}, warnings);
    empty.headers.set(EMULATION_HEADER, 'sample');
    return empty;
  }
  const result = route.handler({
    ctx: t.ctx,
    fields: t.body.fields,
    ...caller,
    now: t.now,
    siteId: t.req.headers.get('x-ebay-api-siteid') ?? '0',
    ...(t.body.attachment ? { attachment: t.body.attachment } : {}),
  });
  if (!result.ok) return fail(t, ...result.failures, ...warnings);
  return eblResponse(t.call, t.now, result.fields, warnings);
}
