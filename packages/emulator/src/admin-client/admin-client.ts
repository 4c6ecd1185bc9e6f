// A typed client of the emulator's admin API (`/__emulator/…`): what tests, the `baykit` command line, the explorer
// and the benchmarks call instead of writing the routes, headers and bodies out themselves. It loads none of the
// emulator's server code (published as `@baykit/emulator/admin`), so a program that only talks to a running
// emulator stays light.
import { EmulatorAdminError } from './admin-error.js';
import type {
  AppRegistration,
  ApprovedConsent,
  Delivery,
  Emitted,
  EmulatorNow,
  EventFilter,
  EventPage,
  FaultRequest,
  RegisteredApp,
  RequestLogAnswer,
} from './types.js';
import type { SimulateEvent, SimulateFieldsMap, SimulateResultMap } from './simulate-events.js';

/** Options of `createEmulatorAdmin`. */
export interface EmulatorAdminOptions {
  /** The emulator's origin, e.g. `http://127.0.0.1:4010` (a trailing slash is fine; a path is not). */
  baseUrl: string;
  /**
   * Sends each request. Default: the global `fetch`. An in-process emulator's `emulator.fetch` works too (then
   * no socket is involved).
   */
  fetch?: (request: Request) => Promise<Response>;
  /** How long one call may take before it fails with status 0, in milliseconds. Default: 10 000. */
  timeoutMs?: number;
}

/** The most of an answer read: the request log of 1000 requests with their headers is a few MiB at most. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

const DEFAULT_TIMEOUT_MS = 10_000;

/** The emulator's admin API, one method per route. Every failure is an `EmulatorAdminError`. */
export interface EmulatorAdmin {
  /** The origin the calls go to, without a trailing slash. */
  readonly baseUrl: string;
  /** `POST /__emulator/reset`: state back to the seed (registered apps stay). */
  reset(): Promise<EmulatorNow>;
  /** `POST /__emulator/clock`: moves the emulator's time forward by `seconds` (≥ 0). */
  advanceClock(seconds: number): Promise<EmulatorNow>;
  /** `POST /__emulator/tokens/expire`: every access token issued so far expires now. */
  expireTokens(): Promise<EmulatorNow>;
  /** `POST /__emulator/faults`: the next `count` requests under `match` fail with `fault`. */
  addFault(fault: FaultRequest): Promise<EmulatorNow>;
  /** `GET /__emulator/requests`: the request log (secrets masked) and the notification pushes sent. */
  requests(): Promise<RequestLogAnswer>;
  /** `POST /__emulator/notifications/emit`: pushes `topic` now to every enabled subscription (`data` replaces the sample). */
  emitNotification(topic: string, data?: Record<string, unknown>): Promise<Emitted>;
  /**
   * `GET /__emulator/events`: what happened in the emulator's world, oldest first: events of `type` (or a family,
   * `order.*`) after the event id `since`, at most `limit` (1–1000, default 100); `hasMore` says to ask again with
   * `since` the last id.
   */
  events(filter?: EventFilter): Promise<EventPage>;
  /** `GET /__emulator/notifications/deliveries`: the Notification API pushes sent. */
  notificationDeliveries(): Promise<Delivery[]>;
  /** `POST /__emulator/consent/approve`: approves a consent URL (for `user`, default the test user) without a browser. */
  approveConsent(url: string, user?: string): Promise<ApprovedConsent>;
  /** `GET /__emulator/app`: the registered test app (also the emulator's readiness check). */
  app(): Promise<AppRegistration>;
  /** `POST /__emulator/apps`: one more app whose RuName sends consent to `redirectUrl` (the same URL: the same app). */
  registerApp(redirectUrl: string): Promise<RegisteredApp>;
  /** `POST /__emulator/guest-checkout/pay`: pays a Buy Order v2 guest checkout session, as eBay's widget does. */
  payGuestCheckout(checkoutSessionId: string): Promise<{ purchaseOrderId: string }>;
  /**
   * `POST /__emulator/simulate/<event>`: makes the other side of the market happen, with every consequence eBay's
   * has (the order, Finances, notifications), and answers what it produced with the ids of its world events:
   *
   * ```ts
   * const { orderId, events } = await admin.simulate('purchase', { sku: 'KAYAK-1', quantity: 2 });
   * ```
   *
   * A refusal (unknown listing 404, ended or too few left 409, bad fields 400) throws an `EmulatorAdminError`.
   */
  simulate<E extends SimulateEvent>(event: E, fields?: SimulateFieldsMap[E]): Promise<SimulateResultMap[E]>;
}

function originOf(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl must be the emulator's origin, such as http://127.0.0.1:4010, not "${baseUrl}".`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname.replace(/\/+$/, '') !== '' || url.search)
    throw new TypeError(`baseUrl must be the emulator's origin, such as http://127.0.0.1:4010, not "${baseUrl}".`);
  return url.origin;
}

/** The answer's bytes, at most MAX_ANSWER_BYTES (past it the answer is not the emulator's). */
async function readCapped(response: Response, route: string, status: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > MAX_ANSWER_BYTES) {
        void reader.cancel().catch(() => undefined);
        throw new EmulatorAdminError(
          route,
          status,
          undefined,
          `The answer to ${route} passed ${MAX_ANSWER_BYTES} bytes: that is not the emulator's admin API.`,
        );
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

function errorOf(json: unknown): string | undefined {
  if (typeof json === 'object' && json !== null && 'error' in json && typeof json.error === 'string') return json.error;
  return undefined;
}

/**
 * A typed client of the emulator's admin API at `baseUrl`:
 *
 * ```ts
 * const admin = createEmulatorAdmin({ baseUrl: 'http://127.0.0.1:4010' });
 * await admin.addFault({ match: '/sell/', fault: '429', count: 3 });
 * ```
 */
export function createEmulatorAdmin(options: EmulatorAdminOptions): EmulatorAdmin {
  const baseUrl = originOf(options.baseUrl);
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** Sends one admin request and gives its status and JSON; anything but a 2xx JSON answer throws. */
  async function exchange(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<{ status: number; json: unknown }> {
    const route = `${method} /__emulator${path}`;
    let response: Response;
    try {
      response = await send(
        new Request(`${baseUrl}/__emulator${path}`, {
          method,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
          // The admin API takes state changes only as JSON (its guard against web pages).
          ...(method === 'POST'
            ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }
            : {}),
        }),
      );
    } catch (error) {
      throw new EmulatorAdminError(
        route,
        0,
        undefined,
        `No emulator answers at ${baseUrl} (${route}): ${(error as Error).message}.`,
        { cause: error },
      );
    }
    const text = await readCapped(response, route, response.status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok || json === undefined) {
      const detail = errorOf(json);
      throw new EmulatorAdminError(
        route,
        response.status,
        detail,
        `The emulator at ${baseUrl} refused ${route} (HTTP ${response.status}): ${detail ?? 'the answer is not the admin API’s JSON'}.`,
      );
    }
    return { status: response.status, json };
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<T> {
    return (await exchange(method, path, body)).json as T;
  }

  return {
    baseUrl,
    reset: () => call('POST', '/reset'),
    advanceClock: (seconds) => call('POST', '/clock', { advanceSeconds: seconds }),
    expireTokens: () => call('POST', '/tokens/expire'),
    addFault: ({ match, fault, count }) =>
      call('POST', '/faults', { match, fault, ...(count === undefined ? {} : { count }) }),
    requests: () => call('GET', '/requests'),
    emitNotification: (topic, data) => call('POST', '/notifications/emit', { topic, ...(data ? { data } : {}) }),
    events: (filter = {}) => {
      const query = new URLSearchParams();
      if (filter.type !== undefined) query.set('type', filter.type);
      if (filter.since !== undefined) query.set('since', filter.since);
      if (filter.limit !== undefined) query.set('limit', String(filter.limit));
      const search = query.toString();
      return call('GET', `/events${search ? `?${search}` : ''}`);
    },
    notificationDeliveries: async () =>
      (await call<{ deliveries: Delivery[] }>('GET', '/notifications/deliveries')).deliveries,
    approveConsent: (url, user) => call('POST', '/consent/approve', { url, ...(user === undefined ? {} : { user }) }),
    app: () => call('GET', '/app'),
    registerApp: async (redirectUrl) => {
      // 201 when this call created the app, 200 when the URL had one already: both are the app.
      const { status, json } = await exchange('POST', '/apps', { redirectUrl });
      return { app: json as AppRegistration, created: status === 201 };
    },
    payGuestCheckout: (checkoutSessionId) => call('POST', '/guest-checkout/pay', { checkoutSessionId }),
    simulate: (event, fields) => call('POST', `/simulate/${encodeURIComponent(event)}`, { ...fields }),
  };
}
