import type { PacingScope } from '../extensions.js';
import type { RateWindow } from './budget.js';
import { readRateLimits } from './limits.js';
import type { RateLimitSnapshot } from './pacer.js';

/**
 * Reads the app's limits (`getRateLimits`, application token) and, when a user is signed in, the user's
 * (`getUserRateLimits`) through the client `scope` describes (its own pipeline). A 204 (nothing to report) reads
 * as no limits.
 */
export async function loadRateLimits(scope: PacingScope): Promise<RateLimitSnapshot> {
  const application = await read(scope, 'getRateLimits', '/developer/analytics/v1_beta/rate_limit/', 'application');
  const user = (await scope.userSignedIn())
    ? await read(scope, 'getUserRateLimits', '/developer/analytics/v1_beta/user_rate_limit/', 'user')
    : new Map<string, RateWindow>();
  return { application, user };
}

async function read(
  scope: PacingScope,
  operation: string,
  path: string,
  grant: 'application' | 'user',
): Promise<Map<string, RateWindow>> {
  return readRateLimits(await scope.getAnalytics(operation, path, grant), scope.clock.now());
}
