import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { restCatalog } from 'baykit';
import type { EmulatorContext, TokenInfo } from '../../src/context.js';
import { ANALYTICS_FLOWS } from '../../src/flows/analytics/index.js';
import { FEED_FLOWS } from '../../src/flows/feed/index.js';
import { NOTIFICATION_FLOWS } from '../../src/flows/notification/index.js';
import type { FlowTable, RestCall } from '../../src/rest/flow.js';
import { EmulatorRequest } from '../../src/request.js';
import { APP, ORIGIN, testContext } from '../oauth/context.js';

const FLOWS: FlowTable = { ...NOTIFICATION_FLOWS, ...ANALYTICS_FLOWS, ...FEED_FLOWS };

/** What a test passes to {@link callFlow}. */
export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  token?: TokenInfo;
}

/** A fresh context like `createEmulator` builds (frozen clock at 2026-01-15T12:00:00Z). */
export const freshContext = (): ReturnType<typeof testContext> => testContext();

/** An application token of the test app. */
export const appToken = (ctx: EmulatorContext): TokenInfo =>
  ctx.state.auth.issue('application', APP.appId, ['https://api.ebay.com/oauth/api_scope']);

/** A user token of the test app for `user`. */
export const userToken = (ctx: EmulatorContext, user = 'testuser_alice'): TokenInfo =>
  ctx.state.auth.issue('user', APP.appId, ['https://api.ebay.com/oauth/api_scope'], user);

/** Calls the flow handler of `<api>.<operationId>` with a RestCall built like the router builds it. */
export async function callFlow(
  ctx: EmulatorContext,
  api: string,
  id: string,
  input: CallInput = {},
): Promise<Response> {
  const spec = restCatalog[api]?.[id];
  const flow = FLOWS[`${api}.${id}`];
  if (!spec || !flow) throw new Error(`no spec or flow for ${api}.${id}`);
  const params = input.params ?? {};
  const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams(input.query ?? {});
  const qs = query.size > 0 ? `?${query.toString()}` : '';
  const req = new EmulatorRequest(
    new Request(`${ORIGIN}${path}${qs}`, { method: spec.method, headers: input.headers ?? {} }),
  );
  const call: RestCall = { spec, params, query, body: input.body, req, token: input.token ?? appToken(ctx), ctx };
  const response = await flow(call);
  if (!response) throw new Error(`${api}.${id} handed the call on`);
  return response;
}

/** A local HTTP server on 127.0.0.1:0 that records requests; `handler` answers them. */
export async function localServer(handler: (req: IncomingMessage, body: string, res: ServerResponse) => void): Promise<{
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close: () => Promise<void>;
}> {
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
