import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { ownSubscription } from './subscriptions.js';
import { asRecord } from '../../values.js';
import { notificationError, unknownSubscription } from './errors.js';
import { uuid, type SubscriptionFilter } from '../../world/stores/notification-subscriptions.js';
import { findTopic } from './topics.js';
import { jsonResponse } from '../../json-response.js';

const BASE_PATH = '/commerce/notification/v1/subscription';

/** The top-level fields of every notification payload: what a filter schema may describe. */
const PAYLOAD_FIELDS = new Set(['metadata', 'notification']);

/** 404 for a filter id the subscription does not have (errorId modelled, docs/ebay-facts.md#notification-api-push). */
const unknownFilter = (id: string): Response =>
  notificationError(404, 195028, 'Invalid subscription filter Id.', ['filter_id', id]);

/**
 * eBay's review of a filter, done at once: a topic that takes no filter, or a schema naming fields notifications
 * do not have, is rejected (DISABLED); otherwise the filter is ENABLED.
 */
function review(topicId: string, schema: Record<string, unknown>): SubscriptionFilter['filterStatus'] {
  if (!findTopic(topicId)?.filterable) return 'DISABLED';
  const properties = Object.keys(asRecord(schema.properties));
  return properties.every((name) => PAYLOAD_FIELDS.has(name)) ? 'ENABLED' : 'DISABLED';
}

/** How many filters one subscription keeps: the newest, the ENABLED one always among them. */
export const MAX_FILTERS_PER_SUBSCRIPTION = 20;

/** Drops the oldest filters of `subscriptionId` beyond the limit (never the ENABLED `keep`), before one more is added. */
function forgetOldFilters(filters: Map<string, SubscriptionFilter>, subscriptionId: string, keep?: string): void {
  const own = [...filters.values()].filter((f) => f.subscriptionId === subscriptionId && f.filterId !== keep);
  const excess = own.length - (MAX_FILTERS_PER_SUBSCRIPTION - 2);
  for (const old of own.slice(0, Math.max(0, excess))) filters.delete(old.filterId);
}

/**
 * `POST /subscription/{subscription_id}/filter`: 201 with the filter's URL in `Location`. The newest valid filter
 * becomes the subscription's ENABLED one, and the filter ENABLED before it becomes DISABLED.
 */
export const createSubscriptionFilter: FlowHandler = (call) => {
  const { params, body, ctx } = call;
  const s = ctx.state.world.notificationSubscriptions;
  const subscriptionId = params.subscription_id ?? '';
  const subscription = ownSubscription(call, subscriptionId);
  if (!subscription) return unknownSubscription(subscriptionId);
  const filterSchema = asRecord(asRecord(body).filterSchema);
  const filterId = uuid(s.random);
  const filterStatus = review(subscription.topicId, filterSchema);
  if (filterStatus === 'ENABLED') {
    const previous = subscription.filterId ? s.filters.get(subscription.filterId) : undefined;
    if (previous) previous.filterStatus = 'DISABLED';
    subscription.filterId = filterId;
  }
  forgetOldFilters(s.filters, subscriptionId, subscription.filterId);
  s.filters.set(filterId, {
    filterId,
    subscriptionId,
    filterSchema,
    filterStatus,
    creationDate: new Date(ctx.clock.now()).toISOString(),
  });
  return jsonResponse(
    {},
    { status: 201, headers: { location: `${ctx.origin}${BASE_PATH}/${subscriptionId}/filter/${filterId}` } },
  );
};

function findFilter(subscriptionId: string, filterId: string, call: RestCall): SubscriptionFilter | Response {
  const s = call.ctx.state.world.notificationSubscriptions;
  if (!ownSubscription(call, subscriptionId)) return unknownSubscription(subscriptionId);
  const filter = s.filters.get(filterId);
  return filter?.subscriptionId === subscriptionId ? filter : unknownFilter(filterId);
}

/** `GET /subscription/{subscription_id}/filter/{filter_id}`. */
export const getSubscriptionFilter: FlowHandler = (call) => {
  const { params } = call;
  const filter = findFilter(params.subscription_id ?? '', params.filter_id ?? '', call);
  return filter instanceof Response ? filter : jsonResponse(filter);
};

/** `DELETE /subscription/{subscription_id}/filter/{filter_id}`: the subscription goes back to every notification. */
export const deleteSubscriptionFilter: FlowHandler = (call) => {
  const { params, ctx } = call;
  const filter = findFilter(params.subscription_id ?? '', params.filter_id ?? '', call);
  if (filter instanceof Response) return filter;
  const s = ctx.state.world.notificationSubscriptions;
  s.filters.delete(filter.filterId);
  const subscription = s.subscriptions.get(filter.subscriptionId);
  if (subscription?.filterId === filter.filterId) delete subscription.filterId;
  return new Response(null, { status: 204 });
};
