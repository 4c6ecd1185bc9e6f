import type { FlowHandler } from '../../rest/flow.js';
import { configOf } from './owner.js';
import { notificationError } from './errors.js';
import { asRecord } from '../../values.js';
import {
  createDestination,
  deleteDestination,
  getDestination,
  getDestinations,
  updateDestination,
} from './destinations.js';
import { ENN_TEST_KEY, ebayPem } from './signing.js';
import {
  createSubscription,
  deleteSubscription,
  disableSubscription,
  enableSubscription,
  getSubscription,
  getSubscriptions,
  testSubscription,
  updateSubscription,
} from './subscriptions.js';
import { createSubscriptionFilter, deleteSubscriptionFilter, getSubscriptionFilter } from './filters.js';
import { getTopic, getTopics } from './topics.js';
import { jsonResponse } from '../../json-response.js';

export { challengeResponse } from './challenge.js';
export type { Delivery } from '../../world/stores/notification-subscriptions.js';
export { cancelRetries, emit, notificationDeliveries, type Emitted } from './push.js';
export { findTopic } from './topics.js';
export { TOPICS } from './topics.js';

/** `GET /public_key/{id}`: the emulator's own signing key, and the eBay's event-notification SDK test-vector key; else 404 195001. */
const getPublicKey: FlowHandler = ({ params, ctx }) => {
  const id = params.public_key_id ?? '';
  const { key } = ctx.state.world.notificationSubscriptions;
  const der = id === key.kid ? key.publicKeyDer : id === ENN_TEST_KEY.kid ? ENN_TEST_KEY.publicKeyDer : undefined;
  if (der === undefined)
    return notificationError(404, 195001, 'The specified key id is invalid.', ['public_key_id', id]);
  return jsonResponse({ key: ebayPem(der), algorithm: 'ECDSA', digest: 'SHA1' });
};

/** `GET /config`: the calling application's; 404 195026 until it sets an alert e-mail. */
const getConfig: FlowHandler = (call) => {
  const { alertEmail } = configOf(call.ctx.state.world.notificationSubscriptions, call);
  return alertEmail ? jsonResponse({ alertEmail }) : notificationError(404, 195026, 'Configuration Not Found.');
};

/** `PUT /config` `{alertEmail}`. */
const updateConfig: FlowHandler = (call) => {
  const alertEmail = asRecord(call.body).alertEmail;
  if (typeof alertEmail !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alertEmail)) {
    return notificationError(400, 195025, 'Invalid or missing email.', ['alertEmail', String(alertEmail ?? '')]);
  }
  configOf(call.ctx.state.world.notificationSubscriptions, call).alertEmail = alertEmail;
  return new Response(null, { status: 204 });
};

/**
 * The Notification API (`commerce.notification`): topics, destinations with eBay's real endpoint challenge,
 * subscriptions with signed test pushes, the public keys to verify them, and the alert-e-mail config.
 */
export const NOTIFICATION_FLOWS = {
  'commerce.notification.getTopics': getTopics,
  'commerce.notification.getTopic': getTopic,
  'commerce.notification.createDestination': createDestination,
  'commerce.notification.getDestinations': getDestinations,
  'commerce.notification.getDestination': getDestination,
  'commerce.notification.updateDestination': updateDestination,
  'commerce.notification.deleteDestination': deleteDestination,
  'commerce.notification.createSubscription': createSubscription,
  'commerce.notification.getSubscriptions': getSubscriptions,
  'commerce.notification.getSubscription': getSubscription,
  'commerce.notification.updateSubscription': updateSubscription,
  'commerce.notification.deleteSubscription': deleteSubscription,
  'commerce.notification.enableSubscription': enableSubscription,
  'commerce.notification.disableSubscription': disableSubscription,
  'commerce.notification.testSubscription': testSubscription,
  'commerce.notification.createSubscriptionFilter': createSubscriptionFilter,
  'commerce.notification.getSubscriptionFilter': getSubscriptionFilter,
  'commerce.notification.deleteSubscriptionFilter': deleteSubscriptionFilter,
  'commerce.notification.getPublicKey': getPublicKey,
  'commerce.notification.getConfig': getConfig,
  'commerce.notification.updateConfig': updateConfig,
} satisfies Record<string, FlowHandler>;
