import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import { JsonTooDeepError, MAX_JSON_DEPTH } from '../body/json.js';
import { restError, tooManyRequests, unknownRoute, type RestErrorEntry } from '../errors.js';
import { recordCall } from '../flows/analytics/index.js';
import { verifyEbaySignature } from '../keys/index.js';
import { authenticateRest } from '../oauth/index.js';
import { refuseClosedValue } from './closed-values.js';
import type { RestCall } from './flow.js';
import { refuseUnknownMarketplace } from './marketplace-header.js';
import type { CompiledRoute } from './route.js';

// The named steps of a REST request after routing (their order: handle.ts). Each reads the compiled route and the
// call built so far, and answers eBay's refusal or undefined to go on; `authenticate` fills in the token and
// `checkInput` the parsed body.

/** One step of a REST request: the answer that ends it, or undefined to go on. */
export type RestStep = (call: RestCall, route: CompiledRoute) => Response | undefined | Promise<Response | undefined>;

/** eBay no longer routes what it decommissioned: the same 404 as any unknown resource. */
export const refuseRetired: RestStep = ({ req, ctx }, { spec }) =>
  spec.lifecycle?.status === 'decommissioned' && !ctx.serveRetired ? unknownRoute(req.method, req.path) : undefined;

/** Uploads (a video, a feed file, evidence) take binary or multipart bodies, up to the larger upload cap. */
export const acceptUpload: RestStep = ({ req }, { upload }) => {
  if (upload) req.acceptUpload();
  return undefined;
};

/** The token, checked against what the operation needs (401 or 403 otherwise); kept on the call for the flow. */
export const authenticate: RestStep = (call, route) => {
  const auth = authenticateRest(call.req, call.ctx, route.auth);
  if (!auth.ok) return auth.response;
  call.token = auth.token;
  return undefined;
};

/** 429 past the configured calls per minute, counted per app and user, as eBay counts. */
export const limitRate: RestStep = ({ ctx, token }) => {
  const limit = ctx.rateLimitPerMinute;
  if (limit === undefined) return undefined;
  const key = token ? `${token.appId}:${token.user ?? ''}` : 'classic';
  const now = ctx.clock.now();
  const entry = ctx.state.rates.get(key);
  if (!entry || now - entry.windowStart >= 60_000) {
    ctx.state.rates.set(key, { windowStart: now, count: 1 });
    return undefined;
  }
  entry.count++;
  return entry.count > limit ? tooManyRequests(60) : undefined;
};

/** Developer analytics reports the calls actually served, per app and user. */
export const countCall: RestStep = ({ ctx, token }, { analytics: [apiContext, apiName] }) => {
  recordCall(ctx, apiContext, apiName, token);
  return undefined;
};

/**
 * The marketplace decides what every later check means (its categories, currencies, policies): an unknown one is
 * refused before the request is read further.
 */
export const checkMarketplace: RestStep = ({ req }, { spec }) => refuseUnknownMarketplace(spec, req.headers);

/** 400 errorId 2004, as eBay answers a body it cannot read: malformed JSON, or JSON nested too deeply to keep. */
function malformedBody(error: SyntaxError): RestErrorEntry {
  const deep = error instanceof JsonTooDeepError;
  return {
    errorId: 2004,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Invalid request',
    longMessage: deep
      ? `The request body nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels.`
      : 'The request body is not valid JSON.',
    parameters: [{ name: 'body', value: deep ? 'nested too deeply' : 'malformed JSON' }],
  };
}

/** 400 errorId 2004 for each header the contract requires that the request lacks. */
function missingHeaders(headers: Headers, required: readonly string[]): RestErrorEntry[] {
  return required
    .filter((name) => !headers.get(name))
    .map((name) => ({
      errorId: 2004,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Invalid request',
      longMessage: `The ${name} header is required.`,
      parameters: [{ name: 'header', value: name }],
    }));
}

/** The JSON body's errors, the body kept on the call: unreadable (that one error, not also a missing one) or invalid. */
async function bodyErrors(call: RestCall, route: CompiledRoute): Promise<RestErrorEntry[]> {
  try {
    call.body = await call.req.json();
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return [malformedBody(error)];
  }
  return call.body !== undefined || route.spec.body?.required ? route.validator.body(call.body) : [];
}

function refuseInvalid(errors: RestErrorEntry[]): Response | undefined {
  return errors.length > 0 ? restError(400, ...errors) : undefined;
}

/** Every input error at once, as eBay lists them: required query values, required headers, then the JSON body. */
export const checkInput: RestStep = (call, route) => {
  const errors = [...route.validator.query(call.query), ...missingHeaders(call.req.headers, route.requiredHeaders)];
  if (!route.jsonBody) return refuseInvalid(errors);
  return bodyErrors(call, route).then((found) => refuseInvalid([...errors, ...found]));
};

/**
 * A value outside the fixed set eBay defines for it (a report type, a standards program) is refused before any
 * state is read, as eBay refuses it.
 */
export const checkClosedValues: RestStep = ({ params, query }, { spec, closedValues }) =>
  closedValues && refuseClosedValue(spec, params, query, closedValues);

/** The request's own signature (Digital Signatures for APIs), for the operations that must be signed. */
export const checkSignature: RestStep = ({ req, ctx }, { spec }) => (spec.sign ? verifySigned(req, ctx) : undefined);

async function verifySigned(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response | undefined> {
  return verifyEbaySignature(
    { method: req.method, url: req.url.toString(), headers: req.headers, body: await req.bytes() },
    { masterKeys: [ctx.masterKey], nowSeconds: Math.floor(ctx.clock.now() / 1000) },
  );
}
