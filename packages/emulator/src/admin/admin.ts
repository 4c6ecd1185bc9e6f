import type { EmulatorContext } from '../context.js';
import { runDuePayouts } from '../world/payouts.js';
import { isFaultKind, type FaultQueue } from '../faults/faults.js';
import { approveConsent } from '../oauth/index.js';
import type { EmulatorRequest } from '../request.js';
import type { RequestLog } from '../request-log.js';
import { refuseAdminRequest, type AdminAccess } from './guard.js';
import { asRecord } from '../values.js';
import { jsonResponse } from '../json-response.js';
import { emit, findTopic, notificationDeliveries, TOPICS } from '../flows/notification/index.js';
import { platformDeliveries } from '../world/platform-push.js';
import { payGuestCheckout } from '../flows/guest-purchase.js';
import { AppRegistrationError, registerApp } from '../apps.js';
import { isChallenge, signProof } from '@baykit/local/proof';
import type { OwnerShutdown } from './shutdown.js';
import { EVENT_TYPES, eventSequence, isEventTypeFilter, type EventFilter } from '../world/events.js';
import { simulate } from './simulate.js';
import { isSimulateEvent, SIMULATE_EVENTS } from '../admin-client/simulate-events.js';

/** What the admin API acts on, and who may use it. */
export interface AdminDeps {
  reset(): void;
  faults: FaultQueue;
  log: RequestLog;
  access: AdminAccess;
  /** The owner secret the emulator proves it knows (`GET /__emulator/proof`), when it was started with one. */
  ownerSecret: Uint8Array | undefined;
  /** The authenticated shutdown (`POST /__emulator/shutdown`), when it has an owner secret and `onShutdownRequest`. */
  shutdown: OwnerShutdown | undefined;
}

/** 404 for the shutdown routes of an emulator that has no owner secret or nothing to call to stop. */
function cannotStop(): Response {
  return jsonResponse(
    { error: 'this emulator cannot be stopped over its admin API (it needs ownerSecret and onShutdownRequest)' },
    { status: 404 },
  );
}

/** The most one `POST /__emulator/clock` moves the clock: 100 years, far from where dates stop being writable. */
const MAX_ADVANCE_SECONDS = 100 * 365 * 86_400;

function bad(message: string): Response {
  return jsonResponse({ error: message }, { status: 400 });
}

async function jsonBody(req: EmulatorRequest): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await req.json();
    // No body is no fields; fields are named, so an array or a bare value is not read as none.
    if (body === undefined || body === null) return {};
    return typeof body === 'object' && !Array.isArray(body) ? asRecord(body) : undefined;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** The most events one `GET /__emulator/events` answers. */
const MAX_EVENTS_PAGE = 1000;

/** The filter of `GET /__emulator/events` from its query (`type`, `since`, `limit`), or why it is not one. */
function eventFilter(query: URLSearchParams): EventFilter | string {
  const type = query.get('type');
  const since = query.get('since');
  const limit = query.get('limit');
  if (type !== null && !isEventTypeFilter(type))
    return `type must be an event type or family (such as order.*): ${EVENT_TYPES.join(', ')}`;
  if (since !== null && eventSequence(since) === undefined) return 'since must be an event id such as evt_12';
  const count = limit === null ? undefined : Number(limit);
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > MAX_EVENTS_PAGE))
    return `limit must be a whole number from 1 to ${MAX_EVENTS_PAGE}`;
  return {
    ...(type === null ? {} : { type }),
    ...(since === null ? {} : { since }),
    ...(count === undefined ? {} : { limit: count }),
  };
}

/**
 * The emulator's control API under `/__emulator/` (tests and the explorer use it): reset, clock, token expiry,
 * faults, the request log (with the notification pushes sent), consent approval without a browser, the
 * registered test app, more apps (`POST /apps`, e.g. the explorer's own, with its redirect URL), notifications emitted on demand (`stripe trigger`-style), the world's event log (`GET /events`), and the other side of the market on demand (`POST /simulate/<event>`, simulate.ts). Only for the
 * emulator's own host, never cross-site, state changes only as JSON (guard.ts).
 */
export async function handleAdmin(req: EmulatorRequest, ctx: EmulatorContext, deps: AdminDeps): Promise<Response> {
  const refused = refuseAdminRequest(req, deps.access);
  if (refused) return refused;
  // What fell due on the emulator's clock since the last request (the daily payouts), before what is asked.
  runDuePayouts(ctx);
  const route = `${req.method} ${req.path.slice('/__emulator'.length)}`;
  const body = req.method === 'POST' ? await jsonBody(req) : {};
  if (body === undefined) return bad('the body must be a JSON object');
  if (req.method === 'POST' && route.startsWith('POST /simulate/')) {
    // The other side of the market on demand (simulate.ts): 201 with what it produced, or why not.
    const event = route.slice('POST /simulate/'.length);
    if (!isSimulateEvent(event))
      return jsonResponse(
        { error: `no simulated event ${event}; the emulator simulates ${SIMULATE_EVENTS.join(', ')}` },
        { status: 404 },
      );
    const made = simulate(ctx, event, body);
    return 'error' in made
      ? jsonResponse({ error: made.error }, { status: made.status })
      : jsonResponse(made, { status: 201 });
  }
  switch (route) {
    case 'POST /reset':
      deps.reset();
      return jsonResponse({ ok: true, now: new Date(ctx.clock.now()).toISOString() });
    case 'POST /clock': {
      const seconds = body.advanceSeconds;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0 || seconds > MAX_ADVANCE_SECONDS)
        return bad(`advanceSeconds must be a number from 0 to ${MAX_ADVANCE_SECONDS} (100 years)`);
      ctx.clock.advance(seconds);
      return jsonResponse({ now: new Date(ctx.clock.now()).toISOString() });
    }
    case 'POST /tokens/expire':
      ctx.state.auth.expireAll();
      return jsonResponse({ ok: true, now: new Date(ctx.clock.now()).toISOString() });
    case 'POST /faults': {
      const { match, fault, count } = body;
      if (typeof match !== 'string' || !match.startsWith('/')) return bad('match must be a path prefix such as /sell/');
      if (!isFaultKind(fault))
        return bad('fault must be 429, 500, 503, expired-token, reset-connection or latency=<ms>');
      const times = count === undefined ? 1 : count;
      if (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
        return bad('count must be a whole number ≥ 1');
      deps.faults.add(match, fault, times);
      return jsonResponse({ ok: true, now: new Date(ctx.clock.now()).toISOString() });
    }
    case 'GET /requests':
      // What came in, and the notification pushes the emulator sent out (with each retry).
      return jsonResponse({
        requests: deps.log.entries(),
        notifications: notificationDeliveries(ctx),
        platformNotifications: platformDeliveries(ctx),
      });
    case 'POST /notifications/emit': {
      const { topic, data } = body;
      if (typeof topic !== 'string' || !findTopic(topic))
        return bad(`topic must be one of ${TOPICS.map((t) => t.topicId).join(', ')}`);
      if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data)))
        return bad("data, when given, must be an object (the notification's data)");
      const emitted = await emit(ctx, topic, data as Record<string, unknown> | undefined);
      return jsonResponse(emitted, { status: 202 });
    }
    case 'GET /events': {
      // What happened, oldest first (like Stripe's events list, read forward with `since`).
      const filter = eventFilter(req.url.searchParams);
      return typeof filter === 'string' ? bad(filter) : jsonResponse(ctx.state.events.list(filter));
    }
    case 'GET /notifications/deliveries':
      return jsonResponse({ deliveries: notificationDeliveries(ctx) });
    case 'POST /consent/approve': {
      if (typeof body.url !== 'string') return bad('url must be the consent URL');
      const redirect = approveConsent(body.url, ctx, typeof body.user === 'string' ? body.user : undefined);
      return typeof redirect === 'string' ? jsonResponse({ redirect }) : redirect;
    }
    case 'GET /app':
      return jsonResponse(ctx.defaultApp);
    case 'POST /guest-checkout/pay': {
      // What eBay's checkout widget does when the buyer pays (the emulator has no widget).
      if (typeof body.checkoutSessionId !== 'string') return bad('checkoutSessionId must be the checkout session id');
      const paid = payGuestCheckout(ctx, body.checkoutSessionId);
      return typeof paid === 'string'
        ? jsonResponse({ purchaseOrderId: paid }, { status: 201 })
        : jsonResponse({ error: paid.error }, { status: paid.status });
    }
    case 'GET /proof': {
      if (!deps.ownerSecret)
        return jsonResponse(
          { error: 'this emulator was started without an owner secret (ownerSecret), so it proves nothing' },
          { status: 404 },
        );
      const challenge = req.url.searchParams.get('challenge');
      if (!isChallenge(challenge)) return bad('challenge must be 22 to 128 base64url characters');
      return jsonResponse(
        signProof(deps.ownerSecret, {
          v: 1,
          challenge,
          pid: process.pid,
          port: deps.access.port() ?? 0,
          app: ctx.defaultApp,
        }),
      );
    }
    case 'POST /shutdown/challenge':
      if (!deps.shutdown) return cannotStop();
      return jsonResponse({ challenge: deps.shutdown.gate.challenge() });
    case 'POST /shutdown': {
      if (!deps.shutdown) return cannotStop();
      if (!deps.shutdown.gate.accept(body.challenge, body.proof, deps.access.port() ?? 0))
        return jsonResponse(
          {
            error:
              'refused: proof must be the HMAC under the owner secret of a challenge from POST /__emulator/shutdown/challenge (each is good once, for a minute)',
          },
          { status: 403 },
        );
      // After this answer is written (it goes out in the same turn, before any immediate runs).
      setImmediate(deps.shutdown.stop);
      return jsonResponse({ stopping: true }, { status: 202 });
    }
    case 'POST /apps':
      try {
        const { app, created } = registerApp(ctx, { redirectUrl: body.redirectUrl as string });
        return jsonResponse(app, { status: created ? 201 : 200 });
      } catch (error) {
        if (error instanceof AppRegistrationError) return bad(error.message);
        throw error;
      }
    default:
      return jsonResponse({ error: `unknown admin route ${route}` }, { status: 404 });
  }
}
