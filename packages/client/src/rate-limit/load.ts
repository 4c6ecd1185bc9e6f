import type { OAuth2 } from '../auth/oauth2.js';
import type { RestRuntime } from '../rest/request.js';
import { restCall } from '../rest/request.js';
import type { RateWindow } from './budget.js';
import { readRateLimits } from './limits.js';
import type { RateLimitSnapshot } from './pacer.js';

/**
 * Reads the app's limits (`getRateLimits`, application token) and, when a user is signed in, the user's
 * (`getUserRateLimits`) through the client's own pipeline. A 204 (nothing to report) reads as no limits.
 */
export async function loadRateLimits(runtime: RestRuntime): Promise<RateLimitSnapshot> {
  const application = await read(runtime, 'getRateLimits', '/developer/analytics/v1_beta/rate_limit/', 'application');
  const user = (await signedIn(runtime.oauth2))
    ? await read(runtime, 'getUserRateLimits', '/developer/analytics/v1_beta/user_rate_limit/', 'user')
    : new Map<string, RateWindow>();
  return { application, user };
}

async function read(
  runtime: RestRuntime,
  operation: string,
  path: string,
  grant: 'application' | 'user',
): Promise<Map<string, RateWindow>> {
  const result = await restCall<unknown>(runtime, { operation, method: 'GET', path, grant, responseType: 'json' });
  return readRateLimits(result.data, runtime.ctx.clock.now());
}

async function signedIn(oauth2: OAuth2): Promise<boolean> {
  return (await oauth2.getCredentials('user')) !== undefined;
}
