import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { verifyEndpoint } from './challenge.js';
import { configMissing, notificationError, unknownDestination } from './errors.js';
import { asRecord } from '../../values.js';
import { pageLinks, pageOf } from './paging.js';
import { uuid, type Destination } from '../../world/stores/notification-subscriptions.js';
import { jsonResponse } from '../../json-response.js';
import { callerOf, configOf, ownedBy } from './owner.js';

const BASE_PATH = '/commerce/notification/v1/destination';

type Checked = { ok: true; value: Omit<Destination, 'destinationId'> } | { ok: false; response: Response };

/** Validates a `DestinationRequest` the way eBay's error ids describe (195016–195019). */
function checkRequest(body: unknown): Checked {
  const fields = asRecord(body);
  const name = fields.name;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 64 || /[<>]/.test(name)) {
    return {
      ok: false,
      response: notificationError(400, 195016, 'Invalid name. Markups or lengths greater than 64 not supported', [
        'name',
        String(name ?? ''),
      ]),
    };
  }
  const status = fields.status;
  if (status !== 'ENABLED' && status !== 'DISABLED') {
    return {
      ok: false,
      response: notificationError(
        400,
        195018,
        'Invalid or missing destination status. Supported values:[ENABLED,DISABLED]',
        ['status', String(status ?? '')],
      ),
    };
  }
  const delivery = asRecord(fields.deliveryConfig);
  const endpoint = delivery.endpoint;
  if (typeof endpoint !== 'string' || !URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) {
    return {
      ok: false,
      response: notificationError(400, 195017, 'Invalid or missing endpoint.', ['endpoint', String(endpoint ?? '')]),
    };
  }
  const token = delivery.verificationToken;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{32,80}$/.test(token)) {
    return {
      ok: false,
      response: notificationError(400, 195019, 'Invalid or missing verification token for this endpoint.', [
        'verificationToken',
        '',
      ]),
    };
  }
  return { ok: true, value: { name, status, deliveryConfig: { endpoint, verificationToken: token } } };
}

const challengeFailed = (endpoint: string): Response =>
  notificationError(409, 195020, 'Challenge verification failed for requested endpoint', ['endpoint', endpoint]);
const endpointTaken = (endpoint: string): Response =>
  notificationError(409, 195021, 'Destination exists for this endpoint', ['endpoint', endpoint]);

/** `POST /destination`: validates, runs the endpoint challenge for real, then stores the destination. */
export const createDestination: FlowHandler = async (call) => {
  const { body, ctx } = call;
  const s = ctx.state.world.notificationSubscriptions;
  const checked = checkRequest(body);
  if (!checked.ok) return checked.response;
  if (!configOf(s, call).alertEmail) return configMissing();
  const { endpoint, verificationToken } = checked.value.deliveryConfig;
  if (ownDestinations(call).some((d) => d.deliveryConfig.endpoint === endpoint)) return endpointTaken(endpoint);
  if (!(await verifyEndpoint(endpoint, verificationToken, s.random))) return challengeFailed(endpoint);
  const destinationId = uuid(s.random);
  s.destinations.set(destinationId, { destinationId, ...checked.value });
  s.owners.set(destinationId, { appId: callerOf(call).appId });
  return new Response(null, { status: 201, headers: { location: `${ctx.origin}${BASE_PATH}/${destinationId}` } });
};

/** The calling application's destinations, oldest first. */
function ownDestinations(call: RestCall): Destination[] {
  const s = call.ctx.state.world.notificationSubscriptions;
  return [...s.destinations.values()].filter((d) => ownedBy(s, d.destinationId, call));
}

/** The calling application's destination `id`, if it has one. */
function ownDestination(call: RestCall, id: string): Destination | undefined {
  const s = call.ctx.state.world.notificationSubscriptions;
  return ownedBy(s, id, call) ? s.destinations.get(id) : undefined;
}

/** `GET /destination`: the calling application's. */
export const getDestinations: FlowHandler = (call) => {
  const { query, ctx } = call;
  const page = pageOf(ownDestinations(call), query, 20);
  if (page instanceof Response) return page;
  const links = pageLinks(`${ctx.origin}${BASE_PATH}`, page.limit, query, page.next);
  return jsonResponse({ total: page.total, ...links, limit: page.limit, destinations: page.items });
};

/** `GET /destination/{destination_id}`. */
export const getDestination: FlowHandler = (call) => {
  const id = call.params.destination_id ?? '';
  const destination = ownDestination(call, id);
  return destination ? jsonResponse(destination) : unknownDestination(id);
};

/** `PUT /destination/{destination_id}`: a changed endpoint or token is challenged again. */
export const updateDestination: FlowHandler = async (call) => {
  const s = call.ctx.state.world.notificationSubscriptions;
  const id = call.params.destination_id ?? '';
  const existing = ownDestination(call, id);
  if (!existing) return unknownDestination(id);
  const checked = checkRequest(call.body);
  if (!checked.ok) return checked.response;
  const { endpoint, verificationToken } = checked.value.deliveryConfig;
  if (ownDestinations(call).some((d) => d.destinationId !== id && d.deliveryConfig.endpoint === endpoint))
    return endpointTaken(endpoint);
  const changed =
    endpoint !== existing.deliveryConfig.endpoint || verificationToken !== existing.deliveryConfig.verificationToken;
  if (changed && !(await verifyEndpoint(endpoint, verificationToken, s.random))) return challengeFailed(endpoint);
  s.destinations.set(id, { destinationId: id, ...checked.value });
  return new Response(null, { status: 204 });
};

/** `DELETE /destination/{destination_id}`: 409 195024 while a subscription uses it. */
export const deleteDestination: FlowHandler = (call) => {
  const s = call.ctx.state.world.notificationSubscriptions;
  const id = call.params.destination_id ?? '';
  if (!ownDestination(call, id)) return unknownDestination(id);
  if ([...s.subscriptions.values()].some((sub) => sub.destinationId === id)) {
    return notificationError(409, 195024, 'Destination is in use and cannot be deleted.', ['destination_id', id]);
  }
  s.destinations.delete(id);
  s.owners.delete(id);
  return new Response(null, { status: 204 });
};
