import type { EmulatorContext } from '../context.js';
import { randomFor } from '../context.js';
import { JsonTooDeepError, MAX_JSON_DEPTH } from '../body/json.js';
import { restError, tooManyRequests, unknownRoute, type RestErrorEntry } from '../errors.js';
import type { EmulatorRequest } from '../request.js';
import { authenticateRest } from '../oauth/index.js';
import { verifyEbaySignature } from '../keys/index.js';
import { apiContextAndName, recordCall } from '../flows/analytics/index.js';
import type { FlowTable, RestCall } from './flow.js';
import { successStatus } from './operation-info.js';
import type { RestRouter } from './router.js';
import { refuseClosedValue } from './closed-values.js';
import { refuseUnknownMarketplace } from './marketplace-header.js';
import { sampleResponse, type SchemaValidator } from './schema/index.js';
import { jsonResponse } from '../json-response.js';
import { EMULATION_HEADER } from '../resources/index.js';

/** What the REST handler needs besides the context. */
export interface RestDeps {
  router: RestRouter;
  validator: SchemaValidator;
  flows: FlowTable;
}

/** Whether this call is past the configured calls per minute. Counted per app and user, as eBay counts. */
function rateLimited(ctx: EmulatorContext, key: string): boolean {
  const limit = ctx.rateLimitPerMinute;
  if (limit === undefined) return false;
  const now = ctx.clock.now();
  const entry = ctx.state.rates.get(key);
  if (!entry || now - entry.windowStart >= 60_000) {
    ctx.state.rates.set(key, { windowStart: now, count: 1 });
    return false;
  }
  entry.count++;
  return entry.count > limit;
}

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

/** Top-level request values a response echoes where a field has the same name (ids, SKUs, …). */
function echoValues(call: RestCall): Record<string, string> {
  const echo: Record<string, string> = { ...call.params };
  for (const [name, value] of call.query) echo[name] ??= value;
  if (call.body && typeof call.body === 'object' && !Array.isArray(call.body)) {
    for (const [name, value] of Object.entries(call.body)) if (typeof value === 'string') echo[name] ??= value;
  }
  return echo;
}

/**
 * One REST request, in the order docs/architecture.md#emulator writes down: route → auth → validate → (signature) →
 * flow or spec-driven responder → eBay-shaped error.
 */
export async function handleRest(req: EmulatorRequest, ctx: EmulatorContext, deps: RestDeps): Promise<Response> {
  const match = deps.router.match(req.method, req.path);
  if (!match) return unknownRoute(req.method, req.path);
  const { spec, params } = match;
  // eBay no longer routes what it decommissioned: the same 404 as any unknown resource.
  if (spec.lifecycle?.status === 'decommissioned' && !ctx.serveRetired) return unknownRoute(req.method, req.path);
  // Uploads (a video, a feed file, evidence) take binary or multipart bodies, up to the larger upload cap.
  if (spec.body && !/json/i.test(spec.body.contentType)) req.acceptUpload();

  const auth = authenticateRest(req, ctx, {
    grant: spec.grant,
    scopes: spec.scopes,
    scheme: spec.auth ?? 'Bearer',
  });
  if (!auth.ok) return auth.response;
  if (rateLimited(ctx, auth.token ? `${auth.token.appId}:${auth.token.user ?? ''}` : 'classic'))
    return tooManyRequests(60);
  // Developer analytics reports the calls actually served, per app and user.
  recordCall(ctx, ...apiContextAndName(spec.api), auth.token);
  // The marketplace decides what every later check means (its categories, currencies, policies): an unknown one is
  // refused before the request is read further.
  const marketplace = refuseUnknownMarketplace(spec, req.headers);
  if (marketplace) return marketplace;

  const queryErrors = deps.validator.validateQuery(spec, req.url.searchParams);
  let body: unknown;
  const errors = [...queryErrors];
  for (const header of spec.headers ?? []) {
    if (header.required && !req.headers.get(header.name)) {
      errors.push({
        errorId: 2004,
        domain: 'ACCESS',
        category: 'REQUEST',
        message: 'Invalid request',
        longMessage: `The ${header.name} header is required.`,
        parameters: [{ name: 'header', value: header.name }],
      });
    }
  }
  if (spec.body && /json/i.test(spec.body.contentType)) {
    let readable = true;
    try {
      body = await req.json();
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      readable = false;
      errors.push(malformedBody(error));
    }
    // A body that could not be read is that one error, not also a missing one.
    if (readable && (body !== undefined || spec.body.required))
      errors.push(...deps.validator.validateBody(spec.api, spec.id, body));
  }
  if (errors.length > 0) return restError(400, ...errors);
  // A value outside the fixed set eBay defines for it (a report type, a standards program) is refused before any
  // state is read, as eBay refuses it.
  const closed = refuseClosedValue(spec, params, req.url.searchParams);
  if (closed) return closed;

  if (spec.sign) {
    const rejected = await verifyEbaySignature(
      { method: req.method, url: req.url.toString(), headers: req.headers, body: await req.bytes() },
      { masterKeys: [ctx.masterKey], nowSeconds: Math.floor(ctx.clock.now() / 1000) },
    );
    if (rejected) return rejected;
  }

  const call: RestCall = { spec, params, query: req.url.searchParams, body, req, token: auth.token, ctx };
  const flow = deps.flows[`${spec.api}.${spec.id}`];
  const answered = flow ? await flow(call) : undefined;
  if (answered) return answered;

  // Not from state: a sample valid against the contract, and a header that says so.
  const sample = { [EMULATION_HEADER]: 'sample' };
  const status = successStatus(spec.api, spec.id);
  if (status === 204) return new Response(null, { status, headers: sample });
  if (spec.response === 'bytes') {
    const bytes = new TextEncoder().encode(`${spec.id} ${JSON.stringify(params)}\n`);
    return new Response(bytes, { status, headers: { 'content-type': 'application/octet-stream', ...sample } });
  }
  const random = randomFor(ctx, `${spec.api}.${spec.id}:${JSON.stringify(echoValues(call))}`);
  const data = sampleResponse(spec.api, spec.id, { random, echo: echoValues(call) }) ?? {};
  return jsonResponse(data, { status, headers: sample });
}
