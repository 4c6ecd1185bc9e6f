// The Notification API's records are the calling application's own (eBay answers another app's destination or
// subscription id as unknown), and a user topic's subscription is its user's too: the order topics reach only the
// subscriptions of the seller whose order it is.
import type { RestCall } from '../../rest/flow.js';
import type { NotificationState, Owner } from '../../world/stores/notification-subscriptions.js';

/** The application (and user, for a user token) a call acts for. */
export function callerOf(call: RestCall): Owner {
  const token = call.token;
  return { appId: token?.appId ?? '', ...(token?.user === undefined ? {} : { user: token.user }) };
}

/**
 * Whether the record `id` belongs to the caller: its application's, and for a user topic's subscription its user's
 * too (another user of the same application, or the application's own token, neither sees nor changes it).
 */
export function ownedBy(state: NotificationState, id: string, call: RestCall): boolean {
  const owner = state.owners.get(id);
  const caller = callerOf(call);
  return owner?.appId === caller.appId && (owner.user === undefined || owner.user === caller.user);
}

/** The calling application's configuration (created empty on first use). */
export function configOf(state: NotificationState, call: RestCall): { alertEmail?: string } {
  const { appId } = callerOf(call);
  let config = state.configs.get(appId);
  if (!config) {
    config = {};
    state.configs.set(appId, config);
  }
  return config;
}
