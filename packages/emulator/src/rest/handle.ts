import type { EmulatorContext } from '../context.js';
import { randomFor } from '../context.js';
import { unknownRoute } from '../errors.js';
import type { EmulatorRequest } from '../request.js';
import type { RestCall } from './flow.js';
import type { CompiledRoute } from './route.js';
import type { RestRouter } from './router.js';
import {
  acceptUpload,
  authenticate,
  checkClosedValues,
  checkInput,
  checkMarketplace,
  checkSignature,
  countCall,
  limitRate,
  refuseRetired,
  type RestStep,
} from './steps.js';
import { jsonResponse } from '../json-response.js';
import { EMULATION_HEADER } from '../resources/index.js';

/** What the REST handler needs besides the context: the emulator's router and the routes it compiles. */
export interface RestDeps {
  router: RestRouter<CompiledRoute>;
}

/**
 * The order every routed REST request takes (docs/architecture.md#emulator): auth, then what may be refused
 * without reading the body, then the input, then the signature. The flow or the sample answers what passes all.
 */
const STEPS: readonly RestStep[] = [
  refuseRetired,
  acceptUpload,
  authenticate,
  limitRate,
  countCall,
  checkMarketplace,
  checkInput,
  checkClosedValues,
  checkSignature,
];

/** Top-level request values a response echoes where a field has the same name (ids, SKUs, …). */
function echoValues(call: RestCall): Record<string, string> {
  const echo: Record<string, string> = { ...call.params };
  for (const [name, value] of call.query) echo[name] ??= value;
  if (call.body && typeof call.body === 'object' && !Array.isArray(call.body)) {
    for (const [name, value] of Object.entries(call.body)) if (typeof value === 'string') echo[name] ??= value;
  }
  return echo;
}

/** Not from state: a sample valid against the contract, and a header that says so. */
function sampleAnswer(call: RestCall, route: CompiledRoute): Response {
  const headers = { [EMULATION_HEADER]: 'sample' };
  const { status, spec } = route;
  if (status === 204) return new Response(null, { status, headers });
  if (spec.response === 'bytes') {
    const bytes = new TextEncoder().encode(`${spec.id} ${JSON.stringify(call.params)}\n`);
    return new Response(bytes, { status, headers: { 'content-type': 'application/octet-stream', ...headers } });
  }
  const echo = echoValues(call);
  const random = randomFor(call.ctx, `${route.key}:${JSON.stringify(echo)}`);
  return jsonResponse(route.sample?.({ random, echo }) ?? {}, { status, headers });
}

/**
 * One REST request: one route lookup, then the steps in their order, each reading the compiled route, then the
 * flow or, where none answers, the sample. Steps that need no I/O are not awaited.
 */
export async function handleRest(req: EmulatorRequest, ctx: EmulatorContext, deps: RestDeps): Promise<Response> {
  const match = deps.router.match(req.method, req.path);
  if (!match) return unknownRoute(req.method, req.path);
  const { route, params } = match;
  const call: RestCall = {
    spec: route.spec,
    params,
    query: req.url.searchParams,
    body: undefined,
    req,
    token: undefined,
    ctx,
  };
  for (const step of STEPS) {
    const result = step(call, route);
    const answered = result instanceof Promise ? await result : result;
    if (answered) return answered;
  }
  const flowResult = route.flow?.(call);
  const answered = flowResult instanceof Promise ? await flowResult : flowResult;
  return answered ?? sampleAnswer(call, route);
}
