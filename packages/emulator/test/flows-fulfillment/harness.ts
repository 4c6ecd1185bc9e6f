import { restCatalog } from 'baykit';
import { EmulatorClock } from '../../src/clock.js';
import type { EmulatorContext } from '../../src/context.js';
import { DEFAULT_APP } from '../../src/emulator.js';
import { DEFAULT_TEST_USER, MemoryAuthStore } from '../../src/oauth/auth-store.js';
import { SeededRandom } from '../../src/random.js';
import type { FlowTable } from '../../src/rest/flow.js';
import { EmulatorRequest } from '../../src/request.js';
import { XmlBodyParser } from '../../src/xml/xml-body-parser.js';

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
    clock,
    origin: 'http://emu.test',
    defaultApp: DEFAULT_APP,
    apps: new Map([[DEFAULT_APP.appId, DEFAULT_APP]]),
    masterKey: new Uint8Array(32),
    xmlParser: new XmlBodyParser(),
    state: {
      auth: new MemoryAuthStore({ clock, random: new SeededRandom(seed), tokenTtlSeconds: 7200 }),
      flows: new Map(),
      rates: new Map(),
    },
  };
}

/** Calls the flow `key` (`<api>.<operationId>`) of `table` as the REST pipeline would, with a user token. */
export async function callFlow(
  table: FlowTable,
  ctx: EmulatorContext,
  key: string,
  input: {
    params?: Record<string, string>;
    query?: Record<string, string> | string;
    body?: unknown;
    user?: string;
  } = {},
): Promise<Answer> {
  const dot = key.lastIndexOf('.');
  const spec = restCatalog[key.slice(0, dot)]?.[key.slice(dot + 1)];
  const handler = table[key];
  if (!spec || !handler) throw new Error(`no spec or flow for ${key}`);
  const query = new URLSearchParams(input.query);
  const path = spec.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
  const req = new EmulatorRequest(
    new Request(`${ctx.origin}${path}?${query.toString()}`, {
      method: spec.method,
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    }),
  );
  const token = {
    token: 'v^1.1#test',
    grant: 'user' as const,
    appId: DEFAULT_APP.appId,
    scopes: [],
    user: input.user ?? DEFAULT_TEST_USER,
    expiresAt: ctx.clock.now() + 7_200_000,
  };
  const response = await handler({ spec, params: input.params ?? {}, query, body: input.body, req, token, ctx });
  if (!response) throw new Error(`${key} handed the call on`);
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : {}) as Loose };
}
