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

/** Whether the record `id` belongs to the calling application. */
export function ownedBy(state: NotificationState, id: string, call: RestCall): boolean {
  return state.owners.get(id)?.appId === callerOf(call).appId;
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
