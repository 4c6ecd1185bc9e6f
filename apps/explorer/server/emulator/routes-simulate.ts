import {
  isEmulatorAdminError,
  isSimulateEvent,
  SIMULATE_EVENTS,
  SIMULATE_FIELDS,
  SIMULATE_HELP,
  type SimulateEvent,
  type SimulateFieldKind,
  type SimulateFieldsMap,
} from '@baykit/emulator/admin';
import type { SimulateCatalog, SimulateEventView, SimulateInput, SimulateOutcome } from '../../shared/api.js';
import { HttpError, objectBody, readJsonBody, sendJson } from '../http/http.js';
import type { Router } from '../http/router.js';
import type { LocalEmulator } from './local-emulator.js';
import { isLoopbackUrl } from './loopback.js';

/** What the Simulate routes work on: the local environment's emulator (embedded, or the one the explorer joined). */
export interface SimulateRoutesDeps {
  emulator: LocalEmulator;
}

/** Largest body taken: a simulated event's fields are a few short values (a buyer's message is the longest). */
export const MAX_SIMULATE_BODY_BYTES = 32 * 1024;
/** Longest string value passed on: ids, SKUs and user names are far shorter; eBay caps a member message at 2000. */
export const MAX_SIMULATE_STRING = 4000;

/** Statuses of the emulator's refusals, passed on as they are with its own words (admin/simulate.ts). */
const REFUSALS: readonly number[] = [400, 404, 409];

/**
 * Why the explorer sends `emulator` no simulated event, or undefined when it does: only to its embedded emulator or
 * one on this machine. A joined emulator elsewhere (`--emulator <url>`, which warns at start) is not the person's own,
 * and a simulated purchase there would change someone else's world.
 */
export function simulateUnavailable(emulator: LocalEmulator): string | undefined {
  if (!emulator.shared || isLoopbackUrl(emulator.url)) return undefined;
  return `The local emulator at ${emulator.url} is not on this machine: the explorer simulates events only in its embedded emulator or one on 127.0.0.1 or localhost.`;
}

/** Every simulated event with its fields, kinds and words, from the emulator's own data. */
function eventViews(): SimulateEventView[] {
  return SIMULATE_EVENTS.map((name) => {
    const help: Readonly<Record<string, string>> = SIMULATE_HELP[name].fields;
    const kinds: Readonly<Record<string, SimulateFieldKind>> = SIMULATE_FIELDS[name];
    return {
      name,
      summary: SIMULATE_HELP[name].summary,
      fields: Object.entries(kinds).map(([field, kind]) => ({ name: field, kind, help: help[field] ?? '' })),
    };
  });
}

/** A request's name quoted back in a refusal, cut short: it is the sender's text. */
const quoted = (name: string): string => JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name);

/** The fields of `body` checked against `event`'s: only its own, each of its kind; or a 400 saying what to fix. */
export function checkedFields(event: SimulateEvent, body: Record<string, unknown>): SimulateInput['fields'] {
  const extra = Object.keys(body).filter((key) => key !== 'fields');
  if (extra.length > 0)
    throw new HttpError(400, `The body takes only { "fields": { … } }, not ${extra.map(quoted).join(', ')}.`);
  const fields = objectBody(body.fields ?? {}, `"fields": the ${event} fields by name`);
  const kinds: Readonly<Record<string, SimulateFieldKind>> = SIMULATE_FIELDS[event];
  const checked: SimulateInput['fields'] = {};
  for (const [name, value] of Object.entries(fields)) {
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : undefined;
    if (kind === undefined)
      throw new HttpError(400, `${event} takes no field ${quoted(name)}; it takes ${Object.keys(kinds).join(', ')}.`);
    // A kind is the JSON type its value has (`typeof`).
    if (typeof value !== kind || (typeof value === 'number' && !Number.isFinite(value)))
      throw new HttpError(400, `${name} must be a ${kind === 'boolean' ? 'boolean (true or false)' : kind}.`);
    if (typeof value === 'string' && value.length > MAX_SIMULATE_STRING)
      throw new HttpError(400, `${name} is longer than ${MAX_SIMULATE_STRING} characters.`);
    checked[name] = value as string | number | boolean;
  }
  return checked;
}

/** Sends `event` to the emulator's admin API; its refusals come back with their status and its words. */
async function sendToEmulator(
  emulator: LocalEmulator,
  event: SimulateEvent,
  fields: SimulateInput['fields'],
): Promise<Record<string, unknown>> {
  try {
    // The fields are checked above against SIMULATE_FIELDS[event], the data the typed map is written from.
    const made: object = await emulator.admin.simulate(event, fields as SimulateFieldsMap[SimulateEvent]);
    return { ...made };
  } catch (error) {
    if (!isEmulatorAdminError(error)) throw error;
    if (REFUSALS.includes(error.status) && error.detail) throw new HttpError(error.status, error.detail);
    const why = error.detail ?? (error.status === 0 ? 'it did not answer' : `HTTP ${error.status}`);
    throw new HttpError(502, `The emulator at ${emulator.url} did not simulate ${event}: ${why}.`);
  }
}

/**
 * `GET /api/emulator/simulate` lists the simulated events of the local emulator (fields, kinds, words) for the
 * Simulate panel; `POST /api/emulator/simulate/:event` `{ fields }` makes one happen there through its admin API,
 * in process for the embedded one, answering 201 `SimulateOutcome`. Only the local environment's emulator is ever
 * called (never eBay), and only when it is on this machine (`simulateUnavailable`, else 409). The handler's guard
 * has already asked for the access key, the CSRF token, JSON and a same-origin `Origin`, as on every state change.
 */
export function addSimulateRoutes(router: Router, deps: SimulateRoutesDeps): void {
  router.add('GET', '/api/emulator/simulate', (ctx) => {
    const unavailable = simulateUnavailable(deps.emulator);
    const catalog: SimulateCatalog = {
      emulatorUrl: deps.emulator.url,
      ...(unavailable === undefined ? {} : { unavailable }),
      events: eventViews(),
    };
    sendJson(ctx.res, 200, catalog);
  });
  router.add('POST', '/api/emulator/simulate/:event', async (ctx) => {
    const event = ctx.params.event ?? '';
    if (!isSimulateEvent(event))
      throw new HttpError(
        404,
        `No simulated event ${quoted(event)}: the emulator simulates ${SIMULATE_EVENTS.join(', ')}.`,
      );
    const body = objectBody(await readJsonBody(ctx.req, MAX_SIMULATE_BODY_BYTES), '{ "fields": { … } }');
    const fields = checkedFields(event, body);
    const unavailable = simulateUnavailable(deps.emulator);
    if (unavailable !== undefined) throw new HttpError(409, unavailable);
    const outcome: SimulateOutcome = { event, result: await sendToEmulator(deps.emulator, event, fields) };
    sendJson(ctx.res, 201, outcome);
  });
}
