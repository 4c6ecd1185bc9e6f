import type { EmulatorContext, TokenInfo } from '../../context.js';
import type { CallWindow } from '../../world/stores/analytics.js';
import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { API_LIMITS, DEFAULT_LIMIT, WINDOW_SECONDS, type ApiLimit } from './limits.js';
import { jsonResponse } from '../../json-response.js';

export { API_LIMITS, apiContextAndName } from './limits.js';

const DAY_MS = WINDOW_SECONDS * 1000;

function windowOf(ctx: EmulatorContext, key: string): CallWindow {
  const day = Math.floor(ctx.clock.now() / DAY_MS);
  let window = ctx.state.world.analytics.get(key);
  if (!window || window.day !== day) {
    window = { day, counts: new Map() };
    ctx.state.world.analytics.set(key, window);
  }
  return window;
}

const appKey = (appId: string): string => `app:${appId}`;
const userKey = (appId: string, user: string): string => `user:${appId}:${user}`;

/**
 * Counts one served REST call against the daily windows the Developer Analytics API reports: the app's
 * (always) and the signed-in user's (user tokens). Without a token (classic Post-Order tokens) the call
 * counts for the emulator's default app. Call it once per REST request that passed auth; `apiContext`/
 * `apiName` as eBay names them (see {@link apiContextAndName} for catalog api ids).
 */
export function recordCall(ctx: EmulatorContext, apiContext: string, apiName: string, token?: TokenInfo): void {
  const api = `${apiContext.toLowerCase()}.${apiName.toLowerCase()}`;
  const keys = [appKey(token?.appId ?? ctx.defaultApp.appId)];
  if (token?.grant === 'user' && token.user !== undefined) keys.push(userKey(token.appId, token.user));
  for (const key of keys) {
    const { counts } = windowOf(ctx, key);
    counts.set(api, (counts.get(api) ?? 0) + 1);
  }
}

function rateLimitsFor(call: RestCall, key: string, listing: 'application' | 'user'): Response {
  const { counts } = windowOf(call.ctx, key);
  const entries: ApiLimit[] = API_LIMITS.filter((l) => l.listedFor.includes(listing));
  for (const api of counts.keys()) {
    if (entries.some((l) => `${l.apiContext}.${l.apiName}` === api)) continue;
    const [apiContext = api, apiName = api] = api.split('.', 2);
    entries.push({ apiContext, apiName, apiVersion: 'v1', limit: DEFAULT_LIMIT, listedFor: [listing] });
  }
  const context = call.query.get('api_context')?.toLowerCase();
  const name = call.query.get('api_name')?.toLowerCase();
  const matching = entries.filter((l) => (!context || l.apiContext === context) && (!name || l.apiName === name));
  if (matching.length === 0) return new Response(null, { status: 204 });
  const reset = new Date((Math.floor(call.ctx.clock.now() / DAY_MS) + 1) * DAY_MS).toISOString();
  const rateLimits = matching.map((l) => {
    const resource = `${l.apiContext}.${l.apiName}`;
    const count = counts.get(resource) ?? 0;
    return {
      apiContext: l.apiContext,
      apiName: l.apiName,
      apiVersion: l.apiVersion,
      resources: [
        {
          name: resource,
          rates: [
            { count, limit: l.limit, remaining: Math.max(l.limit - count, 0), reset, timeWindow: WINDOW_SECONDS },
          ],
        },
      ],
    };
  });
  return jsonResponse({ rateLimits });
}

/** `GET /rate_limit/`: the calling app's daily usage per API (every call of the app counts). */
const getRateLimits: FlowHandler = (call) =>
  rateLimitsFor(call, appKey(call.token?.appId ?? call.ctx.defaultApp.appId), 'application');

/** `GET /user_rate_limit/`: the signed-in user's daily usage per API (their user-token calls). */
const getUserRateLimits: FlowHandler = (call) => {
  const token = call.token;
  const key =
    token?.user !== undefined ? userKey(token.appId, token.user) : appKey(token?.appId ?? call.ctx.defaultApp.appId);
  return rateLimitsFor(call, key, 'user');
};

/** The Developer Analytics API (`developer.analytics`): daily rate limits that move with the calls served. */
export const ANALYTICS_FLOWS = {
  'developer.analytics.getRateLimits': getRateLimits,
  'developer.analytics.getUserRateLimits': getUserRateLimits,
} satisfies Record<string, FlowHandler>;
