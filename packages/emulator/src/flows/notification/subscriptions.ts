import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { configMissing, notificationError, unknownSubscription } from './errors.js';
import { asRecord } from '../../values.js';
import { pageLinks, pageOf } from './paging.js';
import { testMessage } from './payload.js';
import { push } from './push.js';
import { uuid, type Subscription } from '../../world/stores/notification-subscriptions.js';
import { findTopic } from './topics.js';
import { jsonResponse } from '../../json-response.js';
import { callerOf, configOf, ownedBy } from './owner.js';

const BASE_PATH = '/commerce/notification/v1/subscription';

type Fields = Pick<Subscription, 'status' | 'payload' | 'destinationId'>;
type Checked = { ok: true; value: Fields } | { ok: false; response: Response };

const bad = (errorId: number, message: string, name: string, value: unknown): Checked => ({
  ok: false,
  response: notificationError(400, errorId, message, [name, String(value ?? '')]),
});

/** Validates status, destination and payload of a create/update request against the topic (195006–195010). */
function checkFields(call: RestCall, topicId: string, current?: Subscription): Checked {
  const fields = asRecord(call.body);
  const topic = findTopic(topicId);
  const supported = topic?.supportedPayloads[0];
  const status = fields.status ?? current?.status ?? 'DISABLED';
  if (status !== 'ENABLED' && status !== 'DISABLED')
    return bad(195006, 'Invalid or missing subscription status.', 'status', status);
  const destinationId = fields.destinationId ?? current?.destinationId;
  const state = call.ctx.state.world.notificationSubscriptions;
  if (
    typeof destinationId !== 'string' ||
    !state.destinations.has(destinationId) ||
    !ownedBy(state, destinationId, call)
  ) {
    return bad(195007, 'Invalid or missing destination id.', 'destinationId', destinationId);
  }
  const payload = asRecord(
    fields.payload ??
      current?.payload ?? {
        format: 'JSON',
        schemaVersion: supported?.schemaVersion ?? '1.0',
        deliveryProtocol: 'HTTPS',
      },
  );
  const schemaVersion = payload.schemaVersion;
  if (typeof schemaVersion !== 'string' || !topic?.supportedPayloads.some((p) => p.schemaVersion === schemaVersion)) {
    return bad(
      195008,
      'Invalid or missing schema version. Please refer to /topic/{topic_id} for supported schema versions.',
      'schemaVersion',
      schemaVersion,
    );
  }
  const format = payload.format ?? 'JSON';
  if (typeof format !== 'string' || !supported?.format.includes(format))
    return bad(195009, 'Specified format is not supported for the topic.', 'format', format);
  const deliveryProtocol = payload.deliveryProtocol ?? 'HTTPS';
  if (deliveryProtocol !== 'HTTPS')
    return bad(195010, 'Invalid or missing protocol', 'deliveryProtocol', deliveryProtocol);
  return { ok: true, value: { status, destinationId, payload: { format, schemaVersion, deliveryProtocol } } };
}

/** 409 195015 when an ENABLED subscription points at a DISABLED destination. */
function destinationDisabled(call: RestCall, fields: Fields): Response | undefined {
  const destination = call.ctx.state.world.notificationSubscriptions.destinations.get(fields.destinationId);
  if (fields.status === 'ENABLED' && destination?.status !== 'ENABLED') {
    return notificationError(409, 195015, 'The subscription cannot be enabled since the destination is not enabled.', [
      'destinationId',
      fields.destinationId,
    ]);
  }
  return undefined;
}

/** `POST /subscription`. */
export const createSubscription: FlowHandler = (call) => {
  const s = call.ctx.state.world.notificationSubscriptions;
  const topicId = asRecord(call.body).topicId;
  const topic = typeof topicId === 'string' ? findTopic(topicId) : undefined;
  if (!topic) return notificationError(400, 195027, 'Invalid or missing topic id.', ['topicId', String(topicId ?? '')]);
  if (topic.scope === 'USER' && call.token?.grant !== 'user')
    return notificationError(403, 195011, 'Not authorized for this topic.', ['topicId', topic.topicId]);
  const checked = checkFields(call, topic.topicId);
  if (!checked.ok) return checked.response;
  if (!configOf(s, call).alertEmail) return configMissing();
  // One subscription per topic for an application, and for a user topic one per user of it.
  const caller = callerOf(call);
  const owner = topic.scope === 'USER' ? caller : { appId: caller.appId };
  const taken = ownSubscriptions(call).some(
    (sub) => sub.topicId === topic.topicId && s.owners.get(sub.subscriptionId)?.user === owner.user,
  );
  if (taken) return notificationError(409, 195012, 'Subscription already exists', ['topicId', topic.topicId]);
  const disabled = destinationDisabled(call, checked.value);
  if (disabled) return disabled;
  const subscriptionId = uuid(s.random);
  s.subscriptions.set(subscriptionId, {
    subscriptionId,
    topicId: topic.topicId,
    creationDate: new Date(call.ctx.clock.now()).toISOString(),
    ...checked.value,
  });
  s.owners.set(subscriptionId, owner);
  return new Response(null, { status: 201, headers: { location: `${call.ctx.origin}${BASE_PATH}/${subscriptionId}` } });
};

/** The calling application's subscriptions, oldest first. */
function ownSubscriptions(call: RestCall): Subscription[] {
  const s = call.ctx.state.world.notificationSubscriptions;
  return [...s.subscriptions.values()].filter((sub) => ownedBy(s, sub.subscriptionId, call));
}

/** The calling application's subscription `id`, if it has one (another app's is unknown to it, as on eBay). */
export function ownSubscription(call: RestCall, id: string): Subscription | undefined {
  const s = call.ctx.state.world.notificationSubscriptions;
  return ownedBy(s, id, call) ? s.subscriptions.get(id) : undefined;
}

/** `GET /subscription`: the calling application's. */
export const getSubscriptions: FlowHandler = (call) => {
  const { query, ctx } = call;
  const page = pageOf(ownSubscriptions(call), query, 20);
  if (page instanceof Response) return page;
  const links = pageLinks(`${ctx.origin}${BASE_PATH}`, page.limit, query, page.next);
  return jsonResponse({ total: page.total, ...links, limit: page.limit, subscriptions: page.items });
};

/** `GET /subscription/{subscription_id}`. */
export const getSubscription: FlowHandler = (call) => {
  const id = call.params.subscription_id ?? '';
  const subscription = ownSubscription(call, id);
  return subscription ? jsonResponse(subscription) : unknownSubscription(id);
};

/** `PUT /subscription/{subscription_id}`. */
export const updateSubscription: FlowHandler = (call) => {
  const id = call.params.subscription_id ?? '';
  const current = ownSubscription(call, id);
  if (!current) return unknownSubscription(id);
  const checked = checkFields(call, current.topicId, current);
  if (!checked.ok) return checked.response;
  const disabled = destinationDisabled(call, checked.value);
  if (disabled) return disabled;
  Object.assign(current, checked.value);
  return new Response(null, { status: 204 });
};

/** `DELETE /subscription/{subscription_id}`. */
export const deleteSubscription: FlowHandler = (call) => {
  const s = call.ctx.state.world.notificationSubscriptions;
  const id = call.params.subscription_id ?? '';
  if (!ownSubscription(call, id)) return unknownSubscription(id);
  s.subscriptions.delete(id);
  s.owners.delete(id);
  // Its filters go with it.
  for (const filter of [...s.filters.values()]) if (filter.subscriptionId === id) s.filters.delete(filter.filterId);
  return new Response(null, { status: 204 });
};

function setStatus(status: 'ENABLED' | 'DISABLED'): FlowHandler {
  return (call) => {
    const id = call.params.subscription_id ?? '';
    const current = ownSubscription(call, id);
    if (!current) return unknownSubscription(id);
    const disabled = destinationDisabled(call, { ...current, status });
    if (disabled) return disabled;
    current.status = status;
    return new Response(null, { status: 204 });
  };
}

/** `POST /subscription/{subscription_id}/enable` (409 195015 when the destination is disabled). */
export const enableSubscription: FlowHandler = setStatus('ENABLED');

/** `POST /subscription/{subscription_id}/disable`. */
export const disableSubscription: FlowHandler = setStatus('DISABLED');

/**
 * `POST /subscription/{subscription_id}/test`: pushes a signed test notification to the destination for real
 * (awaited, 5 s timeout) and answers 202 like eBay whatever the receiver said; the attempt is logged in the state.
 */
export const testSubscription: FlowHandler = async (call) => {
  const { ctx } = call;
  const s = ctx.state.world.notificationSubscriptions;
  const id = call.params.subscription_id ?? '';
  const subscription = ownSubscription(call, id);
  if (!subscription) return unknownSubscription(id);
  const destination = s.destinations.get(subscription.destinationId);
  if (!destination)
    return notificationError(400, 195007, 'Invalid or missing destination id.', [
      'destinationId',
      subscription.destinationId,
    ]);
  // One attempt, as eBay's test: no retries.
  await push(ctx, subscription, testMessage(subscription, ctx.clock.now(), s.random), []);
  return new Response(null, { status: 202 });
};
