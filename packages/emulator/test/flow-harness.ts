// The one harness of the flow tests (flows-fulfillment/, flows-post-order/, flows-more/): a bare emulator context,
// flow handlers called with a RestCall built as the router builds it, and helpers to read the answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { restCatalog } from 'baykit';
import { EmulatorClock } from '../src/clock.js';
import type { EmulatorContext, TokenInfo } from '../src/context.js';
import { DEFAULT_APP } from '../src/emulator.js';
import { ANALYTICS_FLOWS } from '../src/flows/analytics/index.js';
import { FEED_FLOWS } from '../src/flows/feed/index.js';
import { NOTIFICATION_FLOWS } from '../src/flows/notification/index.js';
import { DEFAULT_TEST_USER, MemoryAuthStore } from '../src/oauth/auth-store.js';
import { SeededRandom } from '../src/random.js';
import type { FlowTable } from '../src/rest/flow.js';
import { EmulatorRequest } from '../src/request.js';
import { XmlBodyParser } from '../src/xml/xml-body-parser.js';
import { worldEvents } from '../src/world/subscribers.js';
import { World } from '../src/world/world.js';
import { APP, testContext as oauthTestContext } from './oauth/context.js';
/** Parsed JSON as tests walk it: any property or index is again Loose (assertions check the values). */
export interface Loose {
  readonly [key: string]: Loose;
}

/** `value` as a list of Loose (fails the test when it is not an array). */
export function list(value: Loose | undefined): Loose[] {
  if (!Array.isArray(value)) throw new Error(`not an array: ${JSON.stringify(value)}`);
  return value as Loose[];
}

/** The answer of one flow call. */
export interface Answer {
  status: number;
  headers: Headers;
  json: Loose;
}

/** A bare emulator context (what createEmulator builds), for calling flow handlers directly. */
export function testContext(seed = 1): EmulatorContext {
  const clock = new EmulatorClock();
  return {
    seed,
    tokenTtlSeconds: 7200,
    rateLimitPerMinute: undefined,
    serveRetired: false,
    clock,
    origin: 'http://emu.test',
    defaultApp: DEFAULT_APP,
    apps: new Map([[DEFAULT_APP.appId, DEFAULT_APP]]),
    masterKey: new Uint8Array(32),
    xmlParser: new XmlBodyParser(),
    state: {
      auth: new MemoryAuthStore({ clock, random: new SeededRandom(seed), tokenTtlSeconds: 7200 }),
      world: new World(seed),
      rates: new Map(),
      events: worldEvents(),
    },
  };
}

/** What a test passes for one flow call. */
export interface FlowInput {
  params?: Record<string, string>;
  query?: Record<string, string> | string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the flow `key` (`<api>.<operationId>`) of `table` with `token`, as the REST pipeline would. */
export async function invokeFlow(
  table: FlowTable,
  ctx: EmulatorContext,
  key: string,
  input: FlowInput & { token: TokenInfo },
): Promise<Response> {
  const dot = key.lastIndexOf('.');
  const spec = restCatalog[key.slice(0, dot)]?.[key.slice(dot + 1)];
  const handler = table[key];
  if (!spec || !handler) throw new Error(`no spec or flow for ${key}`);
  const params = input.params ?? {};
  const query = new URLSearchParams(input.query);
  const path = spec.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const qs = query.size > 0 ? `?${query.toString()}` : '';
  const req = new EmulatorRequest(
    new Request(`${ctx.origin}${path}${qs}`, {
      method: spec.method,
      headers: input.headers ?? {},
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    }),
  );
  const response = await handler({ spec, params, query, body: input.body, req, token: input.token, ctx });
  if (!response) throw new Error(`${key} handed the call on`);
  return response;
}

/** Calls the flow `key` of `table` with a user token (default: the test seller) and reads the answer as JSON. */
export async function callFlow(
  table: FlowTable,
  ctx: EmulatorContext,
  key: string,
  input: FlowInput & { user?: string } = {},
): Promise<Answer> {
  const token: TokenInfo = {
    token: 'v^1.1#test',
    grant: 'user',
    appId: DEFAULT_APP.appId,
    scopes: [],
    user: input.user ?? DEFAULT_TEST_USER,
    expiresAt: ctx.clock.now() + 7_200_000,
  };
  const response = await invokeFlow(table, ctx, key, { ...input, token });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : {}) as Loose };
}

const MORE_FLOWS: FlowTable = { ...NOTIFICATION_FLOWS, ...ANALYTICS_FLOWS, ...FEED_FLOWS };

/** A fresh context as the OAuth tests build it (frozen clock at 2026-01-15T12:00:00Z). */
export const freshContext = (): ReturnType<typeof oauthTestContext> => oauthTestContext();

/** An application token of the test app. */
export const appToken = (ctx: EmulatorContext): TokenInfo =>
  ctx.state.auth.issue('application', APP.appId, ['https://api.ebay.com/oauth/api_scope']);

/** A user token of the test app for `user`. */
export const userToken = (ctx: EmulatorContext, user = 'testuser_alice'): TokenInfo =>
  ctx.state.auth.issue('user', APP.appId, ['https://api.ebay.com/oauth/api_scope'], user);

/** The raw Response of a Notification, Analytics or Feed flow (default token: the test app's application token). */
export function flowResponse(
  ctx: EmulatorContext,
  api: string,
  id: string,
  input: FlowInput & { token?: TokenInfo } = {},
): Promise<Response> {
  return invokeFlow(MORE_FLOWS, ctx, `${api}.${id}`, { ...input, token: input.token ?? appToken(ctx) });
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
